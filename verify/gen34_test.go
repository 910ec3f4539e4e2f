package verify

import "testing"

// TestCheck_Gen34WrittenAsHeld checks that a value the source holds in
// a form its field's shape does not allow (an impossible date, a version
// in a date field) is verified when the text writes it exactly as the
// source does (sets RR, MM, OO, JJ: "carries creation date 2023-14-05,
// which is not a real date", "last-updated set to v1.29 instead of a
// date"), and stays unknown when written in another form, which no
// reading of the source's value decides.
func TestCheck_Gen34WrittenAsHeld(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/seeds.csv": "lot_id,lot_name,harvested_on,checked_on\n" +
			"SB-101,Marsh Vetch,2024-13-02,2025-01-10\n" +
			"SB-102,Hill Sorrel,2024-09-02,v3.1\n" +
			"SB-103,Dune Thrift,2024-08-02,2025-02-10\n",
	})
	runFactCases(t, v, []factCase{
		{"SB-101 harvested on 2024-13-02, which cannot be a real date.", "2024-13-02", Verified, "harvested_on", ""},
		{"Odd: SB-102 has checked_on set to v3.1 instead of a date.", "v3.1", Verified, "checked_on", ""},
		// Guards: another form of an impossible date is undecided; a
		// valid date and a value the field does not hold compare as ever.
		{"SB-101 harvested on 2 December 2024.", "2 December 2024", Unknown, "harvested_on", "not a valid date"},
		{"SB-103 harvested on 2024-08-03.", "2024-08-03", Mismatch, "harvested_on", ""},
		{"SB-102 has checked_on set to v3.2.", "v3.2", Unknown, "", ""},
	})
}

// TestCheck_Gen34QuotedTitleAfterID checks that a record's exact title,
// quoted right after its ID, is a stated title whatever follows the
// closing quote (set RR: "See KEP-95 "X" for why ...", "KEP-1635 "X" is
// the no-permabeta rule", "KEP-2702 "X" closed out ..."); round 32 took
// only titles ending their clause. Unquoted, a title before more words
// stays a name of the record.
func TestCheck_Gen34QuotedTitleAfterID(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/lights.csv": "light_id,title,keeper,lit_on\n" +
			"LH-301,Gannet Rock Light,Iona Vale,1871-03-01\n" +
			"LH-302,Skerry Point Beacon,Tam Roe,1902-06-01\n",
	})
	runFactCases(t, v, []factCase{
		{`See LH-301 "Gannet Rock Light" for why the fog signal was moved.`, "Gannet Rock Light", Verified, "title", ""},
		{`LH-302 "Skerry Point Beacon" is the older of the two.`, "Skerry Point Beacon", Verified, "title", ""},
		// Guard: the values after a quoted title keep the ID's record.
		{`LH-302 "Skerry Point Beacon" is kept by Tam Roe.`, "Tam Roe", Verified, "keeper", ""},
	})
}

// TestCheck_Gen34HyphenedWord checks that a word written with hyphens
// ("how-to") after a field's word is read as a value of a field of plain
// words (sets RR and QQ: "page type: how-to" of a type holding learn,
// reference ...): a mismatch, where it was taken for an identifier no
// such field holds and nothing was claimed.
func TestCheck_Gen34HyphenedWord(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/classes.csv": "class_id,class_name,format,room\n" +
			"CL-501,Knot Tying,lecture,rm-12\n" +
			"CL-502,Sail Repair,workshop,rm-14\n" +
			"CL-503,Tide Reading,seminar,rm-16\n",
	})
	runFactCases(t, v, []factCase{
		{"CL-501 format: hands-on", "hands-on", Mismatch, "format", ""},
		{"CL-502 format: workshop", "workshop", Verified, "format", ""},
		// Guard: a word with a digit is no word of a field of words.
		{"CL-503 format: 3-day", "3-day", Unknown, "", ""},
	})
}

