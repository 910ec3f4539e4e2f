package ingest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/canon-kg/canon/datadir"
)

// stateVersion is bumped when the meaning of stored quads or chunks
// changes, so that every file is re-ingested once (the embeddings of chunks
// and rules, index.Chunk.Vector and RuleVectors, came with version 3).
const stateVersion = 5

// State is what the last runs stored, per source file. It is the contents
// of state.json.
type State struct {
	Version int `json:"version"`
	// Generation is the index generation the last run wrote into
	// (datadir.Dir.Generation): the published one, or, after a run that
	// did not finish, the one the next run continues. 0 = none yet.
	Generation int                  `json:"generation,omitempty"`
	Files      map[string]FileState `json:"files"` // by root-relative path
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
	s := &State{Version: stateVersion, Files: map[string]FileState{}}
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
	if got.Version != stateVersion || got.Files == nil {
		return s, nil
	}
	return &got, nil
}

func (s *State) save(path string) error {
	b, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return fmt.Errorf("encode state: %w", err)
	}
	return datadir.WriteFile(path, append(b, '\n'), 0o644)
}

// totals sums the state.
func (s *State) totals() (docs, quads, chunks, rules int) {
	for _, f := range s.Files {
		docs++
		quads += f.Quads
		chunks += f.Chunks
		rules += f.Rules
	}
	return
}
