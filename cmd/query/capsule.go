package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/staleness"
)

// runCapsule is `query capsule [--out FILE]`: the contract capsule of the
// data directory's current snapshot, printed, or written atomically to FILE.
func runCapsule(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query capsule", flag.ContinueOnError)
	var sf storeFlags
	sf.registerStore(fs)
	out := fs.String("out", "", "write the capsule to FILE atomically instead of printing it")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.UsageError{Msg: fmt.Sprintf("capsule: unexpected argument %q", pos[0])}
	}
	cfg, err := sf.load()
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	c, err := capsule.Generate(ctx, time.Now(), capsule.Options{
		Data: datadir.Dir(cfg.Data), GraphURL: cfg.Graph, LockTimeout: cfg.LockTimeout,
		ProjectID: cfg.Capsule.ProjectID,
		Limits: capsule.Limits{SourceArtifacts: cfg.Capsule.SourceArtifactLimit, Rules: cfg.Capsule.RuleLimit,
			Findings: cfg.Capsule.FindingLimit, ConstitutionLines: cfg.ConstitutionLines},
		Staleness: staleness.Options{MaxAge: cfg.Jobs.StaleAfter, MaxSize: cfg.MaxFileSize},
	})
	if err != nil {
		return err
	}
	if *out == "" {
		return c.Encode(stdout)
	}
	if err := c.Write(*out); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "wrote %s: %s %s, %d rules, %d open findings\n", *out, c.SnapshotID, c.CacheKey, c.Summary.Rules, c.Summary.OpenFindings)
	return err
}
