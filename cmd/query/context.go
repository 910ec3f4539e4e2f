package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/sourcegraph/conc"

	"github.com/canon-kg/canon/budget"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/rootpath"
	"github.com/canon-kg/canon/snapshot"
	"github.com/canon-kg/canon/verify"
)

func runContext(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query context", flag.ContinueOnError)
	var sf storeFlags
	sf.register(fs)
	task := fs.String("task", "", "the task the agent is about to do")
	files := fs.String("files", "", "comma-separated paths being edited: absolute, relative to the working directory, or to the ingested root")
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
	dir := datadir.Dir(cfg.Data)
	req := retrieve.Request{
		Task: *task, Mode: *mode, Modes: cfg.Retrieval, K: *k, Budget: *tokenBudget,
		ConstitutionLines: cfg.ConstitutionLines, ConstitutionTokens: cfg.ConstitutionTokens, Explain: *explain,
	}
	opt := retrieve.Options{Wait: cfg.LockTimeout}
	if opt.Vocab, err = retrieve.VocabFor(cfg.Retrieval); err != nil {
		return fmt.Errorf("context: config: %w", err)
	}
	execution := cmp.Or(*mode, cfg.Retrieval.Mode) == "execution"
	var vc verify.Config
	if execution {
		if vc, err = verifyConfig(cfg); err != nil {
			return err
		}
	}
	var m *model.Snapshot
	r, err := snapshot.Open(ctx, dir, snapshot.Options{GraphURL: cfg.Graph, Wait: cfg.LockTimeout, OnWait: waitNotice, MapModel: true},
		func(ctx context.Context, r *snapshot.Reader) (err error) {
			m, err = r.Model(ctx)
			return err
		})
	if err != nil {
		return err
	}
	mapped, err := mapFiles(r.Snapshot(), strings.Split(*files, ","))
	if err != nil {
		return errors.Join(err, r.Close())
	}
	req.Files = mapped.Files
	// Execution mode checks the facts its items state (DESIGN §6, §8)
	// against the records of the same read model. The verifier is built
	// while the engine loads and the pack is ranked; only the items' notes
	// wait for it.
	var (
		wg      conc.WaitGroup
		pending loadingVerifier
	)
	if execution {
		wg.Go(func() { pending.v, pending.err = verify.Open(ctx, r.Snapshot().Path, m, vc, true) })
		pending.wait = sync.OnceFunc(wg.Wait)
		req.Annotator = &pending
	}
	eng, err := retrieve.OpenModel(ctx, r, m, opt)
	if err != nil {
		wg.Wait()
		return errors.Join(err, pending.err)
	}
	pack, err := eng.Context(ctx, req)
	wg.Wait()
	if pending.err != nil {
		return errors.Join(pending.err, eng.Close())
	}
	err = errors.Join(err, eng.Close())
	if errors.Is(err, budget.ErrTooSmall) || errors.Is(err, config.ErrUnknownMode) {
		return cli.UsageError{Msg: err.Error()}
	}
	if err != nil {
		return err
	}
	pack.Warnings = append(mapped.Warnings, pack.Warnings...)
	if sf.json {
		return writeJSON(stdout, pack)
	}
	return pack.WriteMarkdown(stdout, *explain)
}

// loadingVerifier annotates a pack's items (retrieve.Annotator) with a
// verifier that is still loading: the first item waits for it.
type loadingVerifier struct {
	wait func()
	v    *verify.Verifier
	err  error
}

func (l *loadingVerifier) Annotate(ctx context.Context, text string) ([]string, error) {
	l.wait()
	if l.err != nil {
		return nil, l.err
	}
	return l.v.Annotate(ctx, text)
}

// mapFiles maps --files onto the ingested roots of the held snapshot
// (rootpath): a path under no root becomes a warning of the pack.
func mapFiles(snap *datadir.Snapshot, files []string) (rootpath.Mapped, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return rootpath.Mapped{}, fmt.Errorf("context: %w", err)
	}
	roots, err := snap.Roots()
	if err != nil {
		return rootpath.Mapped{}, fmt.Errorf("context: %w", err)
	}
	return rootpath.New(roots, cwd).Map(files), nil
}