// TestCheck_Gen34TitleRun checks that a record called by a run of its
// title's words holding a function word, before a noun of its kind, is
// that record when no other title holds the run (sets RR and QQ: "the
// CustomResourceDefinitions to GA KEP", "the priority and fairness
// KEP"); a run two titles hold names neither.
func TestCheck_Gen34TitleRun(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/guides.csv": "guide_id,title,owner\n" +
			"GD-601,Graduate Rope Splicing for Beginners,Ada Rusk\n" +
			"GD-602,Graduate Rope Care for Beginners,Bram Tull\n" +
			"GD-603,Knots and Hitches for Dinghies,Cora Vell\n" +
			"GD-604,Knots and Hitches for Keelboats,Dai Morrow\n",
	})
	runFactCases(t, v, []factCase{
		{"The rope splicing for beginners guide is owned by Ada Rusk.", "Ada Rusk", Verified, "owner", ""},
		{"The rope care for beginners guide is owned by Ada Rusk.", "Ada Rusk", Mismatch, "owner", ""},
		// Guard: a run two titles hold names neither.
		{"The knots and hitches guide is owned by Cora Vell.", "Cora Vell", Unknown, "", ""},
	})
}

// TestCheck_Gen34DashedTitle checks that a record's exact title between
// a dash (or a colon) after its ID and a dash is a stated title (sets RR
// and NN: "KEP 2255 — X — still beta", "KEP-2383: X — implemented"),
// and that the value after the closing dash keeps the ID's record.
// Without the opening dash or colon the title stays a name of the record.
func TestCheck_Gen34DashedTitle(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/scopes.csv": "scope_id,title,status\n" +
			"TS-701,Northern Refractor,retired\n" +
			"TS-702,Dome Reflector,active\n",
	})
	runFactCases(t, v, []factCase{
		{"TS-701 — Northern Refractor — retired.", "Northern Refractor", Verified, "title", ""},
		{"TS-702: Dome Reflector — active since spring.", "Dome Reflector", Verified, "title", ""},
		{"TS-701 — Northern Refractor — active.", "active", Mismatch, "status", ""},
		// Guard: no dash or colon before the title.
		{"TS-701 Northern Refractor — retired.", "Northern Refractor", Unknown, "", ""},
	})
}

// TestCheck_Gen34AmountNoRate checks that a measure written with no
// period in its sentence ("treated water storage 59 Ml", "Ysmerel is 8.5
// kg") is not of a field of a rate its unit ends the name of
// (daily_output_ml, diet.daily_kg) when a field of no period ends in
// that unit too (capacity_ml, weight_kg): sets RR and QQ, where it was
// ambiguous between the two, or taken as the rate's absent field. A
// period anywhere in the sentence keeps the rate ("0.9 kg of oats
// daily").
func TestCheck_Gen34AmountNoRate(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/silos.csv": "silo_id,silo_name,store_t,daily_intake_t\n" +
			"SL-801,Ash Barn,240,12\n" +
			"SL-802,Elm Barn,95,\n",
		"sot/mules.yaml": `mules:
  ML-901:
    name: Tansy
    weight_kg: 310
    feed:
      daily_kg: 6.5
  ML-902:
    name: Burdock
    weight_kg: 280
`,
	})
	runFactCases(t, v, []factCase{
		{"Elm Barn: bulk grain 59 t, two doors.", "59 t", Mismatch, "store_t", ""},
		{"Ash Barn bulk grain 240 t.", "240 t", Verified, "store_t", ""},
		{"Burdock is 290 kg.", "290 kg", Mismatch, "mules.ML-902.weight_kg", ""},
		// Guard: a period in the sentence keeps the rate.
		{"Tansy gets 6.5 kg of oats daily.", "6.5 kg", Verified, "mules.ML-901.feed.daily_kg", ""},
	})
}

// TestCheck_Gen34NoValueHeld checks that a word that states no value
// ("none", "TBD") is a value after its field's word when the field's
// values hold it (sets PP and OO: "the recorded boarding bridge is
// none", "editor: TBD"), and that a source value written as a
// placeholder is compared with the same word written in the text.
// After the word of a field no record holds it of, it states nothing.
func TestCheck_Gen34NoValueHeld(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/kilns.csv": "kiln_id,kiln_name,chimney,inspector\n" +
			"KL-101,North Kiln,none,Ada Rusk\n" +
			"KL-102,South Kiln,brick stack,Bram Tull\n" +
			"KL-103,East Kiln,none,TBD\n" +
			"KL-104,West Kiln,steel flue,Cora Vell\n",
	})
	runFactCases(t, v, []factCase{
		{"Audit: for KL-101, the recorded chimney is none.", "none", Verified, "chimney", ""},
		{"Audit: for KL-102, the recorded chimney is none.", "none", Mismatch, "chimney", ""},
		{"KL-103 inspector: TBD.", "TBD", Verified, "inspector", ""},
		// Guard: a field no record holds the word of.
		{"KL-104 inspector: none.", "none", Unknown, "", ""},
	})
}

