package config

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func FuzzDecode(f *testing.F) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("limits: {nesting_depth: -1, file_time: 1ns}\njobs: {ingest: \"TZ=\"}\n"))
	f.Add([]byte("a: &a [*a, *a]\nroots: *a\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Decode(bytes.NewReader(data))
		if err != nil {
			return
		}
		if c.Validate() != nil {
			return
		}
		// A valid configuration gives valid parser limits.
		if err := c.Limits.Sources().Validate(); err != nil {
			t.Fatalf("valid config, invalid limits: %v", err)
		}
		if c.MaxFileSize <= 0 || c.Chunk.MaxTokens < c.Chunk.MinTokens {
			t.Fatalf("valid config with max_file_size %d, chunk %+v", c.MaxFileSize, c.Chunk)
		}
	})
}
