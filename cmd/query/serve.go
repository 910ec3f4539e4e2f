package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/serve"
)

// runServe is `query serve [--http ADDR [--allow-remote]]`: the MCP server
// over stdio, or over Streamable HTTP.
func runServe(ctx context.Context, args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("query serve", flag.ContinueOnError)
	var sf storeFlags
	sf.registerStore(fs)
	addr := fs.String("http", "", "serve Streamable HTTP on HOST:PORT (loopback) instead of stdio")
	remote := fs.Bool("allow-remote", false, "allow a --http address other machines can reach")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.UsageError{Msg: fmt.Sprintf("serve: unexpected argument %q", pos[0])}
	}
	if *remote && *addr == "" {
		return cli.UsageError{Msg: "serve: --allow-remote needs --http"}
	}
	var ln net.Listener
	if *addr != "" {
		if err := serve.CheckListen(*addr, *remote); err != nil {
			return cli.UsageError{Msg: "serve: " + err.Error()}
		}
		if ln, err = net.Listen("tcp", *addr); err != nil {
			return fmt.Errorf("serve: %w", err)
		}
		// Serving closes ln; this covers the early returns, where a failed
		// close of a listener that served nothing changes no outcome.
		defer func() { _ = ln.Close() }()
	}
	cfg, err := sf.load()
	if err != nil {
		return cli.UsageError{Msg: err.Error()}
	}
	cwd, err := os.Getwd()
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	vc, err := verifyConfig(cfg)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil)) // stdout carries the protocol
	srv, err := serve.New(ctx, serve.Options{Config: cfg, Cwd: cwd, Logger: logger,
		Store: serve.Store{Dir: datadir.Dir(cfg.Data), GraphURL: cfg.Graph, Wait: cfg.LockTimeout, Verify: vc}})
	if err != nil {
		return err
	}
	srv.Start(ctx)
	if ln != nil {
		logger.Info("serving MCP over Streamable HTTP", "addr", ln.Addr().String(), "data", cfg.Data)
		err = srv.ServeHTTP(ctx, ln, 5*time.Second)
	} else {
		err = srv.Run(ctx, &mcp.StdioTransport{})
		if errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
			err = nil
		}
	}
	return errors.Join(err, srv.Close())
}

// runHook is `query hook`: a Claude Code hook event on stdin, the hook
// JSON on stdout. It never fails the agent: any error, a usage error
// included, is reported on stderr with exit status 0 and nothing on stdout
// (exit status 2 would block the tool call).
func runHook(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if err := hook(ctx, args, stdin, stdout); err != nil {
		// Best effort: the hook never fails the agent, reported or not.
		_, _ = fmt.Fprintln(stderr, "query hook:", err)
	}
	return nil
}

func hook(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("query hook", flag.ContinueOnError)
	var sf storeFlags
	sf.registerStore(fs)
	maxTokens := fs.Int("max-tokens", serve.DefaultHookTokens, "cap of the context one event adds (always under 10,000 characters)")
	tools := fs.String("tools", strings.Join(serve.DefaultHookTools, ","), "PreToolUse tools whose file_path gets its scoped rules (add Read to inject on reads)")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return fmt.Errorf("unexpected argument %q", pos[0])
	}
	if *maxTokens <= 0 {
		return errors.New("--max-tokens must be positive")
	}
	cfg, err := sf.load()
	if err != nil {
		return err
	}
	// An agent waits on its hook: wait briefly for an ingest with
	// unpublished writes, then give up (exit 0, nothing added).
	wait := hookWait
	if cfg.LockTimeout > 0 {
		wait = min(cfg.LockTimeout, hookWait)
	}
	opt := serve.HookOptions{Config: cfg, MaxTokens: *maxTokens, Tools: splitList(*tools),
		Store: serve.Store{Dir: datadir.Dir(cfg.Data), GraphURL: cfg.Graph, Wait: wait}}
	if sf.data == "" && sf.config == "" && !filepath.IsAbs(cfg.Data) {
		// No data directory given: the project's, found from the event's
		// cwd (a hook may run elsewhere than the agent's project).
		opt.DataName = cfg.Data
	}
	return serve.Hook(ctx, stdin, stdout, opt)
}

// hookWait bounds the hook's wait for a running ingest.
const hookWait = 2 * time.Second

func splitList(s string) []string {
	out := []string{}
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
