// Package verify checks the facts stated in prose against the sources of
// truth (DESIGN §8): Markdown is for humans, structured data is canonical.
//
// A Verifier is built from the records of the sources of truth (CSV rows,
// YAML documents and the list items and mappings nested in them, the front
// matter of Markdown documents) and learns from them, once, when it is
// built (New, NewWith, or Load/LoadWith, which read the records from the
// graph):
//
//   - how each record is named: its ID (key, id, number, ulid, a profile's
//     key fields and ID forms, and the ID fields learned from the records:
//     a field named *_id, or an identifier written first in every item of
//     a YAML list, unique in its file, letters only too: STN-EDI; a field
//     named as an ID holding another file's keys in records keyed by an ID
//     of their own, station_id of a reservoir, is a reference, a value of
//     the record and never its ID), its
//     title or name field (title,
//     name, *_name; in a file group with none, the one field every record
//     holds written as distinct proper names, first in a YAML record, the
//     only such column of a CSV: see learnNameFields), its path and every end of it, and the folder of its
//     file when no other record is in it; a name is also written without
//     its honorific or short prefix (Dr, MV). A text names a record by any of
//     them, exactly (case and punctuation aside, or with a title's own
//     punctuation) or, by a title or name only, approximately (see
//     nameSimilarity) or, of a long one, by its leading words cut short (see
//     leadingTitle). The items
//     of a YAML list at any depth are records of their own, holding the
//     mappings nested in them as dotted fields (allocation.gpu_hours); a
//     mapping inside a record keyed by name is a block of its fields, not a
//     record, and a name nested in a mapping (registrar.name) is a value of
//     the record, not its name, when the record has a name of its own, some
//     records of its kind lack the block, or a tenth of its values repeat.
//   - the domain of each field: the shapes of the values it holds across
//     the records (dates, versions, amounts, numbers with a unit, short
//     strings, prose) and each short string value (each item of a list
//     of short notes of prose: titles of works), so that a value written
//     in a text ("SIG Node", "Team Payments") is found and proposes its
//     field even when no field word is near.
//   - the words naming each field: the words of its name (owner_team is
//     owner and team, by stem; a nested field's parent words too), an
//     agent noun's verb with "by" (funder: "funded by"), the unit or
//     currency its name ends in (storage_tb is named by "4200 TB",
//     cost_usd by "120 USD", max_speed_kmh by "70 km/h"; a number in
//     another unit is no value of it, one in a multiple of it is compared
//     converted: 2.3 MW of output_kw, 1 hour of duration_min, 4.2 PB of
//     storage_tb, 9 m3 of water_l),
//     the period a word of its name is (tests_last_30d is named by "the
//     last 30 days", which states no value), its initials in capitals for
//     a value that is a name or a number ("the PI" of
//     principal_investigator, "GH" of gross_head), any one of its words
//     alone for a plain value after it when no other field of the subject
//     has that word ("permit EA/2019/044"), a hyphenated word of the text
//     written as one word of it ("off-peak" of offpeak_mld), the phrases of the lexicon groups those
//     words belong to (lexicon.yaml: owner is also "belongs to",
//     "maintained by", "responsible for"; updated is also "modified",
//     "revised"), and the phrases a profile adds.
//   - the fields of each kind of record (the rows of one file, the YAML
//     files of one name): a field the subject's kin hold and it lacks,
//     named near a value (nearer, or more strongly, than a field the
//     subject holds), makes the value unknown rather than another
//     field's.
//   - the names of each list of mappings inside a record (speakers:
//     [{name: ...}], nodes keyed by hostname) as a list field of the
//     record, stated where the list's words name it ("SES-1's speakers
//     include X", "X speaks at SES-1", "X is a node of CL-1"), never
//     proposed by the value alone.
//
// The words of a construction name the field of its value before any
// other: "<field> of <record> is|: <value>", "<value> is the <field> of
// <record>", "<value> is <record>'s <field>", "<record>'s <field>, <value>,"
// and "<value>, who <verb> it"; a plain word or capitalised name ending
// (or opening) such a clause is a value, and so is a capitalised name
// before a field word ("the Accounts section") or after a phrase ending
// in under/as; a record's name that is its own value of a field written
// right beside a word of that field ("the Harrowdale parish", of a
// record called Harrowdale) is that value, not the record. A name after an ID ("RSV-7 is Harrow Basin", after an
// opener and before a noun of its kind) is the record's name, not a wrong
// ID. A label opening a sentence ("PR description:") names no field of
// the values after it; a past tense of a field's own word ("inspected X
// on") rules out that next_* field, and its date is then no other date
// field's (a past verb of another field's word, "booked" of
// court_bookings, rules out nothing); a channel field is never proposed
// by a value written without its "#".
//
// Check finds the facts of a text: dates in any written form, IDs, amounts,
// versions, numbers with an optional unit, @handles, the known values of
// the fields, and plain values after a field word ("owned by team-x"). It
// ties each to a subject (the record named before it in its sentence, the
// first its clause names, else after it, else in the previous sentence,
// else the default subject, which may also be some words of one record's
// name or title in their order, "Kovrath" of Liesendra Kovrath; "X,
// which owns Y" makes X a value of Y; a
// value after a list of records is none of theirs) and to
// a field: the field its words name on either side in its clause (another
// value in between, or nearer, takes the word, and so does, as near, the
// next one a preposition ties it to: "after trial on <date>"; "next"
// rules out last_*),
// else the field whose domain holds the value (a known value tied to the
// subject by a copula or a short verb phrase: "is looked after by"), else
// the only field of the subject holding a value of its shape (a date, a
// version, a number with a unit, a channel), else, of several, the one
// holding this very value (never a mismatch of another). The items of a list ("A and
// B") state the field of the first, unless an item is a known value of
// another field only. Two fields named equally strongly by words among
// one another's ("last electrically tested": last_tested and
// electrical.last), or one by the unit alone and one by a word of its
// own name ("1 TB of RAM"), are ambiguous, unless one of them holds the
// value (not when the same words of a block name both: "the power of X").
// A mismatch is unknown when the words naming its field are modified by
// words right before them naming another field that holds the value
// ("launch target <date>"); the first word of a hyphenated compound
// before a noun ("340 m of deep-water quay") names nothing. A year in a
// field's name (concerts_2025) is the period it holds a value for: a
// sentence of another year states nothing of it, one of no year no
// mismatch; a name ending in two units of time (rehearsal_hours_week)
// counts the first per the second. Yes/no fields are stated by
// their words alone ("X has an aerial", "X is not staffed 24h"; never in
// a question, a condition or a requirement) and compare by truth. A
// mismatch written right next to a verified value of its field ("a mesh
// fence") is one compound, unknown; a known value that is the first or
// last words of the subject's value, the rest written next to it ("the
// A/B listed category" of A/B listed, where listed is another record's),
// states that value whole; a value one of several records
// sharing a name holds and another not is unknown. A value the text calls former
// ("previously"), or tells of with a date or version ("moved to closed
// in 2025-11"), or relates to by a verb of another relation ("depends on"),
// is no claim, and so is a value right after "not", one a change starts
// from ("moved from X to Y") or that "used to be", a number in a
// sentence opening with a time ("In 2023, ..."), any value in one
// opening with a time before which it tells ("Before 2025-06-01, ...")
// and a duration followed by "ago"; a year alone is checked only against
// a field its words name (a plain number of four digits too, as the year
// of a field of dates: "commissioned 1967"). A date bounding a time ("since", "by"), a date
// after a long verb phrase no field names, and a version right after an
// acronym ("HL7 2.5") are never given a field by their shape. A title
// stated of a record ("is titled 'X'", "has the title X", "title of X:
// 'Y'") or a name ("is called X", "is the station named X", an ID that
// "is the <name>") is compared with its title or name; one written
// without quotes is unknown when it may run past the title (the title
// and then a function word, a number or a verb it lacks). An ID after a
// record one of whose fields holds IDs of its kind is a value of that
// field ("RSV-07 is fed by PS-203"), and so is one an active verb relates
// to a record named after it ("PS-202 feeds Coldwater Tarn"). A record
// named as the value of a field holding no records is unknown, not a
// mismatch; of a single-valued field and a list field of one kind, a
// value neither holds for the subject is the single one's.
// A label's unit is the number's after it ("area in hectares: 2.70",
// "(°C): 12"), and a rate may be written with a slash ("1800
// bottles/hour"); a preposition or conjunction after a number ("120
// according to the sheet") is nothing it counts. A word of a count right
// after the subject and before a plain whole number ("X total 4,360",
// "X now number 2,078") names the subject's only count, and a plural noun
// of things after it, shown or held ("shows 29 portraits", "X - 112
// textiles"), its only count of items of any kind (object_count,
// specimens), never of people, events or times. An ordinal a field word
// names ("on the 3rd floor") is a number of that field. Of two fields
// named equally, one named by every word naming the other and one more
// is the value's ("minimum temperature"); a field the kin hold and the
// subject lacks, named by the unit alone as the subject's own field is,
// makes the value unknown. An apposition ("X, keeper of Y,", "go to the
// registrar, X,", a sign-off's "X, supervisor, Y.") names the value's
// field; "#13" of a profile's ID form that no record has, between a word
// and a colon, numbers a label before the record named after it.
// A number written with a multiplier (3.12 million) or converted from
// another unit (110 mph of max_speed_kmh) is as precise as it was
// written, or within half a percent. Values are compared normalised: case, spaces and hyphens, a code
// with or without the separator between its letters and its number (IDs
// are looked up the same way: LK-304 and LK 304 name LK304, NB07 names
// NB-07, and a field holding LK301 holds LK-301), a "v" on
// versions (1.33 is v1.33; 8.10 is not 8.1), any written date (a month and year matches a
// date in that month), quotes, a profile's equivalents. A record named by
// its title beside another record's ID makes that ID a mismatch. Every
// verdict keeps its reason; an unknown one says which step failed ("no
// subject", "no field", "ambiguous between named fields").
//
// Anything specific to one corpus is data: a Profile (profiles/*.yaml, or
// a file the configuration names) gives ID forms, version phrasings, extra
// phrases, extra values and equivalents. No corpus word is in the code.
//
// Check and Annotate are pure functions of their arguments, deterministic
// and safe for concurrent use. AppendAction writes the actions.csv log
// line of a verification; it is the package's only file-system write.
package verify
