package serve

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/canon-kg/canon/jobs"
)

// ProjectState is the result of get_project_state.
type ProjectState struct {
	SnapshotID string `json:"snapshot_id"`
	// PublishedSnapshotID is the snapshot the data directory publishes; it
	// differs from SnapshotID while a new one loads or when its load
	// failed (LoadError).
	PublishedSnapshotID string `json:"published_snapshot_id"`
	LoadError           string `json:"load_error,omitempty"`
	// PublishedAt is when the last ingest published (current.json's
	// modification time), whether or not runs.jsonl records it.
	PublishedAt  string `json:"published_at"`
	Generation   int    `json:"generation"`
	LoadedAt     string `json:"loaded_at"`
	LoadMS       int64  `json:"load_ms"`
	ServingSince string `json:"serving_since"`
	// Switches counts the snapshot switches since the server started; the
	// last one happened at SwitchedAt and took SwitchMS (load and swap).
	Switches     int            `json:"switches"`
	SwitchedAt   string         `json:"switched_at,omitempty"`
	SwitchMS     int64          `json:"switch_ms,omitempty"`
	DataDir      string         `json:"data_dir"`
	Roots        []string       `json:"roots"`
	Files        int            `json:"files"`
	CountsByKind map[string]int `json:"counts_by_kind"`
	Docs         int            `json:"docs"`
	Chunks       int            `json:"chunks"`
	Rules        int            `json:"rules"`
	// LastIngest is the last ingest recorded in runs.jsonl (by `ingest
	// schedule`); null when none is.
	LastIngest *IngestRun `json:"last_ingest"`
	// OpenFindings counts the capsule's open findings by severity;
	// OpenFindingsTotal may exceed their sum when the capsule's finding
	// limit cut the list.
	OpenFindings      map[string]int `json:"open_findings_by_severity"`
	OpenFindingsTotal int            `json:"open_findings_total"`
	Status            string         `json:"status"`
}

// IngestRun is one recorded ingest.
type IngestRun struct {
	Trigger string `json:"trigger"`
	Start   string `json:"start"`
	End     string `json:"end"`
	Status  string `json:"status"`
	Summary string `json:"summary"`
	Error   string `json:"error,omitempty"`
}

func (s *Server) state(ctx context.Context, snap *snapshot) (*ProjectState, error) {
	info := s.cur.info()
	docs, chunks, rules := snap.eng.Stats()
	st := &ProjectState{
		SnapshotID: snap.id, PublishedSnapshotID: info.Published, LoadError: info.LoadErr,
		LoadedAt: stamp(snap.loadedAt), LoadMS: snap.loadTook.Milliseconds(), ServingSince: stamp(info.Started),
		Switches: info.Switches, DataDir: string(s.opt.Store.Dir), Roots: slices.Clone(snap.roots()), Files: len(snap.state.Files),
		CountsByKind: snap.countsByKind(), Docs: docs, Chunks: chunks, Rules: rules, OpenFindings: map[string]int{},
	}
	if info.Switches > 0 {
		st.SwitchedAt, st.SwitchMS = stamp(info.SwitchedAt), info.SwitchTook.Milliseconds()
	}
	if c, err := s.opt.Store.Dir.ReadCurrent(); err == nil {
		st.Generation = c.Generation
	}
	if fi, err := os.Stat(s.opt.Store.Dir.CurrentFile()); err == nil {
		st.PublishedAt = stamp(fi.ModTime())
	}
	recs, _, err := jobs.ReadRuns(s.opt.Store.Dir.Runs())
	if err != nil {
		return nil, err
	}
	for _, r := range slices.Backward(recs) {
		if r.Job == jobs.NameIngest {
			st.LastIngest = &IngestRun{Trigger: r.Trigger, Start: stamp(r.Start), End: stamp(r.End), Status: r.Status,
				Summary: r.Summary.Text, Error: r.Error}
			break
		}
	}
	c, err := snap.capsuleOf(ctx, s.opt)
	if err != nil {
		return nil, err
	}
	for _, f := range c.OpenFindings {
		st.OpenFindings[f.Severity]++
	}
	st.OpenFindingsTotal, st.Status = c.Summary.OpenFindings, c.Summary.Status
	return st, nil
}

func stamp(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func (st *ProjectState) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "snapshot %s (loaded %s in %d ms), data %s\n", st.SnapshotID, st.LoadedAt, st.LoadMS, st.DataDir)
	fmt.Fprintf(&b, "last published %s (generation %d)\n", st.PublishedAt, st.Generation)
	if st.PublishedSnapshotID != st.SnapshotID {
		fmt.Fprintf(&b, "published snapshot %s not served yet", st.PublishedSnapshotID)
		if st.LoadError != "" {
			fmt.Fprintf(&b, ": %s", st.LoadError)
		}
		b.WriteString("\n")
	}
	if st.Switches > 0 {
		fmt.Fprintf(&b, "switched %d times, last at %s (%d ms)\n", st.Switches, st.SwitchedAt, st.SwitchMS)
	}
	fmt.Fprintf(&b, "roots: %s\n", strings.Join(st.Roots, ", "))
	fmt.Fprintf(&b, "%d files, %d docs, %d chunks, %d rules; by kind:", st.Files, st.Docs, st.Chunks, st.Rules)
	for _, k := range sortedKeys(st.CountsByKind) {
		fmt.Fprintf(&b, " %s %d", k, st.CountsByKind[k])
	}
	b.WriteString("\n")
	if r := st.LastIngest; r != nil {
		fmt.Fprintf(&b, "last ingest: %s, %s → %s: %s %s\n", r.Status, r.Start, r.End, r.Summary, r.Error)
	} else {
		b.WriteString("last ingest: none recorded in runs.jsonl\n")
	}
	fmt.Fprintf(&b, "status %s, open findings %d:", st.Status, st.OpenFindingsTotal)
	for _, k := range sortedKeys(st.OpenFindings) {
		fmt.Fprintf(&b, " %s %d", k, st.OpenFindings[k])
	}
	b.WriteString("\n")
	return b.String()
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
