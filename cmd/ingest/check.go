package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/sources"
)

// exitDrift is the exit code of `ingest run --check` when the stores do not
// hold exactly what state.json records.
const exitDrift = 5

// runCheck is `ingest run --check`: the drift between the stores and
// state.json, printed, exit 0 without drift and 5 with some. The next
// `ingest run` after a run that stopped mid-write removes it.
func runCheck(ctx context.Context, opt ingest.Options, asJSON bool, stdout io.Writer) error {
	d, err := ingest.Check(ctx, opt)
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(d); err != nil {
			return err
		}
	} else {
		for _, l := range []struct {
			what  string
			paths []string
		}{{"graph orphan", d.GraphOrphans}, {"index orphan", d.IndexOrphans}, {"stale", d.Stale}} {
			for _, p := range l.paths {
				if _, err := fmt.Fprintf(stdout, "%s: %s\n", l.what, sources.EscapePath(p)); err != nil {
					return err
				}
			}
		}
		if _, err := fmt.Fprintf(stdout, "drift: %s\n", d); err != nil {
			return err
		}
	}
	if !d.Empty() {
		return cli.StatusError{Code: exitDrift, Err: errors.New("stores differ from state.json: the next ingest run reconciles them")}
	}
	return nil
}
