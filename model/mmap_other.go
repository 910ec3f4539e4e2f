//go:build !unix

package model

import "os"

// mapBytes maps nothing: memory mapping is used on unix systems only, and
// the caller reads the file instead.
func mapBytes(string) ([]byte, bool, error) { return nil, false, nil }

// mapOpen maps nothing either.
func mapOpen(*os.File) ([]byte, bool, error) { return nil, false, nil }

func unmap([]byte) {}
