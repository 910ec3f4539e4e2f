package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/sourcegraph/conc"

	"github.com/canon-kg/canon/budget"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/snapshot"
	"github.com/canon-kg/canon/verify"
)

func runContext(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query context", flag.ContinueOnError)
	var sf storeFlags
	sf.register(fs)
	task := fs.String("task", "", "the task the agent is about to do")
	files := fs.String("files", "", "comma-separated root-relative paths being edited")
	mode := fs.String("mode", "", "planning|execution|review (default: the config's, execution)")
	k := fs.Int("k", 0, "items to keep (default: the mode's k_out)")
	tokenBudget := fs.Int("budget", 0, "tokens for the pack (default: derived from the config's window)")
	explain := fs.Bool("explain", false, "print the signals and scores of every item and left-out candidate")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if *task == "" {
		*task = strings.Join(pos, " ")
	} else if len(pos) > 0 {
		return cli.UsageError{Msg: fmt.Sprintf("context: unexpected argument %q (the task goes in --task)", pos[0])}
	}
	if strings.TrimSpace(*task) == "" {
		return cli.UsageError{Msg: "context: empty task (--task TEXT)"}
	}
	if *k < 0 || *tokenBudget < 0 {
		return cli.UsageError{Msg: "context: --k and --budget must not be negative"}
	}
	cfg, err := sf.load()
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	if *mode != "" {
		if _, err := cfg.Retrieval.Lookup(*mode); err != nil {
			return cli.UsageError{Msg: "context: " + err.Error()}
		}
	}
	fileList, err := retrieve.CleanFiles(strings.Split(*files, ","))
	if err != nil {
		return cli.UsageError{Msg: "context: " + err.Error()}
	}
	dir := datadir.Dir(cfg.Data)
	req := retrieve.Request{
		Task: *task, Files: fileList, Mode: *mode, Modes: cfg.Retrieval, K: *k, Budget: *tokenBudget,
		ConstitutionLines: cfg.ConstitutionLines, Explain: *explain,
	}
	opt := retrieve.Options{Wait: cfg.LockTimeout}
	if len(cfg.Retrieval.Thesaurus) > 0 {
		if opt.Vocab.Thesaurus, err = expand.New(cfg.Retrieval.Thesaurus, expand.DefaultWeight); err != nil {
			return fmt.Errorf("context: config: %w", err)
		}
	}
	execution := cmp.Or(*mode, cfg.Retrieval.Mode) == "execution"
	var vc verify.Config
	if execution {
		if vc, err = verifyConfig(cfg); err != nil {
			return err
		}
	}
	var m *model.Snapshot
	r, err := snapshot.Open(ctx, dir, snapshot.Options{GraphURL: cfg.Graph, Wait: cfg.LockTimeout, OnWait: waitNotice},
		func(ctx context.Context, r *snapshot.Reader) (err error) {
			m, err = r.Model(ctx)
			return err
		})
	if err != nil {
		return err
	}
	// Execution mode checks the facts its items state (DESIGN §6, §8)
	// against the records of the same read model; the verifier is built
	// while the engine is.
	var (
		v    *verify.Verifier
		verr error
		wg   conc.WaitGroup
	)
	if execution {
		wg.Go(func() { v, verr = verify.LoadWith(ctx, m, vc) })
	}
	eng, err := retrieve.OpenModel(ctx, r, m, opt)
	wg.Wait()
	if err != nil {
		return errors.Join(err, verr)
	}
	if verr != nil {
		return errors.Join(verr, eng.Close())
	}
	if execution {
		req.Annotator = factNotes{v}
	}
	pack, err := eng.Context(ctx, req)
	err = errors.Join(err, eng.Close())
	if errors.Is(err, budget.ErrTooSmall) || errors.Is(err, config.ErrUnknownMode) {
		return cli.UsageError{Msg: err.Error()}
	}
	if err != nil {
		return err
	}
	if sf.json {
		return writeJSON(stdout, pack)
	}
	return pack.WriteMarkdown(stdout, *explain)
}

// factNotes is the execution-mode annotator: it checks the facts of an
// item against the sources of truth and notes the verified and mismatched
// ones, with where the source of truth says so.
type factNotes struct{ v *verify.Verifier }

func (a factNotes) Annotate(_ context.Context, text string) ([]string, error) {
	var notes []string
	for _, f := range a.v.Check(text, verify.Options{}) {
		switch f.Verdict {
		case verify.Verified:
			notes = append(notes, fmt.Sprintf("verified: %s %s %q (%s:%d)", f.Subject, f.Field, f.Text, f.SoTPath, f.SoTLine))
		case verify.Mismatch:
			notes = append(notes, fmt.Sprintf("MISMATCH: %s %s %q, the source of truth says %q (%s:%d)", f.Subject, f.Field, f.Text, f.SoTValue, f.SoTPath, f.SoTLine))
		}
	}
	return notes, nil
}
