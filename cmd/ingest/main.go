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

// usageError marks errors in the command line (exit 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// statusError carries an exit code decided by the command (e.g. 3).
type statusError struct {
	code int
	err  error
}

func (e statusError) Error() string { return e.err.Error() }

// exitCode reports err and returns the exit code; help (-h on any command)
// prints the usage to stdout.
func exitCode(err error, stdout, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	var ue usageError
	var se statusError
	switch {
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "ingest:", err)
		fmt.Fprintln(stderr, usage)
		return 2
	case errors.As(err, &se):
		fmt.Fprintln(stderr, "ingest:", err)
		return se.code
	case errors.Is(err, errHelp):
		fmt.Fprintln(stdout, usage)
		return 0
	}
	fmt.Fprintln(stderr, "ingest:", err)
	return 1
}

var errHelp = errors.New("help requested")

const usage = `usage:
  ingest run [--config FILE] [--data DIR] [--graph URL] [--json] [ROOT ...]
  ingest validate [--config FILE] [--json] [ROOT ...]
  ingest schedule [--config FILE] [--data DIR] [--json] [--once ingest|capsule|staleness] [ROOT ...]`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{"no command"}
	}
	switch args[0] {
	case "run":
		return runIngest(ctx, args[1:], stdout, stderr)
	case "validate":
		return runValidate(ctx, args[1:], stdout)
	case "schedule":
		return runSchedule(ctx, args[1:], stdout, stderr)
	case "-h", "--help", "help":
		return errHelp
	}
	return usageError{fmt.Sprintf("unknown command %q", args[0])}
}
