package ingest

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
)

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

// SnapshotID identifies the sources a state records (SnapshotIDOf its
// SourceHash); an empty or nil state has the ID of no files.
func SnapshotID(state *State) string {
	hashes := map[string]string{}
	if state != nil {
		for p, f := range state.Files {
			hashes[p] = f.Hash
		}
	}
	return SnapshotIDOf(SourceHash(hashes))
}
