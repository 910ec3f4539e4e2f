package sources

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse_LineEnds(t *testing.T) {
	tests := []struct {
		name, text string
		lines      []string
		h2         int // line of the "## B" heading
	}{
		{"lf", "# A\n\ntext\n## B\n", []string{"# A", "", "text", "## B"}, 4},
		{"crlf", "# A\r\n\r\ntext\r\n## B\r\n", []string{"# A", "", "text", "## B"}, 4},
		{"cr", "# A\r\rtext\r## B\r", []string{"# A", "", "text", "## B"}, 4},
		{"cr-crlf", "# A\r\r\ntext\r\r\n## B\r\r\n", []string{"# A", "", "text", "", "## B", ""}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Parse(File{Path: "a.md"}, []byte(tt.text), ParseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.lines, doc.Lines); d != "" {
				t.Fatalf("lines (-want +got)\n%s", d)
			}
			var got int
			for _, s := range doc.Sections {
				if s.Heading == "B" {
					got = s.Start
				}
			}
			if got != tt.h2 {
				t.Fatalf("## B at line %d, want %d", got, tt.h2)
			}
		})
	}
	_, err := Parse(File{Path: "b.md"}, []byte("a\rb\r\x00"), ParseOptions{})
	if pe, ok := err.(*ParseError); !ok || pe.Line != 3 {
		t.Fatalf("binary error %v, want line 3", err)
	}
}

func TestParse_ERBPageTitle(t *testing.T) {
	text := "---\ntitle: Rotate a secret\n---\n# <%= current_page.data.title %>\n\n## Steps\n\nDo it.\n"
	doc, err := Parse(File{Path: "source/manual/rotate.html.md.erb"}, []byte(text), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range doc.Sections[1:] {
		got = append(got, strings.Join(s.Path, " > "))
	}
	if d := cmp.Diff([]string{"Rotate a secret", "Rotate a secret > Steps"}, got); d != "" {
		t.Fatalf("heading paths (-want +got)\n%s", d)
	}
}
