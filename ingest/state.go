package ingest

import "github.com/canon-kg/canon/datadir"

// State is the writer's record, state.json (datadir.State).
type State = datadir.State

// FileState records one ingested file (datadir.FileState).
type FileState = datadir.FileState
