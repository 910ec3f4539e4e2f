package jobs

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
)

// Run statuses.
const (
	StatusOK       = "ok"
	StatusFailed   = "failed"
	StatusPanic    = "panic"
	StatusCanceled = "canceled"
	StatusSkipped  = "skipped"
)

// Triggers of a run.
const (
	TriggerSchedule = "schedule"
	TriggerOnce     = "once"
	// TriggerRun is `ingest run`, by hand or from another scheduler.
	TriggerRun = "run"
)

// Report is what a job says about a successful run.
type Report struct {
	// Text is a one-line summary for people.
	Text string `json:"text"`
	// Counts are the run's figures by name (encoded in key order).
	Counts map[string]int `json:"counts,omitempty"`
	// Findings are the problems the run found, sorted.
	Findings []finding.Finding `json:"findings,omitempty"`
}

// Record is one line of runs.jsonl.
type Record struct {
	Job     string    `json:"job"`
	Trigger string    `json:"trigger"`
	Start   time.Time `json:"start"`
	End     time.Time `json:"end"`
	Status  string    `json:"status"`
	Summary Report    `json:"summary"`
	Error   string    `json:"error"`
}

// AppendRun appends r to the runs file at path as one JSON line, in a
// single write followed by fsync, creating the file and its directory when
// missing. Concurrent appenders (other processes included) never interleave
// within a line. A line torn by a crash is ended first, so it never swallows
// the new record.
func AppendRun(path string, r Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("append run %s to %s: %w", r.Job, path, err)
	}
	if err := datadir.AppendLine(path, nil, append(b, '\n')); err != nil {
		return fmt.Errorf("append run %s: %w", r.Job, err)
	}
	return nil
}

// ReadRuns reads the records of the runs file at path, oldest first, and
// the number of lines that are not records (torn by a crash) and were
// skipped. A missing file has no records.
func ReadRuns(path string) (_ []Record, skipped int, _ error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("read runs: %w", err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	var out []Record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue // from ending a line seen torn while another process wrote it
		}
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.Job == "" {
			skipped++
			continue
		}
		out = append(out, r)
	}
	if err := sc.Err(); err != nil {
		return nil, skipped, fmt.Errorf("read runs %s: %w", path, err)
	}
	return out, skipped, nil
}
