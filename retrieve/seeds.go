package retrieve

import (
	"slices"
	"strings"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/intent"
	v "github.com/canon-kg/canon/vocabulary"
)

// maxSeedFanout bounds the nodes one keyword may seed: a stem naming more
// documents and sections than this is too common to say what the task is
// about (an IDF cut-off), and seeding them all would make a query's graph
// work grow with the corpus.
const maxSeedFanout = 32

// keywordSeeds are the graph seeds of a task: the documents covering the
// files being edited (weight 1; covering is Engine.inScope), and the documents and sections whose
// names contain a task keyword (weights 0.5 and 0.3), looked up in the seed
// index. Keywords that name a rule domain are returned as domains: a rule
// candidate in one gets the graph score a domain seed would give it
// (graphOf), without spreading from the domain node to every rule in it.
func (e *Engine) keywordSeeds(task string, covering map[int]scopeMatch) (map[string]float64, []string) {
	seeds := map[string]float64{}
	for i := range covering {
		seeds[v.DocNode(e.docs[i].Path)] = 1
	}
	var domains []string
	for _, k := range intent.Keywords(task, 12) {
		k = strings.ToLower(k)
		if embed.IsStopWord(k) || len(k) < 3 {
			continue
		}
		domains = append(domains, k)
		forWords(k, func(w string) bool {
			if nodes := e.seedIdx.get(e.stemOf(w)); len(nodes) <= maxSeedFanout {
				for _, s := range nodes {
					seeds[s.node] = max(seeds[s.node], s.weight)
				}
			}
			return true
		})
	}
	slices.Sort(domains)
	return seeds, slices.Compact(domains)
}

// forWords calls fn for each lowercased run of letters and digits in s
// until fn returns false.
func forWords(s string, fn func(string) bool) {
	s = strings.ToLower(s)
	start := -1
	for i, r := range s {
		word := r == '_' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 127
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
	if start >= 0 { // the last word runs to the end (no copy of s with a space)
		fn(s[start:])
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

// jaccard is |a∩b| / |a∪b| of two sorted sets (of stem numbers).
func jaccard(a, b []int32) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			inter++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
