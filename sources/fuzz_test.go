package sources

import (
	"errors"
	"strings"
	"testing"
)

// addArchiveSeeds adds every file of the testdata archives as a seed.
func addArchiveSeeds(f *testing.F, add func(path string, data []byte)) {
	for _, name := range []string{"markdown", "rules", "adr", "sop", "sot"} {
		for p, data := range loadArchive(f, name) {
			add(p, data)
		}
	}
}

func FuzzFrontMatter(f *testing.F) {
	addArchiveSeeds(f, func(_ string, data []byte) { f.Add(string(data)) })
	f.Add("---\r\na: 1\r\n---\r\n")
	f.Add("---\n&a [*a]\n---\n")
	f.Fuzz(func(t *testing.T, text string) {
		fm, err := parseFrontMatter(text)
		if err != nil {
			var pe *posError
			if !errors.As(err, &pe) || !errors.Is(err, ErrFrontMatter) || pe.line < 1 {
				t.Fatalf("error %v is not a positioned front-matter error", err)
			}
			return
		}
		if fm.bodyOff < 0 || fm.bodyOff > len(text) || fm.bodyStart < 1 {
			t.Fatalf("body at offset %d line %d of %d bytes", fm.bodyOff, fm.bodyStart, len(text))
		}
		if got := 1 + strings.Count(text[:fm.bodyOff], "\n"); fm.present && got != fm.bodyStart && fm.bodyOff < len(text) {
			t.Fatalf("body line %d, offset says %d", fm.bodyStart, got)
		}
		for k, l := range fm.lines {
			if l < 2 || l >= fm.bodyStart {
				t.Fatalf("key %q at line %d outside the front matter (body %d)", k, l, fm.bodyStart)
			}
		}
	})
}

func FuzzParse(f *testing.F) {
	addArchiveSeeds(f, func(p string, data []byte) { f.Add(p, data) })
	f.Fuzz(func(t *testing.T, p string, data []byte) {
		d, err := Parse(File{Path: p}, data, ParseOptions{})
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Path != p {
				t.Fatalf("error %v is not a *ParseError for %q", err, p)
			}
			return
		}
		checkInvariants(t, d)
	})
}
