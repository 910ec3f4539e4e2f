package jobs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/staleness"
)

// Names of canon's jobs.
const (
	NameIngest    = "ingest"
	NameCapsule   = "capsule"
	NameStaleness = "staleness"
)

// IngestJob ingests every configured root (ingest.Run, which takes the
// data-directory lock for the run).
type IngestJob struct {
	// Options are the ingest options. A non-zero Validate.Now is replaced
	// by each run's now, so a long-running daemon judges staleness as of
	// the run, not as of its start.
	Options ingest.Options
}

// Run runs the ingest.
func (j IngestJob) Run(ctx context.Context, now time.Time) (Report, error) {
	opt := j.Options
	if !opt.Validate.Now.IsZero() {
		opt.Validate.Now = now
	}
	s, err := ingest.Run(ctx, opt)
	if err != nil {
		return Report{}, err
	}
	return IngestReport(s), nil
}

// IngestReport is what an ingest says of a successful run in runs.jsonl.
func IngestReport(s *ingest.Summary) Report {
	return Report{
		Text: fmt.Sprintf("%d files: %d added, %d modified, %d deleted, %d unchanged, %d failed; %d findings, status %s",
			s.Seen, s.Added, s.Modified, s.Deleted, s.Unchanged, s.Failed, len(s.Findings), s.Status),
		Counts: map[string]int{
			"seen": s.Seen, "added": s.Added, "modified": s.Modified, "deleted": s.Deleted,
			"unchanged": s.Unchanged, "failed": s.Failed, "findings": len(s.Findings),
			"documents": s.TotalDocs, "rules": s.TotalRules,
		},
	}
}

// CapsuleJob regenerates the contract capsule and writes it atomically to
// Path (the data directory's capsule.json when empty). It holds the
// data-directory lock only while it reads the stores.
type CapsuleJob struct {
	Options capsule.Options
	Path    string
}

// Run builds the capsule as of now and writes it.
func (j CapsuleJob) Run(ctx context.Context, now time.Time) (Report, error) {
	path := j.Path
	if path == "" {
		path = j.Options.Data.Capsule()
	}
	c, err := capsule.Generate(ctx, now, j.Options)
	if err != nil {
		return Report{}, err
	}
	change, err := compare(path, c)
	if err != nil {
		return Report{}, err
	}
	if err := ctx.Err(); err != nil {
		return Report{}, fmt.Errorf("capsule %s: %w", c.SnapshotID, err)
	}
	if err := c.Write(path); err != nil {
		return Report{}, err
	}
	return Report{
		Text: fmt.Sprintf("%s %s, %s, %d rules, %d open findings (%s)",
			c.SnapshotID, change, c.ContractHash, c.Summary.Rules, c.Summary.OpenFindings, c.Summary.Status),
		Counts: map[string]int{
			"source_artifacts": c.Summary.SourceArtifacts, "rules": c.Summary.Rules,
			"decisions": c.Summary.Decisions, "open_findings": c.Summary.OpenFindings,
		},
	}, nil
}

// compare says how c differs from the capsule at path: "new", "unchanged"
// (same bytes apart from created_at), "contract changed" or "sources changed".
func compare(path string, c *capsule.Capsule) (string, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "new", nil
	}
	if err != nil {
		return "", fmt.Errorf("read previous capsule: %w", err)
	}
	old, err := capsule.Read(bytes.NewReader(b))
	if err != nil {
		return "new", nil // unreadable (older schema): replaced
	}
	old.CreatedAt = c.CreatedAt
	ob, err := old.Marshal()
	if err != nil {
		return "", err
	}
	nb, err := c.Marshal()
	if err != nil {
		return "", err
	}
	switch {
	case bytes.Equal(ob, nb):
		return "unchanged", nil
	case old.ContractHash != c.ContractHash:
		return "contract changed", nil
	default:
		return "sources changed", nil
	}
}

// StalenessJob checks the sources of truth under Roots (staleness.Check).
type StalenessJob struct {
	Roots     []string
	Discover  sources.Options
	Staleness staleness.Options
}

// Run discovers the files and judges them as of now; the findings are in
// the report.
func (j StalenessJob) Run(ctx context.Context, now time.Time) (Report, error) {
	if len(j.Roots) == 0 {
		return Report{}, errors.New("staleness: no roots")
	}
	files, walkErrs := sources.Discover(ctx, j.Roots, j.Discover)
	if err := ctx.Err(); err != nil {
		return Report{}, fmt.Errorf("staleness: %w", err)
	}
	rep, err := staleness.Check(ctx, files, now, j.Staleness)
	if err != nil {
		return Report{}, err
	}
	return Report{
		Text: fmt.Sprintf("%d files checked, %d stale, %d skipped", rep.Checked, len(rep.Findings), len(rep.Skipped)+len(walkErrs)),
		Counts: map[string]int{
			"checked": rep.Checked, "findings": len(rep.Findings), "skipped": len(rep.Skipped) + len(walkErrs),
		},
		Findings: rep.Findings,
	}, nil
}
