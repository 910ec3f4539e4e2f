package jobs

import (
	"bytes"
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
)

// canonEntries are the three jobs wired as `ingest schedule` wires them.
func canonEntries(root string, data datadir.Dir, ingestSpec, capsuleSpec, staleSpec string) []Entry {
	return []Entry{
		{Name: NameIngest, Spec: ingestSpec, Job: IngestJob{Options: ingest.Options{
			Roots: []string{root}, Data: data, LockTimeout: 10 * time.Second, Holder: "ingest schedule: ingest"}}},
		{Name: NameCapsule, Spec: capsuleSpec, Job: CapsuleJob{Options: capsule.Options{
			Data: data, LockTimeout: 10 * time.Second, ProjectID: "proj:test"}}},
		{Name: NameStaleness, Spec: staleSpec, Job: StalenessJob{Roots: []string{root}, Discover: sources.Options{}}},
	}
}

func readCapsule(t *testing.T, path string) *capsule.Capsule {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	c, err := capsule.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("capsule.json is not a whole capsule: %v", err)
	}
	return c
}

// TestDaemon_Canon runs the real jobs every second against a temporary
// store, edits a rule, and checks that ingest picks the edit up and the
// capsule's contract changes; then it stops the daemon and checks the run
// history and that nothing holds the data directory.
func TestDaemon_Canon(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the daemon with real stores for seconds")
	}
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(filepath.Join(t.TempDir(), ".canon"))
	d, err := New(canonEntries(root, data, "* * * * * *", "* * * * * *", "*/2 * * * * *"),
		Options{Runs: data.Runs(), StopTimeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()

	var first *capsule.Capsule
	waitFor(t, 30*time.Second, "a first capsule", func() bool {
		first = readCapsule(t, data.Capsule())
		return first != nil
	})
	const oldText, newText = "Never commit secrets, API keys or credentials", "Never commit secrets, tokens, API keys or credentials"
	claude := filepath.Join(root, "CLAUDE.md")
	b, err := os.ReadFile(claude)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(oldText)) {
		t.Fatalf("examples/CLAUDE.md no longer says %q", oldText)
	}
	if err := os.WriteFile(claude, bytes.Replace(b, []byte(oldText), []byte(newText), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	var second *capsule.Capsule
	waitFor(t, 30*time.Second, "the capsule to carry the edited rule", func() bool {
		second = readCapsule(t, data.Capsule())
		return second != nil && strings.Contains(second.Constitution.Text, newText)
	})
	if second.ContractHash == first.ContractHash || second.SourceHash == first.SourceHash || second.SnapshotID == first.SnapshotID {
		t.Errorf("contract/source hash or snapshot did not change: %s %s %s", second.ContractHash, second.SourceHash, second.SnapshotID)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run = %v, want a clean stop", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("daemon did not stop")
	}

	recs, skipped, err := ReadRuns(data.Runs())
	if err != nil || skipped != 0 {
		t.Fatalf("runs.jsonl: %d torn lines, %v", skipped, err)
	}
	by := byJob(recs)
	var ingestedEdit, capsuleChanged bool
	ingested := false
	for _, r := range recs {
		ingested = ingested || r.Job == NameIngest && r.Status == StatusOK
		// A capsule due at the same second as the first ingest may take the
		// lock first and find nothing ingested yet.
		early := !ingested && r.Job == NameCapsule && strings.Contains(r.Error, "nothing ingested in")
		if r.Status != StatusOK && r.Status != StatusSkipped && !early {
			t.Errorf("run %+v: want ok or skipped", r)
		}
		if r.Job == NameIngest && r.Status == StatusOK && r.Summary.Counts["modified"] == 1 {
			ingestedEdit = true
		}
		if r.Job == NameCapsule && strings.Contains(r.Summary.Text, "contract changed") {
			capsuleChanged = true
		}
	}
	if !ingestedEdit || !capsuleChanged {
		t.Errorf("runs.jsonl lacks the ingest of the edit (%v) or the capsule change (%v)", ingestedEdit, capsuleChanged)
	}
	if len(by[NameStaleness]) == 0 || by[NameStaleness][0].Summary.Counts["checked"] != 18 {
		t.Errorf("staleness runs: %+v", by[NameStaleness])
	}
	lock, err := data.Acquire(context.Background(), "test", 0)
	if err != nil {
		t.Fatalf("data directory still locked after stop: %v", err)
	}
	if err := lock.Release(); err != nil {
		t.Fatal(err)
	}
}
