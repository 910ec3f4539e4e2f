package main

import (
	"bytes"
	"context"
	"github.com/canon-kg/canon/internal/testutil"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/jobs"
)

// schedConfig writes a config with second-level schedules for root and
// returns its path and the data directory.
func schedConfig(t *testing.T, root string) (string, datadir.Dir) {
	t.Helper()
	dir := t.TempDir()
	cfg := "roots: [" + root + "]\ndata: canon-data\nlock_timeout: 10s\njobs:\n" +
		"  ingest: \"* * * * * *\"\n  capsule: \"*/2 * * * * *\"\n  staleness: \"off\"\n  stop_timeout: 20s\n" +
		"capsule:\n  project_id: proj:schedule-test\n"
	path := filepath.Join(dir, "canon.yaml")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, datadir.Dir(filepath.Join(dir, "canon-data"))
}

func schedWait(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", timeout, what)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

func schedExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func TestSchedule_Once(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	ctx := context.Background()
	for _, job := range []string{"capsule", "ingest", "capsule", "staleness"} {
		var out, errOut bytes.Buffer
		err := run(ctx, []string{"schedule", "--once", job, "--data", data, root}, &out, &errOut)
		if job == "capsule" && !schedExists(filepath.Join(data, "state.json")) {
			// Before any ingest there is no snapshot: a recorded failure, exit 1.
			if err == nil || exitCode(err, io.Discard, &errOut) != 1 || !strings.Contains(err.Error(), "nothing ingested in") {
				t.Fatalf("capsule before ingest: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("--once %s: %v\n%s", job, err, errOut.String())
		}
		if !strings.HasPrefix(out.String(), job+" ok in ") {
			t.Fatalf("--once %s printed %q", job, out.String())
		}
	}
	if !schedExists(datadir.Dir(data).Capsule()) {
		t.Fatal("--once capsule wrote no capsule.json")
	}
	recs, _, err := jobs.ReadRuns(datadir.Dir(data).Runs())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range recs {
		got = append(got, r.Job+":"+r.Status+":"+r.Trigger)
	}
	want := "capsule:failed:once ingest:ok:once capsule:ok:once staleness:ok:once"
	if strings.Join(got, " ") != want {
		t.Fatalf("runs.jsonl: %v, want %s", got, want)
	}

	var errOut bytes.Buffer
	err = run(ctx, []string{"schedule", "--once", "reindex", "--data", data, root}, &bytes.Buffer{}, &errOut)
	if code := exitCode(err, io.Discard, &errOut); code != 2 || !strings.Contains(errOut.String(), `unknown job "reindex"`) {
		t.Fatalf("unknown job: exit %d, %s", code, errOut.String())
	}
	err = run(ctx, []string{"schedule", "--data", data}, &bytes.Buffer{}, &errOut)
	if code := exitCode(err, io.Discard, &errOut); code != 2 {
		t.Fatalf("no roots: exit %d", code)
	}
}

// TestSchedule_Daemon runs the daemon in-process with main's signal
// wiring, edits a rule, waits for the capsule to change, sends the process
// SIGTERM and checks a clean stop, the run history and that no goroutine
// outlives the daemon.
func TestSchedule_Daemon(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the daemon for seconds")
	}
	root := testutil.CopyTree(t, testutil.Examples(t))
	cfg, data := schedConfig(t, root)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	var out, errOut schedBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"schedule", "--config", cfg}, &out, &errOut) }()
	schedWait(t, 30*time.Second, "capsule.json", func() bool { return schedExists(data.Capsule()) })
	schedEditRule(t, root)
	schedWait(t, 30*time.Second, "the capsule to carry the edit", func() bool {
		b, _ := os.ReadFile(data.Capsule())
		return bytes.Contains(b, []byte(schedEditedRule))
	})
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("schedule: %v\n%s", err, errOut.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("daemon did not stop on SIGTERM\n%s", errOut.String())
	}
	stop()
	log := errOut.String()
	for _, want := range []string{`msg="daemon started"`, `job=ingest schedule="* * * * * *"`, `job=staleness schedule=off`, "msg=stopped"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %s:\n%s", want, log)
		}
	}
	b, _ := os.ReadFile(data.Capsule())
	if !bytes.Contains(b, []byte(`"project_id": "proj:schedule-test"`)) {
		t.Errorf("capsule does not carry the configured project_id")
	}
	schedCheckRuns(t, data)
	// Bleve's analysis workers start at package initialisation, for good.
	goleak.VerifyNone(t, goleak.IgnoreTopFunction("github.com/blevesearch/bleve_index_api.AnalysisWorker"))
}

