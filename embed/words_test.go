package embed

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// referenceWords is forEachWord written plainly: runs of letters and
// digits, lowercased, single ASCII letters dropped (a single non-ASCII
// letter is kept, as it always was: the vectors stored by earlier versions
// depend on it).
func referenceWords(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(w) == 1 && (w[0] < '0' || w[0] > '9') {
			continue
		}
		out = append(out, strings.ToLower(w))
	}
	return out
}

func TestForEachWord_MatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 9))
	frags := []string{"a", "B", "Go", "HTTP", "camelCase", "snake_case", "x1", "9", "É", "é", "Straße", "İstanbul",
		"ΑΒΓ", "日本語", "🙂", " ", " ", "-", ".", "\n", "'", "ǅ", "Ⅻ", "٣"}
	for range 20_000 {
		var sb strings.Builder
		for range 1 + rng.IntN(10) {
			sb.WriteString(frags[rng.IntN(len(frags))])
		}
		text := sb.String()
		var got []string
		forEachWord(text, func(word string, lowered []byte) {
			if lowered != nil {
				word = string(lowered)
			}
			got = append(got, word)
		})
		if want := referenceWords(text); !slices.Equal(got, want) {
			t.Fatalf("forEachWord(%q) = %q, want %q", text, got, want)
		}
	}
}
