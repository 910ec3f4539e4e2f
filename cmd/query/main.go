// Command query answers questions from canon's stores.
//
//	query search TEXT [--k N] [--json] [--data DIR] [--config FILE]
//
// Exit codes: 0 ok, 1 runtime error, 2 usage error.
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
	os.Exit(exitCode(err, os.Stderr))
}

type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

var errHelp = errors.New("help requested")

func exitCode(err error, stderr io.Writer) int {
	if err == nil || errors.Is(err, errHelp) {
		return 0
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintln(stderr, "query:", err)
		fmt.Fprintln(stderr, usage)
		return 2
	}
	fmt.Fprintln(stderr, "query:", err)
	return 1
}

const usage = `usage:
  query search TEXT [--k N] [--json] [--data DIR] [--config FILE]`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{"no command"}
	}
	switch args[0] {
	case "search":
		return runSearch(ctx, args[1:], stdout)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return errHelp
	}
	return usageError{fmt.Sprintf("unknown command %q", args[0])}
}
