package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/jobs"
	"github.com/canon-kg/canon/staleness"
)

// runSchedule is `ingest schedule [--config FILE] [--once JOB] [ROOT ...]`:
// the cron daemon (until SIGINT/SIGTERM), or one job run now with --once.
func runSchedule(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingest schedule", flag.ContinueOnError)
	var cf commonFlags
	once := fs.String("once", "", "run one job now (ingest, capsule or staleness), record it in runs.jsonl and exit")
	cfg, err := cf.parseRooted(fs, args, true)
	if err != nil {
		return err
	}
	var handler slog.Handler = slog.NewTextHandler(stderr, nil)
	if cf.json {
		handler = slog.NewJSONHandler(stderr, nil)
	}
	logger := slog.New(handler)
	data := datadir.Dir(cfg.Data)
	d, err := jobs.New(scheduleEntries(cfg), jobs.Options{Runs: data.Runs(), Logger: logger, StopTimeout: cfg.Jobs.StopTimeout})
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	if *once != "" {
		rec, err := d.RunOnce(ctx, *once)
		if errors.Is(err, jobs.ErrUnknownJob) {
			return cli.UsageError{Msg: err.Error()}
		}
		if err != nil {
			return err
		}
		if cf.json {
			enc := json.NewEncoder(stdout)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(rec); err != nil {
				return err
			}
		} else {
			if _, err := fmt.Fprintf(stdout, "%s %s in %s: %s\n", rec.Job, rec.Status, rec.End.Sub(rec.Start).Round(time.Millisecond), rec.Summary.Text); err != nil {
				return err
			}
		}
		if rec.Status != jobs.StatusOK {
			return fmt.Errorf("job %s %s: %s", rec.Job, rec.Status, rec.Error)
		}
		return nil
	}
	logger.Info("daemon started", "pid", os.Getpid(), "data", cfg.Data, "roots", strings.Join(cfg.Roots, ","))
	return d.Run(ctx)
}

// scheduleEntries wires canon's three jobs from the config.
func scheduleEntries(cfg config.Config) []jobs.Entry {
	data := datadir.Dir(cfg.Data)
	stale := staleness.Options{MaxAge: cfg.Jobs.StaleAfter, MaxSize: cfg.MaxFileSize}
	return []jobs.Entry{
		{Name: jobs.NameIngest, Spec: cfg.Jobs.Ingest, Job: jobs.IngestJob{Options: ingestOptions(cfg, "ingest schedule: ingest")}},
		{Name: jobs.NameCapsule, Spec: cfg.Jobs.Capsule, Job: jobs.CapsuleJob{Options: capsule.Options{
			Data: data, GraphURL: cfg.Graph, LockTimeout: cfg.LockTimeout,
			ProjectID: cfg.Capsule.ProjectID, Staleness: stale,
			Limits: capsule.Limits{SourceArtifacts: cfg.Capsule.SourceArtifactLimit, Rules: cfg.Capsule.RuleLimit,
				Findings: cfg.Capsule.FindingLimit, ConstitutionLines: cfg.ConstitutionLines},
		}}},
		{Name: jobs.NameStaleness, Spec: cfg.Jobs.Staleness, Job: jobs.StalenessJob{
			Roots:     cfg.Roots,
			Discover:  discoverOptions(cfg),
			Staleness: stale,
		}},
	}
}
