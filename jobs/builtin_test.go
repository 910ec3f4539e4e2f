package jobs

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/staleness"
	"github.com/canon-kg/canon/validate"
)

// TestIngestJob_ValidatesAsOfNow: the daemon builds its ingest options once,
// but each run judges staleness as of its own now.
func TestIngestJob_ValidatesAsOfNow(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	old := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	for _, p := range []string{"data/services.csv", "data/flags.yaml", "data/releases.yaml"} {
		if err := os.Chtimes(filepath.Join(root, p), old, old); err != nil {
			t.Fatal(err)
		}
	}
	run := func(now time.Time) Report {
		t.Helper()
		j := IngestJob{Options: ingest.Options{Roots: []string{root}, Data: datadir.Dir(t.TempDir()), LockTimeout: 5 * time.Second,
			Validate: validate.Options{Now: old}}} // built at "daemon start"
		rep, err := j.Run(context.Background(), now)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	atStart := run(old)
	later := run(old.AddDate(0, 3, 0))
	if later.Counts["findings"] < atStart.Counts["findings"]+3 {
		t.Fatalf("findings at start %d, three months later %d: the run did not judge as of its now",
			atStart.Counts["findings"], later.Counts["findings"])
	}
	if later.Counts["seen"] != 18 || !strings.Contains(later.Text, "18 files") {
		t.Errorf("report: %+v", later)
	}
}

func TestCapsuleJob(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	j := CapsuleJob{Options: capsule.Options{Data: data, LockTimeout: 5 * time.Second, ProjectID: "proj:t"}}
	now := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	for i, want := range []string{" new,", " unchanged,", " unchanged,"} {
		rep, err := j.Run(context.Background(), now.Add(time.Duration(i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rep.Text, want) || rep.Counts["rules"] == 0 {
			t.Fatalf("run %d: %+v, want %q", i, rep, want)
		}
	}
	if c := readCapsule(t, data.Capsule()); c == nil || c.CreatedAt != "2026-11-22T05:00:00.000Z" || c.ProjectID != "proj:t" {
		t.Fatalf("capsule.json: %+v", c)
	}
	out := filepath.Join(t.TempDir(), "contract.json")
	if _, err := (CapsuleJob{Options: j.Options, Path: out}).Run(context.Background(), now); err != nil {
		t.Fatal(err)
	}
	if readCapsule(t, out) == nil {
		t.Fatal("capsule not written to Path")
	}
}

func TestStalenessJob(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	j := StalenessJob{Roots: []string{root}, Staleness: staleness.Options{MaxAge: 24 * time.Hour}}
	rep, err := j.Run(context.Background(), time.Now().Add(48*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	// Every CSV/YAML file is two days old against a one-day limit, and the
	// migrations SOP's review is overdue.
	stale := map[string]bool{}
	for _, f := range rep.Findings {
		stale[f.Rule+" "+f.Path] = true
	}
	for _, want := range []string{"SOT-STALE data/services.csv", "SOT-STALE data/flags.yaml", "SOT-STALE data/releases.yaml",
		"SOT-REVIEW-DUE docs/sops/database-migrations.md"} {
		if !stale[want] {
			t.Errorf("missing finding %s in %+v", want, rep.Findings)
		}
	}
	if rep.Counts["checked"] != 18 {
		t.Errorf("checked %d files, want 18", rep.Counts["checked"])
	}
	if _, err := (StalenessJob{Discover: sources.Options{}}).Run(context.Background(), time.Now()); err == nil {
		t.Error("a staleness job without roots ran")
	}
}
