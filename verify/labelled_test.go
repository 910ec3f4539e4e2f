package verify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

// labelledCase is one sentence of a labelled set (testdata/*_cases.json)
// with the verdict its fact must get and, when given, its field.
type labelledCase struct {
	Name    string `json:"name"`
	Text    string `json:"text"`
	Subject string `json:"subject"`
	Fact    string `json:"fact"`
	Verdict string `json:"verdict"`
	Field   string `json:"field,omitempty"`
	Note    string `json:"note"`
}

// labelledScore is the outcome of a labelled set: precision and recall of
// mismatch detection and the accuracy of all verdicts (a case whose field
// is wrong counts as wrong).
type labelledScore struct {
	cases                       int
	precision, recall, accuracy float64
}

func readCases(t testing.TB, name string, min int) []labelledCase {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var cases []labelledCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	if len(cases) < min {
		t.Fatalf("%s has %d cases, want >= %d", name, len(cases), min)
	}
	return cases
}

// scoreCases checks every case, logging the wrong ones.
func scoreCases(t *testing.T, v *Verifier, cases []labelledCase) labelledScore {
	t.Helper()
	var tp, fp, fn, correct int
	for _, c := range cases {
		got, field, reason := "missing", "", ""
		for _, f := range v.Check(c.Text, Options{Subject: c.Subject}) {
			if f.Text == c.Fact {
				got, field, reason = f.Verdict, f.Field, f.Reason
				break
			}
		}
		if got == c.Verdict && (c.Field == "" || c.Field == field) {
			correct++
		} else {
			t.Logf("%s: %q: fact %q got %s %q (%s), want %s %q (%s)", c.Name, c.Text, c.Fact, got, field, reason, c.Verdict, c.Field, c.Note)
		}
		switch {
		case got == Mismatch && c.Verdict == Mismatch:
			tp++
		case got == Mismatch:
			fp++
		case c.Verdict == Mismatch:
			fn++
		}
	}
	return labelledScore{
		cases:     len(cases),
		precision: float64(tp) / float64(max(tp+fp, 1)),
		recall:    float64(tp) / float64(max(tp+fn, 1)),
		accuracy:  float64(correct) / float64(len(cases)),
	}
}

// TestCheck_LabelledKEP runs the labelled set over the KEP corpus and
// prints precision and recall of mismatch detection and the accuracy of
// all verdicts; accuracy must be at least 0.95.
func TestCheck_LabelledKEP(t *testing.T) {
	v := kepVerifier(t)
	s := scoreCases(t, v, readCases(t, "kep_cases.json", 60))
	t.Logf("KEP labelled set: %d cases, mismatch precision %.3f recall %.3f, verdict accuracy %.3f", s.cases, s.precision, s.recall, s.accuracy)
	if s.accuracy < 0.95 {
		t.Errorf("accuracy %.3f < 0.95", s.accuracy)
	}
}

// exampleVerifier parses the repository's example corpus (examples/) and
// indexes its records: services.csv, releases.yaml, flags.yaml and the
// front matter of its documents.
func exampleVerifier(t *testing.T) *Verifier {
	t.Helper()
	docs, parseErrs, err := parseTree(testutil.Examples(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(parseErrs) > 0 {
		t.Fatalf("parse: %v", parseErrs[0])
	}
	return New(FromDocuments(docs))
}

// TestCheck_LabelledExamples runs the labelled set over examples/ (true
// and altered facts of every source of truth there, with their fields)
// and prints its figures; accuracy must be at least 0.95.
func TestCheck_LabelledExamples(t *testing.T) {
	v := exampleVerifier(t)
	s := scoreCases(t, v, readCases(t, "example_cases.json", 25))
	t.Logf("examples labelled set: %d cases, mismatch precision %.3f recall %.3f, verdict accuracy %.3f", s.cases, s.precision, s.recall, s.accuracy)
	if s.accuracy < 0.95 {
		t.Errorf("accuracy %.3f < 0.95", s.accuracy)
	}
}
