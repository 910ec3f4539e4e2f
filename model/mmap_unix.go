//go:build unix

package model

import (
	"fmt"
	"os"
	"syscall"
)

// MapFile maps the model file at path into memory read-only and decodes
// it (Decode): the snapshot's strings and vectors point into the mapping,
// so nothing of the file is copied onto the heap and processes reading the
// same snapshot share its pages. The mapping is never unmapped: use it in
// a process that reads one snapshot and exits (a query command), not in
// one that switches snapshots (the server), which ReadFile serves.
func MapFile(path string) (*Snapshot, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	size := fi.Size()
	if size <= 0 || size != int64(int(size)) {
		return ReadFile(path) // empty (corrupt) or too large to map: Decode says why
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return ReadFile(path)
	}
	s, err := Decode(b)
	if err != nil {
		_ = syscall.Munmap(b) // nothing points into it
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	return s, nil
}
