package retrieve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/budget"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

// examplesEngine ingests examples/ into a temporary data directory.
func examplesEngine(t *testing.T) (*Opened, string) {
	t.Helper()
	root := testutil.Examples(t)
	return rootEngine(t, root), root
}

// rootEngine ingests root into a temporary data directory and opens an
// engine over it, closed when the test ends.
func rootEngine(t *testing.T, root string) *Opened {
	t.Helper()
	ctx := context.Background()
	dir := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{root}, Data: dir}); err != nil {
		t.Fatal(err)
	}
	o, err := OpenReader(ctx, dir, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = o.Close() }) // read-only: nothing to lose
	return o
}

func TestContext_Examples(t *testing.T) {
	o, root := examplesEngine(t)
	ctx := context.Background()
	tests := []struct {
		name, task, mode string
		files            []string
		wantPath         string // among the items
		wantCons         string // a constitution rule ID
	}{
		{"migration", "add a database migration for the ledger table", "execution", []string{"services/ledger/migrations/001.sql"}, "docs/sops/database-migrations.md", "LED-001"},
		{"payments", "add idempotency keys to payment retries", "execution", []string{"services/payments/retry.go"}, "services/payments/AGENTS.md", "SEC-001"},
		{"decision", "which database does the ledger use", "review", nil, "docs/adr/0004-use-cockroachdb-for-the-ledger.md", "SEC-002"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := Request{Task: tt.task, Mode: tt.mode, Files: tt.files, Modes: config.DefaultRetrieval()}
			p, err := o.Context(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, it := range p.Items {
				found = found || it.SourcePath == tt.wantPath
				checkCitation(t, root, it.SourcePath, it.LineStart, it.LineEnd, it.Text, it.Kind == "sop")
			}
			if !found {
				t.Errorf("no item from %s in %+v", tt.wantPath, p.Items)
			}
			if !strings.Contains(p.Constitution.Text, tt.wantCons) {
				t.Errorf("constitution lacks %s:\n%s", tt.wantCons, p.Constitution.Text)
			}
			// Deterministic: the same request gives the same bytes.
			a, _ := json.Marshal(p)
			p2, err := o.Context(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(p2)
			if !bytes.Equal(a, b) {
				t.Error("two runs differ")
			}
		})
	}
}

// checkCitation verifies an item's text is the source's lines (or, for an
// SOP metadata item, that each quoted requirement lies in the range).
func checkCitation(t *testing.T, root, p string, start, end int, text string, meta bool) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(p)))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if start < 1 || end < start || end > len(lines) {
		t.Fatalf("%s:%d-%d out of range (%d lines)", p, start, end, len(lines))
	}
	span := strings.Join(lines[start-1:end], "\n")
	if meta {
		for _, l := range strings.Split(text, "\n") {
			if r, ok := strings.CutPrefix(l, "- "); ok && !strings.Contains(span, r) {
				t.Errorf("%s:%d-%d does not hold requirement %q", p, start, end, r)
			}
		}
		return
	}
	if span != text {
		t.Errorf("%s:%d-%d is\n%q\nitem text is\n%q", p, start, end, span, text)
	}
}

func TestContext_BadInput(t *testing.T) {
	o, _ := examplesEngine(t)
	ctx := context.Background()
	tests := []struct {
		name string
		req  Request
		want error
	}{
		{"empty task", Request{Task: "  "}, ErrEmptyTask},
		{"unknown mode", Request{Task: "x", Mode: "chat"}, config.ErrUnknownMode},
		{"dotdot", Request{Task: "x", Files: []string{"../secrets"}}, ErrBadFile},
		{"absolute", Request{Task: "x", Files: []string{"/etc/passwd"}}, ErrBadFile},
		{"tiny budget", Request{Task: "x", Budget: 10}, budget.ErrTooSmall},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := o.Context(ctx, tt.req); !errors.Is(err, tt.want) {
				t.Errorf("error %v, want %v", err, tt.want)
			}
		})
	}
}