const schedEditedRule = "Never commit secrets or tokens,"

// schedEditRule changes the text of rule SEC-001 in root's CLAUDE.md.
func schedEditRule(t *testing.T, root string) {
	t.Helper()
	claude := filepath.Join(root, "CLAUDE.md")
	b, err := os.ReadFile(claude)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte("Never commit secrets,")) {
		t.Fatal("examples/CLAUDE.md changed: SEC-001 not found")
	}
	if err := os.WriteFile(claude, bytes.Replace(b, []byte("Never commit secrets,"), []byte(schedEditedRule), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// schedCheckRuns checks runs.jsonl after a daemon run that saw an edit: every
// run scheduled and ok or skipped (except a capsule that ran before the
// first ingest), an ingest that picked up the edit, and a capsule whose
// contract changed; and that nothing holds the data directory.
func schedCheckRuns(t *testing.T, data datadir.Dir) {
	t.Helper()
	recs, skipped, err := jobs.ReadRuns(data.Runs())
	if err != nil || skipped != 0 || len(recs) < 3 {
		t.Fatalf("runs.jsonl: %d records, %d torn, %v", len(recs), skipped, err)
	}
	ingested, pickedUp, changed := false, false, false
	for _, r := range recs {
		ingested = ingested || r.Job == jobs.NameIngest && r.Status == jobs.StatusOK
		pickedUp = pickedUp || r.Job == jobs.NameIngest && r.Summary.Counts["modified"] == 1
		changed = changed || r.Job == jobs.NameCapsule && strings.Contains(r.Summary.Text, "contract changed")
		// A capsule due at the same second as the first ingest may take the
		// lock first and find nothing ingested yet.
		early := !ingested && r.Job == jobs.NameCapsule && strings.Contains(r.Error, "nothing ingested in")
		if (r.Status != jobs.StatusOK && r.Status != jobs.StatusSkipped && !early) || r.Trigger != jobs.TriggerSchedule || r.End.Before(r.Start) {
			t.Errorf("run %+v", r)
		}
	}
	if !pickedUp || !changed {
		t.Errorf("runs.jsonl lacks the ingest of the edit (%v) or the capsule's contract change (%v)", pickedUp, changed)
	}
	lock, err := data.Acquire(context.Background(), "test", 0)
	if err != nil {
		t.Fatalf("data directory still locked after the daemon: %v", err)
	}
	if err := lock.Release(); err != nil {
		t.Fatal(err)
	}
}

// TestSchedule_SIGTERM builds the binary, runs the daemon, waits for an
// ingest and a capsule, edits a rule, sends SIGTERM and checks a clean exit
// and the run history.
func TestSchedule_SIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to build the binary")
	}
	bin := filepath.Join(t.TempDir(), "ingest")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	root := testutil.CopyTree(t, testutil.Examples(t))
	cfg, data := schedConfig(t, root)
	cmd := exec.Command(bin, "schedule", "--config", cfg, "--json")
	var stderr schedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	waited := false
	defer func() {
		if !waited {
			_ = cmd.Process.Kill() // best effort: it may have exited already
			if err := <-exited; err != nil {
				t.Logf("daemon stopped: %v", err) // killed: expected
			}
		}
	}()
	schedWait(t, 30*time.Second, "capsule.json", func() bool { return schedExists(data.Capsule()) })
	first, _ := os.ReadFile(data.Capsule())
	schedEditRule(t, root)
	schedWait(t, 30*time.Second, "the capsule to change", func() bool {
		now, _ := os.ReadFile(data.Capsule())
		return bytes.Contains(now, []byte(schedEditedRule)) && !bytes.Equal(now, first)
	})

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		waited = true
		if err != nil {
			t.Fatalf("daemon exit: %v (want status 0)\n%s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("daemon did not exit after SIGTERM\n%s", stderr.String())
	}
	if !strings.Contains(stderr.String(), `"msg":"stopped"`) {
		t.Errorf("no stop in the log:\n%s", stderr.String())
	}
	schedCheckRuns(t, data)
}

// schedBuffer is a bytes.Buffer safe for a writer goroutine and a reader.
type schedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *schedBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *schedBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
