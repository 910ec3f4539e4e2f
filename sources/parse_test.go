package sources

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rogpeppe/go-internal/txtar"
)

// loadArchive reads testdata/name.txtar; files under bom/ get a BOM and
// files under crlf/ CRLF line ends (the prefix is removed from the path).
func loadArchive(t testing.TB, name string) map[string][]byte {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name+".txtar"))
	if err != nil {
		t.Fatalf("read archive %s: %v", name, err)
	}
	files := map[string][]byte{}
	for _, f := range a.Files {
		p, data := f.Name, f.Data
		switch {
		case strings.HasPrefix(p, "bom/"):
			p, data = strings.TrimPrefix(p, "bom/"), append([]byte("\uFEFF"), data...)
		case strings.HasPrefix(p, "crlf/"):
			p, data = strings.TrimPrefix(p, "crlf/"), []byte(strings.ReplaceAll(string(data), "\n", "\r\n"))
		}
		files[p] = data
	}
	return files
}

// parseFixture parses one archive file and checks the document invariants.
func parseFixture(t *testing.T, files map[string][]byte, p string) *Document {
	t.Helper()
	data, ok := files[p]
	if !ok {
		t.Fatalf("fixture %s missing", p)
	}
	d, err := Parse(File{Root: "/r", Path: p}, data, ParseOptions{})
	if err != nil {
		t.Fatalf("parse %s: %v", p, err)
	}
	checkInvariants(t, d)
	return d
}

type secSummary struct {
	Slug         string
	Level        int
	Start, End   int
	TreeEnd      int
	Parent       int
	JoinedPathOf string
}

func summarise(ss []Section) []secSummary {
	out := make([]secSummary, len(ss))
	for i, s := range ss {
		out[i] = secSummary{s.Slug, s.Level, s.Start, s.End, s.TreeEnd, s.Parent, strings.Join(s.Path, " > ")}
	}
	return out
}

