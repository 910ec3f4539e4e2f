package jobs

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/finding"
)

func TestAppendRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "runs.jsonl")
	t0 := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	recs := []Record{
		{Job: "ingest", Trigger: TriggerSchedule, Start: t0, End: t0.Add(time.Second), Status: StatusOK,
			Summary: Report{Text: "1 file", Counts: map[string]int{"seen": 1}}},
		{Job: "staleness", Trigger: TriggerOnce, Start: t0, End: t0, Status: StatusOK,
			Summary: Report{Text: "x", Findings: []finding.Finding{{Rule: "SOT-STALE", Severity: finding.Warn, Path: "a.csv"}}}},
		{Job: "capsule", Trigger: TriggerSchedule, Start: t0, End: t0, Status: StatusFailed, Error: "boom"},
	}
	for _, r := range recs {
		if err := AppendRun(path, r); err != nil {
			t.Fatal(err)
		}
	}
	got, skipped, err := ReadRuns(path)
	if err != nil || skipped != 0 {
		t.Fatal(skipped, err)
	}
	if d := cmp.Diff(recs, got); d != "" {
		t.Fatalf("(-want +got)\n%s", d)
	}

	// A line torn by a crash mid-write is skipped, and the next append
	// starts a new line instead of joining it.
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(`{"job":"ing`); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if got, skipped, err := ReadRuns(path); err != nil || len(got) != 3 || skipped != 1 {
		t.Fatalf("torn tail: %d records, %d skipped, %v", len(got), skipped, err)
	}
	if err := AppendRun(path, recs[0]); err != nil {
		t.Fatal(err)
	}
	got, skipped, err = ReadRuns(path)
	if err != nil || skipped != 1 || len(got) != 4 || got[3].Job != "ingest" {
		t.Fatalf("after torn line: %d records, %d skipped, %v", len(got), skipped, err)
	}
	if got, _, err := ReadRuns(filepath.Join(t.TempDir(), "none.jsonl")); err != nil || got != nil {
		t.Fatalf("missing file: %v, %v", got, err)
	}
}

func TestAppendRun_Concurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.jsonl")
	long := strings.Repeat("x", 2000)
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := Record{Job: "job" + strconv.Itoa(i), Status: StatusOK, Summary: Report{Text: long}}
			if err := AppendRun(path, r); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, skipped, err := ReadRuns(path)
	if err != nil || skipped != 0 {
		t.Fatal(skipped, err)
	}
	if len(got) != 40 {
		t.Fatalf("%d records, want 40", len(got))
	}
}
