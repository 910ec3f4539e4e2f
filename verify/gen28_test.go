package verify

import (
	"testing"
)

// gen28Kiosks is a parks service's ice-cream kiosks (CSV): a row's name is
// its pitch, a column no word of which says "name".
func gen28Kiosks(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/kiosks.csv": `kiosk_id,pitch,opened_on,park_town,attendant,freezer_count,trade_km,cones_sold
KI-101,Larkspur Bandstand,2025-04-02,Larkspur,Odile Vantry,3,12,540
KI-102,Mossbury Boating Lake,2025-04-09,Mossbury,Odile Vantry,2,8,880
KI-103,Fernhallow Rose Garden,2025-05-01,Fernhallow,Caspar Ridley,4,15,
KI-104,Larkspur Model Railway,2025-05-14,Larkspur,Caspar Ridley,1,21,310
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
