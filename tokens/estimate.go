package tokens

import "math"

// Estimate returns an estimate of the number of cl100k_base tokens in text.
// It is deterministic, allocates nothing and never loads a tokenizer. It
// returns 0 for text that is empty or only whitespace and at least 1
// otherwise.
func Estimate(text string) int {
	var f features
	scan(text, &f)
	if blank(&f) {
		return 0
	}
	sum := 0.0
	for i, c := range f {
		sum += c * coef[i]
	}
	return max(1, int(math.Round(sum)))
}

// blank reports whether the text behind f held only whitespace: every
// feature before the whitespace ones is zero.
func blank(f *features) bool {
	for _, c := range f[:fNewline] {
		if c != 0 {
			return false
		}
	}
	return true
}
