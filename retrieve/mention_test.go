package retrieve

import "testing"

func TestMentionedFile(t *testing.T) {
	for _, c := range []struct {
		text  string
		files []string
		want  string // the file named, "" for none
	}{
		{"Do NOT edit `README.md` directly.", []string{"README.md"}, "README.md"},
		{"**README.md**: generated", []string{"docs/README.md"}, "docs/README.md"},
		{"Edit `internal/readme/README.src.md`.", []string{"internal/readme/README.src.md"}, "internal/readme/README.src.md"},
		{"Run `go generate ./internal/readme` to regenerate.", []string{"internal/readme/README.src.md"}, "internal/readme/README.src.md"},
		{"Do NOT edit `docs/` directly.", []string{"docs/guide.md"}, "docs/guide.md"},
		{"Migrations live in db/migrate/.", []string{"app/db/migrate/001_init.rb"}, "app/db/migrate/001_init.rb"},
		{"All `*.go` files need a header.", []string{"mcp/server.go"}, "mcp/server.go"},
		{"Tests go in `**/*_test.go`.", []string{"a/b_test.go"}, "a/b_test.go"},
		{"Keep `.env` out of git.", []string{"svc/.env"}, "svc/.env"},
		{"Bump go.mod and go.sum together.", []string{"go.sum"}, "go.sum"},
		{"Implement it in `src/features/<feature>/server/*`.", []string{"web/src/features/datasets/server/router.ts"}, "web/src/features/datasets/server/router.ts"},
		{"Add tests under `src/__tests__/server/*`.", []string{"web/src/features/a.ts"}, ""},
		// Not names of these files.
		{"Run `go test ./...` before pushing.", []string{"mcp/server.go"}, ""},
		{"Use `s.Require().NoError(err)` in suites.", []string{"s.go"}, ""},
		{"See https://example.com/docs/ for more.", []string{"docs/a.md"}, ""},
		{"Requires Go 1.22, e.g. on CI.", []string{"1.22", "e.g"}, ""},
		{"Edit `README.md` only.", []string{"docs/README.markdown"}, ""},
		{"Nothing at hand.", nil, ""},
		{"Pass `--config=prod.yaml` to the binary.", []string{"prod.yaml"}, ""},
	} {
		if got, _ := mentionedFile(c.text, c.files); got != c.want {
			t.Errorf("mentionedFile(%q, %v) = %q, want %q", c.text, c.files, got, c.want)
		}
	}
}

// A file's own path is preferred to an earlier name that only covers it,
// and only a path with a directory and an extension counts as the file's
// own (namesPath): boostMentionPath rewards that, not a glob, a directory
// or a bare file name.
func TestNamesPath(t *testing.T) {
	files := []string{"packages/prisma/schema.prisma"}
	if f, n := mentionedFile("Migrations live in `packages/prisma/`; ask before changing `packages/prisma/schema.prisma`.", files); f != files[0] || n != "packages/prisma/schema.prisma" {
		t.Errorf("mentionedFile = %q, %q; want the file's own path", f, n)
	}
	for _, c := range []struct {
		name string
		want bool
	}{
		{"packages/prisma/schema.prisma", true},
		{"prisma/schema.prisma", true},
		{"schema.prisma", false},
		{"packages/prisma/", false},
		{"packages/prisma", false},
		{"**/*.prisma", false},
		{"rest/prisma/schema.prisma", false},
	} {
		if got := namesPath(c.name, files[0]); got != c.want {
			t.Errorf("namesPath(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
