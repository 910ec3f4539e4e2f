package verify

import (
	"testing"
)

// gen28Kiosks is a parks service's ice-cream kiosks (CSV): a row's name is
// its pitch, a column no word of which says "name".
func gen28Kiosks(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/kiosks.csv": `kiosk_id,pitch,opened_on,park_town,attendant,freezer_count,trade_km,cones_sold,stall_slots,stalls_let
KI-101,Larkspur Bandstand,2025-04-02,Larkspur,Odile Vantry,3,12,540,12,10
KI-102,Mossbury Boating Lake,2025-04-09,Mossbury,Odile Vantry,2,8,880,8,8
KI-103,Fernhallow Rose Garden,2025-05-01,Fernhallow,Caspar Ridley,4,15,,14,11
KI-104,Larkspur Model Railway,2025-05-14,Larkspur,Caspar Ridley,1,21,310,6,5
`,
	})
}

// TestCheck_Gen28CSVNameColumn checks that a CSV none of whose columns is
// called a name (name, title, x_name) has its records named by the one
// column every row holds written as a distinct proper name (set HH's
// venues: every value of a sentence naming a session by its venue was
// "no subject"); a column of people repeating (attendant) or of places
// another column holds part of is no name.
func TestCheck_Gen28CSVNameColumn(t *testing.T) {
	v := gen28Kiosks(t)
	runFactCases(t, v, []factCase{
		{"Mossbury Boating Lake has 2 freezers.", "2", Verified, "freezer_count", ""},
		{"Fernhallow Rose Garden has 5 freezers.", "5", Mismatch, "freezer_count", ""},
		{"Larkspur Model Railway sold 310 cones.", "310", Verified, "cones_sold", ""},
	})
	if !v.isName("pitch") || v.isName("attendant") || v.isName("park_town") {
		t.Errorf("isName: pitch %v, attendant %v, park_town %v; want true, false, false", v.isName("pitch"), v.isName("attendant"), v.isName("park_town"))
	}
}

// TestCheck_Gen28CountedNoun checks that the noun phrase a plain number
// counts, written right after it, names the number's field though
// another value follows nearer its last word: "12 stall slots for 3
// June" was ambiguous between stall_slots and stalls_let, "slots" given
// to the date (set HH's "108 donor slots for 13 May", "76 appointment
// slots on 18 February").
func TestCheck_Gen28CountedNoun(t *testing.T) {
	v := gen28Kiosks(t)
	runFactCases(t, v, []factCase{
		{"KI-101 offered 12 stall slots for 3 June.", "12", Verified, "stall_slots", ""},
		{"KI-103 offered 15 market stall slots on 3 June.", "15", Mismatch, "stall_slots", ""},
		{"KI-103 let 11 stalls on 3 June.", "11", Verified, "stalls_let", ""},
	})
}

// TestCheck_Gen28ValuesAfterSubject checks that a value written right
// after the subject's name, a comma or a spaced dash alone between them,
// is the subject's: its field is inferred from its shape as after "is"
// ("KI-104, 25 km from the depot", "X — 9 Apr 2025 — busy"; set HH's
// "WDS-0436, 54 km one way", "WDS-0507 — 7 Oct 2026 — racecourse"). A
// value after other words past the comma is not.
func TestCheck_Gen28ValuesAfterSubject(t *testing.T) {
	v := gen28Kiosks(t)
	runFactCases(t, v, []factCase{
		{"Mileage claim: KI-104, 25 km one way to the depot.", "25 km", Mismatch, "trade_km", ""},
		{"Mossbury Boating Lake — 9 Apr 2025 — busy weekend.", "9 Apr 2025", Verified, "opened_on", ""},
		{"KI-102 — 9 April 2025.", "9 April 2025", Verified, "opened_on", ""},
		{"We met at KI-102 on Monday, the parade was 9 May 2025.", "9 May 2025", Unknown, "", ""},
	})
}

// TestCheck_Gen28PlainNumberNoMeasure checks that of fields named alike,
// a number written without a unit is the one whose name has none:
// "4,200 seeds" named seed_count and seed_mass_g by "seeds" alike and
// was ambiguous (set II's seed counts); and that grams, which no unit
// was, are one, written in full in a text, and as "g" ending a field's
// name.
func TestCheck_Gen28PlainNumberNoMeasure(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/packets.csv": `packet_id,name,seed_count,seed_mass_g,sown_on
PK-201,Amber Vetch,4200,18.6,2025-03-02
PK-202,Pale Sorrel,1350,6.2,2025-03-09
PK-203,Dusk Campion,880,3.1,2025-04-01
PK-204,Moss Campion,2400,9.8,2025-04-11
`,
	})
	runFactCases(t, v, []factCase{
		{"PK-201 holds 4,200 seeds.", "4,200", Verified, "seed_count", ""},
		{"Pale Sorrel: 1,530 seeds banked.", "1,530", Mismatch, "seed_count", ""},
		{"PK-203 holds 15 seeds.", "15", Mismatch, "seed_count", ""},
		{"PK-202 seeds weigh 6.2 grams.", "6.2 grams", Verified, "seed_mass_g", ""},
		{"PK-203 seeds weigh 3100 mg.", "3100 mg", Verified, "seed_mass_g", ""},
	})
}
