package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/canon-kg/canon/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stdout, os.Stderr))
}

// exitCode reports err and returns the exit code (see internal/cli).
func exitCode(err error, stdout, stderr io.Writer) int {
	return cli.ExitCode("query", usage, err, stdout, stderr)
}

const usage = `usage:
  query search TEXT [--k N] [--json] [--data DIR] [--config FILE]
  query context --task TEXT [--files P1,P2] [--mode planning|execution|review] [--k N] [--budget TOKENS] [--explain] [--json] [--data DIR] [--config FILE]
  query verify (TEXT | --text TEXT | --file F | -) [--subject ID] [--json] [--data DIR] [--config FILE]
  query capsule [--out FILE] [--data DIR] [--config FILE]
  query eval --beir DIR [--split test] [--tune] [--json]
  query serve [--http 127.0.0.1:PORT [--allow-remote]] [--data DIR] [--config FILE]
  query hook [--max-tokens N] [--tools Write,Edit,MultiEdit,NotebookEdit] [--data DIR] [--config FILE] < EVENT.json`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return cli.UsageError{Msg: "no command"}
	}
	switch args[0] {
	case "search":
		return runSearch(ctx, args[1:], stdout)
	case "context":
		return runContext(ctx, args[1:], stdout)
	case "verify":
		return runVerify(ctx, args[1:], os.Stdin, stdout)
	case "capsule":
		return runCapsule(ctx, args[1:], stdout)
	case "eval":
		return runEval(ctx, args[1:], stdout)
	case "serve":
		return runServe(ctx, args[1:], os.Stderr)
	case "hook":
		return runHook(ctx, args[1:], os.Stdin, stdout, os.Stderr)
	case "-h", "--help", "help":
		return cli.ErrHelp
	}
	return cli.UsageError{Msg: fmt.Sprintf("unknown command %q", args[0])}
}
