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
