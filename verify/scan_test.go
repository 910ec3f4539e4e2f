package verify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestScanner_sameMatches requires a scanner to find what its regexp
// finds over the whole text, for every pattern scanned, over the texts of
// the labelled sets, their concatenation and texts at the edges of runs.
func TestScanner_sameMatches(t *testing.T) {
	scanners := allScanners(t)
	texts := []string{
		"", "May 4, 2026", "(May 4, 2026)", "ſeptember 3, 2021; on 4 \u212aEP-12", "KEP-12", "#123 and #45;#678",
		"in 2019.", "since early-2021%", "USD 12 and 12 usd and uſd 3, £4 and €5", "SIX weeks, ſix days, twenty-one",
		"v1.2.3 and xv1.2 and v1.2-3", "kubernetes v1.33, K8s 1.2", "\x00May\x7f4, 2026\n", "enhancement #42 and proposals (#7)", "v.#123 x#45",
		"See <!-- a note --> and https://example.org/x?y=1 or [Status](#status).\n```go\nx := 2026-01-02\n```\n~~~\nMay 4, 2026\n~~~\n",
		"it is not the owner", "rather than \"beta\"", "NEVER an", "instead of a *",
	}
	cases := labelledTexts(t)
	texts = append(texts, cases...)
	texts = append(texts, strings.Join(cases, "\n"), kepText2000())
	for _, s := range scanners {
		for _, text := range texts {
			want := s.re.FindAllStringSubmatchIndex(text, -1)
			if got := s.findAll(text, lowerASCII(text)); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%s over %.80q: got %v, want %v", s.re, text, got, want)
			}
			if s == moneyScan { // (any one: the words and digits of a text are no pattern's)
				for _, w := range strings.Fields(text) {
					if allDigits(w) != digitsRe.MatchString(w) {
						t.Fatalf("allDigits(%q) = %v", w, allDigits(w))
					}
				}
				if got, want := asciiWords(text), regexp.MustCompile(`[A-Za-z0-9]+`).FindAllStringIndex(text, -1); !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("words of %.80q: got %v, want %v", text, got, want)
				}
			}
			want = s.re.FindAllStringIndex(text, -1)
			if got := s.findAllIndex(text, lowerASCII(text)); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%s over %.80q: got indexes %v, want %v", s.re, text, got, want)
			}
			for i := 0; i <= len(text) && len(text) < 1000; i += 11 {
				w := text[max(0, i-32):i] // the words before a value
				if got, want := s.matchString(w), s.re.MatchString(w); got != want || want && !s.mayMatch(w) {
					t.Fatalf("%s matching %q: got %v, want %v", s.re, w, got, want)
				}
				if got, want := s.findIndex(text[i:]), s.re.FindStringIndex(text[i:]); !slices.Equal(got, want) {
					t.Fatalf("%s finding in %q: got %v, want %v", s.re, text[i:], got, want)
				}
			}
		}
	}
}

// digitsRe is what allDigits must match: a string of ASCII digits.
var digitsRe = regexp.MustCompile(`^\d+$`)

// allScanners are the scanners extract runs: its own and those of the
// shipped profiles' ID and version patterns.
func allScanners(tb testing.TB) []*scanner {
	scanners := []*scanner{moneyScan, mdyScan, myScan, dmyScan, dOfMyScan, numberWordScan, yearScan, vVersionScan,
		ulidScan, genericIDScan, letterIDScan, isoDateScan, dmyNumScan, slashScan, handleScan,
		fenceScan, commentScan, urlScan, linkTargetScan, negatedBeforeScan, labelScan, hyphenUnitScan}
	for _, name := range []string{"kep", "adr"} {
		p, err := LoadProfile(name, "")
		if err != nil {
			tb.Fatal(err)
		}
		rl, err := compileRules([]*Profile{p})
		if err != nil {
			tb.Fatal(err)
		}
		for _, r := range rl.ids {
			scanners = append(scanners, r.scan)
		}
		scanners = append(scanners, rl.versions...)
	}
	return scanners
}

// FuzzScanner_sameMatches requires every scanner to find, in any text,
// what its regexp finds over the whole of it.
func FuzzScanner_sameMatches(f *testing.F) {
	for _, s := range []string{"May 4, 2026 and KEP-12", "v1.2.3, USD 12 and #45;#678", "not the owner <!-- x --> https://a.b/c", "ſix \u212aEP-3 in 2019."} {
		f.Add(s)
	}
	scanners := allScanners(f)
	f.Fuzz(func(t *testing.T, text string) {
		lower := lowerASCII(text)
		for _, s := range scanners {
			if got, want := s.findAll(text, lower), s.re.FindAllStringSubmatchIndex(text, -1); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%s over %q: got %v, want %v", s.re, text, got, want)
			}
			if got, want := s.matchString(text), s.re.MatchString(text); got != want {
				t.Fatalf("%s matching %q: got %v, want %v", s.re, text, got, want)
			}
		}
	})
}

// TestPrefixMatches requires prefixMatches to find what clauseSepRe
// finds over every prefix of the texts of the labelled sets.
func TestPrefixMatches(t *testing.T) {
	texts := append([]string{", and then; x - y, while z , but", "a,\tand b, whereas c and d"}, labelledTexts(t)...)
	for _, text := range texts {
		all := clauseSepRe.FindAllStringIndex(text, -1)
		for end := 0; end <= len(text); end++ {
			want := clauseSepRe.FindAllStringIndex(text[:end], -1)
			if got := prefixMatches(clauseSepRe, text, all, end); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%q up to %d: got %v, want %v", text, end, got, want)
			}
		}
	}
}

// labelledTexts are the texts of the cases of every labelled set.
func labelledTexts(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*", "cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join("testdata", "kep_cases.json"), filepath.Join("testdata", "example_cases.json"))
	var texts []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []struct {
			Text string `json:"text"`
		}
		if err := json.Unmarshal(b, &cases); err != nil {
			t.Fatalf("decode %s: %v", f, err)
		}
		for _, c := range cases {
			texts = append(texts, c.Text)
		}
	}
	return texts
}

// TestSpanCover requires spanCover.overlaps to answer as spanSet.overlaps
// for every pair of offsets of a text.
func TestSpanCover(t *testing.T) {
	for _, s := range []spanSet{nil, {{0, 3}}, {{2, 5}, {5, 7}, {9, 12}}, {{1, 4}, {2, 3}, {3, 8}}, {{4, 4}}, {{6, 2}}, {{10, 14}}} {
		c := coverOf(s, 12)
		for a := -1; a <= 13; a++ {
			for b := -1; b <= 13; b++ {
				if got, want := c.overlaps(s, a, b), s.overlaps(a, b); got != want {
					t.Fatalf("%v over [%d, %d): got %v, want %v", s, a, b, got, want)
				}
			}
		}
	}
}
