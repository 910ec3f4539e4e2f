package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusWords are the field names and words of the KEP corpus; they belong
// in profiles/kep.yaml, never in the package's code.
var corpusWords = []string{
	"kep", "kubernetes", "k8s", "sig-", "owning", "participating", "milestone", "creation-date",
	"last-updated", "feature-gates", "enhancement", "alpha", "beta", "implementable", "provisional",
}

// TestNoCorpusWordsInCode fails when a non-test Go file of the package
// holds a corpus word (case-insensitive).
func TestNoCorpusWordsInCode(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		low := strings.ToLower(string(b))
		for _, w := range corpusWords {
			if i := strings.Index(low, w); i >= 0 {
				line := strings.Count(low[:i], "\n") + 1
				t.Errorf("%s:%d holds the corpus word %q (move it to a profile)", f, line, w)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("checked %d files, want the package's", checked)
	}
}
