package verify

import "testing"

// gen16Orchard is a domain no labelled set has, for the sixteenth round:
// an orchard's trees (a CSV keyed tree_id, each with a name) and its
// plots (YAML keyed by ID under plots:, each holding a tree's ID).
var gen16Orchard = map[string]string{
	"sot/trees.csv": `tree_id,tree_name,planted,variety
TR-11,Old Quarry Pear,2009-04-01,conference
TR-12,Long Meadow Pippin,2010-03-01,bramley
TR-13,Ashgrove Russet,2012-10-20,egremont
`,
	"sot/plots.yaml": `plots:
  PL-3:
    name: Cider Slope
    tree: TR-12
    picked: 2024-09-14
  PL-4:
    name: Well Corner
    tree: TR-11
    picked: 2024-09-20
`,
	"sot/carts.yaml": `carts:
  CT-1:
    origin: Mill Yard
    destination: Cider Barn
    build_year: 2011
  CT-2:
    origin: Cider Barn
    destination: Press House
    build_year: 2015
`,
}

// TestCheck_Gen16 checks the sixteenth round's changes over the orchard,
// with guards.
func TestCheck_Gen16(t *testing.T) {
	v := filesVerifier(t, gen16Orchard)
	runFactCases(t, v, []factCase{
		// A record named after a lead-in that names another record and
		// ends in a colon is the subject of what follows.
		{"Re the handover (Old Quarry Pear done): TR-12 was planted on 2010-03-01.", "2010-03-01", Verified, "planted", ""},
		{"Re the handover (Old Quarry Pear done): TR-12 was planted on 2009-04-01.", "2009-04-01", Mismatch, "planted", ""},
		{"Next after TR-11 on the agenda: TR-13 was planted on 2012-10-20.", "2012-10-20", Verified, "planted", ""},
		{"Round-up, PL-4 aside: PL-3 was picked on 2024-09-14.", "2024-09-14", Verified, "plots.PL-3.picked", ""},
		{"After the \"Well Corner\" review: PL-3 was picked on 2024-09-20.", "2024-09-20", Mismatch, "plots.PL-3.picked", ""},
		{"After \"Well Corner\": picked for PL-3 on 2024-09-20.", "2024-09-20", Mismatch, "plots.PL-3.picked", ""},
		// Guard: a record that alone is the label before the colon stays
		// the subject.
		{"Long Meadow Pippin: planted on 2010-03-01.", "2010-03-01", Verified, "planted", ""},
		// Guard: a record ending its sentence after the colon is the
		// label's value.
		{"Tree at PL-3: TR-12.", "TR-12", Verified, "plots.PL-3.tree", ""},
		// An ID in brackets after a noun phrase a name of another kind
		// begins says which record the phrase calls.
		{"Cider Slope hedge trees (TR-13) were planted on 2012-10-20.", "2012-10-20", Verified, "planted", ""},
		// Guard: a name set apart from the ID stays the subject.
		{"Cider Slope, by TR-13, was picked on 2024-09-14.", "2024-09-14", Verified, "plots.PL-3.picked", ""},
		// Where a thing goes to or comes from, and when it dates from.
		{"CT-1 terminates at Cider Barn.", "Cider Barn", Verified, "carts.CT-1.destination", ""},
		{"CT-1 terminates at Press House.", "Press House", Mismatch, "carts.CT-1.destination", ""},
		{"CT-2 departs from Cider Barn.", "Cider Barn", Verified, "carts.CT-2.origin", ""},
		{"CT-2 dates from 2015.", "2015", Verified, "carts.CT-2.build_year", ""},
		// Guard: a phrase ending in a preposition with a value after it
		// names no field of the value before it.
		{"CT-1 from Press House terminates at Cider Barn.", "Press House", Unknown, "", ""},
	})
}
