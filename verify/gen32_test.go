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
