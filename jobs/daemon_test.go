package jobs

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// jobFunc is a test job.
type jobFunc func(ctx context.Context, now time.Time) (Report, error)

func (f jobFunc) Run(ctx context.Context, now time.Time) (Report, error) { return f(ctx, now) }

func okJob(n *atomic.Int64) Job {
	return jobFunc(func(context.Context, time.Time) (Report, error) {
		n.Add(1)
		return Report{Text: "fine", Counts: map[string]int{"n": 1}}, nil
	})
}

func byJob(recs []Record) map[string][]Record {
	out := map[string][]Record{}
	for _, r := range recs {
		out[r.Job] = append(out[r.Job], r)
	}
	return out
}

func statuses(recs []Record) map[string]int {
	out := map[string]int{}
	for _, r := range recs {
		out[r.Status]++
	}
	return out
}

// waitFor polls cond every 20 ms until it holds or the timeout passes.
func waitFor(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", timeout, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func runsOf(t *testing.T, path string) []Record {
	t.Helper()
	recs, _, err := ReadRuns(path)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestDaemon_FailuresPanicsOverlapStop runs four jobs every second: one
// that succeeds, one that fails, one that panics and one that runs until
// cancelled. The daemon must keep running through the failures and panics,
// skip the slow job's overlapping runs, and at stop cancel the slow job
// after the stop timeout and return cleanly.
func TestDaemon_FailuresPanicsOverlapStop(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a daemon for seconds")
	}
	runs := filepath.Join(t.TempDir(), "runs.jsonl")
	var okN, slowStarted atomic.Int64
	entries := []Entry{
		{Name: "ok", Spec: "* * * * * *", Job: okJob(&okN)},
		{Name: "fail", Spec: "* * * * * *", Job: jobFunc(func(context.Context, time.Time) (Report, error) {
			return Report{}, errors.New("source unreachable")
		})},
		{Name: "panic", Spec: "* * * * * *", Job: jobFunc(func(context.Context, time.Time) (Report, error) {
			var m map[string]int
			//lint:ignore SA5000 the test needs a runtime panic, as a programmer bug gives
			m["boom"]++ //nolint:staticcheck // SA5000 on purpose, as the lint:ignore above says (golangci-lint reads only nolint)
			return Report{}, nil
		})},
		{Name: "slow", Spec: "* * * * * *", Job: jobFunc(func(ctx context.Context, _ time.Time) (Report, error) {
			slowStarted.Add(1)
			<-ctx.Done()
			return Report{}, ctx.Err()
		})},
	}
	d, err := New(entries, Options{Runs: runs, StopTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()

	waitFor(t, 10*time.Second, "two rounds of every job and a skipped slow run", func() bool {
		by := byJob(runsOf(t, runs))
		return len(by["ok"]) >= 2 && len(by["fail"]) >= 2 && len(by["panic"]) >= 2 && statuses(by["slow"])[StatusSkipped] >= 1
	})
	stopAt := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run = %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("daemon did not stop")
	}
	if el := time.Since(stopAt); el < 300*time.Millisecond {
		t.Errorf("stopped after %s, before the stop timeout: the slow job was not waited for", el)
	}

	by := byJob(runsOf(t, runs))
	for _, r := range by["ok"] {
		if r.Status != StatusOK || r.Summary.Text != "fine" || r.Trigger != TriggerSchedule || r.End.Before(r.Start) {
			t.Errorf("ok run: %+v", r)
		}
	}
	if okN.Load() != int64(len(by["ok"])) {
		t.Errorf("ok job ran %d times, %d records", okN.Load(), len(by["ok"]))
	}
	for _, r := range by["fail"] {
		if r.Status != StatusFailed || r.Error != "source unreachable" {
			t.Errorf("fail run: %+v", r)
		}
	}
	for _, r := range by["panic"] {
		if r.Status != StatusPanic || !strings.Contains(r.Error, "panic: assignment to entry in nil map") {
			t.Errorf("panic run: %+v", r)
		}
	}
	slow := by["slow"]
	if slowStarted.Load() != 1 {
		t.Errorf("slow job started %d times, want 1 (no overlap)", slowStarted.Load())
	}
	last := slow[len(slow)-1]
	if last.Status != StatusCanceled || !strings.Contains(last.Error, "context canceled") {
		t.Errorf("slow job's last run: %+v, want canceled", last)
	}
	if s := statuses(slow); s[StatusCanceled] != 1 || s[StatusSkipped] != len(slow)-1 {
		t.Errorf("slow job statuses %v", s)
	}
}

// TestDaemon_StopTimeout: a job that ignores cancellation makes Run return
// ErrStopTimeout instead of hanging.
func TestDaemon_StopTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a daemon for seconds")
	}
	runs := filepath.Join(t.TempDir(), "runs.jsonl")
	release := make(chan struct{})
	var started atomic.Bool
	d, err := New([]Entry{{Name: "stubborn", Spec: "* * * * * *", Job: jobFunc(func(context.Context, time.Time) (Report, error) {
		started.Store(true)
		<-release
		return Report{Text: "late"}, nil
	})}}, Options{Runs: runs, StopTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	waitFor(t, 5*time.Second, "the job to start", started.Load)
	cancel()
	err = <-done
	if !errors.Is(err, ErrStopTimeout) || !strings.Contains(err.Error(), "stubborn") {
		t.Fatalf("Run = %v, want ErrStopTimeout naming the job", err)
	}
	close(release)
	waitFor(t, 5*time.Second, "the late run to be recorded", func() bool { return len(runsOf(t, runs)) == 1 })
}

func TestDaemon_RunOnce(t *testing.T) {
	runs := filepath.Join(t.TempDir(), "runs.jsonl")
	var n atomic.Int64
	t0 := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	d, err := New([]Entry{
		{Name: "ok", Spec: Off, Job: okJob(&n)},
		{Name: "fail", Spec: "@daily", Job: jobFunc(func(context.Context, time.Time) (Report, error) {
			return Report{}, errors.New("nope")
		})},
		{Name: "now", Spec: "@daily", Job: jobFunc(func(_ context.Context, now time.Time) (Report, error) {
			return Report{Text: now.Format(time.RFC3339)}, nil
		})},
	}, Options{Runs: runs, Now: func() time.Time { return t0 }})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := d.RunOnce(context.Background(), "ok")
	if err != nil || rec.Status != StatusOK || rec.Trigger != TriggerOnce || n.Load() != 1 {
		t.Fatalf("RunOnce(ok) = %+v, %v", rec, err)
	}
	rec, err = d.RunOnce(context.Background(), "fail")
	if err != nil || rec.Status != StatusFailed || rec.Error != "nope" {
		t.Fatalf("RunOnce(fail) = %+v, %v", rec, err)
	}
	rec, err = d.RunOnce(context.Background(), "now")
	if err != nil || rec.Summary.Text != "2026-11-22T03:00:00Z" || !rec.Start.Equal(t0) {
		t.Fatalf("RunOnce(now) = %+v, %v: the job did not get the clock's now", rec, err)
	}
	if _, err := d.RunOnce(context.Background(), "nightly"); !errors.Is(err, ErrUnknownJob) || !strings.Contains(err.Error(), "ok, fail, now") {
		t.Fatalf("RunOnce(unknown) = %v", err)
	}
	if got := runsOf(t, runs); len(got) != 3 {
		t.Fatalf("%d records, want 3", len(got))
	}

	// A run that cannot be recorded is an error of RunOnce.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	bad, err := New([]Entry{{Name: "ok", Spec: Off, Job: okJob(&n)}}, Options{Runs: filepath.Join(file, "runs.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	if rec, err := bad.RunOnce(context.Background(), "ok"); err == nil || rec.Status != StatusOK {
		t.Fatalf("unrecordable run: %+v, %v", rec, err)
	}
}

func TestNew_Errors(t *testing.T) {
	var n atomic.Int64
	job := okJob(&n)
	tests := []struct {
		name    string
		entries []Entry
		opt     Options
		want    string
	}{
		{"no runs file", []Entry{{Name: "a", Spec: "@daily", Job: job}}, Options{}, "no runs file"},
		{"bad spec", []Entry{{Name: "a", Spec: "0 3 * *", Job: job}}, Options{Runs: "r"}, `job a: schedule "0 3 * *"`},
		{"duplicate", []Entry{{Name: "a", Spec: "@daily", Job: job}, {Name: "a", Spec: "@daily", Job: job}}, Options{Runs: "r"}, "job a listed twice"},
		{"no name", []Entry{{Spec: "@daily", Job: job}}, Options{Runs: "r"}, "without a name"},
		{"no job", []Entry{{Name: "b", Spec: "@daily"}}, Options{Runs: "r"}, "job b has no job"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.entries, tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("New() = %v, want %q", err, tt.want)
			}
		})
	}
}