func TestParse_Markdown(t *testing.T) {
	files := loadArchive(t, "markdown")
	tests := []struct {
		path      string
		title     string
		bodyStart int
		meta      map[string]any
		metaLines map[string]int
		sections  []secSummary
		blocks    []Block
		links     []Link
	}{
		{
			path: "docs/plain.md", title: "Title One", bodyStart: 1,
			sections: []secSummary{
				{"", 0, 1, 2, 2, -1, ""},
				{"title-one", 1, 3, 12, 22, -1, "Title One"},
				{"setext-heading", 2, 13, 19, 19, 1, "Title One > Setext Heading"},
				{"title-one-1", 2, 20, 22, 22, 1, "Title One > Title One"},
			},
			blocks: []Block{
				{"paragraph", 1, 1}, {"heading", 3, 3}, {"paragraph", 5, 6}, {"code", 8, 11},
				{"heading", 13, 14}, {"item", 16, 16}, {"item", 17, 18}, {"heading", 20, 20},
				{"link_reference", 22, 22},
			},
			links: []Link{
				{Text: "a link", Target: "../other.md#part", Line: 5, Resolved: "other.md"},
				{Text: "https://example.com/x", Target: "https://example.com/x", Line: 5},
				{Text: "ref", Target: "./sub/ref%20file.md?x=1", Line: 6, Resolved: "docs/sub/ref file.md"},
				{Text: "up", Target: "../../outside.md", Line: 6},
				{Text: "frag", Target: "#title-one", Line: 6, Resolved: "docs/plain.md"},
			},
		},
		{
			path: "docs/fm.md", title: "Front Title", bodyStart: 6,
			meta:      map[string]any{"title": "Front Title", "owner": "team-a", "tags": []any{"a", "b"}},
			metaLines: map[string]int{"title": 2, "owner": 3, "tags": 4},
			sections:  []secSummary{{"", 0, 6, 5, 5, -1, ""}, {"body-h1", 1, 6, 8, 8, -1, "Body H1"}},
			blocks:    []Block{{"heading", 6, 6}, {"paragraph", 8, 8}},
		},
		{
			path: "docs/empty-fm.md", title: "Only Body", bodyStart: 3,
			meta: map[string]any{}, metaLines: map[string]int{},
			sections: []secSummary{{"", 0, 3, 2, 2, -1, ""}, {"only-body", 1, 3, 3, 3, -1, "Only Body"}},
			blocks:   []Block{{"heading", 3, 3}},
		},
		{
			path: "docs/unicode.md", title: "Café – Überblick 🚀", bodyStart: 1,
			sections: []secSummary{
				{"", 0, 1, 0, 0, -1, ""},
				{"café--überblick-", 1, 1, 4, 5, -1, "Café – Überblick 🚀"},
				{"café--überblick--1", 2, 5, 5, 5, 1, "Café – Überblick 🚀 > Café – Überblick 🚀"},
			},
			blocks: []Block{{"heading", 1, 1}, {"paragraph", 3, 3}, {"heading", 5, 5}},
		},
		{
			path: "docs/bom.md", title: "With BOM", bodyStart: 4,
			meta: map[string]any{"title": "With BOM"}, metaLines: map[string]int{"title": 2},
			sections: []secSummary{{"", 0, 4, 3, 3, -1, ""}, {"h", 1, 4, 6, 6, -1, "H"}},
			blocks:   []Block{{"heading", 4, 4}, {"paragraph", 6, 6}},
		},
		{
			path: "docs/crlf.md", title: "CRLF doc", bodyStart: 4,
			meta: map[string]any{"title": "CRLF doc"}, metaLines: map[string]int{"title": 2},
			sections: []secSummary{
				{"", 0, 4, 3, 3, -1, ""}, {"first", 1, 4, 7, 10, -1, "First"}, {"second", 2, 8, 10, 10, 1, "First > Second"},
			},
			blocks: []Block{{"heading", 4, 4}, {"paragraph", 6, 6}, {"heading", 8, 8}, {"paragraph", 10, 10}},
		},
		{
			path: "docs/no-close.md", title: "Heading", bodyStart: 1,
			sections: []secSummary{{"", 0, 1, 2, 2, -1, ""}, {"heading", 1, 3, 3, 3, -1, "Heading"}},
			blocks:   []Block{{"thematic_break", 1, 1}, {"paragraph", 2, 2}, {"heading", 3, 3}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != KindDoc || d.Title != tc.title || d.BodyStart != tc.bodyStart {
				t.Errorf("kind %s title %q body start %d, want doc %q %d", d.Kind, d.Title, d.BodyStart, tc.title, tc.bodyStart)
			}
			if diff := cmp.Diff(tc.meta, d.Meta); diff != "" {
				t.Errorf("meta (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.metaLines, d.MetaLines); diff != "" {
				t.Errorf("meta lines (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.sections, summarise(d.Sections)); diff != "" {
				t.Errorf("sections (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.blocks, d.Blocks, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("blocks (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.links, d.Links, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("links (-want +got):\n%s", diff)
			}
			for i, l := range d.Lines {
				if strings.ContainsAny(l, "\r\n") || (i == 0 && strings.HasPrefix(l, "\uFEFF")) {
					t.Errorf("line %d %q keeps a terminator or BOM", i+1, l)
				}
			}
		})
	}
}

func TestParse_Errors(t *testing.T) {
	sot := loadArchive(t, "sot")
	tests := []struct {
		name string
		path string
		data []byte
		opt  ParseOptions
		want error
		line int
	}{
		{"binary", "a.md", []byte("ok\nbad\x00byte\n"), ParseOptions{}, ErrBinary, 2},
		{"utf8", "a.md", []byte("one\ntwo\nbad \xff\n"), ParseOptions{}, ErrInvalidUTF8, 3},
		{"too large", "a.md", []byte("0123456789"), ParseOptions{MaxSize: 5}, ErrTooLarge, 0},
		{"front matter", "a.md", []byte("---\ntitle: x\nbad: [\n---\nbody\n"), ParseOptions{}, ErrFrontMatter, 3},
		{"front matter indent", "a.md", []byte("---\na: 1\n  b: 2\n---\n"), ParseOptions{}, ErrFrontMatter, 3},
		{"front matter nested duplicate", "a.md", []byte("---\na:\n  b: 1\n  b: 2\n---\n"), ParseOptions{}, ErrFrontMatter, 4},
		{"front matter list", "a.md", []byte("---\n- a\n- b\n---\n"), ParseOptions{}, ErrFrontMatter, 2},
		{"csv", "data/bad.csv", sot["data/bad.csv"], ParseOptions{}, ErrCSV, 2},
		{"yaml", "data/bad.yaml", sot["data/bad.yaml"], ParseOptions{}, ErrYAML, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(File{Path: tc.path}, tc.data, tc.opt)
			var pe *ParseError
			if d != nil || !errors.As(err, &pe) || !errors.Is(err, tc.want) {
				t.Fatalf("got %v, %v; want *ParseError wrapping %v", d, err, tc.want)
			}
			if pe.Path != tc.path || pe.Line != tc.line {
				t.Errorf("error at %s:%d, want %s:%d (%v)", pe.Path, pe.Line, tc.path, tc.line, err)
			}
		})
	}
}

// TestParse_RepeatedKeys: a top-level front-matter key given twice keeps
// its last value and line, as Ruby's and Python's YAML readers keep it
// (a GOV.UK page repeats section:), and is reported.
func TestParse_RepeatedKeys(t *testing.T) {
	d, err := Parse(File{Path: "a.md"}, []byte("---\na: 1\nb: 2\na: 3\nc: [x]\nb: 4\na: 5\n---\n# T\n"), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Meta["a"] != 5 || d.Meta["b"] != 4 || d.MetaLines["a"] != 7 || d.MetaLines["b"] != 6 || d.MetaLines["c"] != 5 {
		t.Errorf("meta %v, lines %v; want a=5 at 7, b=4 at 6, c at 5", d.Meta, d.MetaLines)
	}
	want := []RepeatedKey{{Key: "b", Line: 6, First: 3}, {Key: "a", Line: 7, First: 2}} // one each, where it is used
	if !slices.Equal(d.RepeatedKeys, want) {
		t.Errorf("repeated %+v, want %+v", d.RepeatedKeys, want)
	}
	meta, lines, err := ReadFrontMatter(File{Path: "a.md"}, []byte("---\nsection: x\nsection: y\n---\n"), ParseOptions{})
	if err != nil || meta["section"] != "y" || lines["section"] != 3 {
		t.Errorf("ReadFrontMatter = %v, %v, %v; want section y at line 3", meta, lines, err)
	}
}

func TestParse_Lenient(t *testing.T) {
	tests := []struct {
		name string
		path string
		data string
		kind Kind
	}{
		{"mdc invalid yaml", "r.mdc", "---\nglobs: *.ts\n---\nbody\n", KindRule},
		{"cursorrules with broken front matter", ".cursorrules", "---\n: : [\n---\ntext\n", KindRule},
		{"empty file", "a.md", "", KindDoc},
		{"only newline", "a.md", "\n", KindDoc},
		{"lone CR", "a.md", "# a\rb\r", KindDoc},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(File{Path: tc.path}, []byte(tc.data), ParseOptions{})
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			checkInvariants(t, d)
			if d.Kind != tc.kind {
				t.Errorf("kind %s, want %s", d.Kind, tc.kind)
			}
		})
	}
}
