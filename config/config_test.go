package config

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestLoad_Good(t *testing.T) {
	dir, _ := filepath.Abs("testdata")
	c, err := Load("testdata/full.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := Config{
		Roots:              []string{filepath.Join(dir, "docs"), filepath.Join(filepath.Dir(dir), "rules")},
		Include:            []string{"**/*.md", "**/*.csv"},
		Exclude:            []string{"**/drafts/**"},
		Data:               filepath.Join(dir, "state"),
		Graph:              "postgres://canon@127.0.0.1:5432/canon",
		GraphSync:          true,
		MaxFileSize:        1 << 20,
		Workers:            2,
		LockTimeout:        5 * time.Second,
		Chunk:              Chunk{MaxTokens: 300, MinTokens: 20},
		ConstitutionLines:  40,
		ConstitutionTokens: 500,
		Retrieval:          DefaultRetrieval(),
		Jobs:               DefaultJobs(),
		Capsule:            DefaultCapsule(),
		Limits:             DefaultLimits(),
		Verify:             Verify{Profiles: []string{"kep", filepath.Join(dir, "profiles", "team.yaml")}},
	}
	if d := cmp.Diff(want, c, cmpopts.IgnoreUnexported(Config{})); d != "" {
		t.Fatalf("(-want +got)\n%s", d)
	}
	e, err := Load("testdata/empty.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if e.Data != filepath.Join(dir, ".canon") || e.ConstitutionLines != 60 {
		t.Fatalf("empty config did not keep defaults: %+v", e)
	}
}

func TestLoad_Bad(t *testing.T) {
	tests := map[string]string{
		"unknown-key": "line 2: field rots not found",
		"bad-glob":    `invalid glob "docs/[a-"`,
		"bad-chunk":   "chunk: want",
		"bad-graph":   `unsupported store "mysql"`,
		"bad-type":    "line 1",
		"bad-limits":  "limits.nesting_depth: 0 is not positive",
	}
	for name, want := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := Load(filepath.Join("testdata", name+".bad.yaml"))
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("error = %v, want it to contain %q", err, want)
			}
			if !strings.Contains(err.Error(), name+".bad.yaml") {
				t.Fatalf("error %v does not name the file", err)
			}
		})
	}
	if _, err := Load("testdata/missing.yaml"); err == nil {
		t.Fatal("missing file loaded")
	}
}

func TestLoadOrDefault(t *testing.T) {
	c, err := LoadOrDefault("")
	if err != nil || c.Data != Default().Data || c.Dir() != "" {
		t.Fatalf("no path: %+v, %v", c, err)
	}
	c, err = LoadOrDefault("testdata/full.good.yaml")
	if err != nil || c.Workers != 2 {
		t.Fatalf("with a path: workers %d, %v", c.Workers, err)
	}
	if _, err := LoadOrDefault("testdata/unknown-key.bad.yaml"); err == nil {
		t.Fatal("bad file accepted")
	}
}
