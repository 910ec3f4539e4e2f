package datadir

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"

	"github.com/canon-kg/canon/finding"
)

// StateVersion is the version of state.json. The ingest bumps it when the
// meaning of stored quads or chunks changes, so that every file is
// re-ingested once (the embeddings of chunks and rules,
// index.Chunk.Vector and, until the read model held them, RuleVectors,
// came with version 3; version 6
// reads every top-level item under a constitution heading of a rule file
// as a rule; version 7 stores a source of truth's records in sot.records
// blocks, not as a node of four quads each; version 8 stores an ADR's
// "Amended by X" as X's adr.amends edge, as "Superseded by X" is; version 9
// resolves the @path imports of a .cursor/rules file from its project
// directory, as Cursor does, and reads .cursor/rules/**/*.md files as
// Cursor rules; version 10 reads a Cursor rule's "[name](mdc:path)" link
// to a document as an import, and its unquoted "globs: **/*.ts" without
// FM-002); version 11 scopes a rule file without globs below the root
// (sub/.github/copilot-instructions.md, sub/.cursorrules, a nested
// project's .claude/rules) to its project directory, takes only rule files'
// rules into the constitution, and ends a list item that introduces a
// fenced code block with a colon after that block; version 12 reads a rule
// file's list item that opens with an imperative verb ("Add copyright
// headers to all new Go files:") as a rule, as one that names an
// actionable word is); version 13 reads a rule file's paragraph that says
// must, never, should or do not as a rule; version 14 makes such a
// paragraph that introduces a list or a fenced code block ("Contributors
// must:") one rule with it, reads an @-import path with underscores
// whole, and gives an ADR without a status field the status its title
// brackets or its "superseded by" says; version 15 makes a list item that
// ends in a colon one rule with the nested list it introduces, "… surface
// any discrepancies:" and its links, and records each file's findings;
// version 16 gives a rule under a heading that ends in a colon ("DO NOT
// use high-cardinality attributes:") the polarity the heading says);
// version 17 reads a rule file's list item whose imperative verb follows a
// leading clause or adverb ("When indexing a new column, split …", "Only
// add one index …") as a rule; version 18 reads 22 more verbs as
// imperatives ("Edit `internal/readme/README.src.md`.", "Pin dependency
// versions", "Rely on type inference …"); version 19 makes a list item
// that is only a directive ("- **Never**") one rule with the nested list
// it introduces, as one ending in a colon is, and a rule of the
// constitution when the directive is a mandate (never, always, must), and
// keeps the rules under a heading naming a model ("Security Model") out of
// the constitution.
const StateVersion = 19

// State is the writer's record, the contents of state.json: what the last
// ingest runs stored, per source file. The ingest owns it; readers of the
// published snapshot read it only through Snapshot.ReadRecord.
type State struct {
	Version int `json:"version"`
	// Generation is the index generation the last run wrote into
	// (Dir.Generation): the published one, or, after a run that
	// did not finish, the one the next run continues. 0 = none yet.
	Generation int                  `json:"generation,omitempty"`
	Files      map[string]FileState `json:"files"` // by root-relative path
	// Writing is set before a run first writes a store and cleared when it
	// finishes: found set, the last run stopped mid-write, and the next one
	// reconciles the stores with Files first (ingest/reconcile.go).
	Writing bool `json:"writing,omitempty"`
	// Findings are the open findings of the document rules (validate) on
	// each path discovered by the last run, as of the run that last read
	// it: a file an incremental run did not read keeps its own, a file
	// that could not be ingested has its reason (FILE-001), and a path no
	// longer discovered has none. Their union is the snapshot's open
	// findings (the capsule's open_findings, with fresh staleness).
	Findings map[string][]finding.Finding `json:"findings,omitempty"`
}

// OpenFindings returns the findings of every path, sorted.
func (s *State) OpenFindings() []finding.Finding {
	var out []finding.Finding
	for _, fs := range s.Findings {
		out = append(out, fs...)
	}
	finding.Sort(out)
	return out
}

// FileState records one ingested file.
type FileState struct {
	Root   string `json:"root"`
	Hash   string `json:"hash"` // sha256 hex of the bytes stored
	Size   int64  `json:"size"`
	Kind   string `json:"kind"`
	Quads  int    `json:"quads"`
	Chunks int    `json:"chunks"`
	Rules  int    `json:"rules"`
}

// LoadState reads state.json; a missing file is an empty state, and a state
// of another version is discarded (everything is re-ingested).
func LoadState(path string) (*State, error) {
	s := &State{Version: StateVersion, Files: map[string]FileState{}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read state %s: %w", path, err)
	}
	var got State
	if err := json.Unmarshal(b, &got); err != nil {
		return nil, fmt.Errorf("read state %s: %w", path, err)
	}
	if got.Version != StateVersion || got.Files == nil {
		return s, nil
	}
	return &got, nil
}

// Save writes the state to path atomically.
func (s *State) Save(path string) error {
	b, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return fmt.Errorf("encode state: %w", err)
	}
	return WriteFile(path, append(b, '\n'), 0o644)
}

// Totals sums the state.
func (s *State) Totals() (docs, quads, chunks, rules int) {
	for _, f := range s.Files {
		docs++
		quads += f.Quads
		chunks += f.Chunks
		rules += f.Rules
	}
	return
}

// SourceHash is the hex sha256 over "path\x00hash\n" of every source, in
// path order, where hashes maps a source's path to the sha256 of its
// content. The same sources give the same hash whatever order they were
// ingested in.
func SourceHash(hashes map[string]string) string {
	h := sha256.New()
	for _, p := range slices.Sorted(maps.Keys(hashes)) {
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write([]byte(hashes[p]))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// SnapshotIDOf is the snapshot ID of a source hash: "snap-" and its first
// 16 hex digits.
func SnapshotIDOf(sourceHash string) string { return "snap-" + sourceHash[:16] }

// SnapshotID identifies the sources the state records (SnapshotIDOf its
// SourceHash); an empty or nil state has the ID of no files.
func (state *State) SnapshotID() string {
	hashes := map[string]string{}
	if state != nil {
		for p, f := range state.Files {
			hashes[p] = f.Hash
		}
	}
	return SnapshotIDOf(SourceHash(hashes))
}
