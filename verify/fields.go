package verify

import (
	"regexp"
	"strings"
)

// fieldCue maps the words around a value to a field: a canonical field
// (cues) or a normalised field name (synonymRes).
type fieldCue struct {
	field string
	re    *regexp.Regexp
}

// cues are the field cues of each fact kind, tried closest-first (the cue
// nearest the value wins, see nearestCue).
var cues = map[string][]fieldCue{
	KindVersion: {
		{"latest-milestone", regexp.MustCompile(`(?i)\blatest[- ]milestone\b|\blatest release\b|\btarget(?:s|ed|ing)?\b`)},
		{"milestone.deprecated", regexp.MustCompile(`(?i)\bdeprecat\w*`)},
		{"milestone.removed", regexp.MustCompile(`(?i)\bremov\w*`)},
		{"milestone.stable", regexp.MustCompile(`(?i)\bGA\b|\bgeneral(?:ly)? availab\w*|\bstable\b`)},
		{"milestone.beta", regexp.MustCompile(`(?i)(?:^|[^\w-])beta\b`)},
		{"milestone.alpha", regexp.MustCompile(`(?i)(?:^|[^\w-])alpha\b|\bintroduc\w*`)},
	},
	KindDate: {
		{"last-updated", regexp.MustCompile(`(?i)\blast[- ]?updated\b|\bupdated\b|\bmodified\b|\blast[- ]changed\b`)},
		{"last_reviewed_on", regexp.MustCompile(`(?i)\blast[- _]?reviewed(?:[- _]on)?\b|\breviewed\b`)},
		{"creation-date", regexp.MustCompile(`(?i)\bcreat\w*|\bproposed\b|\bopened\b|\bstarted\b|\bauthored\b|\bfiled\b|\bsubmitted\b`)},
	},
	KindName: {
		{"owning-sig", regexp.MustCompile(`(?i)\bown\w*|\bled by\b|\bsponsor\w*|\bresponsible\b`)},
		{"participating-sigs", regexp.MustCompile(`(?i)\bparticipat\w*|\binvolv\w*`)},
		{"authors", regexp.MustCompile(`(?i)\bauthor\w*|\bwritten by\b`)},
		{"approvers", regexp.MustCompile(`(?i)\bapprov\w*`)},
		{"reviewers", regexp.MustCompile(`(?i)\breview\w*`)},
	},
}

// fieldNames are the record fields (normalised, see normField) a canonical
// field is looked up as, in order. Fields not listed are looked up by
// their own normalised name.
var fieldNames = map[string][]string{
	"milestone.alpha":      {"milestone_alpha", "alpha"},
	"milestone.beta":       {"milestone_beta", "beta"},
	"milestone.stable":     {"milestone_stable", "stable", "ga"},
	"milestone.deprecated": {"milestone_deprecated", "deprecated"},
	"milestone.removed":    {"milestone_removed", "removed"},
	"latest-milestone":     {"latest_milestone", "target_milestone", "milestone"},
	"creation-date":        {"creation_date", "created", "created_at", "created_on", "date_created"},
	"last-updated":         {"last_updated", "updated", "updated_at", "updated_on", "modified"},
	"last_reviewed_on":     {"last_reviewed_on", "last_reviewed", "reviewed_on", "reviewed"},
	"status":               {"status", "state"},
	"stage":                {"stage", "maturity"},
	"owning-sig":           {"owning_sig", "owner", "owned_by", "sig", "team"},
	"participating-sigs":   {"participating_sigs"},
	"authors":              {"authors", "author"},
	"approvers":            {"approvers", "approver"},
	"reviewers":            {"reviewers", "reviewer"},
}

// normField normalises a field name: lower case, with "-", "." and " "
// turned into "_" ("milestone.beta" and "milestone_beta" are one field).
func normField(s string) string {
	b := []byte(strings.ToLower(strings.TrimSpace(s)))
	for i, c := range b {
		if c == '-' || c == '.' || c == ' ' {
			b[i] = '_'
		}
	}
	return string(b)
}

// clauseSepRe splits a sentence into clauses: the words that name a
// value's field are in its own clause.
var clauseSepRe = regexp.MustCompile(`(?i)[,;]|\s(?:and|but|while|whereas|then|whilst)\s|\s[-–—]\s`)

// clause returns the text of the value's clause before it (after the
// last separator) and after it (up to the next separator), within
// [lo, hi).
func clause(text string, lo, hi, start, end int) (left, right string) {
	left = text[lo:start]
	if ms := clauseSepRe.FindAllStringIndex(left, -1); len(ms) > 0 {
		left = left[ms[len(ms)-1][1]:]
	}
	right = text[end:hi]
	if m := clauseSepRe.FindStringIndex(right); m != nil {
		right = right[:m[0]]
	}
	return left, right
}

// nearestCue returns the canonical field whose cue of kind is nearest the
// value (see nearest) and where that cue ends in left, -1 when left has none.
func nearestCue(kind, left, right string) (string, int) {
	return nearest(cues[kind], nil, left, right)
}

// nearest returns the field of the cue nearest the value: the cue ending
// last in left, else the one starting first in right (the earlier cue of cs
// on a tie), and where that cue ends in left (-1 when left has none). Cues
// whose field ok rejects are left out; nil ok keeps every cue.
func nearest(cs []fieldCue, ok func(field string) bool, left, right string) (string, int) {
	best, bestPos := "", -1
	for _, c := range cs {
		if ok != nil && !ok(c.field) {
			continue
		}
		for _, m := range c.re.FindAllStringIndex(left, -1) {
			if m[1] > bestPos {
				best, bestPos = c.field, m[1]
			}
		}
	}
	if best != "" {
		return best, bestPos
	}
	bestPos = len(right) + 1
	for _, c := range cs {
		if ok != nil && !ok(c.field) {
			continue
		}
		if m := c.re.FindStringIndex(right); m != nil && m[0] < bestPos {
			best, bestPos = c.field, m[0]
		}
	}
	return best, -1
}

var wordRe = regexp.MustCompile(`[A-Za-z][A-Za-z0-9]*`)

// namedField returns a field of the subject's records named by a word (or
// two words joined with "_") in the clause, nearest the value first:
// "the fee of DEL-1 is $52,500" names the field fee.
func namedField(recs []*indexed, left, right string) string {
	// A field holding the record's own key (service: payments) names the
	// kind of the subject ("the payments service"), not one of its facts.
	has := func(name string) bool {
		for _, r := range recs {
			if orig, ok := r.norm[name]; ok && !strings.EqualFold(strings.TrimSpace(r.Fields[orig]), strings.TrimSpace(r.Key)) {
				return true
			}
		}
		return false
	}
	try := func(words []string, reverse bool) string {
		n := len(words)
		for i := range n {
			j := i
			if reverse {
				j = n - 1 - i
			}
			w := strings.ToLower(words[j])
			if j+1 < n {
				if f := w + "_" + strings.ToLower(words[j+1]); has(f) {
					return f
				}
			}
			if j > 0 {
				if f := strings.ToLower(words[j-1]) + "_" + w; has(f) {
					return f
				}
			}
			if len(w) > 2 && has(w) {
				return w
			}
		}
		return ""
	}
	if f := try(wordRe.FindAllString(left, -1), true); f != "" {
		return f
	}
	return try(wordRe.FindAllString(right, -1), false)
}
