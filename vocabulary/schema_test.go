package vocabulary

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/graph.md")

// TestSchema_DocsInSync keeps docs/graph.md equal to WriteSchema's output.
func TestSchema_DocsInSync(t *testing.T) {
	var b bytes.Buffer
	if err := WriteSchema(&b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("..", "docs", "graph.md")
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b.Bytes()) {
		t.Fatal("docs/graph.md is out of date: run go test ./vocabulary -run Schema -update")
	}
}
