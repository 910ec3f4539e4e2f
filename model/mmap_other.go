//go:build !unix

package model

// mapBytes maps nothing: memory mapping is used on unix systems only, and
// the caller reads the file instead.
func mapBytes(string) ([]byte, bool, error) { return nil, false, nil }

func unmap([]byte) {}
