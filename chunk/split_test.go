package chunk

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
)

func parse(t testing.TB, path, text string) *sources.Document {
	t.Helper()
	f := sources.File{Root: "/r", Path: path, Abs: "/r/" + path, Size: int64(len(text)), ModTime: time.Unix(0, 0)}
	doc, err := sources.Parse(f, []byte(text), sources.ParseOptions{})
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	return doc
}

// checkCoverage asserts the package invariants on one document.
func checkCoverage(t testing.TB, doc *sources.Document, cs []Chunk, opt Options) {
	t.Helper()
	owner := make([]int, len(doc.Lines)+1)
	for i := range owner {
		owner[i] = -1
	}
	prevEnd := 0
	for i, c := range cs {
		if c.Index != i {
			t.Fatalf("%s: chunk %d has Index %d", doc.Path, i, c.Index)
		}
		if c.LineStart <= prevEnd || c.LineEnd < c.LineStart || c.LineEnd > len(doc.Lines) {
			t.Fatalf("%s: chunk %d lines %d-%d after %d (file has %d lines)", doc.Path, i, c.LineStart, c.LineEnd, prevEnd, len(doc.Lines))
		}
		if blank(doc.Lines[c.LineStart-1]) || blank(doc.Lines[c.LineEnd-1]) {
			t.Fatalf("%s: chunk %d starts or ends on a blank line", doc.Path, i)
		}
		if c.Text != strings.Join(doc.Lines[c.LineStart-1:c.LineEnd], "\n") {
			t.Fatalf("%s: chunk %d text is not its lines", doc.Path, i)
		}
		if c.Tokens != opt.withDefaults().Estimate(c.Text) {
			t.Fatalf("%s: chunk %d token count %d", doc.Path, i, c.Tokens)
		}
		for l := c.LineStart; l <= c.LineEnd; l++ {
			owner[l] = i
		}
		prevEnd = c.LineEnd
	}
	for l := doc.BodyStart; l <= len(doc.Lines); l++ {
		if !blank(doc.Lines[l-1]) && owner[l] < 0 {
			t.Fatalf("%s: body line %d %q is in no chunk", doc.Path, l, doc.Lines[l-1])
		}
	}
	for l := 1; l < doc.BodyStart && l <= len(doc.Lines); l++ {
		if owner[l] >= 0 {
			t.Fatalf("%s: front matter line %d is in chunk %d", doc.Path, l, owner[l])
		}
	}
}

func TestSplit_Sections(t *testing.T) {
	text := "---\ntitle: t\n---\n\nIntro paragraph that is long enough to stand on its own as a chunk of text here.\n\n# Top\n\n## A\n\n" +
		strings.Repeat("Alpha sentence with several words in it for the estimator to count. ", 8) + "\n\n## B\n\nshort\n"
	doc := parse(t, "a.md", text)
	cs := Split(doc, Options{MaxTokens: 400, MinTokens: 10})
	checkCoverage(t, doc, cs, Options{})
	var got []string
	for _, c := range cs {
		got = append(got, fmt.Sprintf("%s %d-%d", c.Heading, c.LineStart, c.LineEnd))
	}
	// The preamble is its own chunk; "# Top" alone is tiny and merges
	// forward, and the tiny last section "## B" merges back, so everything
	// after the preamble lies under Top.
	if len(cs) < 2 || cs[0].LineStart != 5 || cs[0].Heading != "" {
		t.Fatalf("chunks %v", got)
	}
	for _, c := range cs[1:] {
		if !strings.HasPrefix(c.Heading, "Top") {
			t.Fatalf("chunk outside Top: %v", got)
		}
	}
}

func TestSplit_LongSectionSplitsAtBlocks(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Long\n\n")
	for i := range 40 {
		fmt.Fprintf(&b, "Paragraph %d talks about retries, idempotency keys and the ledger in some detail.\n\n", i)
	}
	b.WriteString("- item one\n- item two\n")
	doc := parse(t, "long.md", b.String())
	opt := Options{MaxTokens: 100, MinTokens: 10}
	cs := Split(doc, opt)
	checkCoverage(t, doc, cs, opt)
	if len(cs) < 5 {
		t.Fatalf("%d chunks for a long section", len(cs))
	}
	starts := map[int]bool{}
	for _, bl := range doc.Blocks {
		starts[bl.Start] = true
	}
	for _, c := range cs {
		if c.Tokens > opt.MaxTokens {
			t.Errorf("chunk %d has %d tokens > %d", c.Index, c.Tokens, opt.MaxTokens)
		}
		if c.Index > 0 && !starts[c.LineStart] {
			t.Errorf("chunk %d starts at line %d, not a block start", c.Index, c.LineStart)
		}
		if c.Heading != "Long" {
			t.Errorf("chunk %d heading %q", c.Index, c.Heading)
		}
	}
}

