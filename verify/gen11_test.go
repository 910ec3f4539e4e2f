package verify

import "testing"

// gen11Libraries is a domain no labelled set has, for the eleventh round:
// a public library system's branches (a CSV with a free-text note) and its
// mobile library vans (a YAML mapping keyed by ID, each van with a second
// ID-like field, a nested engine and a list of equipment).
var gen11Libraries = map[string]string{
	"sot/branches.csv": `branch_id,branch_name,branch_type,district,floor_area_m2,opened_on,last_inspection,status,late_opening,seats,manager,access_note
LIB-01,Harrowgate Central Library,central,Old Town,"4,200",1998-03-02,2025-10-11,open,yes,320,Nessa Quill,
LIB-02,Pellbrook Branch Library,branch,Pellbrook,640,2007-09-15,2025-06-30,open,no,60,Aldous Fenwright,Closed Mondays in winter
LIB-03,Mirewick Reading Room,reading_room,Mirewick,180,2019-05-20,2026-01-08,reserve,no,24,Aldous Fenwright,Step access only from Quay Lane
`,
	"sot/guides.csv": `guide_id,title,owner_team,reviewer_team,summary
GD-1,Replacing a Lost Library Card,Circulation Desk,Reader Services,How staff reissue a card that was lost
GD-2,Booking a Study Room,Reader Services,Circulation Desk,How readers book the quiet rooms online
`,
	"sot/vans.yaml": `vans:
  MBV-1:
    name: Bookwren
    registration: HG19-LBX
    home_branch: LIB-01
    in_service_since: "2019-04-01"
    refit: "2026-03-01"
    mot_due: "2026-05-10"
    status: active
    role: reserve
    depot: Harrowgate Yard
    source: LIB-01
    engine:
      model: F1C-140A
      fuel: diesel
    equipment: [wheelchair lift, wifi hotspot, awning]
    notes: Awning motor replaced in spring
  MBV-2:
    name: Inkfinch
    registration: HG21-PWX
    home_branch: LIB-02
    in_service_since: "2021-08-16"
    refit: "2026-09-14"
    mot_due: "2026-02-02"
    status: active
    role: rural_round
    depot: Pellbrook Garage
    source: LIB-02
    engine:
      model: F1C-160B
      fuel: diesel
    equipment: [wifi hotspot, returns chute]
    notes: Loaned to the school service over summer
`,
}

