package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stdout, os.Stderr))
}

type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

var errHelp = errors.New("help requested")

// exitCode reports err and returns the exit code; help (-h on any command)
// prints the usage to stdout.
func exitCode(err error, stdout, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, errHelp) {
		fmt.Fprintln(stdout, usage)
		return 0
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintln(stderr, "query:", err)
		fmt.Fprintln(stderr, usage)
		return 2
	}
	var se statusError
	if errors.As(err, &se) {
		fmt.Fprintln(stderr, "query:", err)
		return se.code
	}
	fmt.Fprintln(stderr, "query:", err)
	return 1
}

const usage = `usage:
  query search TEXT [--k N] [--json] [--data DIR] [--config FILE]
  query context --task TEXT [--files P1,P2] [--mode planning|execution|review] [--k N] [--budget TOKENS] [--explain] [--json] [--data DIR] [--config FILE]
  query verify (--text TEXT | --file F | -) [--subject ID] [--json] [--data DIR] [--config FILE]
  query capsule [--out FILE] [--data DIR] [--config FILE]
  query eval --beir DIR [--split test] [--tune] [--json]`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{"no command"}
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
	case "-h", "--help", "help":
		return errHelp
	}
	return usageError{fmt.Sprintf("unknown command %q", args[0])}
}
