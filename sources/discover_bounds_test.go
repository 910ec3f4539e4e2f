package sources

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

func TestDiscoverInvalidNameSkipped(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"ok.md": "# ok", "x\xffy.md": "# bad", "d\xfe/in.md": "# in"})
	files, errs := Discover(context.Background(), []string{root}, Options{})
	if len(files) != 1 || files[0].Path != "ok.md" {
		t.Errorf("files %v, want only ok.md", files)
	}
	var msgs []string
	for _, e := range errs {
		if !errors.Is(e, ErrInvalidName) {
			t.Errorf("error %v does not wrap ErrInvalidName", e)
		}
		msgs = append(msgs, e.Error())
	}
	slices.Sort(msgs)
	want := []string{
		"discover " + root + `/d\xfe: ` + ErrInvalidName.Error(),
		"discover " + root + `/x\xffy.md: ` + ErrInvalidName.Error(),
	}
	if !slices.Equal(msgs, want) {
		t.Errorf("errors\n%q\nwant\n%q", msgs, want)
	}
}

func TestEscapePath(t *testing.T) {
	for in, want := range map[string]string{
		"a/b.md":         "a/b.md",
		"x\xffy.md":      `x\xffy.md`,
		"a\nb.md":        `a\nb.md`,
		"\x1b[31m.md":    `\x1b[31m.md`,
		"é\\\xfe":        `é\\\xfe`,
		"caf\u00e9/r.md": "caf\u00e9/r.md",
	} {
		if got := EscapePath(in); got != want {
			t.Errorf("EscapePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDiscoverSkipsDataDirectories(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"ok.md": "# ok", "team/store/lock": "", "team/store/state.json": "{}", "team/store/actions.csv": "a\n1\n",
		"team/notes/lock": "", "team/notes/n.md": "# only a lock: not a data directory",
	})
	files, errs := Discover(context.Background(), []string{root}, Options{})
	var got []string
	for _, f := range files {
		got = append(got, f.Path)
	}
	if want := []string{"ok.md", "team/notes/n.md"}; !slices.Equal(got, want) || len(errs) > 0 {
		t.Errorf("files %v errs %v, want %v", got, errs, want)
	}
}

// TestDiscoverLinkedDirectoriesOnce links 18 directories to each other (two
// links each, no cycle): walking each path to a directory would visit 2^17
// copies of the last one.
func TestDiscoverLinkedDirectoriesOnce(t *testing.T) {
	root := t.TempDir()
	const n = 18
	for i := 1; i <= n; i++ {
		testutil.WriteFile(t, root, fmt.Sprintf("d%02d/f.md", i), []byte("# f"))
	}
	for i := 1; i < n; i++ {
		for j := i + 1; j <= min(i+2, n); j++ {
			if err := os.Symlink(fmt.Sprintf("../d%02d", j), filepath.Join(root, fmt.Sprintf("d%02d/l%02d", i, j))); err != nil {
				t.Skipf("symlinks unsupported: %v", err)
			}
		}
	}
	start := time.Now()
	files, errs := Discover(context.Background(), []string{root}, Options{})
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("discover took %s", d)
	}
	if len(files) != n || len(errs) > 0 {
		t.Errorf("%d files, errors %v; want %d", len(files), errs, n)
	}
	for _, f := range files {
		if strings.Count(f.Path, "/") != 1 {
			t.Errorf("%s reached through a link, want its real path", f.Path)
		}
	}
}

// TestDiscoverOnlyLinkPath: a directory reachable only through links keeps
// the first link's path.
func TestDiscoverOnlyLinkPath(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, ".hidden/target/r.md", []byte("# r"))
	for _, l := range []string{"b", "a"} {
		if err := os.Symlink(".hidden/target", filepath.Join(root, l)); err != nil {
			t.Skipf("symlinks unsupported: %v", err)
		}
	}
	files, errs := Discover(context.Background(), []string{root}, Options{Exclude: []string{".hidden/**"}})
	if len(files) != 1 || files[0].Path != "a/r.md" || len(errs) > 0 {
		t.Errorf("files %v errs %v, want a/r.md", files, errs)
	}
}

// What is none of the sources' business is not reported: a dangling link
// named like no source (a build output's "dist/current", an editor's
// lock) and a file whose name is not valid UTF-8 but no source's ("photo
// \xff.jpg"). A dangling CLAUDE.md, a .md of such a name and a directory
// of one (it may hold sources) are.
func TestDiscoverReportsOnlySourceLikeEntries(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"ok.md": "# ok", "photo\xff.jpg": "x", "notes\xff.md": "# n", "d\xfe/x.txt": "x"})
	for name, target := range map[string]string{"current": "dist/missing", ".#lock": "user@host.123", "CLAUDE.md": "AGENTS.md"} {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Skipf("symlinks unsupported: %v", err)
		}
	}
	_, errs := Discover(context.Background(), []string{root}, Options{})
	var got []string
	for _, e := range errs {
		var we *WalkError
		if !errors.As(e, &we) {
			t.Fatalf("error %v is no WalkError", e)
		}
		got = append(got, we.Path)
	}
	slices.Sort(got)
	if want := []string{"CLAUDE.md", "d\xfe", "notes\xff.md"}; !slices.Equal(got, want) {
		t.Errorf("reported %q, want %q", got, want)
	}
}
