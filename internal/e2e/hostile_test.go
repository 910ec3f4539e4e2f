package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

// Bounds of one ingest of a hostile tree (a bad file among good ones): far
// above what the bounded runs take (under a second and 400 MB each, the
// 10,000-rule file included; 89-334 MB since the 448 MiB memory floor,
// 2026-11-27) and far below the unbounded ones (the alias bomb ran out of
// 24 GB, the CSV took 6.3 GB, the nested list 56 s).
const (
	hostileWall = 20 * time.Second
	hostileRSS  = 500 << 20
)

// summary is the part of `ingest run --json` the fault suite reads.
type summary struct {
	Added     int `json:"added"`
	Failed    int `json:"failed"`
	TotalDocs int `json:"total_docs"`
	Failures  []struct {
		Path  string `json:"path"`
		Line  int    `json:"line"`
		Error string `json:"error"`
	} `json:"failures"`
}

func faultSuite(t *testing.T) {
	t.Helper()
	if os.Getenv("CANON_FAULT") == "" {
		t.Skip("CANON_FAULT not set")
	}
}

// goodFiles are written next to every hostile file and must all be stored.
var goodFiles = map[string]string{
	"CLAUDE.md":           "# Rules\n\n## Security\n\n- SEC-001: Never log card numbers. (critical)\n- Always validate input at the boundary.\n",
	"docs/sops/deploy.md": "---\ncategory: sop\n---\n\n# Deploying\n\n## Requirements\n\n- Tag the release.\n",
	"data/services.csv":   "id,owner\npayments,team-a\nledger,team-b\n",
}

func TestFault_HostileFiles(t *testing.T) {
	faultSuite(t)
	var rows, rules strings.Builder
	rows.WriteString("id,name,value\n")
	for i := range 400_000 {
		fmt.Fprintf(&rows, "%d,n%d,v\n", i, i)
	}
	rules.WriteString("# Rules\n\n")
	for i := range 135_000 {
		fmt.Fprintf(&rules, "- Always do thing number %d before merging.\n", i)
	}
	for _, tc := range []struct {
		name, path, body string
		line             int
		msg              string
	}{
		{"alias bomb", "bomb.yaml", testutil.AliasBomb(6), 4, "YAML nodes reached through aliases"},
		{"alias bomb 8 levels", "bomb.yaml", testutil.AliasBomb(8), 4, "YAML nodes reached through aliases"},
		{"nested list", "nest.md", testutil.NestedList(3000), 67, "nested more than 64 levels"},
		{"400k-row CSV", "big.csv", rows.String(), 20_002, "more than 20000 records"},
		{"135k rules", "AGENTS.md", rules.String(), 10_003, "more than 10000 rules"},
		{"name not UTF-8", "x\xffy.md", "# bad name\n", 0, "name is not valid UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			for p, body := range goodFiles {
				testutil.WriteFile(t, root, p, []byte(body))
			}
			testutil.WriteFile(t, root, tc.path, []byte(tc.body))
			data := filepath.Join(t.TempDir(), "data")
			r := must(t, "ingest", []int{0, 3}, "run", "--json", "--data", data, root)
			t.Logf("%s (%d bytes): %s, max RSS %d MB", tc.name, len(tc.body), r.wall.Round(time.Millisecond), r.maxRSS>>20)
			if r.wall > hostileWall || r.maxRSS > hostileRSS {
				t.Errorf("took %s and %d MB, bounds %s and %d MB", r.wall, r.maxRSS>>20, hostileWall, hostileRSS>>20)
			}
			var s summary
			if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
				t.Fatalf("summary: %v\n%s", err, tail(r.stdout, 500))
			}
			if s.TotalDocs != len(goodFiles) || len(s.Failures) != 1 {
				t.Fatalf("stored %d documents, failures %+v; want the %d good files and one failure", s.TotalDocs, s.Failures, len(goodFiles))
			}
			f := s.Failures[0]
			wantPath := tc.path
			if tc.line == 0 {
				wantPath = filepath.Join(root, `x\xffy.md`)
			}
			if f.Path != wantPath || f.Line != tc.line || !strings.Contains(f.Error, tc.msg) {
				t.Errorf("failure %+v, want %s:%d %q", f, wantPath, tc.line, tc.msg)
			}
			out := must(t, "query", nil, "search", "card numbers", "--json", "--data", data).stdout
			if !strings.Contains(out, `"source_path": "CLAUDE.md"`) {
				t.Errorf("query after the run does not find CLAUDE.md:\n%s", tail(out, 500))
			}
			// The next run is clean and writes nothing.
			r2 := must(t, "ingest", []int{0, 3}, "run", "--json", "--data", data, root)
			var s2 summary
			if err := json.Unmarshal([]byte(r2.stdout), &s2); err != nil || s2.Added != 0 || s2.TotalDocs != len(goodFiles) {
				t.Errorf("second run: %+v %v", s2, err)
			}
		})
	}
}

// TestFault_LinkedDirectories links 18 directories to each other (two links
// each, no cycle): walked once per path, the last is reached 2^16 times.
func TestFault_LinkedDirectories(t *testing.T) {
	faultSuite(t)
	root := t.TempDir()
	const n = 18
	for i := 1; i <= n; i++ {
		testutil.WriteFile(t, root, fmt.Sprintf("d%02d/rules.md", i), []byte(fmt.Sprintf("# D%d\n\n- Always check d%d.\n", i, i)))
	}
	for i := 1; i < n; i++ {
		for j := i + 1; j <= min(i+2, n); j++ {
			if err := os.Symlink(fmt.Sprintf("../d%02d", j), filepath.Join(root, fmt.Sprintf("d%02d/l%02d", i, j))); err != nil {
				t.Fatal(err)
			}
		}
	}
	data := filepath.Join(t.TempDir(), "data")
	r := must(t, "ingest", nil, "run", "--json", "--data", data, root)
	var s summary
	if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d linked directories: %s, max RSS %d MB", n, r.wall.Round(time.Millisecond), r.maxRSS>>20)
	if r.wall > 5*time.Second || r.maxRSS > 300<<20 || s.TotalDocs != n || s.Failed != 0 {
		t.Errorf("took %s, %d MB, stored %d documents (%d failed); want under 5 s and 300 MB, %d documents", r.wall, r.maxRSS>>20, s.TotalDocs, s.Failed, n)
	}
}
