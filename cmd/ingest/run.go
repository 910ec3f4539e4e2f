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

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/canon-kg/canon/chunk"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/jobs"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/verify"
)

// commonFlags are the flags every subcommand shares.
type commonFlags struct {
	config, data, graph string
	json                bool
}

// register adds the flags; stores adds --data and --graph, for the
// commands that open the stores (validate only parses the roots).
func (c *commonFlags) register(fs *flag.FlagSet, stores bool) {
	fs.StringVar(&c.config, "config", "", "YAML config file (optional)")
	fs.BoolVar(&c.json, "json", false, "print the result as JSON")
	if stores {
		fs.StringVar(&c.data, "data", "", "data directory (default .canon, or the config's data)")
		fs.StringVar(&c.graph, "graph", "", "graph store URL (default: embedded bbolt store in the data directory)")
	}
}

// load reads the config (when given) and applies flags and root arguments.
func (c *commonFlags) load(roots []string) (config.Config, error) {
	cfg, err := config.LoadOrDefault(c.config)
	if err != nil {
		return cfg, err
	}
	if c.data != "" {
		cfg.Data = c.data
	}
	if c.graph != "" {
		cfg.Graph = c.graph
	}
	if len(roots) > 0 {
		cfg.Roots = roots
	}
	return cfg, cfg.Validate()
}

// parseRooted registers the common flags on fs (with the store flags when
// stores is set), parses args and returns the configuration of a command
// that works on roots.
func (c *commonFlags) parseRooted(fs *flag.FlagSet, args []string, stores bool) (config.Config, error) {
	c.register(fs, stores)
	if err := parseFlags(fs, args); err != nil {
		return config.Config{}, err
	}
	cfg, err := c.load(fs.Args())
	if err != nil {
		return cfg, cli.UsageError{Msg: err.Error()}
	}
	if len(cfg.Roots) == 0 {
		return cfg, cli.UsageError{Msg: "no roots: name one or more directories, or set roots in --config"}
	}
	return cfg, nil
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ErrHelp
		}
		return cli.UsageError{Msg: err.Error()}
	}
	return nil
}

// discoverOptions and parseOptions are the config's file selection and
// parsing limits, shared by ingest, validate and the staleness job.
func discoverOptions(cfg config.Config) sources.Options {
	return sources.Options{Include: cfg.Include, Exclude: cfg.Exclude, MaxSize: cfg.MaxFileSize}
}

func parseOptions(cfg config.Config) sources.ParseOptions {
	return sources.ParseOptions{MaxSize: cfg.MaxFileSize, Limits: cfg.Limits.Sources()}
}

func ingestOptions(cfg config.Config, holder string) ingest.Options {
	return ingest.Options{
		Roots:       cfg.Roots,
		Data:        datadir.Dir(cfg.Data),
		GraphURL:    cfg.Graph,
		GraphSync:   cfg.GraphSync,
		Discover:    discoverOptions(cfg),
		Parse:       parseOptions(cfg),
		Chunk:       chunk.Options{MaxTokens: cfg.Chunk.MaxTokens, MinTokens: cfg.Chunk.MinTokens},
		Workers:     cfg.Workers,
		LockTimeout: cfg.LockTimeout,
		Holder:      holder,
		Validate:    validateOptions(cfg, time.Now()),
		Derived:     derived(cfg),
	}
}

// derived are the files the ingest computes from each snapshot's read
// model for the readers: the ranking's lookups, and the verifier's index
// learned with the configured profiles (not written when they do not load:
// query verify reports that error).
func derived(cfg config.Config) []model.Derived {
	out := []model.Derived{retrieve.Lookups}
	profiles, err := verify.LoadProfiles(cfg.Verify.Profiles, cfg.Dir())
	if err != nil {
		slog.Warn("ingest: verifier index not written", "err", err)
		return out
	}
	return append(out, verify.Index(verify.Config{Profiles: profiles}))
}

