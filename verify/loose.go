package verify

import (
	"regexp"
	"strings"
)

// A registration-like code of letters in two parts (EI-QVA, G-TMRA) is
// written in notes with a space for its hyphen or with none (EI QVA,
// EIQVA): those forms name its record too, unless they name another.

// looseCodeRe is a code of one to three capitals, a hyphen and two to
// four capitals.
var looseCodeRe = regexp.MustCompile(`^[A-Z]{1,3}-[A-Z]{2,4}$`)

// looseForm is a lookup form of a record written with a space or glued.
type looseForm struct {
	key string
	ix  *indexed
	at  int // the record's position among the verifier's records
}

// looseForms returns the spaced and glued forms of the record's
// registration-like codes among its lookup forms, written in capitals in
// the source (not a name such as east-wing, looked up in capitals).
func looseForms(ix *indexed, at int, forms []string) []looseForm {
	var out []looseForm
	for _, f := range forms {
		if !looseCodeRe.MatchString(f) || !writtenInCapitals(ix, f) {
			continue
		}
		out = append(out, looseForm{strings.Replace(f, "-", " ", 1), ix, at}, looseForm{strings.Replace(f, "-", "", 1), ix, at})
	}
	return out
}

// addLooseForms indexes the loose forms that name no record already and
// that no two records share.
func (v *Verifier) addLooseForms(forms []looseForm) {
	owner := map[string]*looseForm{}
	for i, lf := range forms {
		k := v.idKey(lf.key)
		if v.byID.has(k) {
			continue
		}
		if o, ok := owner[k]; ok && (o == nil || o.ix != lf.ix) {
			owner[k] = nil // shared: names neither
			continue
		}
		owner[k] = &forms[i]
	}
	for _, lf := range forms {
		k := v.idKey(lf.key)
		if o := owner[k]; o != nil {
			v.byID.add(k, o.ix, o.at, v.records)
			delete(owner, k)
		}
	}
}

// writtenInCapitals reports whether the record's key or a value of its
// fields is f as written.
func writtenInCapitals(ix *indexed, f string) bool {
	if strings.TrimSpace(ix.Key) == f {
		return true
	}
	for _, val := range ix.fields() {
		if strings.TrimSpace(val) == f {
			return true
		}
	}
	return false
}
