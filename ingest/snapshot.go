package ingest

import "github.com/canon-kg/canon/datadir"

// SourceHash is datadir.SourceHash.
func SourceHash(hashes map[string]string) string { return datadir.SourceHash(hashes) }

// SnapshotIDOf is datadir.SnapshotIDOf.
func SnapshotIDOf(sourceHash string) string { return datadir.SnapshotIDOf(sourceHash) }

// SnapshotID is the snapshot ID of a state (datadir.State.SnapshotID).
func SnapshotID(state *State) string { return state.SnapshotID() }
