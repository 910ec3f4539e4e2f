package ingest

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
)

// SnapshotID identifies the sources a state records: "snap-" and the first
// 16 hex digits of the sha256 over every recorded file's path and content
// hash, in path order. Two data directories holding the same sources have
// the same snapshot ID whatever order they were ingested in; an empty or nil
// state has the ID of no files.
func SnapshotID(state *State) string {
	h := sha256.New()
	if state != nil {
		paths := make([]string, 0, len(state.Files))
		for p := range state.Files {
			paths = append(paths, p)
		}
		slices.Sort(paths)
		for _, p := range paths {
			h.Write([]byte(p))
			h.Write([]byte{0})
			h.Write([]byte(state.Files[p].Hash))
			h.Write([]byte{'\n'})
		}
	}
	return "snap-" + hex.EncodeToString(h.Sum(nil))[:16]
}
