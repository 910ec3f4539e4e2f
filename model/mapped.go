package model

import (
	"fmt"
	"os"
)

// ReadBytes returns the bytes of the file at path: mapped into memory
// read-only when mapped is set and the system can map it, else read onto
// the heap. A mapping is never unmapped: map only in a process that reads
// one snapshot and exits (a query command), not in one that switches
// snapshots (the server). The bytes must not be modified.
func ReadBytes(path string, mapped bool) ([]byte, error) {
	if mapped {
		b, ok, err := mapBytes(path)
		if err != nil {
			return nil, err
		}
		if ok {
			return b, nil
		}
	}
	return os.ReadFile(path)
}

// MapFile maps the model file at path into memory read-only (ReadBytes)
// and decodes it (Decode): the snapshot's strings and vectors point into
// the mapping, so nothing of the file is copied onto the heap and
// processes reading the same snapshot share its pages. The checksum reads
// the bulk (texts and embeddings) with reads, not through the mapping, so
// the process holds only the part it reads later, not all of it. Use it,
// as ReadBytes's mapping, only in a process that reads one snapshot and
// exits.
func MapFile(path string) (*Snapshot, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	defer func() { _ = f.Close() }() // read-only; a mapping outlives its descriptor
	b, ok, err := mapOpen(f)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	if !ok {
		return ReadFile(path)
	}
	s, err := decode(b, f)
	if err != nil {
		unmap(b) // nothing points into it
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	return s, nil
}
