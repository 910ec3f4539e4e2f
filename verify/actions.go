package verify

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"time"

	"github.com/canon-kg/canon/datadir"
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

// AppendAction appends a to the CSV file at path (datadir.AppendLine: one
// write, fsync, the header first when the file is new or empty).
func AppendAction(path string, a Action) error {
	line, err := csvLine([]string{a.Time.UTC().Format(time.RFC3339), a.Command, a.Mode, a.Task, a.Scope, strconv.Itoa(a.Items), a.Verdicts})
	if err == nil {
		var header []byte
		if header, err = csvLine(ActionHeader); err == nil {
			err = datadir.AppendLine(path, header, line)
		}
	}
	if err != nil {
		return fmt.Errorf("append action: %w", err)
	}
	return nil
}

// csvLine encodes one CSV record with its line end.
func csvLine(fields []string) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write(fields); err != nil {
		return nil, err
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}
