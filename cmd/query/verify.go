package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/snapshot"
	"github.com/canon-kg/canon/verify"
)

// verifyOutput is the JSON of `query verify --json` (DESIGN §5).
type verifyOutput struct {
	Facts  []verify.Fact `json:"facts"`
	Counts verify.Counts `json:"counts"`
}

// runVerify is `query verify (TEXT | --text TEXT | --file F | -) [--subject ID] [--json]`.
// The text may be given without --text, as `query context` takes its task;
// a lone argument that names a file is refused with a pointer to --file,
// so that `query verify notes.md` does not check the words "notes.md".
func runVerify(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("query verify", flag.ContinueOnError)
	var sf storeFlags
	sf.register(fs)
	text := fs.String("text", "", "text to verify")
	file := fs.String("file", "", "file to verify")
	subject := fs.String("subject", "", "default subject: an ID, a title or a path (default: the file's own record, or the record of a YAML file in its directory)")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	stdinArg := len(pos) == 1 && pos[0] == "-"
	if *text == "" && *file == "" && len(pos) > 0 && !stdinArg {
		if fi, err := os.Stat(pos[0]); len(pos) == 1 && err == nil && fi.Mode().IsRegular() {
			return cli.UsageError{Msg: fmt.Sprintf("verify: %q is a file; give --file %s to verify what it says (or --text for these words)", pos[0], pos[0])}
		}
		*text, pos = strings.Join(pos, " "), nil
	}
	sources := 0
	for _, set := range []bool{*text != "", *file != "", stdinArg} {
		if set {
			sources++
		}
	}
	if sources != 1 || len(pos) > 0 && !stdinArg {
		return cli.UsageError{Msg: "verify: give exactly one of TEXT, --text TEXT, --file F or - (stdin)"}
	}
	input, task := *text, "text"
	switch {
	case *file != "":
		b, err := os.ReadFile(*file)
		if err != nil {
			return fmt.Errorf("verify: %w", err)
		}
		input, task = string(b), *file
	case stdinArg:
		b, err := io.ReadAll(stdin)
		if err != nil {
			return fmt.Errorf("verify: read stdin: %w", err)
		}
		input, task = string(b), "stdin"
	}
	cfg, err := sf.load()
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	dir := datadir.Dir(cfg.Data)
	v, err := loadVerifier(ctx, dir, cfg)
	if err != nil {
		return err
	}
	opt := verify.Options{Subject: *subject}
	if opt.Subject == "" && *file != "" {
		opt.Subject = v.SubjectForPath(absPath(*file))
	}
	facts := v.Check(input, opt)
	counts := verify.Count(facts)
	if err := verify.AppendAction(dir.Actions(), verify.Action{
		Time: time.Now(), Command: "query verify", Task: task, Scope: opt.Subject,
		Items: len(facts), Verdicts: counts.String(),
	}); err != nil {
		return err
	}
	if sf.json {
		if err := writeJSON(stdout, verifyOutput{Facts: facts, Counts: counts}); err != nil {
			return err
		}
	} else {
		if err := verify.WriteFacts(stdout, facts, counts); err != nil {
			return err
		}
	}
	if counts.Mismatch > 0 {
		return cli.StatusError{Code: 3, Err: fmt.Errorf("verify: %d facts mismatch their source of truth", counts.Mismatch)}
	}
	return nil
}

// loadVerifier is the verifier of the published snapshot's read model with
// the configured profiles (verify.profiles): the index the ingest wrote,
// or learned from the model's records.
func loadVerifier(ctx context.Context, dir datadir.Dir, cfg config.Config) (v *verify.Verifier, err error) {
	vc, err := verifyConfig(cfg)
	if err != nil {
		return nil, err
	}
	r, err := snapshot.Open(ctx, dir, snapshot.Options{GraphURL: cfg.Graph, Wait: cfg.LockTimeout, OnWait: waitNotice, MapModel: true}, func(ctx context.Context, r *snapshot.Reader) error {
		m, err := r.Model(ctx)
		if err == nil {
			v, err = verify.Open(ctx, r.Snapshot().Path, m, vc, true)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return v, r.Close()
}

// verifyConfig is the verifier's configuration: the profiles the config
// names. query verify and query context (execution mode) both check facts
// with it.
func verifyConfig(cfg config.Config) (verify.Config, error) {
	profiles, err := verify.LoadProfiles(cfg.Verify.Profiles, cfg.Dir())
	if err != nil {
		return verify.Config{}, err
	}
	return verify.Config{Profiles: profiles}, nil
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return filepath.ToSlash(a)
	}
	return p
}
