package verify

import (
	"testing"
)

// gen25Plays is a touring theatre's productions (CSV: two fields of
// people, director and designer, who hold no name in common).
func gen25Plays(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/productions.csv": `production_id,title,director,designer,opening_night
PR-31,The Salt Road,Wenna Trelask,Ivo Pendarves,2026-02-12
PR-32,Harrow Lights,Bryn Calloway,Morwen Tassick,2026-04-03
PR-33,A Quiet Harbour,Wenna Trelask,Ivo Pendarves,2026-06-19
`,
	})
}

// TestCheck_Gen25LabelledPersonOfOtherField checks that a person labelled
// by a field of people is claimed as that field's, though the record
// holds the person in another field ("Director: Ivo Pendarves" of a
// production Ivo designs is a mismatch of director, not the designer
// verified), and that the value still proposes its own field when the
// field word is no label of it (set DD's "curator: <the registrar>",
// answered verified).
func TestCheck_Gen25LabelledPersonOfOtherField(t *testing.T) {
	v := gen25Plays(t)
	runFactCases(t, v, []factCase{
		{"Programme proof: PR-31 director: Ivo Pendarves.", "Ivo Pendarves", Mismatch, "director", ""},
		{"Poster draft: The Salt Road, director Ivo Pendarves.", "Ivo Pendarves", Mismatch, "director", ""},
		{"Ticket 88: PR-32 designer field should read Bryn Calloway.", "Bryn Calloway", Mismatch, "designer", ""},
		{"Designer for Harrow Lights: Bryn Calloway.", "Bryn Calloway", Mismatch, "designer", ""},
		{"Programme proof: PR-32 director: Bryn Calloway.", "Bryn Calloway", Verified, "director", ""},
		// Guards: a field word that labels no value leaves the value its
		// own field's.
		{"Ivo Pendarves asked the director of PR-31 to sign.", "Ivo Pendarves", Verified, "designer", ""},
		{"The director of PR-31 met Ivo Pendarves on Friday.", "Ivo Pendarves", Verified, "designer", ""},
		{"PR-31 is with the director, Wenna Trelask, and the designer Ivo Pendarves.", "Wenna Trelask", Verified, "director", ""},
	})
}

// gen25Orchards is a cider farm's orchards (CSV: an area in hectares
// written with two decimals).
func gen25Orchards(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/orchards.csv": `orchard_id,name,area_ha,tree_count
OR-4,Long Meadow,0.70,310
OR-5,Kiln Close,1.50,640
`,
	})
}

// TestCheck_Gen25MeasureIsNoVersion checks that a number written with a
// unit is compared as a quantity, not as a version ("0.7 ha" of an area
// of 0.70 is verified, not 7 against 70 minor versions: set CC's
// "Parcelle X, 0.70 ha", a spurious mismatch).
func TestCheck_Gen25MeasureIsNoVersion(t *testing.T) {
	v := gen25Orchards(t)
	runFactCases(t, v, []factCase{
		{"Planting plan: Long Meadow, 0.70 ha of young trees.", "0.70 ha", Verified, "area_ha", ""},
		{"OR-4 covers 0.7 ha.", "0.7 ha", Verified, "area_ha", ""},
		{"OR-5 covers 1.5 ha.", "1.5 ha", Verified, "area_ha", ""},
		{"OR-5 covers 1.05 ha.", "1.05 ha", Mismatch, "area_ha", ""},
		{"OR-4 covers 0.75 ha.", "0.75 ha", Mismatch, "area_ha", ""},
	})
}

// TestCheck_Gen25RecordBesideValue checks that a record named only after
// a value, as a place or a contrast beside the thing the value tells of
// ("Y, planted in 1994, is next to X"), is not the value's subject: the
// value is of Y, which no record is (set CC's "Clos X, planted in 1994,
// is next to <a parcel>", a spurious mismatch of that parcel's
// planting_year).
func TestCheck_Gen25RecordBesideValue(t *testing.T) {
	v := gen25Orchards(t)
	runFactCases(t, v, []factCase{
		{"Farm walk: Hollow Piece, 0.55 ha, is next to Long Meadow.", "0.55 ha", Unknown, "", "set beside"},
		{"Farm walk: the plot of 0.55 ha beside OR-5 is fallow.", "0.55 ha", Unknown, "", "set beside"},
		{"Farm walk: Hollow Piece covers 2.4 ha, more than Kiln Close.", "2.4 ha", Unknown, "", "set beside"},
		// Guards: a record named after the value as what it tells of.
		{"Farm walk: at 0.55 ha, Long Meadow is our smallest orchard.", "0.55 ha", Mismatch, "area_ha", ""},
		{"Farm walk: 1.50 ha of trees stand at Kiln Close.", "1.50 ha", Verified, "area_ha", ""},
	})
}

// gen25Depots is a bus company's depots (CSV: an owning team and a
// manager, both proper names, both named by "run by" in the lexicon).
func gen25Depots(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/depots.csv": `depot_id,name,owner_team,manager,lead_driver
DP-1,Quarry Lane,Fleet North,Tegan Moss,Arlo Venn
DP-2,Mill Street,Fleet South,Rhys Callan,Noor Bakri
`,
	})
}

// TestCheck_Gen25PhraseLabelsPerson checks that a lexicon phrase of one
// field right before a proper name claims it as that field's ("DP-1 is
// led by Tegan Moss" of a depot Tegan manages is a mismatch of
// lead_driver: set DD's "is led by <the registrar>", answered verified),
// and that a phrase naming the field holding the value too leaves it
// verified ("run by" names the owner and the manager).
func TestCheck_Gen25PhraseLabelsPerson(t *testing.T) {
	v := gen25Depots(t)
	runFactCases(t, v, []factCase{
		{"Notice: DP-1 is led by Tegan Moss this winter.", "Tegan Moss", Mismatch, "lead_driver", ""},
		{"Notice: DP-1 is led by Arlo Venn this winter.", "Arlo Venn", Verified, "lead_driver", ""},
		{"Notice: DP-1 is run by Tegan Moss.", "Tegan Moss", Verified, "manager", ""},
		{"Notice: DP-2 is run by Fleet South.", "Fleet South", Verified, "owner_team", ""},
	})
}

// gen25Archive is a county archive's collections (CSV: the year a
// collection was acquired, a field named by the noun of the verb).
func gen25Archive(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/collections.csv": `collection_id,name,acquisition_year,box_count
CL-70,Tanner Family Papers,1962,48
CL-71,Weir Mill Ledgers,2008,112
`,
	})
}

// TestCheck_Gen25AcquiredNamesAcquisition checks that "acquired" names a
// field of the acquisition (lexicon: it is the verb of the noun), as it
// names a purchase (set DD's "OBJ-x acquired 2019", unknown).
func TestCheck_Gen25AcquiredNamesAcquisition(t *testing.T) {
	v := gen25Archive(t)
	runFactCases(t, v, []factCase{
		{"Newsletter: CL-70 acquired 1962 from a solicitor's office.", "1962", Verified, "acquisition_year", ""},
		{"The Weir Mill Ledgers were acquired in 2007 at auction.", "2007", Mismatch, "acquisition_year", ""},
		{"Guide: CL-71 holds 112 boxes.", "112", Verified, "box_count", ""},
	})
}

// TestCheck_Gen25NumberedLabel checks that a whole number numbering a
// label before the record ("row 9:", "finding 3:") is no value of the
// record, nor takes the field words that follow from the value they name
// (set CC's "row 9: PC-x planting year 1959", unknown, and set DD's
// "finding 3: OBJ-x (…) acquired 2005", unknown).
func TestCheck_Gen25NumberedLabel(t *testing.T) {
	v := gen25Archive(t)
	runFactCases(t, v, []factCase{
		{"Register import, row 9: CL-70 acquisition year 1926.", "9", Unknown, "", "numbers a label"},
		{"Register import, row 9: CL-70 acquisition year 1926.", "1926", Mismatch, "acquisition_year", ""},
		{"Audit, finding 3: CL-71 box count 121.", "121", Mismatch, "box_count", ""},
		// Guard: the value after the label is still the record's.
		{"Register import, row 9: CL-70 acquisition year 1962.", "1962", Verified, "acquisition_year", ""},
	})
}

// gen25Fairs is a county show's fairs (YAML: a run with an opening and a
// closing date).
func gen25Fairs(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/fairs.yaml": `fairs:
  FX-31:
    name: Brackley Spring Fair
    county: Westmere
    stalls: 120
    run:
      opens: "2026-05-02"
      closes: "2026-05-10"
  FX-32:
    name: Tollard Harvest Fair
    county: Eastmere
    stalls: 95
    run:
      opens: "2026-09-12"
      closes: "2026-09-20"
`,
	})
}

// TestCheck_Gen25FinalDayNamesEnd checks that "final day" and "last day"
// name the end of a run (lexicon), not its start too (set DD's "touring
// schedule EXH-x: final day <date>", ambiguous between the tour's opens
// and closes).
func TestCheck_Gen25FinalDayNamesEnd(t *testing.T) {
	v := gen25Fairs(t)
	runFactCases(t, v, []factCase{
		{"Run sheet FX-31: final day 2026-05-10, strike the following week.", "2026-05-10", Verified, "fairs.FX-31.run.closes", ""},
		{"Run sheet FX-31: last day 2026-05-11.", "2026-05-11", Mismatch, "fairs.FX-31.run.closes", ""},
		{"Run sheet FX-31: opens 2026-05-02.", "2026-05-02", Verified, "fairs.FX-31.run.opens", ""},
		{"FX-31 closes 2026-05-10.", "2026-05-10", Verified, "fairs.FX-31.run.closes", ""},
	})
}
