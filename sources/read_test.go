package sources

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.md")
	if err := os.WriteFile(p, []byte("# hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := File{Path: "a.md", Abs: p, Size: 8}
	if b, err := ReadFile(f, 0); err != nil || string(b) != "# hello\n" {
		t.Fatalf("ReadFile = %q, %v", b, err)
	}
	var pe *ParseError
	if _, err := ReadFile(f, 4); !errors.Is(err, ErrTooLarge) || !errors.As(err, &pe) || pe.Path != "a.md" {
		t.Fatalf("over the limit: %v", err)
	}
	grown := File{Path: "a.md", Abs: p, Size: 2} // the file grew since discovery
	if _, err := ReadFile(grown, 4); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("grown file: %v", err)
	}
	if _, err := ReadFile(File{Path: "gone.md", Abs: filepath.Join(dir, "gone.md")}, 0); !errors.Is(err, os.ErrNotExist) || !errors.As(err, &pe) {
		t.Fatalf("missing file: %v", err)
	}
}
