package verify

import (
	"testing"
)

// gen26Pitches is a council's sports pitches (CSV: an area in square
// metres and an interval in days, both named by the unit their field
// ends in, and the year each was laid).
func gen26Pitches(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/pitches.csv": `pitch_id,name,area_m2,laid,mowing_interval_days,goals
PT-1,Upper Field,6400,1978,4,2
PT-2,Mill Lane Ground,5100,1992,7,4
`,
	})
}

// TestCheck_Gen26WordAfterNumber checks that a preposition, conjunction
// or auxiliary after a number is no noun the number counts: the fields a
// unit names stay candidates ("area in m² 6400 according to the survey"
// was no value of area_m2, set EE's "area in m² 120 according to the
// summary sheet") and the unit written with the number names its field
// ("every 1 day during spring" of mowing_interval_days). A noun after
// the number still counts it ("6400 seats").
func TestCheck_Gen26WordAfterNumber(t *testing.T) {
	v := gen26Pitches(t)
	runFactCases(t, v, []factCase{
		{"Groundsman's log: Upper Field has area in m² 6400 according to the survey.", "6400", Verified, "area_m2", ""},
		{"Mill Lane Ground has area in m² 5200 according to the plan.", "5200", Mismatch, "area_m2", ""},
		{"Mill Lane Ground has area in m² 5100 despite the new fence.", "5100", Verified, "area_m2", ""},
		{"Upper Field is cut every 1 day during spring.", "1 day", Mismatch, "mowing_interval_days", ""},
		{"Mill Lane Ground is cut every 1 day while it rains.", "1 day", Mismatch, "mowing_interval_days", ""},
		// Guard: a noun after the number counts it.
		{"Upper Field has area for 6400 seats according to the plan.", "6400", Unknown, "", ""},
	})
}

// TestCheck_Gen26YearAfterNumber checks that a number before a year in
// the sentence does not hide the year's field: the candidates of a plain
// number and of a year differ ("Audit (12) - X: year laid = 1991" left
// 1991 no field, the text naming laid "which holds no value of this
// shape"; set EE's "Register extract (11) - X: year established = 1992").
func TestCheck_Gen26YearAfterNumber(t *testing.T) {
	v := gen26Pitches(t)
	runFactCases(t, v, []factCase{
		{"Audit (12) - Mill Lane Ground: year laid = 1991.", "1991", Mismatch, "laid", ""},
		{"Audit 12 - Upper Field: year laid = 1978.", "1978", Verified, "laid", ""},
	})
}

// gen26Bins is a warehouse's storage bins (YAML: the bounds of a
// reorder range, min_qty and max_qty, both named by "quantity").
func gen26Bins(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/shelves.yaml": `shelves:
  BN-12:
    name: Fastener Aisle
    aisle: A4
    reorder:
      min_qty: 40
      max_qty: 400
  BN-13:
    name: Cable Wall
    aisle: C1
    reorder:
      min_qty: 15
      max_qty: 120
`,
		"sot/rooms.yaml": `rooms:
  SR-41:
    name: North Hall
    floor: 2
    cooling:
      min_temp_c: 18
      max_temp_c: 27
  SR-42:
    name: South Hall
    floor: 1
    cooling:
      min_temp_c: 16
      max_temp_c: 25
  SR-43:
    name: Annexe
    floor: 0
    cooling:
      min_temp_c: 15
`,
	})
}

// TestCheck_Gen26NamedByMore checks that, of two fields named equally
// strongly, the one named by every word naming the other and one more is
// the value's ("minimum quantity: 40" names reorder.min_qty by "minimum"
// and "quantity", reorder.max_qty by "quantity" alone; set EE's "minimum
// temperature (°C): 12" was ambiguous between min_temp_c and max_temp_c),
// and that a value named only by words both share stays ambiguous.
func TestCheck_Gen26NamedByMore(t *testing.T) {
	v := gen26Bins(t)
	runFactCases(t, v, []factCase{
		{"Stock sheet: BN-12 - minimum quantity: 40.", "40", Verified, "shelves.BN-12.reorder.min_qty", ""},
		{"Stock sheet: BN-13 - maximum quantity: 120.", "120", Verified, "shelves.BN-13.reorder.max_qty", ""},
		{"BN-12 minimum quantity 45.", "45", Mismatch, "shelves.BN-12.reorder.min_qty", ""},
		{"Site survey: SR-41 - minimum temperature (°C): 18.", "18", Verified, "rooms.SR-41.cooling.min_temp_c", ""},
		{"Site survey: SR-41 maximum temperature 26 °C.", "26 °C", Mismatch, "rooms.SR-41.cooling.max_temp_c", ""},
		// Guard: words both fields share name neither.
		{"Site survey: SR-41 temperature 26 °C.", "26 °C", Unknown, "", "ambiguous"},
		{"Stock sheet: BN-12 quantity 40.", "40", Unknown, "", "ambiguous"},
	})
}

// TestCheck_Gen26AbsentTie checks that a value named as strongly by a
// field the subject's kin hold and it lacks as by a field it holds is
// unknown, not the held field's ("SR-43 fans should start above 29 °C"
// of a room with only a minimum temperature, both named by the unit
// alone, was a mismatch of min_temp_c: set EE's spurious mismatch), and
// that a word of the held field still names it.
func TestCheck_Gen26AbsentTie(t *testing.T) {
	v := gen26Bins(t)
	runFactCases(t, v, []factCase{
		{"Ticket 5521: SR-43 fans should start above 29 °C per the spec.", "29 °C", Unknown, "", "do not hold"},
		{"SR-43 alarms above 30 °C.", "30 °C", Unknown, "", "do not hold"},
		// Guards: a word of the held field names it; a subject holding
		// both stays ambiguous.
		{"SR-43 minimum temperature 14 °C.", "14 °C", Mismatch, "rooms.SR-43.cooling.min_temp_c", ""},
		{"SR-41 alarms above 30 °C.", "30 °C", Unknown, "", "ambiguous"},
	})
}

// gen26Fleet is a ferry company's vessels (CSV) and its help desk's
// tickets (CSV), which texts name by "#" and their number (a profile's
// ID form).
func gen26Fleet(t *testing.T) *Verifier {
	t.Helper()
	recs := filesRecords(t, map[string]string{
		"sot/vessels.csv": "vessel_id,name,hull_survey,berths\nVS-21,Morning Star,2026-03-05,40\nVS-22,Evening Tide,2025-11-18,32\n",
		"sot/tickets.csv": "ticket_no,title,status\n4410,Replace gangway,open\n4411,Repaint funnel,closed\n",
	})
	return inlineProfiledVerifier(t, recs, `name: desk
ids:
  - pattern: '(?:^|[\s(\[,;:])#(\d{2,5})\b'
    form: 'TK-%s'
    field: ticket_no
`)
}

// TestCheck_Gen26LabelNumber checks that "#<number>" of a profile's ID
// form that no record has, right after a word and before a colon, numbers
// a label when a record is named after it: the record is the subject
// ("Fleet digest #13: Morning Star - hull survey date: <date>" was of
// TK-13, no record; set EE's "Facilities digest #13: <glasshouse> -
// boiler service date: ..."). An ID a record has, or one with no record
// named after it, stays the subject.
func TestCheck_Gen26LabelNumber(t *testing.T) {
	v := gen26Fleet(t)
	runFactCases(t, v, []factCase{
		{"Fleet digest #13: Morning Star - hull survey date: 2026-03-05.", "2026-03-05", Verified, "hull_survey", ""},
		{"Fleet digest #14: Evening Tide - hull survey date: 2025-11-19.", "2025-11-19", Mismatch, "hull_survey", ""},
		{"Fleet digest #15: VS-22 - berths: 32.", "32", Verified, "berths", ""},
		// Guards: no record after the label, or a ticket's own number.
		{"Fleet digest #13: hull survey date 2026-03-05.", "2026-03-05", Unknown, "", "TK-13 is not in the sources of truth"},
		{"Desk queue #4410: status closed.", "closed", Mismatch, "status", ""},
	})
}

// gen26Plots is a forestry trust's woodland plots (CSV: an extent in
// hectares, a field no word of "area" names).
func gen26Plots(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/plots.csv": `plot_id,name,extent_ha,planted,rides_km
WP-301,Birch Hollow,3.40,1988,1.2
WP-302,Beech Rise,2.15,1994,0.8
`,
	})
}

// TestCheck_Gen26LabelledUnit checks that a unit a label gives the
// number after it ("area in hectares: 3.40", "(ha)") is the number's, so
// it names the field ending in it (set CC's "<parcel> — area in hectares:
// 2.70" of surface_ha had no field), and that "in" before a word that is
// no unit, or "min", gives none.
func TestCheck_Gen26LabelledUnit(t *testing.T) {
	v := gen26Plots(t)
	runFactCases(t, v, []factCase{
		{"Survey sheet: Birch Hollow — area in hectares: 3.40.", "3.40", Verified, "extent_ha", ""},
		{"Survey sheet: Beech Rise — size in hectares: 2.2.", "2.2", Mismatch, "extent_ha", ""},
		{"Survey sheet: WP-302 — area (hectares): 2.15.", "2.15", Verified, "extent_ha", ""},
		{"Survey sheet: Beech Rise — track length in kilometres = 0.9.", "0.9", Mismatch, "rides_km", ""},
		// Guard: no unit in the label.
		{"Survey sheet: Beech Rise — in total: 2.2.", "2.2", Unknown, "", ""},
	})
}

// gen26Choirs is a music festival's choirs (CSV: the year each was
// founded) and its minibuses (YAML: who made each).
func gen26Choirs(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/choirs.csv": `choir_id,name,founded,members
CH-61,Harbour Voices,1971,48
CH-62,Linden Singers,2004,26
`,
		"sot/minibuses.yaml": `minibuses:
  MB-7:
    name: Blue Runner
    seats: 16
    manufacturer: Corran Coachworks
  MB-8:
    name: Green Runner
    seats: 12
    manufacturer: Pellow Motors
`,
	})
}

// TestCheck_Gen26LexiconMakerDatesFrom checks two lexicon phrases: a
// maker is the manufacturer ("maker = X", "the maker is X"; set CC's
// labels of a manufacturer), and what a thing "dates from" is when it
// was founded or established (set EE's "X dates from 1958").
func TestCheck_Gen26LexiconMakerDatesFrom(t *testing.T) {
	v := gen26Choirs(t)
	runFactCases(t, v, []factCase{
		{"Audit line: Blue Runner; maker = Corran Coachworks.", "Corran Coachworks", Verified, "minibuses.MB-7.manufacturer", ""},
		{"Note from the depot: for green runner the maker is Halder Vans.", "Halder Vans", Mismatch, "minibuses.MB-8.manufacturer", ""},
		{"Harbour Voices dates from 1971.", "1971", Verified, "founded", ""},
		{"Linden Singers dates from 2003.", "2003", Mismatch, "founded", ""},
	})
}

// TestCheck_Gen26RateSlash checks that a rate written with a slash
// ("640 loaves/hour") names the field ending in its initials as one
// written with "per" does (set CC's "1800 bottles/hour" of capacity_bph).
func TestCheck_Gen26RateSlash(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/ovens.yaml": `ovens:
  OV-21:
    name: Deck Oven North
    trays: 6
    output_lph: 640
  OV-22:
    name: Rack Oven South
    trays: 9
    output_lph: 900
`,
	})
	runFactCases(t, v, []factCase{
		{"Shift plan: Deck Oven North bakes 640 loaves/hour.", "640", Verified, "ovens.OV-21.output_lph", ""},
		{"Shift plan: OV-22 bakes 950 loaves/hour at peak.", "950", Mismatch, "ovens.OV-22.output_lph", ""},
	})
}

// TestCheck_Gen26LexiconWarranty checks the lexicon's warranty group and
// "ran out" of an end: "covered by Y" names the warranty's provider, not
// the manufacturer who is Y too, and "the cover ran out <date>" the
// warranty's expiry (set CC's "the manufacturer's cover on X ran out
// <date>", unknown: "manufacturer" names a field of no dates).
func TestCheck_Gen26LexiconWarranty(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/rowers.yaml": `rowers:
  RM-3:
    name: Bay One Rower
    manufacturer: Strand Fitness
    purchased: "2023-09-30"
    warranty:
      provider: Strand Fitness
      expires: "2025-09-30"
  RM-4:
    name: Bay Two Rower
    manufacturer: Orla Sport
    purchased: "2021-05-02"
    warranty:
      provider: Keel Assure
      expires: "2024-05-02"
`,
	})
	runFactCases(t, v, []factCase{
		{"Service file: RM-3 is covered by Strand Fitness.", "Strand Fitness", Verified, "rowers.RM-3.warranty.provider", ""},
		{"Email: the maker's cover on RM-4 ran out 2024-05-03, so the repair is on us.", "2024-05-03", Mismatch, "rowers.RM-4.warranty.expires", ""},
		// Guard: the warranty's own word names it as before.
		{"RM-4 is under warranty until 2024-05-02.", "2024-05-02", Verified, "rowers.RM-4.warranty.expires", ""},
	})
}

// TestCheck_Gen26RecordOfBlocks checks that a mapping keyed by an ID
// holding one field of its own and blocks of fields below it (a name,
// then firing: {max_temp_c, hours}) is a record: its ID and name name it
// and its blocks' fields are its values (no record was found).
func TestCheck_Gen26RecordOfBlocks(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/kilns.yaml": `kilns:
  KL-51:
    name: Long Kiln
    firing:
      max_temp_c: 1280
      hours: 14
  KL-52:
    name: Small Kiln
    firing:
      max_temp_c: 1040
      hours: 9
`,
	})
	runFactCases(t, v, []factCase{
		{"Studio log: KL-51 firing hours: 14.", "14", Verified, "kilns.KL-51.firing.hours", ""},
		{"The Small Kiln fires for 10 hours.", "10 hours", Mismatch, "kilns.KL-52.firing.hours", ""},
		{"KL-52 peaks at 1040 °C.", "1040 °C", Verified, "kilns.KL-52.firing.max_temp_c", ""},
	})
}

// TestCheck_Gen26BoolHaving checks that a verb of having ("carries",
// "is fitted with", "features") ties a record to the words of its yes/no
// field as "has" does ("LB-7 carries a winch" of a boat whose
// kit.winch is false is a mismatch; it was no fact).
func TestCheck_Gen26BoolHaving(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/lifeboats.yaml": `lifeboats:
  LB-7:
    name: Morwenna
    crew: 4
    kit:
      winch: false
      searchlight: true
  LB-8:
    name: Gwennol
    crew: 6
    kit:
      winch: true
      searchlight: true
`,
	})
	runFactCases(t, v, []factCase{
		{"LB-7 carries a winch.", "carries a winch", Mismatch, "lifeboats.LB-7.kit.winch", ""},
		{"Gwennol is fitted with a winch.", "is fitted with a winch", Verified, "lifeboats.LB-8.kit.winch", ""},
		{"Morwenna features a searchlight.", "features a searchlight", Verified, "lifeboats.LB-7.kit.searchlight", ""},
		// Guard: more words after the field's ("a winch cable") state
		// nothing of it.
		{"LB-7 carries a winch cable.", "carries a winch cable", Unknown, "", ""},
	})
}

// gen26Hives is a bee farm's apiaries (CSV: one count, colonies, besides
// a year, an area in hectares and a keeper).
func gen26Hives(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/apiaries.csv": `apiary_id,name,colonies,set_up,forage_ha,keeper
AP-71,Heather Gate,36,2009,12.5,Noor Fenwick
AP-72,Lime Walk,14,2016,4.0,Bram Tolley
AP-73,Orchard Rise,22,2012,7.5,Noor Fenwick
`,
	})
}

// TestCheck_Gen26CountWord checks that a word of a count right before a
// plain whole number ("total 36", "count came in at 21", "now number 14
// hives") names the subject's only count (set EE's "BG-x total 4,360",
// "count came in at 1,420 plants", "now number 2,078 plants" of
// specimens), and that a total followed by a noun ("a total of 30
// visits"), a count word farther away, or a number far from the sizes
// of the count's values, names none.
func TestCheck_Gen26CountWord(t *testing.T) {
	v := gen26Hives(t)
	runFactCases(t, v, []factCase{
		{"Inventory sync: AP-71 total 36.", "36", Verified, "colonies", ""},
		{"Stand-up: AP-73 count came in at 21 hives this morning.", "21", Mismatch, "colonies", ""},
		{"After the split, Lime Walk now number 14 hives.", "14", Verified, "colonies", ""},
		// Guards.
		{"Heather Gate had a total of 30 visits.", "30", Unknown, "", "never inferred"},
		{"Heather Gate total cost 30.", "30", Unknown, "", "never inferred"},
		{"Ticket number 22 is about Orchard Rise.", "22", Unknown, "", "never inferred"},
		{"Orchard Rise: ticket count 21 this week.", "21", Unknown, "", "never inferred"},
		{"Inventory sync: AP-72 total 90000.", "90000", Unknown, "", "never inferred"},
	})
}

// TestCheck_Gen26ApposedField checks that a value set off by an
// apposition naming its field and record ("X, keeper of Y,") is that
// field's value of the record, as "X, the keeper of Y" is (set CC's "the
// chair thanked <a grower>, grower of Clos Varnelle, for hosting" found
// no fact), and that an apposition naming no field states nothing.
func TestCheck_Gen26ApposedField(t *testing.T) {
	v := gen26Hives(t)
	runFactCases(t, v, []factCase{
		{"Minutes: the chair thanked Bram Tolley, keeper of Heather Gate, for the honey.", "Bram Tolley", Mismatch, "keeper", ""},
		{"Noor Fenwick, keeper of Lime Walk, spoke first.", "Noor Fenwick", Mismatch, "keeper", ""},
		// Guard: the apposition names no field.
		{"Minutes: the chair thanked Bram Tolley, a friend of Heather Gate, for the honey.", "Bram Tolley", Unknown, "", ""},
	})
}

// TestCheck_Gen26LexiconBoundsAndArrival checks the lexicon's bounds of a
// range written as limits ("never below 2 °C" of a minimum, "peaks at
// 7 °C" of a maximum; set EE's "night setpoint: never below 10 °C;
// daytime peaks to 38 °C", ambiguous between min_temp_c and max_temp_c)
// and "with us since <date>" of a commissioning date (set CC).
func TestCheck_Gen26LexiconBoundsAndArrival(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/chillers.yaml": `chillers:
  CR-5:
    name: Dairy Chiller
    commissioned: "2018-04-09"
    setpoint:
      min_temp_c: 2
      max_temp_c: 6
  CR-6:
    name: Meat Chiller
    commissioned: "2020-10-01"
    setpoint:
      min_temp_c: 0
      max_temp_c: 3
`,
	})
	runFactCases(t, v, []factCase{
		{"Dairy Chiller: never below 2 °C; peaks at 6 °C on delivery days.", "2 °C", Verified, "chillers.CR-5.setpoint.min_temp_c", ""},
		{"Dairy Chiller: never below 2 °C; peaks at 7 °C on delivery days.", "7 °C", Mismatch, "chillers.CR-5.setpoint.max_temp_c", ""},
		{"chat: the meat chiller has been with us since October 1, 2020.", "October 1, 2020", Verified, "chillers.CR-6.commissioned", ""},
	})
}

// TestCheck_Gen26Ordinal checks that an ordinal a field word names ("on
// the 3rd floor", "the fourth floor") is a number of that field (it was
// no fact), and that one no field word names ("the 3rd reviewer") or a
// date's ("3rd March 2024") is none.
func TestCheck_Gen26Ordinal(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/classrooms.csv": `room_id,name,floor,desks,opened
RM-201,Linden Room,3,30,2011
RM-202,Rowan Room,4,24,2014
`,
	})
	runFactCases(t, v, []factCase{
		{"Per the estates sheet, Linden Room is on the 3rd floor.", "3rd", Verified, "floor", ""},
		{"Rowan Room: 24 desks, fourth floor.", "fourth", Verified, "floor", ""},
		{"Rowan Room is up on the 5th floor.", "5th", Mismatch, "floor", ""},
		// Guards.
		{"Linden Room got its 3rd reviewer today.", "3rd", Unknown, "", ""},
		{"Linden Room opened on 3rd March 2011.", "3rd", Unknown, "", ""},
	})
}

// TestCheck_Gen26QualifiedFieldWord checks that a known value written
// right after "last" or "next" that is a word of a field's name ("last
// inspection of BL-3", inspection being a status some boiler holds) is
// that field's word, and takes no word from the value after it (the
// date was ambiguous between inspection.last_date and inspection.next_due;
// set BB's "last maintenance of SS-15: <date>").
func TestCheck_Gen26QualifiedFieldWord(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/boilers.yaml": `boilers:
  BL-3:
    name: North Boiler
    status: running
    inspection:
      last_date: "2026-01-05"
      next_due: "2026-07-05"
  BL-4:
    name: South Boiler
    status: inspection
    inspection:
      last_date: "2025-11-20"
      next_due: "2026-05-20"
`,
	})
	runFactCases(t, v, []factCase{
		{"Plant note — last inspection of BL-3: 2026-01-05.", "2026-01-05", Verified, "boilers.BL-3.inspection.last_date", ""},
		{"Plant note — last inspection of BL-4: 2025-11-21.", "2025-11-21", Mismatch, "boilers.BL-4.inspection.last_date", ""},
		// Guard: the status stated as a value.
		{"BL-3 is in inspection.", "inspection", Mismatch, "boilers.BL-3.status", ""},
	})
}

// TestCheck_Gen26LexiconTech checks the abbreviation "tech" of a
// technician ("X is the tech on LF-61": set BB's "<a technician> is the
// tech on WT-x", no fact).
func TestCheck_Gen26LexiconTech(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/lifts.csv": "lift_id,name,technician,floors\nLF-61,Atrium Lift,Piers Anwell,6\nLF-62,Goods Lift,Mara Sollis,4\n",
	})
	runFactCases(t, v, []factCase{
		{"Stand-up: Mara Sollis is the tech on LF-61 this month.", "Mara Sollis", Mismatch, "technician", ""},
		// Guard: the record's own technician stays verified.
		{"Stand-up: Mara Sollis is the tech on LF-62 this month.", "Mara Sollis", Verified, "technician", ""},
	})
}

// TestCheck_Gen26SignOff checks a sign-off's "<value>, <field>,
// <record>" ("Email sign-off: Noor Fenwick, keeper, AP-72."): the value
// is the record's field's (set BB's "<a supervisor>, supervisor, SS-15",
// a person also on the crew list, no fact).
func TestCheck_Gen26SignOff(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/stations.yaml": `stations:
  ST-81:
    name: Quarry Top
    supervisor: Ilse Varro
    crew: [Ilse Varro, Tam Odell]
  ST-82:
    name: Mill Race
    supervisor: Tam Odell
    crew: [Tam Odell, Ilse Varro]
`,
	})
	runFactCases(t, v, []factCase{
		{"Email sign-off: Ilse Varro, supervisor, ST-81.", "Ilse Varro", Verified, "stations.ST-81.supervisor", ""},
		{"Email sign-off: Ilse Varro, supervisor, ST-82.", "Ilse Varro", Mismatch, "stations.ST-82.supervisor", ""},
	})
}

// TestCheck_Gen26LexiconWrittenOn checks "written on <date>" of a
// creation date (set BB's "KEP-x was written on <date>", ambiguous with
// the date last updated).
func TestCheck_Gen26LexiconWrittenOn(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/policies.csv": "policy_id,title,created,last_updated\nPOL-41,Lone Working,2019-03-02,2025-06-30\nPOL-42,Key Holding,2020-01-15,2024-11-02\n",
	})
	runFactCases(t, v, []factCase{
		{"History: POL-41 was written on 2 March 2019.", "2 March 2019", Verified, "created", ""},
		{"History: POL-42 was written on 16 January 2020.", "16 January 2020", Mismatch, "created", ""},
	})
}

// TestCheck_Gen26ItemsCounted checks that a plain whole number followed
// by a plural noun of things states the subject's only count of items of
// any kind (object_count, specimens): "VT-12 shows 29 quilts" (set DD's
// "EXH-26 shows 29 portraits", set EE's "Only 86 plants remain in ..."),
// and that people, events and times counted ("12 volunteers", "3
// workshops"), or a count of one kind of thing (colonies), are not.
func TestCheck_Gen26ItemsCounted(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/vitrines.yaml": `vitrines:
  VT-12:
    name: Quilt Room
    object_count: 29
    curator: Jory Pell
  VT-13:
    name: Tin Toys
    object_count: 64
    curator: Asha Lund
`,
	})
	runFactCases(t, v, []factCase{
		{"Review: VT-12 shows 29 quilts.", "29", Verified, "vitrines.VT-12.object_count", ""},
		{"Newsletter: Tin Toys - 46 trains and cars.", "46", Mismatch, "vitrines.VT-13.object_count", ""},
		// Guards.
		{"Review: VT-12 drew 30 volunteers.", "30", Unknown, "", "never inferred"},
		{"Review: VT-13 ran 40 workshops.", "40", Unknown, "", "never inferred"},
		{"Review: VT-12 has 12 benches for visitors.", "12", Unknown, "", "never inferred"},
	})
	h := gen26Hives(t)
	runFactCases(t, h, []factCase{
		{"Heather Gate has 30 swarms.", "30", Unknown, "", ""},
	})
}

// TestCheck_Gen26LexiconAcquired checks the phrases of an acquisition:
// "accessioned in", "came to us in", "entered the collection in" (set
// DD's acquisition_year, unknown).
func TestCheck_Gen26LexiconAcquired(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/instruments.csv": "instrument_id,name,maker,acquisition_year,made_year\nIN-301,Brass Sextant,Holm & Rye,1931,1888\nIN-302,Pocket Orrery,T. Vane,1958,1820\n",
	})
	runFactCases(t, v, []factCase{
		{"Label draft: IN-301 was accessioned in 1931.", "1931", Verified, "acquisition_year", ""},
		{"Tour script: the pocket orrery came to us in 1957, a gift.", "1957", Mismatch, "acquisition_year", ""},
		{"Register: IN-302 entered the collection in 1958.", "1958", Verified, "acquisition_year", ""},
	})
}

// TestCheck_Gen26FieldApposed checks a value set off as the apposition of
// its field's words ("go to the keeper, X, by Friday", "ask the keeper,
// X."): the value is that field's (set DD's "Loan forms for <exhibition>
// go to the registrar, <a registrar of another>, by Friday", no fact).
func TestCheck_Gen26FieldApposed(t *testing.T) {
	v := gen26Hives(t)
	runFactCases(t, v, []factCase{
		{"Forms for Heather Gate go to the keeper, Bram Tolley, by Friday.", "Bram Tolley", Mismatch, "keeper", ""},
		{"Lime Walk: ask the keeper, Noor Fenwick.", "Noor Fenwick", Mismatch, "keeper", ""},
		// Guard: the record's own keeper stays verified.
		{"Forms for Lime Walk go to the keeper, Bram Tolley, by Friday.", "Bram Tolley", Verified, "keeper", ""},
	})
}

// TestCheck_Gen26ApposedName checks that a value opening an apposition
// of the record's name ("Birch Hollow, a 3.40 ha plot, ...") is in the
// record's scope, its field inferred from its shape as after the name
// itself (set BB's "Dunnerwick Spindle, a 6.1 MW turbine, produced first
// power ...", unknown), and that one after a lower-case noun's comma is
// not ("the lake, a 3.40 ha reservoir").
func TestCheck_Gen26ApposedName(t *testing.T) {
	v := gen26Plots(t)
	runFactCases(t, v, []factCase{
		{"Press release: Birch Hollow, a 3.40 ha plot, opened to walkers.", "3.40 ha", Verified, "extent_ha", ""},
		{"Press release: Beech Rise, a 2.5 ha plot, opened to walkers.", "2.5 ha", Mismatch, "extent_ha", ""},
		// Guard: the apposition of another noun.
		{"Birch Hollow sits above the lake, a 3.10 ha reservoir.", "3.10 ha", Unknown, "", ""},
	})
}
