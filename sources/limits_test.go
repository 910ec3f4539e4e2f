package sources

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

func TestParseLimits(t *testing.T) {
	var csvRows, manyRules, yamlList strings.Builder
	csvRows.WriteString("id,name\n")
	for i := range 30 {
		fmt.Fprintf(&csvRows, "%d,n%d\n", i, i)
	}
	manyRules.WriteString("# Rules\n\n")
	for i := range 30 {
		fmt.Fprintf(&manyRules, "- Always do thing %d before merging.\n", i)
	}
	for i := range 30 {
		fmt.Fprintf(&yamlList, "- id: r%d\n", i)
	}
	deepYAML := "a:" + strings.Repeat(" {b:", 20) + " 1" + strings.Repeat("}", 20) + "\n"
	lim := Limits{AliasNodes: 500, Records: 20, Rules: 20, Depth: 10}
	for _, tc := range []struct {
		name, path, text string
		line             int
		msg              string
	}{
		{"alias bomb", "bomb.yaml", testutil.AliasBomb(6), 3, "more than 500 YAML nodes reached through aliases"},
		{"nested list", "n.md", testutil.NestedList(3000), 13, "lists or block quotes nested more than 10 levels"},
		{"one-line list", "n.md", "# x\n\n" + strings.Repeat("- ", 11) + "x\n", 3, "nested more than 10 levels"},
		{"block quotes", "q.md", "# x\n\n" + strings.Repeat("> ", 11) + "x\n", 3, "nested more than 10 levels"},
		{"csv rows", "t.csv", csvRows.String(), 22, "more than 20 records"},
		{"yaml records", "t.yaml", yamlList.String(), 21, "more than 20 records"},
		{"rules", "CLAUDE.md", manyRules.String(), 23, "more than 20 rules"},
		{"yaml depth", "d.yaml", deepYAML, 1, "YAML nested more than 10 levels"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := Parse(File{Path: tc.path}, []byte(tc.text), ParseOptions{Limits: lim})
			// A guard against the unbounded cases (a 3,000-level list took
			// 56 s before the nesting limit; now ~0.05 s), loose enough
			// for a loaded machine: go test ./... beside other work once
			// took 1.1 s here.
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %s", d)
			}
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrLimit) {
				t.Fatalf("err %v, want a ParseError wrapping ErrLimit", err)
			}
			if pe.Line != tc.line || !strings.Contains(pe.Err.Error(), tc.msg) {
				t.Errorf("got line %d %q, want line %d %q", pe.Line, pe.Err, tc.line, tc.msg)
			}
		})
	}
}

// TestParseWithinLimits: files at the limits parse, and the defaults admit
// what the bounded files hold.
func TestParseWithinLimits(t *testing.T) {
	lim := Limits{AliasNodes: 500, Records: 30, Rules: 30, Depth: 10}
	for name, text := range map[string]string{
		"small.yaml": testutil.AliasBomb(1),
		"n.md":       testutil.NestedList(10),
		"q.md":       "# x\n\n" + strings.Repeat("> ", 10) + "x\n",
		"code.md":    "# x\n\n```\n" + strings.Repeat(" ", 200) + "x\n```\n",
	} {
		if _, err := Parse(File{Path: name}, []byte(text), ParseOptions{Limits: lim}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	doc, err := Parse(File{Path: "bomb.yaml"}, []byte(testutil.AliasBomb(2)), ParseOptions{})
	if err != nil || len(doc.Records) != 1 || len(doc.Records[0].Fields) != 10+100+1000 {
		t.Errorf("two levels with the default limits: err %v", err)
	}
}

func TestParseDefaultBombFast(t *testing.T) {
	start := time.Now()
	_, err := Parse(File{Path: "bomb.yaml"}, []byte(testutil.AliasBomb(8)), ParseOptions{})
	if !errors.Is(err, ErrLimit) {
		t.Errorf("err %v, want ErrLimit", err)
	}
	if d := time.Since(start); d > 5*time.Second { // unbounded, it ran out of 24 GB
		t.Errorf("rejecting the bomb took %s", d)
	}
}

func TestParseContextCancelled(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name\n")
	for i := range 10000 {
		fmt.Fprintf(&b, "%d,n\n", i)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := ParseContext(ctx, File{Path: "t.csv"}, []byte(b.String()), ParseOptions{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
	var pe *ParseError
	if errors.As(err, &pe) {
		t.Errorf("a cancelled parse is not the file's fault: %v", err)
	}
}

func TestParseTimeBudget(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name\n")
	for i := range 15000 {
		fmt.Fprintf(&b, "%d,n\n", i)
	}
	_, err := Parse(File{Path: "t.csv"}, []byte(b.String()), ParseOptions{Limits: Limits{FileTime: time.Nanosecond}})
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrLimit) || pe.Line != 65 {
		t.Errorf("err %v, want a time budget ErrLimit at line 65", err)
	}
}
