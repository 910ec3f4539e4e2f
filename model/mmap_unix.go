//go:build unix

package model

import (
	"os"
	"syscall"
)

// mapBytes maps the file at path into memory read-only; ok is false when
// it cannot be mapped (an empty file, or one too large), and the caller
// reads it instead.
func mapBytes(path string) (b []byte, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer func() { _ = f.Close() }() // read-only; a mapping outlives its descriptor
	return mapOpen(f)
}

// mapOpen is mapBytes for an open file.
func mapOpen(f *os.File) (b []byte, ok bool, err error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, false, err
	}
	size := fi.Size()
	if size <= 0 || size != int64(int(size)) {
		return nil, false, nil
	}
	b, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, false, nil
	}
	return b, true, nil
}

// unmap releases a mapping of mapBytes nothing points into.
func unmap(b []byte) { _ = syscall.Munmap(b) }
