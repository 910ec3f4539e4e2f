// Package jobs runs canon's batch jobs on a schedule: ingest of every
// configured root, regeneration of the contract capsule, and the
// source-of-truth staleness check (DESIGN §1, §10). It is the only package
// that imports the cron library.
//
// A job is a value with Run(ctx, now) (Report, error); IngestJob, CapsuleJob
// and StalenessJob are canon's. A Daemon runs named jobs on cron schedules
// (five fields, six with seconds, or descriptors such as "@every 15m" and
// "@daily"; "off" schedules nothing) and guarantees:
//   - one job never overlaps itself: a run due while the previous one is
//     still going is skipped and recorded as such;
//   - a job that fails or panics is recorded (the panic with its value) and
//     the daemon keeps running;
//   - every run is appended to runs.jsonl as one JSON line (job, trigger,
//     start, end, status, summary, error), in one write followed by fsync;
//   - Run returns when its context ends: no new runs start, running jobs
//     get StopTimeout to finish, then their context is cancelled. Jobs
//     write their stores and the capsule atomically, so a stop at any
//     point leaves them whole.
//
// Jobs hold the data-directory lock only while they run; an idle daemon
// holds no store open. Next, the next-run computation, is a pure function
// of the schedule and now. Every goroutine a Daemon starts has ended when
// Run returns nil; ErrStopTimeout names the jobs still running.
package jobs
