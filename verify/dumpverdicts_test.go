package verify_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/verify"
)

// TestDumpVerdicts writes every fact the checker finds in every case of
// every blind set and own-dev to $CANON_VERIFY_DUMP/<set>.jsonl, to
// compare two versions of the checker byte for byte.
func TestDumpVerdicts(t *testing.T) {
	out := os.Getenv("CANON_VERIFY_DUMP")
	if out == "" {
		t.Skip("dumps only with CANON_VERIFY_DUMP set")
	}
	sets, err := filepath.Glob(filepath.Join("testdata", "blind-*"))
	if err != nil {
		t.Fatal(err)
	}
	sets = append(sets, filepath.Join("testdata", "own-dev"))
	for _, dir := range sets {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			continue
		}
		v := blindVerifier(t, dir)
		var b strings.Builder
		for _, c := range readBlind(t, dir) {
			facts := v.Check(c.Text, verify.Options{Subject: c.Subject})
			line, err := json.Marshal(struct {
				Name  string
				Facts []verify.Fact
			}{c.Name, facts})
			if err != nil {
				t.Fatal(err)
			}
			b.Write(line)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(filepath.Join(out, filepath.Base(dir)+".jsonl"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
