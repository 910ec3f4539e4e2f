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
// processes reading the same snapshot share its pages. Once the checksum
// has read the file, the bulk's pages are released (on Linux): the
// process then holds the texts and embeddings it reads, not all of them. Use it, as
// ReadBytes's mapping, only in a process that reads one snapshot and
// exits.
func MapFile(path string) (*Snapshot, error) {
	b, ok, err := mapBytes(path)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	if !ok {
		return ReadFile(path)
	}
	s, err := decode(b, releaseMapped)
	if err != nil {
		unmap(b) // nothing points into it
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	return s, nil
}
