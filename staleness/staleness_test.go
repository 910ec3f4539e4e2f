package staleness

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
)

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestParseInterval(t *testing.T) {
	tests := []struct {
		in      string
		want    Interval
		wantErr bool
	}{
		{"6 months", Interval{6, "month"}, false},
		{"3 Months", Interval{3, "month"}, false},
		{"1 year", Interval{1, "year"}, false},
		{"12 weeks", Interval{12, "week"}, false},
		{"90 days", Interval{90, "day"}, false},
		{"6mo", Interval{6, "month"}, false},
		{"2w", Interval{2, "week"}, false},
		{"1y", Interval{1, "year"}, false},
		{"month", Interval{1, "month"}, false},
		{"45", Interval{45, "day"}, false},
		{"", Interval{}, true},
		{"soon", Interval{}, true},
		{"0 days", Interval{}, true},
		{"6 fortnights", Interval{}, true},
		{"-3 months", Interval{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseInterval(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseInterval(%q) error = %v, wantErr %v", tt.in, err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, ErrInterval) {
				t.Fatalf("error %v does not wrap ErrInterval", err)
			}
			if got != tt.want {
				t.Fatalf("ParseInterval(%q) = %+v, want %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestInterval_AddTo(t *testing.T) {
	base := date("2026-01-31")
	tests := []struct {
		iv   Interval
		want string
	}{
		{Interval{10, "day"}, "2026-02-10"},
		{Interval{2, "week"}, "2026-02-14"},
		{Interval{1, "month"}, "2026-03-03"}, // AddDate normalises Feb 31
		{Interval{1, "year"}, "2027-01-31"},
	}
	for _, tt := range tests {
		if got := day(tt.iv.AddTo(base)); got != tt.want {
			t.Errorf("%v.AddTo(2026-01-31) = %s, want %s", tt.iv, got, tt.want)
		}
	}
}

func TestEvaluate(t *testing.T) {
	now := date("2026-11-22")
	md := sources.File{Path: "docs/sop.md", ModTime: now.AddDate(-1, 0, 0)}
	csv := sources.File{Path: "data/services.csv", ModTime: now.AddDate(0, 0, -45)}
	freshCSV := sources.File{Path: "data/services.csv", ModTime: now.AddDate(0, 0, -29)}
	lines := map[string]int{KeyLastReviewed: 8, KeyReviewIn: 9}
	tests := []struct {
		name string
		f    sources.File
		meta map[string]any
		want []finding.Finding
	}{
		{"review overdue", md, map[string]any{KeyLastReviewed: "2026-06-15", KeyReviewIn: "3 months"},
			[]finding.Finding{{Rule: RuleReviewDue, Severity: finding.Warn, Path: "docs/sop.md", Line: 8,
				Message: "review was due on 2026-09-15 (last_reviewed_on 2026-06-15 + review_in 3 months)"}}},
		{"review not due", md, map[string]any{KeyLastReviewed: "2026-10-01", KeyReviewIn: "6 months"}, nil},
		{"yaml timestamp value", md, map[string]any{KeyLastReviewed: date("2026-10-01"), KeyReviewIn: "2 months"}, nil},
		{"no review_in uses max age", md, map[string]any{KeyLastReviewed: "2026-10-01"},
			[]finding.Finding{{Rule: RuleReviewDue, Severity: finding.Warn, Path: "docs/sop.md", Line: 8,
				Message: "review was due on 2026-10-31 (last_reviewed_on 2026-10-01 + 30 days)"}}},
		{"bad date", md, map[string]any{KeyLastReviewed: "last spring", KeyReviewIn: "3 months"},
			[]finding.Finding{{Rule: RuleReviewInvalid, Severity: finding.Warn, Path: "docs/sop.md", Line: 8,
				Message: `last_reviewed_on: date "last spring" is not YYYY-MM-DD`}}},
		{"bad interval", md, map[string]any{KeyLastReviewed: "2026-10-01", KeyReviewIn: "soon"},
			[]finding.Finding{{Rule: RuleReviewInvalid, Severity: finding.Warn, Path: "docs/sop.md", Line: 9,
				Message: `review_in: staleness: invalid review interval: "soon" (want e.g. "6 months", "12 weeks", "1 year")`}}},
		{"review_in alone", md, map[string]any{KeyReviewIn: "3 months"},
			[]finding.Finding{{Rule: RuleReviewInvalid, Severity: finding.Warn, Path: "docs/sop.md", Line: 9,
				Message: "review_in without last_reviewed_on: the review date is unknown"}}},
		{"old markdown without fields is not judged", md, nil, nil},
		{"stale data file", csv, nil,
			[]finding.Finding{{Rule: RuleStale, Severity: finding.Warn, Path: "data/services.csv", Line: 0,
				Message: "source of truth last modified 2026-10-08, more than 30 days before the check; review it and record last_reviewed_on"}}},
		{"fresh data file", freshCSV, nil, nil},
		{"review fields override file time", csv, map[string]any{KeyLastReviewed: "2026-11-01", KeyReviewIn: "1 year"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Evaluate(tt.f, tt.meta, lines, now, 0)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Fatalf("(-want +got)\n%s", diff)
			}
		})
	}
}

func writeFile(t *testing.T, root, rel, content string, mod time.Time) sources.File {
	t.Helper()
	p := testutil.WriteFile(t, root, rel, []byte(content))
	if err := os.Chtimes(p, mod, mod); err != nil {
		t.Fatal(err)
	}
	return sources.File{Root: root, Path: rel, Abs: p, Size: int64(len(content)), ModTime: mod}
}

func TestCheck(t *testing.T) {
	root := t.TempDir()
	now := date("2026-11-22")
	old := now.AddDate(0, -3, 0)
	files := []sources.File{
		writeFile(t, root, "docs/sop.md", "---\r\ntitle: SOP\r\nlast_reviewed_on: 2026-01-10\r\nreview_in: 6 months\r\n---\r\n# SOP\r\n", now),
		writeFile(t, root, "docs/fresh.md", "\uFEFF---\ntitle: Fresh\nlast_reviewed_on: 2026-11-01\nreview_in: 90\n---\n# Fresh\n", old),
		writeFile(t, root, "docs/plain.md", "# No front matter — ünïcode\n", old),
		writeFile(t, root, "data/flags.yaml", "last_reviewed_on: 2025-11-01\nreview_in: 1 year\nflags:\n  a: 1\n", now),
		writeFile(t, root, "data/list.yaml", "- id: 1\n- id: 2\n", old),
		writeFile(t, root, "data/services.csv", "id,owner\n1,a\n", old),
		writeFile(t, root, "docs/broken.md", "---\ntitle: [unclosed\n---\n", now),
	}
	files = append(files, sources.File{Root: root, Path: "gone.md", Abs: filepath.Join(root, "gone.md")})
	rep, err := Check(context.Background(), files, now, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range rep.Findings {
		got = append(got, f.Rule+" "+f.Path+":"+strconv.Itoa(f.Line))
	}
	want := []string{
		"SOT-REVIEW-DUE data/flags.yaml:1",
		"SOT-REVIEW-DUE docs/sop.md:3",
		"SOT-STALE data/list.yaml:0",
		"SOT-STALE data/services.csv:0",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("findings (-want +got)\n%s", diff)
	}
	if rep.Checked != 6 {
		t.Errorf("Checked = %d, want 6", rep.Checked)
	}
	if len(rep.Skipped) != 2 || rep.Skipped[0].Path != "docs/broken.md" || rep.Skipped[1].Path != "gone.md" {
		t.Errorf("Skipped = %+v, want docs/broken.md and gone.md", rep.Skipped)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Check(ctx, files, now, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Check error = %v, want context.Canceled", err)
	}
}