func TestContext_ConstitutionCap(t *testing.T) {
	o, _ := examplesEngine(t)
	p, err := o.Context(context.Background(), Request{Task: "refactor the invoice loader", ConstitutionLines: 3})
	if err != nil {
		t.Fatal(err)
	}
	if p.Constitution.Lines > 3 || len(p.Constitution.Rules) != 3 || len(p.Constitution.Truncated) == 0 {
		t.Errorf("cap 3: %d lines, %d rules, %d truncated", p.Constitution.Lines, len(p.Constitution.Rules), len(p.Constitution.Truncated))
	}
}

// Over the token cap the constitution keeps, among rules of one priority,
// those closest to the task and files, and lists the others as cut by it.
func TestContext_ConstitutionTokenCap(t *testing.T) {
	o, _ := examplesEngine(t)
	ctx := context.Background()
	full, err := o.Context(ctx, Request{Task: "pin the dependency versions before the upgrade"})
	if err != nil {
		t.Fatal(err)
	}
	const limit = 100
	if full.Constitution.Tokens <= limit || len(full.Constitution.Truncated) != 0 {
		t.Fatalf("uncapped constitution: %d tokens, %d truncated; the test needs more than %d tokens", full.Constitution.Tokens, len(full.Constitution.Truncated), limit)
	}
	for _, tc := range []struct{ task, want string }{
		{"pin the dependency versions before the upgrade", "Dependencies must be pinned"},
		{"stop logging the card numbers at debug level", "Never log card numbers"},
	} {
		p, err := o.Context(ctx, Request{Task: tc.task, ConstitutionTokens: limit})
		if err != nil {
			t.Fatal(err)
		}
		c := p.Constitution
		cut := 0
		for _, g := range c.Truncated {
			cut += len(g.IDs)
		}
		if c.Tokens > limit || cut == 0 || len(c.Rules)+cut != len(full.Constitution.Rules) {
			t.Errorf("%q: %d tokens, %d rules kept, %d cut; want <= %d tokens and every rule kept or cut", tc.task, c.Tokens, len(c.Rules), cut, limit)
		}
		if !strings.Contains(c.Text, tc.want) {
			t.Errorf("%q: the constitution lost the rule closest to the task (%q):\n%s", tc.task, tc.want, c.Text)
		}
		groups := map[string]bool{}
		for _, r := range c.Truncated {
			if groups[r.SourcePath+"\x00"+r.Why] || r.Lines == "" || len(r.IDs) == 0 {
				t.Errorf("%q: cut group %+v: a file and cap grouped twice, or no lines or rules", tc.task, r)
			}
			groups[r.SourcePath+"\x00"+r.Why] = true
			if r.Why != "constitution cap of 100 tokens" {
				t.Errorf("%q: %v cut because %q", tc.task, r.IDs, r.Why)
			}
		}
	}
}

// Lists in the pack's JSON are lists, never null, when empty.
func TestContext_emptyListsInJSON(t *testing.T) {
	o, _ := examplesEngine(t)
	p, err := o.Context(context.Background(), Request{Task: "write docs"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"files":null`, `"contradictions":null`, `"warnings":null`, `"items":null`} {
		if strings.Contains(string(b), key) {
			t.Errorf("pack JSON holds %s", key)
		}
	}
}

func TestLineRanges(t *testing.T) {
	for _, tc := range []struct {
		spans [][2]int
		want  string
	}{
		{[][2]int{{10, 10}}, "10"},
		{[][2]int{{38, 38}, {31, 31}, {32, 35}, {40, 41}}, "31-35,38,40-41"},
		{[][2]int{{5, 9}, {6, 7}, {10, 10}, {12, 12}}, "5-10,12"},
		{[][2]int{{3, 4}, {3, 4}}, "3-4"},
	} {
		if got := lineRanges(tc.spans); got != tc.want {
			t.Errorf("lineRanges(%v) = %q, want %q", tc.spans, got, tc.want)
		}
	}
}
