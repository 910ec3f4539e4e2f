package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/serve"
	"github.com/canon-kg/canon/snapshot"
)

// storeFlags locate the data directory.
type storeFlags struct {
	config, data string
	json         bool
}

func (s *storeFlags) register(fs *flag.FlagSet) {
	s.registerStore(fs)
	fs.BoolVar(&s.json, "json", false, "print JSON")
}

// registerStore registers --config and --data only, for commands without
// a JSON form.
func (s *storeFlags) registerStore(fs *flag.FlagSet) {
	fs.StringVar(&s.config, "config", "", "YAML config file (optional)")
	fs.StringVar(&s.data, "data", "", "data directory (default .canon, or the config's data)")
}

func (s *storeFlags) load() (config.Config, error) {
	cfg, err := config.LoadOrDefault(s.config)
	if err != nil {
		return cfg, err
	}
	if s.data != "" {
		cfg.Data = s.data
	}
	return cfg, cfg.Validate()
}

// parseInterleaved parses flags that may come before or after positional
// arguments ("search TEXT --k 3" as well as "search --k 3 TEXT").
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, cli.ErrHelp
			}
			return nil, cli.UsageError{Msg: err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func runSearch(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query search", flag.ContinueOnError)
	var sf storeFlags
	sf.register(fs)
	k := fs.Int("k", 10, "number of hits")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	text := strings.TrimSpace(strings.Join(pos, " "))
	if text == "" {
		return cli.UsageError{Msg: "search: no query text"}
	}
	if *k <= 0 {
		return cli.UsageError{Msg: fmt.Sprintf("search: --k %d is not positive", *k)}
	}
	cfg, err := sf.load()
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	dir := datadir.Dir(cfg.Data)
	hits, err := search(ctx, dir, cfg, text, *k)
	if err != nil {
		return err
	}
	out := serve.Hits(hits) // the shape the MCP search tool returns too
	if sf.json {
		return writeJSON(stdout, struct {
			Hits []serve.SearchHit `json:"hits"`
		}{out})
	}
	var b strings.Builder
	if len(out) == 0 {
		b.WriteString("no hits\n")
	}
	for _, h := range out {
		fmt.Fprintf(&b, "%2d. %s#L%d-L%d  %.4f  [%s] %s\n", h.Rank, h.SourcePath, h.LineStart, h.LineEnd, h.Score, h.Kind, h.Heading)
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}

// search searches the index of the published snapshot (read-only).
func search(ctx context.Context, dir datadir.Dir, cfg config.Config, text string, k int) (hits []index.Hit, err error) {
	r, err := snapshot.Open(ctx, dir, snapshot.Options{GraphURL: cfg.Graph, Wait: cfg.LockTimeout, OnWait: waitNotice}, nil)
	if err != nil {
		return nil, err
	}
	defer func() { err = errors.Join(err, r.Close()) }()
	x, err := r.OpenIndex(ctx, index.Options{})
	if err != nil {
		return nil, err
	}
	defer func() { err = errors.Join(err, x.Close()) }()
	return x.Search(ctx, index.Query{Text: text, K: k})
}

// waitNotice tells the user on stderr that a query waits for an ingest
// (snapshot.Options.OnWait).
func waitNotice(msg string) { fmt.Fprintln(os.Stderr, "query:", msg) }

// writeJSON writes v as indented JSON without HTML escaping, the form of
// every --json output.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
