package verify

import "testing"

// TestCheck_Gen32SmallWordBeforeTitle checks that a word in small letters
// before a capitalised or quoted title ("is still X", "is now 'X'") is no
// word of the title (set OO's "KEP-5468's title is still KEP Template", a
// spurious mismatch labelled verified). A wrong title after it is still a
// mismatch.
func TestCheck_Gen32SmallWordBeforeTitle(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/charts/ch-4.yaml": "chart_id: CH-4\ntitle: Chart Template\nscale: 5000\n",
	})
	runFactCases(t, v, []factCase{
		{"Odd: CH-4's title is still Chart Template.", "Chart Template", Verified, "title", ""},
		{"CH-4's title is now 'Chart Template'.", "Chart Template", Verified, "title", ""},
		{"CH-4's title is still Inner Approaches.", "Inner Approaches", Mismatch, "title", ""},
	})
}

// TestCheck_Gen32QuestionValueWord checks that a word of the question that
// is a known value tied to nothing ("beta" of a stage, in "What is the
// beta milestone of X?") does not stop the answer after it from taking
// the question's field (set PP's "Q: what's the beta release for
// enhancement 4049? A: v1.37."), unless it is no word of the field the
// question names ("stable target?" of a record with no stable milestone,
// set W).
func TestCheck_Gen32QuestionValueWord(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/courses.yaml": `courses:
  CR-1:
    stage: beta
    target: v1.20
    milestone:
      beta: v1.30
  CR-2:
    stage: stable
    target: v1.40
`,
	})
	runFactCases(t, v, []factCase{
		{"Q: what is the beta milestone for CR-1? A: v1.30.", "v1.30", Verified, "courses.CR-1.milestone.beta", ""},
		{"Q: what is the beta milestone for CR-1? A: v1.50.", "v1.50", Mismatch, "courses.CR-1.milestone.beta", ""},
		{"CR-2 stable target?? I heard v1.70.", "v1.70", Unknown, "", ""},
	})
}

// TestCheck_Gen32TitleAfterID checks that a record's exact title written
// right after its ID or path as a label's value ("CH-4: Chart of the
// Outer Roads.", "path = 'X'", "path: X") is a stated title, verified,
// not a second name of the subject (set MM's SOP pages). A title with a
// value after it stays a name ("CH-4 Chart of the Outer Roads — scale
// 5000": the scale is still the chart's).
func TestCheck_Gen32TitleAfterID(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/charts/ch-4.yaml": "chart_id: CH-4\ntitle: Chart of the Outer Roads\nscale: 5000\n",
		"docs/quayside__harbour-crew-handbook/source/guides/tides.md": "---\ntitle: \"Reading the tide tables\"\nlast_reviewed_on: 2025-05-06\n---\n\nText.\n",
	})
	runFactCases(t, v, []factCase{
		{"CH-4: Chart of the Outer Roads.", "Chart of the Outer Roads", Verified, "title", ""},
		{"quayside__harbour-crew-handbook/source/guides/tides.md = 'Reading the tide tables'", "Reading the tide tables", Verified, "title", ""},
		{"Page quayside__harbour-crew-handbook/source/guides/tides.md: Reading the tide tables.", "Reading the tide tables", Verified, "title", ""},
		{"CH-4 Chart of the Outer Roads — scale 5000.", "5000", Verified, "scale", ""},
	})
}

// TestCheck_Gen32KindWordNamesNoField checks that a word naming the
// subject's kind (the name of its records' file: berths.csv's "berth")
// names no field of another shape that holds it in its name
// (berth_keeper): "a 40 m berth" is a measure of the berth, its field
// inferred from the unit (set OO's "SWP-0101 is a full 50 m pool" of
// length_m, not pool_manager).
func TestCheck_Gen32KindWordNamesNoField(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/berths.csv": "berth_id,berth_name,berth_keeper,length_m\nBT-1,Quay Steps,Ada Rusk,40\nBT-2,Mill Wharf,Bram Tull,25\n",
	})
	runFactCases(t, v, []factCase{
		{"BT-1 is a full 40 m berth.", "40 m", Verified, "length_m", ""},
		{"Mill Wharf is a 30 m berth.", "30 m", Mismatch, "length_m", ""},
	})
}

// TestCheck_Gen32RequestAnswer checks that a request to confirm or check
// a field ("Ticket OPS-12: confirm inspector for KS-2. Current understanding:
// Ada Rusk.") asks as a question does, and that an answer may end with an
// aside after a comma ("Who inspects KS-2? Bram Tull, on the 4th."): sets
// PP's tickets, LL's "A: that was @k82cn, #382.".
func TestCheck_Gen32RequestAnswer(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/kiosks.csv": `kiosk_id,name,inspector,attendant
KS-1,Pennyfold Market Cross,Ada Rusk,Bram Tull
KS-2,Marrowby Green,Bram Tull,Ada Rusk
`,
	})
	runFactCases(t, v, []factCase{
		{"Ticket OPS-12: confirm inspector for KS-2. Current understanding: Ada Rusk.", "Ada Rusk", Mismatch, "inspector", ""},
		{"Ticket OPS-12: confirm inspector for KS-2. Current understanding: Bram Tull.", "Bram Tull", Verified, "inspector", ""},
		{"Who inspects KS-2? Bram Tull, on the 4th.", "Bram Tull", Verified, "inspector", ""},
		{"Who inspects KS-2? Ada Rusk, on the 4th.", "Ada Rusk", Mismatch, "inspector", ""},
	})
}
