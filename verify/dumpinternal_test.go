package verify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDumpLabelled writes every fact the checker finds in the KEP and
// example labelled cases and in the benchmark's text to
// $CANON_VERIFY_DUMP, to compare two versions of the checker.
func TestDumpLabelled(t *testing.T) {
	out := os.Getenv("CANON_VERIFY_DUMP")
	if out == "" {
		t.Skip("dumps only with CANON_VERIFY_DUMP set")
	}
	kep := kepVerifier(t)
	for _, set := range []struct {
		name  string
		v     *Verifier
		cases []labelledCase
	}{
		{"kep", kep, readCases(t, "kep_cases.json", 1)},
		{"example", exampleVerifier(t), readCases(t, "example_cases.json", 1)},
		{"bench", kep, []labelledCase{{Name: "bench", Text: kepText2000()}}},
	} {
		var b strings.Builder
		for _, c := range set.cases {
			line, err := json.Marshal(struct {
				Name  string
				Facts []Fact
			}{c.Name, set.v.Check(c.Text, Options{Subject: c.Subject})})
			if err != nil {
				t.Fatal(err)
			}
			b.Write(line)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(filepath.Join(out, set.name+".jsonl"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