func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingest run", flag.ContinueOnError)
	var cf commonFlags
	check := fs.Bool("check", false, "report drift between the stores and state.json without writing (exit 5 when there is some)")
	cfg, err := cf.parseRooted(fs, args, true)
	if err != nil {
		return err
	}
	if *check {
		return runCheck(ctx, ingestOptions(cfg, "ingest run --check"), cf.json, stdout)
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	opt := ingestOptions(cfg, "ingest run")
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) && !cf.json {
		bar := progressbar.NewOptions(-1, progressbar.OptionSetWriter(stderr),
			progressbar.OptionSetDescription("ingest"), progressbar.OptionShowCount(),
			progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
		opt.Progress = func(done, total int) {
			bar.ChangeMax(total)
			_ = bar.Set(done) // progress display only: a failed redraw changes nothing
		}
		defer func() { _ = bar.Finish() }() // progress display only
	}
	start := time.Now()
	sum, err := ingest.Run(ctx, opt)
	recordRun(datadir.Dir(cfg.Data), start, sum, err, logger)
	if err != nil {
		return err
	}
	for _, f := range sum.Failures {
		logger.Warn("file not ingested", "file", f.String())
	}
	if cf.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return err
		}
		return blockedError(sum)
	}
	if err := printSummary(stdout, sum); err != nil {
		return err
	}
	if err := printFindings(stdout, sum.Findings, sum.Status); err != nil {
		return err
	}
	if sum.Open != len(sum.Findings) {
		// An incremental run judged only what changed: say where the
		// snapshot stands, its other files' findings included.
		if _, err := fmt.Fprintf(stdout, "open: %s (%d findings of all files, those this run did not read included; query capsule lists them)\n", sum.OpenStatus, sum.Open); err != nil {
			return err
		}
	}
	return blockedError(sum)
}

// recordRun appends the run to the data directory's runs.jsonl, as
// `ingest schedule` records its runs, so that `query serve`'s
// get_project_state names the last ingest however it was started. A run
// that failed before the data directory existed is not recorded, and a
// failure to record is a warning: the stores are what the run was for.
func recordRun(data datadir.Dir, start time.Time, sum *ingest.Summary, err error, logger *slog.Logger) {
	if _, statErr := os.Stat(string(data)); statErr != nil {
		return
	}
	rec := jobs.Record{Job: jobs.NameIngest, Trigger: jobs.TriggerRun, Start: start.UTC(), End: time.Now().UTC(), Status: jobs.StatusOK}
	switch {
	case errors.Is(err, context.Canceled):
		rec.Status, rec.Error = jobs.StatusCanceled, err.Error()
	case err != nil:
		rec.Status, rec.Error = jobs.StatusFailed, err.Error()
	default:
		rec.Summary = jobs.IngestReport(sum)
	}
	if err := jobs.AppendRun(data.Runs(), rec); err != nil {
		logger.Warn("run not recorded", "err", err)
	}
}

func printSummary(w io.Writer, s *ingest.Summary) error {
	var b strings.Builder
	fmt.Fprintf(&b, "files: %d seen, %d changed (%d added, %d modified), %d unchanged, %d deleted, %d failed\n",
		s.Seen, s.Changed(), s.Added, s.Modified, s.Unchanged, s.Deleted, s.Failed)
	fmt.Fprintf(&b, "written: %d rules, %d chunks, %d quads (%.1f MB)\n", s.Rules, s.Chunks, s.Quads, float64(s.Bytes)/1e6)
	fmt.Fprintf(&b, "stored: %d documents, %d rules, %d chunks, %d quads\n", s.TotalDocs, s.TotalRules, s.TotalChunks, s.TotalQuads)
	b.WriteString("kinds:")
	for _, k := range []string{"rule", "sop", "adr", "doc", "skill", "sot"} {
		fmt.Fprintf(&b, " %s %d", k, s.Kinds[k])
	}
	fmt.Fprintf(&b, "\ntime: %s\n", s.Duration.Round(time.Millisecond))
	_, err := io.WriteString(w, b.String())
	return err
}
