package verify

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"strconv"
	"time"
)

// ActionHeader is the header row of actions.csv (DESIGN §4).
var ActionHeader = []string{"time", "command", "mode", "task", "scope", "items", "verdicts"}

// Action is one line of actions.csv: a retrieval or a verification.
type Action struct {
	Time     time.Time // written as RFC 3339 UTC
	Command  string    // e.g. "query verify"
	Mode     string    // planning, execution or review; "" when none
	Task     string    // the task, or what was verified (a file name, "stdin")
	Scope    string    // files or subject the command was scoped to
	Items    int       // facts checked, or items returned
	Verdicts string    // e.g. Counts.String()
}

// AppendAction appends a to the CSV file at path, writing the header first
// when the file is new or empty. The line is written with one write call
// on a file opened for appending, so concurrent appenders do not interleave
// within a line.
func AppendAction(path string, a Action) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("append action to %s: %w", path, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("append action to %s: %w", path, err)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if st.Size() == 0 {
		w.Write(ActionHeader)
	}
	w.Write([]string{a.Time.UTC().Format(time.RFC3339), a.Command, a.Mode, a.Task, a.Scope, strconv.Itoa(a.Items), a.Verdicts})
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return fmt.Errorf("append action to %s: %w", path, err)
	}
	_, err = f.Write(buf.Bytes())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("append action to %s: %w", path, err)
	}
	return nil
}
