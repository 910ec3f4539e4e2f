package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/jobs"
)

// TestRun_Recorded checks that `ingest run` appends its run to runs.jsonl
// (trigger "run"), with its summary, and a run that failed with its error,
// as `ingest schedule` records the runs it starts; --check records nothing.
func TestRun_Recorded(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	data := filepath.Join(t.TempDir(), "data")
	if code, _ := ingestCmd("run", "--data", data, root); code != 0 {
		t.Fatalf("run: exit %d", code)
	}
	if code, _ := ingestCmd("run", "--check", "--data", data, root); code != 0 {
		t.Fatalf("check: exit %d", code)
	}
	if code, _ := ingestCmd("run", "--data", data, filepath.Join(root, "missing")); code == 0 {
		t.Fatal("a missing root: exit 0")
	}
	recs, skipped, err := jobs.ReadRuns(datadir.Dir(data).Runs())
	if err != nil || skipped != 0 || len(recs) != 2 {
		t.Fatalf("runs.jsonl: %d records, %d torn, %v", len(recs), skipped, err)
	}
	ok, failed := recs[0], recs[1]
	if ok.Job != jobs.NameIngest || ok.Trigger != jobs.TriggerRun || ok.Status != jobs.StatusOK ||
		!strings.HasPrefix(ok.Summary.Text, "1 files: 1 added") || ok.Summary.Counts["documents"] != 1 || ok.End.Before(ok.Start) {
		t.Errorf("the run: %+v", ok)
	}
	if failed.Status != jobs.StatusFailed || !strings.Contains(failed.Error, "missing") || failed.Summary.Text != "" {
		t.Errorf("the failed run: %+v", failed)
	}
}

// TestRun_OpenFindings checks that an incremental run that read none of
// the files with findings says where the snapshot stands: its own status
// covers what it read, the open line every file's recorded findings.
func TestRun_OpenFindings(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "docs/adr/0001-use-go.md", []byte("# 1. Use Go\n\n## Context\n\nc\n\n## Decision\n\nd\n"))
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\nText.\n"))
	data := filepath.Join(t.TempDir(), "data")
	call := func() string {
		code, out := ingestCmd("run", "--data", data, root)
		if code != 0 {
			t.Fatalf("run: exit %d\n%s", code, out)
		}
		return out
	}
	if out := call(); !strings.Contains(out, "status: NEEDS_REVIEW (1 findings)") || strings.Contains(out, "open:") {
		t.Fatalf("first run:\n%s", out)
	}
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\nOther text.\n"))
	if out := call(); !strings.Contains(out, "status: ACCEPTED (0 findings)\nopen: NEEDS_REVIEW (1 findings of all files") {
		t.Fatalf("incremental run:\n%s", out)
	}
}
