package verify

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// kindIDRe is a record's ID written as letters and a number (HV-302,
// APY-14, SVC 101): the letters and the number.
var kindIDRe = regexp.MustCompile(`^([A-Z]{2,})[- ]?(\d{1,6})$`)

// indexKindNumbers registers the records whose ID is letters and a number
// under the stem of a word naming their kind and that number, as a text
// calls them by their kind ("hive 302" for HV-302, "apiary 14" for
// APY-14). A record's kind is named by its ID field's name (hive_id), by
// the mapping its record is keyed in (apiaries: APY-14:) and by its
// file's name (hives.csv). A kind and a number two records share name
// neither.
func (v *Verifier) indexKindNumbers() {
	found := map[string]*indexed{}
	shared := map[string]bool{}
	for _, r := range v.records {
		if r.Origin == OriginFrontMatter {
			continue
		}
		m := kindIDRe.FindStringSubmatch(r.subject)
		if m == nil {
			continue
		}
		num, own := trimZeros(m[2]), stem(strings.ToLower(m[1]))
		for _, k := range v.kindStems(r) {
			if k == own {
				continue // "HV 302" is the ID itself (see spacedCodes)
			}
			key := k + " " + num
			if found[key] != nil && found[key] != r {
				shared[key] = true
			}
			found[key] = r
		}
	}
	v.byKind = map[string][]*indexed{}
	for key, r := range found {
		if !shared[key] {
			v.byKind[key] = []*indexed{r}
		}
	}
}

// kindStems returns the stems of the words naming the kind of record r:
// the word before the ID word of its ID field's name, the key of the
// mapping holding it and its file's name, each one word of letters.
func (v *Verifier) kindStems(r *indexed) []string {
	var out []string
	add := func(w string) {
		w = strings.ToLower(w)
		if len(w) < 3 || !isLetters(w) {
			return
		}
		if s := stem(w); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, n := range v.idFields {
		orig, ok := r.norm[n]
		if !ok || v.isRef(r, n) || v.normID(r.field(orig)) != r.subject {
			continue
		}
		if ws := strings.Split(n, "_"); len(ws) >= 2 && idNameWords[ws[len(ws)-1]] {
			add(ws[len(ws)-2])
		}
	}
	if segs := strings.Split(strings.TrimSuffix(r.prefix, "."), "."); len(segs) >= 2 {
		add(segs[len(segs)-2])
	}
	base := path.Base(r.Path)
	add(strings.TrimSuffix(base, path.Ext(base)))
	return out
}

// kindNumbers returns the spans of the records a text calls by a word of
// their kind and their number ("hive 302", "Apiary #14") and the records'
// display IDs (see indexKindNumbers).
func (v *Verifier) kindNumbers(text string) (spans [][2]int, ids []string) {
	if len(v.byKind) == 0 {
		return nil, nil
	}
	for i := 1; i+1 < len(text); i++ {
		if text[i] != ' ' || !isLetter(rune(text[i-1])) {
			continue
		}
		d := i + 1
		if text[d] == '#' {
			d++
		}
		if d >= len(text) || text[d] < '0' || text[d] > '9' {
			continue
		}
		s := i - 1
		for s > 0 && isLetter(rune(text[s-1])) {
			s--
		}
		e := d
		for e < len(text) && text[e] >= '0' && text[e] <= '9' {
			e++
		}
		if s > 0 && joinsWord(text[s-1]) ||
			e < len(text) && (joinsWord(text[e]) || text[e] == '.' && e+1 < len(text) && text[e+1] >= '0' && text[e+1] <= '9') {
			continue
		}
		if rs := v.byKind[stem(strings.ToLower(text[s:i]))+" "+trimZeros(text[d:e])]; len(rs) == 1 {
			spans = append(spans, [2]int{s, e})
			ids = append(ids, rs[0].subject)
		}
	}
	return spans, ids
}

// joinsWord reports whether byte c, beside a code, makes it part of a
// longer word: a letter, a digit, a hyphen or a byte of a non-ASCII
// letter.
func joinsWord(c byte) bool { return isWordByte(c) || c >= 0x80 || c == '-' }

// gluedCodes returns the spans of the codes written with no separator
// between their letters and their number (HV301, apy11) or in lower case
// with a hyphen (hv-301), as words of their own: IDs when a record has
// them (see idKey).
func gluedCodes(text string) [][2]int {
	var out [][2]int
	for i := 1; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' || text[i-1] >= '0' && text[i-1] <= '9' {
			continue
		}
		l := i
		if text[l-1] == '-' {
			l--
		}
		s := l
		for s > 0 && isLetter(rune(text[s-1])) {
			s--
		}
		if l-s < 2 || l < i && strings.ToLower(text[s:l]) != text[s:l] {
			continue // HV-301 is a generic ID
		}
		e := i
		for e < len(text) && text[e] >= '0' && text[e] <= '9' {
			e++
		}
		if s > 0 && joinsWord(text[s-1]) || e < len(text) && joinsWord(text[e]) {
			continue
		}
		out = append(out, [2]int{s, e})
		i = e
	}
	return out
}
