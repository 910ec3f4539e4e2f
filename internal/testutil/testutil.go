package testutil

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// RepoRoot returns the repository root: the nearest directory at or above
// the working directory that holds go.mod.
func RepoRoot(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("testutil: no go.mod above the working directory")
		}
		dir = parent
	}
}

// Corpora returns the absolute path of the public corpora, shared/corpora
// beside the repository, or skips the test when they are absent (a user's
// clone has none).
func Corpora(tb testing.TB) string {
	tb.Helper()
	dir := FindCorpora(tb)
	if dir == "" {
		tb.Skipf("no corpora at %s", filepath.Join(RepoRoot(tb), "..", "shared", "corpora"))
	}
	return dir
}

// FindCorpora returns the absolute path of the public corpora, or "" when
// they are absent, for tests that run partly without them.
func FindCorpora(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(RepoRoot(tb), "..", "shared", "corpora")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return ""
	}
	return dir
}

// Examples returns the absolute path of the shipped example corpus.
func Examples(tb testing.TB) string {
	tb.Helper()
	return filepath.Join(RepoRoot(tb), "examples")
}

// WriteFile writes data to the slash path rel under root, creating the
// directories it needs, and returns the file's path.
func WriteFile(tb testing.TB, root, rel string, data []byte) string {
	tb.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// CopyTree copies the regular files and directories under src into a new
// temporary directory and returns it.
func CopyTree(tb testing.TB, src string) string {
	tb.Helper()
	dst := tb.TempDir()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		tb.Fatalf("copy %s: %v", src, err)
	}
	return dst
}

// SetModTimes sets the modification time of every regular file under dir,
// for tests whose results depend on file age (staleness findings).
func SetModTimes(tb testing.TB, dir string, t time.Time) {
	tb.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		return os.Chtimes(p, t, t)
	})
	if err != nil {
		tb.Fatalf("set times under %s: %v", dir, err)
	}
}
