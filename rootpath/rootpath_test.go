package rootpath

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMapper_Map(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	other := filepath.Join(base, "other")
	nested := filepath.Join(repo, "vendor", "lib") // a root inside a root
	roots := []string{repo, other, nested}
	tests := []struct {
		name     string
		cwd      string
		paths    []string
		files    []string
		warnings []string // substrings, one per warning
	}{
		{"absolute inside a root", base, []string{filepath.Join(repo, "services", "x.go")}, []string{"services/x.go"}, nil},
		{"absolute in the nested root", base, []string{filepath.Join(nested, "a.go")}, []string{"a.go"}, nil},
		{"relative to a cwd below a root", filepath.Join(repo, "services"), []string{"x.go", "./y/z.go"}, []string{"services/x.go", "services/y/z.go"}, nil},
		{"relative climbing inside the root", filepath.Join(repo, "services"), []string{"../docs/a.md"}, []string{"docs/a.md"}, nil},
		{"cwd outside every root: root-relative", base, []string{"services/x.go"}, []string{"services/x.go"}, nil},
		{"dot-dot escaping", filepath.Join(repo, "services"), []string{"../../../etc/passwd"}, []string{}, []string{`climbs out of every ingested root`}},
		{"dot-dot from outside", base, []string{"../x.go"}, []string{}, []string{`"..`}},
		{"absolute under no root", base, []string{"/etc/passwd"}, []string{}, []string{"/etc/passwd is under no ingested root"}},
		{"empty and duplicates", repo, []string{"", " a.go ", "a.go", filepath.Join(repo, "a.go")}, []string{"a.go"}, nil},
		{"backslashes", repo, []string{`dir\b.go`}, []string{"dir/b.go"}, nil},
		{"other root", repo, []string{filepath.Join(other, "k.md")}, []string{"k.md"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := New(roots, tt.cwd).Map(tt.paths)
			if diff := cmp.Diff(tt.files, got.Files); diff != "" {
				t.Errorf("files (-want +got):\n%s", diff)
			}
			if len(got.Warnings) != len(tt.warnings) {
				t.Fatalf("warnings %q, want %d", got.Warnings, len(tt.warnings))
			}
			for i, w := range tt.warnings {
				if !strings.Contains(got.Warnings[i], w) {
					t.Errorf("warning %q lacks %q", got.Warnings[i], w)
				}
			}
		})
	}
}

func TestMapper_NoRoots(t *testing.T) {
	got := New(nil, "").Map([]string{"a/b.go", "/abs/c.go"})
	if diff := cmp.Diff([]string{"a/b.go"}, got.Files); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	if len(got.Warnings) != 1 || !strings.Contains(got.Warnings[0], "no roots ingested") {
		t.Errorf("warnings %q", got.Warnings)
	}
}
