package retrieve

import (
	"slices"
	"strings"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/intent"
)

// keywordSeeds are the graph seeds of a task: documents whose scope covers
// the files being edited (weight 1), and the domain and intent nodes,
// documents and sections whose names contain a task keyword (weight 0.5).
func (e *Engine) keywordSeeds(task string, files []string) map[string]float64 {
	seeds := map[string]float64{}
	for i := range e.docs {
		if m := docScope(&e.docs[i], files); m.matches {
			seeds["doc:"+e.docs[i].Path] = 1
		}
	}
	var stems []string
	for _, k := range intent.Keywords(task, 12) {
		k = strings.ToLower(k)
		if embed.IsStopWord(k) || len(k) < 3 {
			continue
		}
		seeds["domain:"+k] = max(seeds["domain:"+k], 0.5)
		stems = append(stems, embed.Stem(k))
	}
	if len(stems) == 0 {
		return seeds
	}
	slices.Sort(stems)
	stems = slices.Compact(stems)
	for i := range e.docs {
		d := &e.docs[i]
		if containsStem(d.Title+" "+d.Path, stems) {
			seeds["doc:"+d.Path] = max(seeds["doc:"+d.Path], 0.5)
		}
	}
	for node := range e.sections {
		_, slug, _ := strings.Cut(node, "#")
		if containsStem(strings.ReplaceAll(slug, "-", " "), stems) {
			seeds[node] = max(seeds[node], 0.3)
		}
	}
	return seeds
}

// containsStem reports whether any word of s stems to one of stems (sorted).
func containsStem(s string, stems []string) bool {
	found := false
	forWords(s, func(w string) bool {
		if _, ok := slices.BinarySearch(stems, embed.Stem(w)); ok {
			found = true
			return false
		}
		return true
	})
	return found
}

// forWords calls fn for each lowercased run of letters and digits in s
// until fn returns false.
func forWords(s string, fn func(string) bool) {
	s = strings.ToLower(s)
	start := -1
	for i, r := range s + " " {
		word := r == '_' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 127 && r != ' '
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			if !fn(s[start:i]) {
				return
			}
			start = -1
		}
	}
}

// modalWords carry a rule's polarity, not its subject.
var modalWords = map[string]bool{
	"must": true, "never": true, "always": true, "should": true, "not": true, "do": true, "don": true,
	"t": true, "no": true, "avoid": true, "shall": true, "required": true, "prefer": true, "only": true,
	"every": true, "all": true, "any": true, "even": true, "ever": true,
}

// subjectWords are the sorted distinct stems of a rule's text without
// stop words and modal words: what the rule is about.
func subjectWords(text string) []string {
	var out []string
	forWords(text, func(w string) bool {
		if !modalWords[w] && !embed.IsStopWord(w) && len(w) > 1 {
			out = append(out, embed.Stem(w))
		}
		return true
	})
	slices.Sort(out)
	return slices.Compact(out)
}

// jaccard is |a∩b| / |a∪b| of two sorted sets.
func jaccard(a, b []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch strings.Compare(a[i], b[j]) {
		case 0:
			inter++
			i++
			j++
		case -1:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
