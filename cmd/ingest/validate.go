package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/validate"
)

// validateOptions are the rule options of a config at time now.
func validateOptions(cfg config.Config, now time.Time) validate.Options {
	return validate.Options{ConstitutionLines: cfg.ConstitutionLines, StaleAfter: cfg.Jobs.StaleAfter, Now: now}
}

// runValidate is `ingest validate [--config FILE] [--json] [ROOT ...]`: it
// parses the roots itself (no stores) and prints the findings; exit 3 when
// the status is BLOCKED.
func runValidate(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("ingest validate", flag.ContinueOnError)
	var cf commonFlags
	cfg, err := cf.parseRooted(fs, args, false)
	if err != nil {
		return err
	}
	rep, err := validate.Run(ctx, cfg.Roots, validate.RunOptions{
		Discover: discoverOptions(cfg),
		Parse:    parseOptions(cfg),
		Workers:  cfg.Workers,
		Options:  validateOptions(cfg, time.Now()),
	})
	if err != nil {
		return err
	}
	if cf.json {
		err = validate.WriteJSON(stdout, rep)
	} else {
		err = validate.WriteText(stdout, rep)
	}
	if err != nil {
		return err
	}
	if rep.Status == finding.StatusBlocked {
		return cli.StatusError{Code: 3, Err: errors.New("validation status BLOCKED")}
	}
	return nil
}

// blockedError is the exit-3 error of a run whose status is BLOCKED.
func blockedError(sum *ingest.Summary) error {
	if sum.Status != finding.StatusBlocked {
		return nil
	}
	paths := map[string]bool{}
	for _, f := range sum.Findings {
		if f.Severity == finding.Block {
			paths[f.Path] = true
		}
	}
	return cli.StatusError{Code: 3, Err: fmt.Errorf("validation status BLOCKED: %d documents not ingested (their previous version stays)", len(paths))}
}

// printFindings writes findings of an ingest run, one per line, then the
// status.
func printFindings(w io.Writer, fs []finding.Finding, status string) error {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%-5s %-18s %s:%d: %s\n", f.Severity, f.Rule, sources.EscapePath(f.Path), f.Line, f.Message)
	}
	fmt.Fprintf(&b, "status: %s (%d findings)\n", status, len(fs))
	_, err := io.WriteString(w, b.String())
	return err
}
