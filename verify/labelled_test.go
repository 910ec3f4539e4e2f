package verify

import (
	"encoding/json"
	"os"
	"testing"
)

// labelledCase is one sentence of testdata/kep_cases.json with the verdict
// its fact must get.
type labelledCase struct {
	Name    string `json:"name"`
	Text    string `json:"text"`
	Subject string `json:"subject"`
	Fact    string `json:"fact"`
	Verdict string `json:"verdict"`
	Note    string `json:"note"`
}

// TestCheck_LabelledKEP runs the labelled set over the KEP corpus and
// prints precision and recall of mismatch detection and the accuracy of
// all verdicts; accuracy must be at least 0.95.
func TestCheck_LabelledKEP(t *testing.T) {
	v := kepVerifier(t)
	b, err := os.ReadFile("testdata/kep_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []labelledCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 60 {
		t.Fatalf("labelled set has %d cases, want >= 60", len(cases))
	}
	var tp, fp, fn, correct int
	for _, c := range cases {
		got := "missing"
		for _, f := range v.Check(c.Text, Options{Subject: c.Subject}) {
			if f.Text == c.Fact {
				got = f.Verdict
				break
			}
		}
		if got == c.Verdict {
			correct++
		} else {
			t.Logf("%s: %q: fact %q got %s, want %s (%s)", c.Name, c.Text, c.Fact, got, c.Verdict, c.Note)
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
	precision := float64(tp) / float64(max(tp+fp, 1))
	recall := float64(tp) / float64(max(tp+fn, 1))
	accuracy := float64(correct) / float64(len(cases))
	t.Logf("labelled set: %d cases, mismatch precision %.3f recall %.3f, verdict accuracy %.3f", len(cases), precision, recall, accuracy)
	if accuracy < 0.95 {
		t.Errorf("accuracy %.3f < 0.95", accuracy)
	}
}
