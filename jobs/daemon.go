package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/robfig/cron/v3"
)

// Job is one batch job. Run does the work as of now and returns a report;
// it must return soon after ctx ends and leave what it writes whole.
type Job interface {
	Run(ctx context.Context, now time.Time) (Report, error)
}

// Entry is a named job and its schedule (see Next; Off for none).
type Entry struct {
	Name string
	Spec string
	Job  Job
}

// DefaultStopTimeout is how long Run waits for running jobs when its
// context ends before it cancels them.
const DefaultStopTimeout = 30 * time.Second

// ErrStopTimeout is returned by Run when jobs still run StopTimeout after
// their context was cancelled.
var ErrStopTimeout = errors.New("jobs: running jobs did not stop")

// ErrUnknownJob is returned (wrapped) by RunOnce for a name no entry has.
var ErrUnknownJob = errors.New("jobs: unknown job")

// Options configure a Daemon.
type Options struct {
	// Runs is the path of runs.jsonl (required).
	Runs string
	// Logger receives the daemon's log; nil discards it.
	Logger *slog.Logger
	// StopTimeout bounds the wait for running jobs at stop; 0 means
	// DefaultStopTimeout.
	StopTimeout time.Duration
	// Location is the time zone of the schedules; nil means time.Local.
	Location *time.Location
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Log keys.
const (
	keyJob      = "job"
	keyStatus   = "status"
	keyDuration = "duration"
	keyNext     = "next"
	keySchedule = "schedule"
	keyError    = "error"
	keySummary  = "summary"
	keyTrigger  = "trigger"
	keyTimeout  = "timeout"
)

type entry struct {
	Entry
	sched   cron.Schedule // nil for Off
	running atomic.Bool
}

// Daemon runs jobs on their schedules. Its methods are safe for concurrent
// use; Run may be called once at a time.
type Daemon struct {
	entries []*entry
	opt     Options
	log     *slog.Logger
	runsMu  sync.Mutex // orders appends from this process
}

// New checks the entries (unique non-empty names, valid schedules, a job
// each) and returns a daemon for them.
func New(entries []Entry, opt Options) (*Daemon, error) {
	if opt.Runs == "" {
		return nil, errors.New("jobs: no runs file")
	}
	d := &Daemon{opt: opt, log: opt.Logger}
	if d.log == nil {
		d.log = slog.New(slog.DiscardHandler)
	}
	d.log = d.log.With("component", "jobs")
	if d.opt.StopTimeout <= 0 {
		d.opt.StopTimeout = DefaultStopTimeout
	}
	if d.opt.Location == nil {
		d.opt.Location = time.Local
	}
	if d.opt.Now == nil {
		d.opt.Now = time.Now
	}
	var errs []error
	seen := map[string]bool{}
	for _, e := range entries {
		switch {
		case e.Name == "":
			errs = append(errs, errors.New("jobs: entry without a name"))
			continue
		case seen[e.Name]:
			errs = append(errs, fmt.Errorf("jobs: job %s listed twice", e.Name))
			continue
		case e.Job == nil:
			errs = append(errs, fmt.Errorf("jobs: job %s has no job", e.Name))
			continue
		}
		seen[e.Name] = true
		s, err := parse(e.Spec)
		if err != nil {
			errs = append(errs, fmt.Errorf("jobs: job %s: %w", e.Name, err))
			continue
		}
		d.entries = append(d.entries, &entry{Entry: e, sched: s})
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return d, nil
}

// Names returns the job names in entry order.
func (d *Daemon) Names() []string {
	out := make([]string, len(d.entries))
	for i, e := range d.entries {
		out[i] = e.Name
	}
	return out
}

// Run schedules the jobs and blocks until ctx ends. It then starts no new
// run, waits up to StopTimeout for running jobs, cancels their context if
// they are still going and waits for them again (up to StopTimeout). It
// returns nil when every job ended, ErrStopTimeout otherwise.
func (d *Daemon) Run(ctx context.Context) error {
	jobCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	adapter := cronLogger{d.log}
	c := cron.New(cron.WithParser(parser), cron.WithLocation(d.opt.Location),
		cron.WithLogger(adapter), cron.WithChain(cron.Recover(adapter)))
	now := d.opt.Now().In(d.opt.Location)
	for _, e := range d.entries {
		if e.sched == nil {
			d.log.Info("job not scheduled", keyJob, e.Name, keySchedule, Off)
			continue
		}
		c.Schedule(e.sched, cron.FuncJob(func() {
			// A scheduled run has no caller: an unrecorded run is logged.
			if rec, err := d.execute(jobCtx, e, TriggerSchedule); err != nil {
				d.log.Error("run not recorded", keyJob, rec.Job, keyStatus, rec.Status, keyError, err)
			}
		}))
		d.log.Info("job scheduled", keyJob, e.Name, keySchedule, e.Spec, keyNext, e.sched.Next(now))
	}
	c.Start()
	<-ctx.Done()
	d.log.Info("stopping: no new runs; waiting for running jobs", keyTimeout, d.opt.StopTimeout)
	stopped := c.Stop()
	timer := time.NewTimer(d.opt.StopTimeout)
	defer timer.Stop()
	select {
	case <-stopped.Done():
		d.log.Info("stopped")
		return nil
	case <-timer.C:
	}
	d.log.Warn("jobs still running after the stop timeout: cancelling them", keyJob, strings.Join(d.running(), ","))
	cancel()
	timer.Reset(d.opt.StopTimeout)
	select {
	case <-stopped.Done():
		d.log.Info("stopped")
		return nil
	case <-timer.C:
		return fmt.Errorf("%w: %s", ErrStopTimeout, strings.Join(d.running(), ", "))
	}
}

func (d *Daemon) running() []string {
	var out []string
	for _, e := range d.entries {
		if e.running.Load() {
			out = append(out, e.Name)
		}
	}
	return out
}

// RunOnce runs the named job now, records the run and returns its record.
// It fails with ErrUnknownJob for a name no entry has and with the
// recording error if runs.jsonl cannot be written; the job's own failure is
// in the record's Status and Error.
func (d *Daemon) RunOnce(ctx context.Context, name string) (Record, error) {
	i := slices.IndexFunc(d.entries, func(e *entry) bool { return e.Name == name })
	if i < 0 {
		return Record{}, fmt.Errorf("%w %q (have %s)", ErrUnknownJob, name, strings.Join(d.Names(), ", "))
	}
	return d.execute(ctx, d.entries[i], TriggerOnce)
}

// execute runs one job unless it is already running, recovers a panic,
// and records the run.
func (d *Daemon) execute(ctx context.Context, e *entry, trigger string) (Record, error) {
	log := d.log.With(keyJob, e.Name, keyTrigger, trigger)
	rec := Record{Job: e.Name, Trigger: trigger, Start: d.opt.Now().UTC()}
	if !e.running.CompareAndSwap(false, true) {
		rec.End, rec.Status = rec.Start, StatusSkipped
		rec.Error = "previous run still in progress"
		log.Info("run skipped: previous run still in progress")
		return rec, d.record(rec)
	}
	defer e.running.Store(false)
	log.Info("run started")
	rep, err := safeRun(ctx, e.Job, rec.Start)
	rec.End = d.opt.Now().UTC()
	rec.Summary = rep
	var pe *panicError
	switch {
	case errors.As(err, &pe):
		rec.Status, rec.Error = StatusPanic, err.Error()
		log.Error("run panicked", keyError, err, "stack", string(pe.stack))
	case err != nil && ctx.Err() != nil:
		rec.Status, rec.Error = StatusCanceled, err.Error()
		log.Warn("run canceled", keyError, err, keyDuration, rec.End.Sub(rec.Start))
	case err != nil:
		rec.Status, rec.Error = StatusFailed, err.Error()
		log.Error("run failed", keyError, err, keyDuration, rec.End.Sub(rec.Start))
	default:
		rec.Status = StatusOK
		log.Info("run done", keySummary, rep.Text, keyDuration, rec.End.Sub(rec.Start))
	}
	return rec, d.record(rec)
}

// record appends rec to runs.jsonl.
func (d *Daemon) record(rec Record) error {
	d.runsMu.Lock()
	defer d.runsMu.Unlock()
	return AppendRun(d.opt.Runs, rec)
}

// panicError is a recovered panic of a job.
type panicError struct {
	value any
	stack []byte
}

func (p *panicError) Error() string { return fmt.Sprintf("panic: %v", p.value) }

// safeRun runs the job and turns a panic into a *panicError.
func safeRun(ctx context.Context, j Job, now time.Time) (rep Report, err error) {
	defer func() {
		if v := recover(); v != nil {
			rep, err = Report{}, &panicError{value: v, stack: debug.Stack()}
		}
	}()
	return j.Run(ctx, now)
}

// cronLogger adapts slog to cron's logger: its routine messages (wake,
// run, schedule) are debug, its errors errors.
type cronLogger struct{ l *slog.Logger }

func (c cronLogger) Info(msg string, kv ...any) {
	c.l.Debug("cron: "+msg, kv...)
}

func (c cronLogger) Error(err error, msg string, kv ...any) {
	c.l.Error("cron: "+msg, append([]any{keyError, err}, kv...)...)
}