// TestCheck_Gen11 checks the eleventh round's changes over the libraries,
// with guards that must stay unknown.
func TestCheck_Gen11(t *testing.T) {
	v := filesVerifier(t, gen11Libraries)
	runFactCases(t, v, []factCase{
		// A record written as a label before a dash and a known value
		// states it, as before a colon.
		{"Pellbrook Branch Library - \"Closed Mondays in winter\".", "Closed Mondays in winter", Verified, "access_note", ""},
		{"Heads up: LIB-03 - step access only from Quay Lane.", "step access only from Quay Lane", Verified, "access_note", ""},
		{"Van board: MBV-1 - \"Awning motor replaced in spring\".", "Awning motor replaced in spring", Verified, "vans.MBV-1.notes", ""},
		{"MBV-2 - \"Awning motor replaced in spring\".", "Awning motor replaced in spring", Mismatch, "vans.MBV-2.notes", ""},
		{"LIB-03 - closed Mondays in winter, since the boiler failed.", "closed Mondays in winter", Mismatch, "access_note", ""},
		// A quoted note after a record as a label states the one field
		// of prose its kind has.
		{"Note on MBV-1: \"Awning motor rewired\".", "Awning motor rewired", Mismatch, "vans.MBV-1.notes", ""},
		{"LIB-03 - \"Ramp access from Quay Lane\".", "Ramp access from Quay Lane", Mismatch, "access_note", ""},
		{"LIB-01: \"Ramp access from Quay Lane\".", "Ramp access from Quay Lane", Unknown, "access_note", "empty"},
		// Guards: a quote followed by more words, or of one word, states
		// nothing.
		{"MBV-1: \"Awning motor rewired\" says the driver.", "Awning motor rewired", Unknown, "", ""},
		{"MBV-1: \"Gearbox\".", "Gearbox", Unknown, "", ""},
		// Guards: nor does a quote after a record with a title (a title,
		// most often), whatever prose its kind holds.
		{"GD-2: \"Booking rooms for groups of readers\".", "Booking rooms for groups of readers", Unknown, "", ""},
		// A known value of another kind of record (a van's role) is no
		// value of a branch: it takes no field word from the date after it.
		{"Mirewick Reading Room opened as a rural round stop on 20 May 2019.", "20 May 2019", Verified, "opened_on", ""},
		{"LIB-03 opened for wifi hotspot lending on 21 May 2019.", "21 May 2019", Mismatch, "opened_on", ""},
		// A verb and its preposition name a field with the verb's object
		// of one or two plain words between them.
		{"MBV-1 is kept overnight at Harrowgate Yard.", "Harrowgate Yard", Verified, "vans.MBV-1.depot", ""},
		{"MBV-2 is kept overnight at Harrowgate Yard.", "Harrowgate Yard", Mismatch, "vans.MBV-2.depot", ""},
		{"Inkfinch is garaged most nights at Harrowgate Yard.", "Harrowgate Yard", Mismatch, "vans.MBV-2.depot", ""},
		{"Bookwren draws its stock from LIB-01.", "LIB-01", Verified, "vans.MBV-1.source", ""},
		{"Inkfinch draws fresh stock from LIB-01.", "LIB-01", Mismatch, "vans.MBV-2.source", ""},
		// Guards: no more than two words, none a name or a negation.
		{"Inkfinch draws a lot of its stock from LIB-01.", "LIB-01", Unknown, "", ""},
		{"Inkfinch draws Pellbrook stock from LIB-01.", "LIB-01", Unknown, "", ""},
		{"MBV-2 is kept with the rest of the fleet at Harrowgate Yard.", "Harrowgate Yard", Unknown, "", ""},
		{"MBV-2 is kept not at Harrowgate Yard.", "Harrowgate Yard", Unknown, "", ""},
		// A field identifying the records is named by its own last word
		// right before the value, or as the head of "<field> for <record>
		// is <value>" (the record may be quoted), in the shape of its values.
		{"MBV-1 carries the registration HG19-LBX.", "HG19-LBX", Verified, "vans.MBV-1.registration", ""},
		{"Bookwren carries the registration HG21-PWX.", "HG21-PWX", Mismatch, "vans.MBV-1.registration", ""},
		{"The registration for \"Inkfinch\" is HG21-PWX.", "HG21-PWX", Verified, "", ""},
		// Guards: a value of another shape, or a word that is no name of
		// the field.
		{"MBV-1 carries the registration 42.", "42", Unknown, "", ""},
		{"MBV-1 carries the plate HG21-PWX.", "HG21-PWX", Unknown, "", ""},
		// The noun right after a record, the subject of its clause, names
		// the field of the value after a copula, whatever nearer words name.
		{"Bookwren refit is due on 1 March 2026.", "1 March 2026", Verified, "vans.MBV-1.refit", ""},
		{"Inkfinch refit is due on 1 March 2026.", "1 March 2026", Mismatch, "vans.MBV-2.refit", ""},
		{"Bookwren is due on 10 May 2026.", "10 May 2026", Verified, "vans.MBV-1.mot_due", ""},
		// Guards: a verb after the record is no noun.
		{"Bookwren goes in for its refit, and is due on 10 May 2026.", "10 May 2026", Verified, "vans.MBV-1.mot_due", ""},
		// A noun before a document's noun modifies it: "the X help page"
		// is the record, not a thing of it.
		{"The Replacing a Lost Library Card help page belongs to Circulation Desk.", "Circulation Desk", Verified, "owner_team", ""},
		{"The Booking a Study Room help doc belongs to Circulation Desk.", "Circulation Desk", Mismatch, "owner_team", ""},
		// Guards: a thing of the record is no record.
		{"The Booking a Study Room form belongs to Circulation Desk.", "Circulation Desk", Unknown, "", ""},
		// A yes/no answer may be followed by a spaced dash and why.
		{"Late opening at LIB-01? yes - until 8pm on Thursdays.", "yes", Verified, "late_opening", ""},
		{"Late opening at LIB-02? Yes — two evenings a week.", "Yes", Mismatch, "late_opening", ""},
		// A code of the shape of a field's values may stand between "by"
		// or "with" and the field's word.
		{"Bookwren is powered by F1C-140A engines.", "F1C-140A", Verified, "vans.MBV-1.engine.model", ""},
		{"Inkfinch is fitted with F1C-150B engines.", "F1C-150B", Mismatch, "vans.MBV-2.engine.model", ""},
		// Guards: a code of another shape.
		{"Inkfinch is fitted with X-2 engines.", "X-2", Unknown, "", ""},
		// A record's ID tied as a value to an ID of no record, of a kind
		// whose records hold such values, says nothing checkable.
		{"MBV-9 is based at LIB-02.", "LIB-02", Unknown, "", "MBV-9"},
		{"MBV-9 belongs to LIB-01.", "LIB-01", Unknown, "", "MBV-9"},
		// Guards: no tie, or an ID of no known kind, leaves the ID a record's.
		{"MBV-9 and LIB-02 were both on the agenda.", "LIB-02", Verified, "", ""},
		{"ZZQ-9 is based at LIB-02.", "LIB-02", Verified, "", ""},
		// "fitted with", "equipped with" name the equipment.
		{"Bookwren is fitted with a returns chute.", "returns chute", Mismatch, "vans.MBV-1.equipment", ""},
		{"Inkfinch is equipped with a returns chute.", "returns chute", Verified, "vans.MBV-2.equipment", ""},
		// "sits under", "falls under" name an owner.
		{"Booking a Study Room sits under Reader Services.", "Reader Services", Verified, "owner_team", ""},
		{"Replacing a Lost Library Card falls under Reader Services.", "Reader Services", Mismatch, "owner_team", ""},
		// Guards: a value followed by more words is no label's.
		{"LIB-03 - closed Mondays in winter staff said.", "closed Mondays in winter", Unknown, "", ""},
	})
}
