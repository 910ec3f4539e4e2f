package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
)

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(ingest.GCPercent)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	if len(os.Args) > 1 && os.Args[1] == "run" {
		go stopWithin(ctx, stopGrace, os.Stderr)
	}
	go ingest.LimitMemory(ctx, ingest.MemoryFloor, 100*time.Millisecond, os.Getenv)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stdout, os.Stderr))
}

// exitCode reports err and returns the exit code (see internal/cli).
func exitCode(err error, stdout, stderr io.Writer) int {
	return cli.ExitCode("ingest", usage, err, stdout, stderr)
}

const usage = `usage:
  ingest run [--config FILE] [--data DIR] [--graph URL] [--json] [--check] [ROOT ...]
  ingest validate [--config FILE] [--json] [ROOT ...]
  ingest schedule [--config FILE] [--data DIR] [--json] [--once ingest|capsule|staleness] [ROOT ...]`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return cli.UsageError{Msg: "no command"}
	}
	switch args[0] {
	case "run":
		return runIngest(ctx, args[1:], stdout, stderr)
	case "validate":
		return runValidate(ctx, args[1:], stdout)
	case "schedule":
		return runSchedule(ctx, args[1:], stdout, stderr)
	case "-h", "--help", "help":
		return cli.ErrHelp
	}
	return cli.UsageError{Msg: fmt.Sprintf("unknown command %q", args[0])}
}
