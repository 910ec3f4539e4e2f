package verify

import (
	"testing"
)

// gen24Halls is a leisure trust's sports halls (CSV: a count whose name
// is a noun some verb shares, court_bookings, beside a past and a next
// date).
func gen24Halls(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/halls.csv": `hall_id,name,court_bookings,last_resurfaced,next_inspection
HL-2,Brayford Hall,412,2019-05-14,2026-10-28
HL-3,Corrin Hall,388,2021-02-03,2027-01-12
`,
	})
}

// TestCheck_Gen24PastOfOtherFieldWord checks that a past verb rules out
// the next date only of a field one of whose own words it is ("HL-2 was
// inspected on <date>" of next_inspection), not of every field because
// another field's word shares its stem ("booked" of court_bookings), and
// that a past event of a field holding the next one is no other date
// field's (set AA's "br11 inspection booked 2026-10-28", answered as
// last_refurbished).
func TestCheck_Gen24PastOfOtherFieldWord(t *testing.T) {
	v := gen24Halls(t)
	runFactCases(t, v, []factCase{
		{"Slack: HL-2 inspection booked 2026-10-28.", "2026-10-28", Verified, "next_inspection", ""},
		{"The inspection of HL-2 is booked for 2026-10-29.", "2026-10-29", Mismatch, "next_inspection", ""},
		{"HL-2 was inspected on 2026-10-28.", "2026-10-28", Unknown, "", "past event of next_inspection"},
		{"Paul Grey inspected HL-3 on 2026-10-28.", "2026-10-28", Unknown, "", "past event of next_inspection"},
		// Guards: the past verb of a field's own word still names it.
		{"HL-2 was resurfaced on 2019-05-15.", "2019-05-15", Mismatch, "last_resurfaced", ""},
	})
}

// gen24Seeds is a seed bank's collections (CSV: a stock count beside a
// count of people).
func gen24Seeds(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/banks.csv": `bank_id,name,region,stock_count,volunteer_count
SB-1,Harl Moor Seed Bank,Eastmarch,12400,18
SB-2,Tovey Seed Bank,Westfold,8350,7
`,
	})
}

// TestCheck_Gen24HoldsStock checks that what a place holds is its stock
// ("SB-1 holds 12,400 packets"; lexicon), but not a number far from the
// sizes of the stocks ("holds 12 events a year"), and that a field word after the
// noun a number counts, set off by a comma, tells of the count ("12,400
// packets, the largest stock"), not of the noun (set AA's "holds 184,300
// items, the largest stock in the city").
func TestCheck_Gen24HoldsStock(t *testing.T) {
	v := gen24Seeds(t)
	runFactCases(t, v, []factCase{
		{"Annual report: SB-1 holds 12,400 packets.", "12,400", Verified, "stock_count", ""},
		{"Audit: Tovey Seed Bank holds 8,530 packets and has 7 volunteers.", "8,530", Mismatch, "stock_count", ""},
		{"Annual report: Harl Moor Seed Bank holds 12,500 packets, the largest stock in the region.", "12,500", Mismatch, "stock_count", ""},
		// Guards: a count of another noun a field word tells of after it;
		// a number only a phrase ties to a field, far from the sizes of
		// its values.
		{"Annual report: SB-2 sent 40 packets of stock to the fair.", "40", Unknown, "", ""},
		{"Annual report: SB-2 holds 12 events a year.", "12", Unknown, "", "far from the sizes"},
	})
}

// gen24Features is a product team's features (CSV: two dates of stages).
func gen24Features(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/features.csv": `feature_id,name,trial_date,launch_date
FT-7,Quiet Hours,2023-11-20,2024-05-02
FT-8,Split Bills,2024-02-14,2024-09-30
`,
	})
}

// TestCheck_Gen24WordToValueAfterPreposition checks that a field word
// after a value, as near it as the next value, goes with the next value a
// preposition ties it to: "launched on 2024-05-02 after trial on
// 2023-11-20" gives "trial" to 2023-11-20 (set AA's "graduated to stable
// in v1.30 after beta in v1.27", ambiguous).
func TestCheck_Gen24WordToValueAfterPreposition(t *testing.T) {
	v := gen24Features(t)
	runFactCases(t, v, []factCase{
		{"Changelog: FT-7 launched on 2024-05-02 after trial on 2023-11-20.", "2024-05-02", Verified, "launch_date", ""},
		{"Changelog: FT-7 launched on 2024-05-02 after trial on 2023-11-20.", "2023-11-20", Verified, "trial_date", ""},
		{"Changelog: FT-8 launched on 2024-09-03 after trial on 2024-02-14.", "2024-09-03", Mismatch, "launch_date", ""},
	})
}

// gen24Stations is a weather network's stations (CSV: each station named
// after its parish, which it is also called by alone).
func gen24Stations(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/stations.csv": `station_id,name,parish,elevation_m
WS-1,Harrowdale Moor Station,Harrowdale,240
WS-2,Brinscombe Edge Station,Brinscombe,312
WS-3,Tallow Fen Station,Tallow,4
`,
	})
}

// TestCheck_Gen24PlaceBesideFieldWord checks that a record's short name
// that is a value of one of its fields, written right beside a word of
// that field's name ("the Harrowdale parish", "parish: Harrowdale"),
// states that value and names no record, its own or another (set AA's
// "BR-04 is in the Fennimore district", Fennimore Row Library's district,
// found as the record again).
func TestCheck_Gen24PlaceBesideFieldWord(t *testing.T) {
	v := gen24Stations(t)
	runFactCases(t, v, []factCase{
		{"Survey note: WS-1 stands in the Harrowdale parish.", "Harrowdale", Verified, "parish", ""},
		{"Survey note: WS-1 parish: Harrowdale.", "Harrowdale", Verified, "parish", ""},
		{"Survey note: WS-1 stands in the Brinscombe parish.", "Brinscombe", Mismatch, "parish", ""},
		// Guard: the short name alone still names its record.
		{"Survey note: Harrowdale stands at 240 m.", "240 m", Verified, "elevation_m", ""},
	})
}

// gen24Lifts is a building's lifts (YAML keyed by ID: a status of a few
// words, some opening with a preposition).
func gen24Lifts(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/lifts.yaml": `lifts:
  LF-1:
    name: East Car
    status: in_service
  LF-2:
    name: Goods Car
    status: out_of_order
  LF-3:
    name: West Car
    status: running
`,
	})
}

// TestCheck_Gen24TelegraphicAfterLabel checks that a note of a record and
// a value of its own states the value after a label too, with no
// preposition when the value holds its own ("Lift board: LF-2 in
// service.") or the label names the field ("Status board: LF-1 running.";
// set AA's "Status board: BR-04 open."), and only when the value ends the
// sentence.
func TestCheck_Gen24TelegraphicAfterLabel(t *testing.T) {
	v := gen24Lifts(t)
	runFactCases(t, v, []factCase{
		{"Lift board: LF-2 in service.", "in service", Mismatch, "lifts.LF-2.status", ""},
		{"Status board: LF-1 running.", "running", Mismatch, "lifts.LF-1.status", ""},
		{"Status board: West Car running.", "running", Verified, "lifts.LF-3.status", ""},
		{"LF-1 in service.", "in service", Verified, "lifts.LF-1.status", ""},
		// Guards: a label naming no field and no preposition; a value
		// that does not end the note.
		{"Lift board: LF-1 running.", "running", Unknown, "", ""},
		{"Status board: LF-2 running costs are up.", "running", Unknown, "", ""},
	})
}

// gen24Boats is a harbour's boats (YAML keyed by ID: an insurer nested in
// a block, a skipper and a list of moorings they call at).
func gen24Boats(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/boats.yaml": `boats:
  BT-3:
    name: Kestrel Gale
    skipper: Anna Fell
    driver: Anna Fell
    stops: [Mill Cross, Saltern Quay]
    cover:
      insurer: Tarrant Marine
  BT-4:
    name: Heron Light
    skipper: Joss Verran
    driver: Joss Verran
    stops: [Saltern Quay, Gull Point]
    cover:
      insurer: Brede Mutual
`,
	})
}

// TestCheck_Gen24PassiveAgentVerb checks that a past participle of an
// agent noun's verb after "is" is passive whatever the preposition ("is
// insured with Y" names the insurer, as "insured by" does), not the
// active "A insures B" (set AA's "is insured with Harlow & Vane Mutual",
// dropped), when the value is the one the preposition introduces.
func TestCheck_Gen24PassiveAgentVerb(t *testing.T) {
	v := gen24Boats(t)
	runFactCases(t, v, []factCase{
		{"Audit: Kestrel Gale is insured with Brede Mutual.", "Brede Mutual", Mismatch, "boats.BT-3.cover.insurer", ""},
		{"Audit: Heron Light is insured with Brede Mutual.", "Brede Mutual", Verified, "boats.BT-4.cover.insurer", ""},
		{"Audit: Kestrel Gale is insured by Tarrant Marine.", "Tarrant Marine", Verified, "boats.BT-3.cover.insurer", ""},
		// Guards: the value is not the one the preposition introduces.
		{"Audit: Kestrel Gale is insured with help from Brede Mutual.", "Brede Mutual", Unknown, "", ""},
		{"Audit: Kestrel Gale is insured with Brede Mutual's help.", "Brede Mutual", Unknown, "", ""},
	})
}

// TestCheck_Gen24CallsAtDrivenBy checks the lexicon's "calls at" of a
// list of stops and "driven by" of a driver (set AA's "calls at Saltwick
// Harbour", "driven by Rowan Castellan", found nowhere).
func TestCheck_Gen24CallsAtDrivenBy(t *testing.T) {
	v := gen24Boats(t)
	runFactCases(t, v, []factCase{
		{"Timetable: Kestrel Gale calls at Gull Point.", "Gull Point", Mismatch, "boats.BT-3.stops", ""},
		{"Timetable: Heron Light calls at Gull Point.", "Gull Point", Verified, "boats.BT-4.stops", ""},
		{"Rota: Heron Light driven by Joss Verrant.", "Joss Verrant", Mismatch, "boats.BT-4.driver", ""},
	})
}

// gen24Tractors is a farm's machines (YAML keyed by ID: a make and a
// model of letters and a number).
func gen24Tractors(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/machines.yaml": `machines:
  TM-1:
    name: Old Blue
    make: Vexa
    model: TR 40
  TM-2:
    name: Red Hen
    make: Corvan
    model: Agri 220
  TM-3:
    name: Stubble King
    make: Vexa
    model: TR 65
`,
	})
}

// TestCheck_Gen24CopulaBeside checks that a value written right after
// another one a copula ties to the subject, the two one noun phrase ("X
// is a Vexa TR 55"), is tied to it too (set AA's "Spine Line is a DAF LF
// 230", whose model was dropped).
func TestCheck_Gen24CopulaBeside(t *testing.T) {
	v := gen24Tractors(t)
	runFactCases(t, v, []factCase{
		{"Fleet list: Old Blue is a Vexa TR 65.", "TR 65", Mismatch, "machines.TM-1.model", ""},
		{"Fleet list: Stubble King is a Vexa TR 65.", "TR 65", Verified, "machines.TM-3.model", ""},
		{"Fleet list: Red Hen is a Corvan Agri 220.", "Agri 220", Verified, "machines.TM-2.model", ""},
	})
}