func TestSplit_OversizedBlockSplitsByLines(t *testing.T) {
	code := "```go\n" + strings.Repeat("fmt.Println(\"a long line of code that repeats\")\n", 200) + "```\n"
	doc := parse(t, "code.md", "# Code\n\n"+code)
	opt := Options{MaxTokens: 120}
	cs := Split(doc, opt)
	checkCoverage(t, doc, cs, opt)
	for _, c := range cs {
		if c.Tokens > opt.MaxTokens {
			t.Errorf("chunk %d: %d tokens", c.Index, c.Tokens)
		}
	}
}

func TestSplit_EmptyAndBlank(t *testing.T) {
	for _, text := range []string{"", "\n\n\n", "---\ntitle: x\n---\n", "   \n\t\n"} {
		doc := parse(t, "e.md", text)
		if cs := Split(doc, Options{}); len(cs) != 0 {
			t.Errorf("%q: %d chunks", text, len(cs))
		}
	}
}

// randomMarkdown builds a random document from realistic pieces.
func randomMarkdown(r *rand.Rand) string {
	var b strings.Builder
	if r.IntN(3) == 0 {
		b.WriteString("---\ntitle: random\ntags: [a, b]\n---\n")
	}
	words := strings.Fields("the ledger must never lose money retries use idempotency keys migrations run concurrently errors wrap context deploy from tags café 日本")
	para := func() string {
		n := 3 + r.IntN(60)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = words[r.IntN(len(words))]
		}
		return strings.Join(ws, " ")
	}
	for range 1 + r.IntN(25) {
		switch r.IntN(10) {
		case 0, 1:
			fmt.Fprintf(&b, "%s %s\n", strings.Repeat("#", 1+r.IntN(6)), para())
		case 2:
			fmt.Fprintf(&b, "%s\n%s\n", para(), []string{"===", "---"}[r.IntN(2)])
		case 3:
			for range 1 + r.IntN(6) {
				fmt.Fprintf(&b, "- %s\n", para())
				if r.IntN(3) == 0 {
					fmt.Fprintf(&b, "  - %s\n", para())
				}
			}
		case 4:
			fmt.Fprintf(&b, "```\n# not a heading\n%s\n```\n", para())
		case 5:
			fmt.Fprintf(&b, "| a | b |\n|---|---|\n| %s | x |\n", para())
		case 6:
			fmt.Fprintf(&b, "> %s\n", para())
		case 7:
			fmt.Fprintf(&b, "<div>\n%s\n</div>\n", para())
		case 8:
			fmt.Fprintf(&b, "[ref]: https://example.com/%d\n", r.IntN(9))
		default:
			b.WriteString(para() + "\n")
		}
		b.WriteString(strings.Repeat("\n", r.IntN(3)))
	}
	s := b.String()
	if r.IntN(4) == 0 {
		s = strings.ReplaceAll(s, "\n", "\r\n")
	}
	return s
}

func TestSplit_CoverageRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 400 {
		text := randomMarkdown(r)
		doc := parse(t, fmt.Sprintf("rand%d.md", i), text)
		opt := Options{MaxTokens: 60 + r.IntN(400), MinTokens: r.IntN(50)}
		checkCoverage(t, doc, Split(doc, opt), opt)
	}
}

func FuzzSplit(f *testing.F) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		f.Add(randomMarkdown(r), 100)
	}
	f.Add("# a\n\n- b\n- c\n", 50)
	f.Fuzz(func(t *testing.T, text string, max int) {
		if max < 1 || max > 2000 {
			return
		}
		f := sources.File{Root: "/r", Path: "f.md", Abs: "/r/f.md", Size: int64(len(text))}
		doc, err := sources.Parse(f, []byte(text), sources.ParseOptions{})
		if err != nil {
			return
		}
		opt := Options{MaxTokens: max}
		checkCoverage(t, doc, Split(doc, opt), opt)
	})
}

func TestSplit_CoverageCorpora(t *testing.T) {
	root := testutil.Corpora(t)
	n, chunks := 0, 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !strings.HasSuffix(p, ".md") && !strings.HasSuffix(p, ".mdc") && !strings.HasSuffix(p, ".md.erb") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		f := sources.File{Root: root, Path: filepath.ToSlash(rel), Abs: p, Size: int64(len(b))}
		doc, err := sources.Parse(f, b, sources.ParseOptions{})
		if err != nil {
			return nil // parse failures are the sources package's business
		}
		cs := Split(doc, Options{})
		checkCoverage(t, doc, cs, Options{})
		n++
		chunks += len(cs)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("coverage holds on %d corpus Markdown files (%d chunks)", n, chunks)
	if n < 2000 {
		t.Fatalf("only %d files checked", n)
	}
}

func BenchmarkSplit(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	var docs []*sources.Document
	size := 0
	for i := range 50 {
		text := randomMarkdown(r)
		size += len(text)
		docs = append(docs, parse(b, fmt.Sprintf("b%d.md", i), text))
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, d := range docs {
			Split(d, Options{})
		}
	}
}
