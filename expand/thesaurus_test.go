package expand

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestThesaurus_Expand(t *testing.T) {
	th, err := New([][]string{{"blue widget", "azure gadget"}}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	got := th.Expand(Stems("Rotate the database passwords"))
	var stems []string
	for _, x := range got {
		if x.From == "password" {
			stems = append(stems, x.Stem)
		}
	}
	for _, want := range Stems("secret credential token") {
		found := false
		for _, s := range stems {
			found = found || s == want
		}
		if !found {
			t.Errorf("expansions of password %v lack %s", stems, want)
		}
	}
	// A phrase matches only when all its words are in the task.
	if x := th.Expand(Stems("a blue sky")); len(x) != 0 {
		t.Errorf("partial phrase expanded: %v", x)
	}
	az, ga := Stems("azure")[0], Stems("gadget")[0]
	want := []Term{{Stem: min(az, ga), Weight: 0.25, From: "blue widget"}, {Stem: max(az, ga), Weight: 0.25, From: "blue widget"}}
	if d := cmp.Diff(want, th.Expand(Stems("the blue widget"))); d != "" {
		t.Errorf("team group (-want +got):\n%s", d)
	}
	if x := th.Expand(nil); len(x) != 0 {
		t.Errorf("empty task expanded: %v", x)
	}
}

// A pull request is not a code review: "pr" expands to the other names of a
// pull request, not to "code" (which seeded code-style sections).
func TestDefault_PullRequestNotCode(t *testing.T) {
	th, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range th.Expand(Stems("write the PR description")) {
		if x.From == "pr" {
			got = append(got, x.Stem)
		}
	}
	want := Stems("merge pull request")
	slices.Sort(want)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("expansions of pr (-want +got):\n%s", d)
	}
}

func TestNew_Rejects(t *testing.T) {
	for _, tc := range []struct {
		name   string
		extra  [][]string
		weight float64
	}{
		{"one entry", [][]string{{"alone"}}, 0.5},
		{"no word", [][]string{{"the", "secret"}}, 0.5},
		{"weight", nil, 1.5},
	} {
		if _, err := New(tc.extra, tc.weight); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}
