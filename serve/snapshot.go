package serve

import (
	"context"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/staleness"
)

// roots are the ingested roots of the snapshot's files, sorted (found
// once, when the snapshot is loaded: the state lists every file).
func (s *snapshot) roots() []string { return s.rootList }

// countsByKind counts the snapshot's files by kind.
func (s *snapshot) countsByKind() map[string]int {
	out := map[string]int{}
	for _, f := range s.state.Files {
		out[f.Kind]++
	}
	return out
}

// search is `query search` over the snapshot's index (k 0: 10).
func (s *snapshot) search(ctx context.Context, text string, k int) (*SearchResult, error) {
	if k == 0 {
		k = 10
	}
	hits, err := s.x.Search(ctx, index.Query{Text: text, K: k})
	if err != nil {
		return nil, err
	}
	return &SearchResult{SnapshotID: s.id, Hits: Hits(hits)}, nil
}

// Hits ranks index hits in the shape of `query search --json`, scores
// rounded (RoundScore).
func Hits(hits []index.Hit) []SearchHit {
	out := make([]SearchHit, len(hits))
	for i, h := range hits {
		out[i] = SearchHit{Rank: i + 1, ID: h.ID, SourcePath: h.Path, LineStart: h.LineStart, LineEnd: h.LineEnd,
			Section: h.Section, Heading: h.Heading, Kind: h.Kind, Score: RoundScore(h.Score)}
	}
	return out
}

// RoundScore fixes a score's precision so JSON output is stable across
// platforms' float formatting of the last bits.
func RoundScore(s float64) float64 {
	const p = 1e6
	return float64(int64(s*p+0.5)) / p
}

// capsuleOf is the snapshot's contract capsule, built on first use (its
// creation time and staleness findings are those of that moment) and
// shared by later calls.
func (s *snapshot) capsuleOf(ctx context.Context, opt Options) (*capsule.Capsule, error) {
	s.capOnce.Do(func() {
		cfg := opt.Config
		s.capsule, s.capErr = capsule.FromSnapshot(ctx, opt.Now(), s.state, s.contract, capsule.Options{
			ProjectID: cfg.Capsule.ProjectID,
			Limits: capsule.Limits{SourceArtifacts: cfg.Capsule.SourceArtifactLimit, Rules: cfg.Capsule.RuleLimit,
				Findings: cfg.Capsule.FindingLimit, ConstitutionLines: cfg.ConstitutionLines},
			Staleness: staleness.Options{MaxAge: cfg.Jobs.StaleAfter, MaxSize: cfg.MaxFileSize},
		})
	})
	return s.capsule, s.capErr
}