// TestCheck_Gen34DecimalNoVersion checks that a decimal whose part after
// the dot opens with a zero ("0.08") is compared as a number, not as a
// version whose parts 0 and 8 a stated 0.8 would match (set RR's "free
// chlorine was 0.8 mg/l" of 0.08, verified before).
func TestCheck_Gen34DecimalNoVersion(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/wells.csv": "well_id,well_name,nitrate_mg_l,depth_m\n" +
			"WL-101,Hob Well,0.08,40\n" +
			"WL-102,Ness Well,0.42,55\n",
	})
	runFactCases(t, v, []factCase{
		{"WL-101 nitrate was 0.8 mg/l.", "0.8", Mismatch, "nitrate_mg_l", ""},
		{"WL-101 nitrate was 0.08 mg/l.", "0.08", Verified, "nitrate_mg_l", ""},
		{"WL-102 nitrate was 0.42 mg/l.", "0.42", Verified, "nitrate_mg_l", ""},
	})
}

// TestCheck_Gen34StillLinks checks that "still" between a field's word
// and its value ties them as a copula does (set OO's "KEP-981: editor
// still TBD"): "LM-103 dye still TBD".
func TestCheck_Gen34StillLinks(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/looms.csv": "loom_id,loom_name,dye,warp\n" +
			"LM-101,Oak Loom,madder,wool\n" +
			"LM-102,Ash Loom,woad,linen\n" +
			"LM-103,Yew Loom,TBD,silk\n",
	})
	runFactCases(t, v, []factCase{
		{"LM-103: dye still TBD.", "TBD", Verified, "dye", ""},
		{"LM-101: dye still woad.", "woad", Mismatch, "dye", ""},
	})
}

// TestCheck_Gen34PerDenominator checks that the amount a rate is counted
// per ("3 per 100 ml", "1 per 100ml") is no value of its own: the number
// before "per" is the field's value, and the case is not pulled to
// unknown by a second number no field holds (set RR's coliforms).
func TestCheck_Gen34PerDenominator(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/ponds.csv": "pond_id,pond_name,algae_per_100ml,area_m2\n" +
			"PD-101,Reed Pond,3,400\n" +
			"PD-102,Moss Pond,1,250\n",
	})
	for _, f := range v.Check("PD-101: algae 3 per 100 ml.", Options{}) {
		if f.Text == "100 ml" {
			t.Errorf("the amount counted per is a fact: %+v", f)
		}
	}
	runFactCases(t, v, []factCase{
		{"PD-101: algae 3 per 100 ml.", "3", Verified, "algae_per_100ml", ""},
		{"PD-102 algae: 2 per 100ml.", "2", Mismatch, "algae_per_100ml", ""},
	})
}

// TestCheck_Gen34ClassWord checks that a word written with hyphens
// between "is a" and a noun of the subject's kind is a value of the one
// field of the subject's records the lexicon names by classifying (a
// type, a kind, a category), though no record holds it: "X is a how-to
// page" of a page whose type is learn (sets N, V, X, AA, EE, HH, JJ, OO:
// a mismatch, nothing claimed before). A word ending in the field's own
// word ("a map-type leaflet") is left to the known value.
func TestCheck_Gen34ClassWord(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/leaflets.csv": "leaflet_id,title,leaflet_type,room\n" +
			"LF-101,Gallery Trail,map,Hall A\n" +
			"LF-102,Kiln Tour,trail,Hall B\n" +
			"LF-103,Glass Steps,booklet,Hall C\n",
	})
	runFactCases(t, v, []factCase{
		{"LF-101 is a pull-out guide.", "pull-out", Mismatch, "leaflet_type", ""},
		{"LF-103 is a fold-out guide.", "fold-out", Mismatch, "leaflet_type", ""},
		// Guard: the field's own word ends it.
		{"LF-102 is a trail-type guide.", "trail-type", Unknown, "", ""},
	})
}
