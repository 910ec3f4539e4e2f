package sources

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The patterns the word sets replace, as they were written before.
var (
	actionableOracle = regexp.MustCompile(`(?i)\b(must|never|always|should|require[sd]?|forbid|ensure|validate|check|verify|do not|don't|cannot|can't|avoid|prevent|block|deny|reject|use|prefer|apply|follow|implement|enforce|maintain|keep|run|include|write|mock|respect|no)\b`)
	neverOracle      = regexp.MustCompile(`(?i)\b(never|must not|mustn't|do not|don't|shall not|should not|shouldn't|no|avoid|forbidden|prohibited)\b`)
	mustOracle       = regexp.MustCompile(`(?i)\b(must|always|required?|requires|shall|ensure|mandatory)\b`)
)

// randomText builds text from fragments chosen to sit on the edges of the
// patterns: alternatives in mixed case, near misses, joiners, word
// characters that extend a word, and folding runes.
func randomText(rng *rand.Rand) string {
	frags := []string{"must", "MUST", "Must", "mustn", "musty", "not", "NOT", "do", "don", "t", "T",
		"shall", "should", "shouldn", "no", "No", "nO", "none", "use", "used", "user", "requires",
		"required", "requirex", "can", "cannot", "avoid", "ſhall", "\u212aeep", "keep", "_", "9",
		" ", " ", " ", "  ", "'", "\u2019", "-", "\t", "\n", ".", "é", "ü", "x"}
	var sb strings.Builder
	for range 1 + rng.IntN(12) {
		sb.WriteString(frags[rng.IntN(len(frags))])
	}
	return sb.String()
}

func checkWordSets(t *testing.T, text string) {
	t.Helper()
	for _, c := range []struct {
		name string
		set  wordSet
		re   *regexp.Regexp
	}{{"actionable", actionableWords, actionableOracle}, {"never", neverWords, neverOracle}, {"must", mustWords, mustOracle}} {
		if got, want := c.set.match(text), c.re.MatchString(text); got != want {
			t.Fatalf("%s.match(%q) = %v, the regexp says %v", c.name, text, got, want)
		}
	}
}

// TestWordSets_MatchTheRegexps checks the word sets against the patterns
// they replace, on every line of the test archives and on random text.
func TestWordSets_MatchTheRegexps(t *testing.T) {
	lines := 0
	for _, name := range []string{"markdown", "rules", "adr", "sop", "sot"} {
		for _, data := range loadArchive(t, name) {
			for _, line := range strings.Split(string(data), "\n") {
				checkWordSets(t, line)
				lines++
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 50_000 {
		checkWordSets(t, randomText(rng))
	}
	t.Logf("%d archive lines and 50,000 random texts agree", lines)
}

func FuzzWordSets(f *testing.F) {
	for _, s := range []string{"do not push", "Don't", "mustn't", "ſhall", "no", "should  not", "re-run"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) { checkWordSets(t, text) })
}

// TestMayContainFold checks the prefilter never rejects text a
// case-insensitive pattern of the word matches.
func TestMayContainFold(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, word := range []string{"status", "verify:", "priority:", "keep"} {
		re := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(word))
		for range 20_000 {
			text := randomText(rng) + []string{"", word, strings.ToUpper(word), "Statu", "STATUſ", "\u212aEEP"}[rng.IntN(6)] + randomText(rng)
			if re.MatchString(text) && !mayContainFold(text, word) {
				t.Fatalf("mayContainFold(%q, %q) = false, but the pattern matches", text, word)
			}
		}
	}
	if mayContainFold("no such thing", "status") {
		t.Error("mayContainFold found status in text without it")
	}
}

// TestExtractTags_Prefilter checks that skipping the tag patterns on text
// without a tag character changes nothing.
func TestExtractTags_Prefilter(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	frags := []string{"(high)", "[low-risk]", "[LOW-RISK]", "(iNfo-risk)", "@security", " #feature", "[bash]", "[TAſK]",
		"[all]", " scope:src/**", " verify:lint", " PRIORITY:7", "priority:", "`code`", "[x](y)", "<b>", "http://a.b",
		"a@b.co", "never", " ", "(", ")", "[", "]", "#", "@", "high", "edit"}
	check := func(raw string) {
		gotText, gotTags := extractTags(raw)
		wantText, wantTags := scanTags(raw, false)
		if gotText != wantText || !reflect.DeepEqual(gotTags, wantTags) {
			t.Fatalf("extractTags(%q) = %q %+v, without the prefilter %q %+v", raw, gotText, gotTags, wantText, wantTags)
		}
	}
	for _, name := range []string{"markdown", "rules", "sop"} {
		for _, data := range loadArchive(t, name) {
			for _, line := range strings.Split(string(data), "\n") {
				check(line)
			}
		}
	}
	for range 20_000 {
		var sb strings.Builder
		for range 1 + rng.IntN(6) {
			sb.WriteString(frags[rng.IntN(len(frags))])
		}
		check(sb.String())
	}
}
