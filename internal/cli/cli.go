package cli

import (
	"errors"
	"fmt"
	"io"
)

// UsageError is an error in the command line (exit 2).
type UsageError struct{ Msg string }

func (e UsageError) Error() string { return e.Msg }

// Usagef returns a UsageError with a formatted message.
func Usagef(format string, a ...any) error { return UsageError{Msg: fmt.Sprintf(format, a...)} }

// StatusError carries an exit code decided by the command.
type StatusError struct {
	Code int
	Err  error
}

func (e StatusError) Error() string { return e.Err.Error() }

func (e StatusError) Unwrap() error { return e.Err }

// ErrHelp is returned when help was asked for (-h on any command).
var ErrHelp = errors.New("help requested")

// ExitCode reports err as command name and returns the exit code; usage is
// printed on a usage error (to stderr) and on help (to stdout).
func ExitCode(name, usage string, err error, stdout, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, ErrHelp) {
		_, _ = fmt.Fprintln(stdout, usage) // the exit code is the only report left
		return 0
	}
	// Best effort: where the report cannot be written, the exit code
	// still says what happened.
	_, _ = fmt.Fprintf(stderr, "%s: %v\n", name, err)
	var ue UsageError
	if errors.As(err, &ue) {
		_, _ = fmt.Fprintln(stderr, usage)
		return 2
	}
	var se StatusError
	if errors.As(err, &se) {
		return se.Code
	}
	return 1
}
