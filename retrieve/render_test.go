package retrieve

import (
	"strings"
	"testing"
)

func TestMDInline(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"docs/sops/error_handling.md", "docs/sops/error_handling.md"},
		{"docs/_drafts/*.md", "docs/\\_drafts/\\*.md"},
		{"# not a heading", "\\# not a heading"},
		{"a [link](x) and `code` <b>|", "a \\[link\\](x) and \\`code\\` \\<b\\>\\|"},
		{"two\nlines", "two lines"},
		{"C#", "C#"},
	} {
		if got := mdInline(tc.in); got != tc.want {
			t.Errorf("mdInline(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A file name or section that looks like Markdown stays one heading, and a
// decision's status shows beside its citation.
func TestWriteMarkdown_escapes(t *testing.T) {
	p := &Pack{
		Task: "fix *everything*\n# now",
		Items: []Item{
			{Rank: 1, SourcePath: "docs/[draft]_notes.md", LineStart: 1, LineEnd: 2, Section: "`x` <y>", Text: "Body."},
			{Rank: 2, DocKind: "adr", SourcePath: "docs/adr/0002-cache.md", LineStart: 3, LineEnd: 9, Status: "superseded", Text: "We cache."},
		},
	}
	var b strings.Builder
	if err := p.WriteMarkdown(&b, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"# Context for: fix \\*everything\\* # now\n",
		"### 1. docs/\\[draft\\]\\_notes.md:1-2 (\\`x\\` \\<y\\>)\n",
		"### 2. docs/adr/0002-cache.md:3-9 {superseded}\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, out)
		}
	}
}

// mdInline scans bytes; mdInlineRunes is the rune-by-rune reading it
// replaced, kept for text that is not valid UTF-8 and needs escaping: the
// two agree byte for byte on any text.
func FuzzMDInline(f *testing.F) {
	for _, s := range []string{
		"", "_", "a_b", "_a", "a_", "é_ü", "日本_語", "x_[y]_z", "#_#", "a\r\nb", "a_\nb", "\\`*_[]<>|#",
		"docs/sops/error_handling.md", "snake_case_name.go#L1", "a__b", "1_2", "a_ b", "ß_", "_日", "\x80", "\x80_a", "a_\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := s // the text that needs no escaping is returned as it is
		if strings.ContainsAny(s, "\\`*_[]<>|#\r\n") {
			want = mdInlineRunes(s)
		}
		if got := mdInline(s); got != want {
			t.Errorf("mdInline(%q) = %q, rune by rune %q", s, got, want)
		}
	})
}
