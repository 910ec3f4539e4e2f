//go:build !unix

package model

// MapFile reads the model file at path (ReadFile): memory mapping is used
// on unix systems only.
func MapFile(path string) (*Snapshot, error) { return ReadFile(path) }
