package retrieve

import (
	"context"
	"errors"
	"strings"

	"github.com/canon-kg/canon/config"
)

// Annotator checks the facts in an item's text against the sources of
// truth (verify/) and returns notes to attach to it. Execution mode runs it
// over the kept items when Request.Annotator is set.
type Annotator interface {
	Annotate(ctx context.Context, text string) ([]string, error)
}

// Request is one context query.
type Request struct {
	Task  string
	Files []string // root-relative paths being edited; ".." and absolute paths are rejected
	Mode  string   // planning|execution|review
	Modes config.Retrieval
	// K overrides the mode's k_out when positive.
	K int
	// Budget is the tokens available for the pack; 0 derives it from
	// Modes' window (DESIGN §7).
	Budget int
	// ConstitutionLines caps the constitution text (default 60).
	ConstitutionLines int
	// ConstitutionTokens caps the constitution's tokens (default
	// constitution.DefaultTokens): over it, the rules of highest priority,
	// then those scoped to Files, then those closest to the task are kept.
	ConstitutionTokens int
	Annotator          Annotator
	// Explain also names in each item's Why the query expansions found in
	// its text (a scan of the items' words); those its document's gist
	// matched are always named.
	Explain bool
}

// Errors for bad requests.
var (
	ErrEmptyTask = errors.New("retrieve: empty task")
)

// Pack is the answer of query context (DESIGN §5).
type Pack struct {
	Task           string          `json:"task"`
	Mode           string          `json:"mode"`
	Intent         Intent          `json:"intent"`
	Keywords       []string        `json:"keywords"`
	SnapshotID     string          `json:"snapshot_id"`
	Files          []string        `json:"files"`
	Constitution   Constitution    `json:"constitution"`
	Items          []Item          `json:"items"`
	Budget         Budget          `json:"budget"`
	Contradictions []Contradiction `json:"contradictions"`
	// Filtered are candidates removed by a hard filter or cut by k_out,
	// listed only when Request.Explain is set.
	Filtered []Candidate `json:"filtered,omitempty"`
	Warnings []string    `json:"warnings"`
}

// Intent is the classified intent of the task.
type Intent struct {
	Name       string  `json:"name"`
	Confidence float64 `json:"confidence"`
}

// Constitution is the always-loaded part of the pack.
type Constitution struct {
	Text   string    `json:"text"`
	Hash   string    `json:"hash"`
	Lines  int       `json:"lines"`
	Tokens int       `json:"tokens"`
	Rules  []RuleRef `json:"rules"`
	// Truncated are the rules the caps cut, by file and cap, in the order
	// the caps cut them (a file's group where its first rule was cut).
	Truncated []CutRules `json:"truncated"`
}

// CutRules are the rules of one file that one constitution cap cut: their
// IDs, in the order the cap cut them, and their lines as one citation.
// A capped constitution can cut a hundred rules of a few files: listed
// rule by rule they were half of a pack.
type CutRules struct {
	SourcePath string `json:"source_path"`
	// Lines are the lines of the cut rules, sorted, each run of
	// consecutive lines written as one range ("31-35,38,40-41").
	Lines string   `json:"lines"`
	Why   string   `json:"why"`
	IDs   []string `json:"ids"`
}

// RuleRef cites a rule.
type RuleRef struct {
	ID         string `json:"id"`
	SourcePath string `json:"source_path"`
	LineStart  int    `json:"line_start"`
	LineEnd    int    `json:"line_end"`
	Priority   int    `json:"priority"`
	Why        string `json:"why,omitempty"`
	// Also cites the other files that write the same rule (foldConstitution).
	Also []string `json:"also,omitempty"`
}

