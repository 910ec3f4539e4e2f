package embed

// Stem reduces a lowercase English word to its stem with the Porter (1980)
// suffix-stripping algorithm, steps 1a to 5b ("connections", "connected",
// "connecting" -> "connect"). Words of two letters or fewer and words with
// any rune outside a-z are returned unchanged. Stem allocates only when it
// changes the word.
func Stem(word string) string {
	if len(word) <= 2 {
		return word
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return word
		}
	}
	var buf [64]byte
	if len(word) > len(buf) {
		return word
	}
	s := stemmer{b: append(buf[:0], word...)}
	s.step1ab()
	if len(s.b) > 1 {
		s.step1c()
		s.step2()
		s.step3()
		s.step4()
		s.step5()
	}
	if string(s.b) == word {
		return word
	}
	return string(s.b)
}

// stemmer holds the word being stemmed; j marks the end of the stem when a
// suffix has been matched by ends.
type stemmer struct {
	b []byte
	j int
}

// cons reports whether b[i] is a consonant: not a vowel, and 'y' only when
// it follows a vowel or starts the word.
func (s *stemmer) cons(i int) bool {
	switch s.b[i] {
	case 'a', 'e', 'i', 'o', 'u':
		return false
	case 'y':
		return i == 0 || !s.cons(i-1)
	}
	return true
}

// m is the measure of b[:j+1]: the number of vowel-consonant sequences.
func (s *stemmer) m() int {
	n, i := 0, 0
	for ; i <= s.j && s.cons(i); i++ {
	}
	for i <= s.j {
		for ; i <= s.j && !s.cons(i); i++ {
		}
		if i > s.j {
			return n
		}
		n++
		for ; i <= s.j && s.cons(i); i++ {
		}
	}
	return n
}

// vowelInStem reports whether b[:j+1] holds a vowel.
func (s *stemmer) vowelInStem() bool {
	for i := 0; i <= s.j; i++ {
		if !s.cons(i) {
			return true
		}
	}
	return false
}

// doublec reports whether b[i-1:i+1] is a double consonant.
func (s *stemmer) doublec(i int) bool {
	return i >= 1 && s.b[i] == s.b[i-1] && s.cons(i)
}

// cvc reports whether b[i-2:i+1] is consonant-vowel-consonant with the last
// consonant not w, x or y (hop, not snow or box).
func (s *stemmer) cvc(i int) bool {
	if i < 2 || !s.cons(i) || s.cons(i-1) || !s.cons(i-2) {
		return false
	}
	c := s.b[i]
	return c != 'w' && c != 'x' && c != 'y'
}

// ends reports whether the word ends with suffix and sets j before it.
func (s *stemmer) ends(suffix string) bool {
	n := len(suffix)
	if n > len(s.b) || string(s.b[len(s.b)-n:]) != suffix {
		return false
	}
	s.j = len(s.b) - n - 1
	return true
}

// setTo replaces b[j+1:] with r.
func (s *stemmer) setTo(r string) {
	s.b = append(s.b[:s.j+1], r...)
}

// r replaces the matched suffix with r when the stem's measure is positive.
func (s *stemmer) r(r string) {
	if s.m() > 0 {
		s.setTo(r)
	}
}

func (s *stemmer) step1ab() {
	if s.b[len(s.b)-1] == 's' {
		switch {
		case s.ends("sses"):
			s.b = s.b[:len(s.b)-2]
		case s.ends("ies"):
			s.setTo("i")
		case len(s.b) >= 2 && s.b[len(s.b)-2] != 's':
			s.b = s.b[:len(s.b)-1]
		}
	}
	if s.ends("eed") {
		if s.m() > 0 {
			s.b = s.b[:len(s.b)-1]
		}
		return
	}
	if !s.ends("ed") && !s.ends("ing") || !s.vowelInStem() {
		return
	}
	s.b = s.b[:s.j+1]
	k := len(s.b) - 1
	switch {
	case s.ends("at"):
		s.setTo("ate")
	case s.ends("bl"):
		s.setTo("ble")
	case s.ends("iz"):
		s.setTo("ize")
	case s.doublec(k):
		if c := s.b[k]; c != 'l' && c != 's' && c != 'z' {
			s.b = s.b[:k]
		}
	default:
		s.j = k
		if s.m() == 1 && s.cvc(k) {
			s.b = append(s.b, 'e')
		}
	}
}

func (s *stemmer) step1c() {
	if s.ends("y") && s.vowelInStem() {
		s.b[len(s.b)-1] = 'i'
	}
}

// step2Rules maps double suffixes to single ones, keyed by the penultimate
// letter as in Porter's reference implementation.
var step2Rules = map[byte][][2]string{
	'a': {{"ational", "ate"}, {"tional", "tion"}},
	'c': {{"enci", "ence"}, {"anci", "ance"}},
	'e': {{"izer", "ize"}},
	'l': {{"bli", "ble"}, {"alli", "al"}, {"entli", "ent"}, {"eli", "e"}, {"ousli", "ous"}},
	'o': {{"ization", "ize"}, {"ation", "ate"}, {"ator", "ate"}},
	's': {{"alism", "al"}, {"iveness", "ive"}, {"fulness", "ful"}, {"ousness", "ous"}},
	't': {{"aliti", "al"}, {"iviti", "ive"}, {"biliti", "ble"}},
	'g': {{"logi", "log"}},
}

func (s *stemmer) step2() {
	for _, rule := range step2Rules[s.b[len(s.b)-2]] {
		if s.ends(rule[0]) {
			s.r(rule[1])
			return
		}
	}
}

var step3Rules = [][2]string{
	{"icate", "ic"}, {"ative", ""}, {"alize", "al"}, {"iciti", "ic"},
	{"ical", "ic"}, {"ful", ""}, {"ness", ""},
}

func (s *stemmer) step3() {
	for _, rule := range step3Rules {
		if s.ends(rule[0]) {
			s.r(rule[1])
			return
		}
	}
}

// step4Suffixes are stripped when the stem's measure exceeds 1; "ement" comes
// before "ment" and "ent" so the longest match wins.
var step4Suffixes = []string{
	"al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment",
	"ent", "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize",
}

func (s *stemmer) step4() {
	for _, suf := range step4Suffixes {
		if !s.ends(suf) {
			continue
		}
		if suf == "ion" && (s.j < 0 || (s.b[s.j] != 's' && s.b[s.j] != 't')) {
			continue
		}
		if s.m() > 1 {
			s.b = s.b[:s.j+1]
		}
		return
	}
}

func (s *stemmer) step5() {
	k := len(s.b) - 1
	s.j = k
	if s.b[k] == 'e' {
		s.j = k - 1
		if a := s.m(); a > 1 || a == 1 && !s.cvc(k-1) {
			s.b = s.b[:k]
			k--
		}
	}
	s.j = k
	if s.b[k] == 'l' && s.doublec(k) && s.m() > 1 {
		s.b = s.b[:k]
	}
}
