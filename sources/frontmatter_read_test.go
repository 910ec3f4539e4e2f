package sources

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/internal/testutil"
)

// TestReadFrontMatter_likeParse: on every Markdown file of examples/ and,
// when present, of the corpora's SOP and rule trees, ReadFrontMatter
// returns what Parse puts in Meta and MetaLines, and fails where Parse's
// first checks fail; it may succeed where Parse fails later (a body over
// the limits).
func TestReadFrontMatter_likeParse(t *testing.T) {
	roots := []string{filepath.Join(testutil.RepoRoot(t), "examples")}
	if base := testutil.FindCorpora(t); base != "" && !testing.Short() {
		roots = append(roots, filepath.Join(base, "sop"), filepath.Join(base, "rules"), filepath.Join(base, "adr"))
	}
	n := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !d.Type().IsRegular() {
				return err
			}
			if ext := strings.ToLower(filepath.Ext(p)); ext != ".md" && ext != ".mdc" && ext != ".erb" {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			f := File{Root: root, Path: filepath.ToSlash(rel), Abs: p}
			meta, lines, ferr := ReadFrontMatter(f, data, ParseOptions{})
			doc, perr := Parse(f, data, ParseOptions{})
			n++
			switch {
			case perr == nil && ferr != nil:
				t.Errorf("%s: ReadFrontMatter: %v, Parse succeeded", p, ferr)
			case perr == nil:
				if diff := cmp.Diff(doc.Meta, meta); diff != "" {
					t.Errorf("%s: meta (-Parse +ReadFrontMatter):\n%s", p, diff)
				}
				if diff := cmp.Diff(doc.MetaLines, lines); diff != "" {
					t.Errorf("%s: lines (-Parse +ReadFrontMatter):\n%s", p, diff)
				}
			case ferr == nil && !errors.Is(perr, ErrLimit):
				t.Errorf("%s: Parse: %v, ReadFrontMatter succeeded", p, perr)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 10 {
		t.Fatalf("only %d Markdown files read", n)
	}
	t.Logf("%d Markdown files compared", n)
}
