package ingest

import "github.com/canon-kg/canon/datadir"

// State is the writer's record, state.json (datadir.State).
type State = datadir.State

// FileState records one ingested file (datadir.FileState).
type FileState = datadir.FileState

// stateVersion is the version of state.json this ingest writes.
const stateVersion = datadir.StateVersion

// LoadState reads state.json (datadir.LoadState).
func LoadState(path string) (*State, error) { return datadir.LoadState(path) }