// Item is one cited piece of context.
type Item struct {
	Rank       int      `json:"rank"`
	Kind       string   `json:"kind"` // rule|sop|chunk
	DocKind    string   `json:"doc_kind"`
	ID         string   `json:"id"`
	SourcePath string   `json:"source_path"`
	LineStart  int      `json:"line_start"`
	LineEnd    int      `json:"line_end"`
	Section    string   `json:"section"`
	Severity   string   `json:"severity"`
	Status     string   `json:"status,omitempty"`  // a decision's status (ADR items)
	Aliases    []string `json:"aliases,omitempty"` // other paths of the same rule file (symlinks, copies)
	Also       []string `json:"also,omitempty"`    // path:start-end of the same rule written in other files
	Score      float64  `json:"score"`
	Tokens     int      `json:"tokens"`
	Text       string   `json:"text"`
	Why        []string `json:"why"`
	Signals    Scores   `json:"signals"`
	Trimmed    bool     `json:"trimmed,omitempty"`
	Notes      []string `json:"notes,omitempty"`
}

// Scores are the raw and normalised signals of an item or candidate.
type Scores struct {
	BM25      float64 `json:"bm25"`
	Cosine    float64 `json:"cosine"`
	Graph     float64 `json:"graph"`
	NormBM25  float64 `json:"norm_bm25"`
	NormEmbed float64 `json:"norm_embedding"`
	NormGraph float64 `json:"norm_graph"`
	// Proximity scores the query's word pairs found side by side.
	Proximity     float64 `json:"proximity"`
	NormProximity float64 `json:"norm_proximity"`
	Fused         float64 `json:"fused"`
	Boost         float64 `json:"boost"`
	// DocRank is the rank of the item's document among the documents
	// ranked by their whole text (the document signal), when it is among
	// them; the item's score is then the reciprocal rank fusion of its own
	// rank and this one.
	DocRank int `json:"doc_rank,omitempty"`
}

// Candidate is a candidate left out, with why.
type Candidate struct {
	ID         string   `json:"id"`
	SourcePath string   `json:"source_path"`
	LineStart  int      `json:"line_start"`
	LineEnd    int      `json:"line_end"`
	Score      float64  `json:"score"`
	Reason     string   `json:"reason"`
	Why        []string `json:"why"`
	Signals    Scores   `json:"signals"`
}

// Budget reports the token allocation.
type Budget struct {
	Window     int            `json:"window"`
	Available  int            `json:"available"`
	Used       int            `json:"used"`
	BySeverity map[string]int `json:"by_severity"`
	Dropped    []DroppedItem  `json:"dropped"`
	Decompose  bool           `json:"decompose"`
}

// DroppedItem is an item the budget left out.
type DroppedItem struct {
	ID         string `json:"id"`
	SourcePath string `json:"source_path"`
	LineStart  int    `json:"line_start"`
	LineEnd    int    `json:"line_end"`
	Tokens     int    `json:"tokens"`
	Reason     string `json:"reason"`
}

// Contradiction is a must/never conflict resolved by priority.
type Contradiction struct {
	Domain     string  `json:"domain"`
	Winner     RuleRef `json:"winner"`
	Loser      RuleRef `json:"loser"`
	Similarity float64 `json:"similarity"`
	Resolution string  `json:"resolution"`
}

// round fixes a float to 4 decimals so output bytes are stable.
func round(f float64) float64 {
	if f < 0 {
		return -round(-f)
	}
	return float64(int64(f*10000+0.5)) / 10000
}

// lineText returns lines start..end of a document from its chunks, or ""
// when a line is not held by any chunk (blank lines between chunks are
// blank).
func (e *Engine) lineText(d int, start, end int) (string, bool) {
	var b strings.Builder
	covered := false
	for ln := start; ln <= end; ln++ {
		if ln > start {
			b.WriteByte('\n')
		}
		for _, ci := range e.docs[d].chunks {
			c := e.chunks[ci]
			if ln >= c.LineStart && ln <= c.LineEnd {
				lines := strings.Split(c.Text, "\n")
				if k := ln - c.LineStart; k < len(lines) {
					b.WriteString(lines[k])
					covered = true
				}
				break
			}
		}
	}
	return b.String(), covered
}
