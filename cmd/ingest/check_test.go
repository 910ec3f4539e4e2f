package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
)

func TestRunCheck(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	data := filepath.Join(t.TempDir(), "data")
	if code, out := ingestCmd("run", "--data", data, root); code != 0 {
		t.Fatalf("run: %d %s", code, out)
	}
	if code, out := ingestCmd("run", "--check", "--data", data, root); code != 0 || !strings.Contains(out, "drift: stores match state.json") {
		t.Fatalf("check of a clean run: %d %s", code, out)
	}
	// Forget a.md in the state: both stores now hold an orphan.
	var st map[string]any
	b, err := os.ReadFile(datadir.Dir(data).State())
	if err == nil {
		err = json.Unmarshal(b, &st)
	}
	if err != nil {
		t.Fatal(err)
	}
	st["files"] = map[string]any{}
	st["writing"] = true
	b, _ = json.Marshal(st)
	if err := os.WriteFile(datadir.Dir(data).State(), b, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out := ingestCmd("run", "--check", "--data", data, root)
	if code != exitDrift || !strings.Contains(out, "graph orphan: a.md\nindex orphan: a.md\n") {
		t.Fatalf("check with orphans: %d %s", code, out)
	}
	if code, out := ingestCmd("run", "--data", data, root); code != 0 {
		t.Fatalf("run after: %d %s", code, out)
	}
	if code, out := ingestCmd("run", "--check", "--data", data, root); code != 0 {
		t.Fatalf("check after the reconciling run: %d %s", code, out)
	}
}

// ingestCmd runs `ingest ARGS...` in process and returns its exit code and
// what it printed, stdout then stderr.
func ingestCmd(args ...string) (int, string) {
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, &out, &errOut)
	return exitCode(err, &out, &errOut), out.String() + errOut.String()
}
