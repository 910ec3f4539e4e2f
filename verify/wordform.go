package verify

import (
	"iter"
	"strings"

	"github.com/canon-kg/canon/wire"
)

// The words of a name or a value are held as their form, the words
// joined by one space (no word holds a space), and their count, not as a
// list: a list each was 56 bytes a name of a large CSV, and as much a
// value of a field holding one a row (a 42 MB CSV's 80 MB).

// formWords are the n words of form in order.
func formWords(form string, n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		if n == 0 {
			return
		}
		for w := range strings.SplitSeq(form, " ") {
			if !yield(w) {
				return
			}
		}
	}
}

// formWord is the k-th word of form ("" past its end).
func formWord(form string, k int) string {
	for ; k > 0; k-- {
		i := strings.IndexByte(form, ' ')
		if i < 0 {
			return ""
		}
		form = form[i+1:]
	}
	if i := strings.IndexByte(form, ' '); i >= 0 {
		return form[:i]
	}
	return form
}

// formPrefix is the form of the first k words of form.
func formPrefix(form string, k int) string {
	end := 0
	for ; k > 0; k-- {
		i := strings.IndexByte(form[end:], ' ')
		if i < 0 {
			return form
		}
		end += i + 1
	}
	return form[:max(end-1, 0)]
}

// formAt reports whether the tokens from i are the n words of form (the
// caller makes sure toks holds n from i).
func formAt(toks []token, i int, form string, n int) bool {
	if n == 0 {
		return true
	}
	for j := i; ; j++ { // (a loop of its own: names are matched at every word of a text)
		k := strings.IndexByte(form, ' ')
		if k < 0 {
			return toks[j].low == form
		}
		if toks[j].low != form[:k] {
			return false
		}
		form = form[k+1:]
	}
}

// hasWord reports whether w is one of the n words of form.
func hasWord(form string, n int, w string) bool {
	for x := range formWords(form, n) {
		if x == w {
			return true
		}
	}
	return false
}

// holdsWords reports whether the words part are words of form, whole
// and in a row (both written with single spaces).
func holdsWords(form, part string) bool {
	for off := 0; off+len(part) <= len(form); {
		i := strings.Index(form[off:], part)
		if i < 0 {
			return false
		}
		i += off
		if (i == 0 || form[i-1] == ' ') && (i+len(part) == len(form) || form[i+len(part)] == ' ') {
			return true
		}
		off = i + 1
	}
	return false
}

// appendFormWords appends the n words of form as appendStrs appends a
// list of them.
func appendFormWords(b []byte, form string, n int) []byte {
	b = wire.AppendUint(b, uint64(n)+1)
	for w := range formWords(form, n) {
		b = wire.AppendStr(b, w)
	}
	return b
}

// readWordCount reads the list appendFormWords appended, and returns the
// count of its words: they are read again from the form.
func readWordCount(d *wire.Decoder) int {
	n, _ := count(d)
	for range n {
		d.Str()
	}
	return n
}

// readFormWords reads the list appendFormWords appended as the form of its
// words and their count.
func readFormWords(d *wire.Decoder) (string, int) {
	n, _ := count(d)
	if n == 1 {
		return d.Str(), 1 // (the word's own string)
	}
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d.Str())
	}
	return b.String(), n
}
