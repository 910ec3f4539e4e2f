package expand

import (
	"bytes"
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/canon-kg/canon/embed"
)

//go:embed thesaurus.yaml
var defaultData []byte

// DefaultWeight is the weight of an expansion relative to a task word (1),
// chosen on the blind ADR/SOP dev set (eval/testdata/blind-adrsop).
const DefaultWeight = 0.85

// Term is one expansion: a stem the task did not contain, its weight, and
// the thesaurus entry of the task that brought it in.
type Term struct {
	Stem   string
	Weight float64
	From   string
}

// entry is one word or phrase of a group, as stems.
type entry struct {
	text  string
	stems []string
}

// Thesaurus maps task stems to the stems of their synonyms.
type Thesaurus struct {
	groups [][]entry
	byStem map[string][]int // first stem of an entry -> groups holding it
	weight float64
}

type file struct {
	Groups [][]string `yaml:"groups"`
}

// Default returns the shipped thesaurus.
func Default() (*Thesaurus, error) { return New(nil, DefaultWeight) }

// New builds the shipped thesaurus plus the extra groups (a team's own
// vocabulary, from its config), with expansions weighted weight.
func New(extra [][]string, weight float64) (*Thesaurus, error) {
	var f file
	dec := yaml.NewDecoder(bytes.NewReader(defaultData))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("expand: decode thesaurus.yaml: %w", err)
	}
	if weight <= 0 || weight > 1 {
		return nil, fmt.Errorf("expand: weight %v: want 0 < weight <= 1", weight)
	}
	t := &Thesaurus{byStem: map[string][]int{}, weight: weight}
	for gi, g := range append(f.Groups, extra...) {
		var es []entry
		for _, text := range g {
			st := Stems(text)
			if len(st) == 0 {
				return nil, fmt.Errorf("expand: group %d: entry %q has no word", gi+1, text)
			}
			es = append(es, entry{text: strings.ToLower(strings.TrimSpace(text)), stems: st})
		}
		if len(es) < 2 {
			return nil, fmt.Errorf("expand: group %d %v: want at least two entries", gi+1, g)
		}
		for _, e := range es {
			if ix := t.byStem[e.stems[0]]; len(ix) == 0 || ix[len(ix)-1] != len(t.groups) {
				t.byStem[e.stems[0]] = append(ix, len(t.groups))
			}
		}
		t.groups = append(t.groups, es)
	}
	return t, nil
}

// Stems are the stems of text's words, stop words and single letters aside,
// in order.
func Stems(text string) []string { return StemsCached(text, nil) }

// StemsCached is Stems with a cache of word stems (word -> stem, "" for a
// word left out) that the caller owns; nil caches nothing.
func StemsCached(text string, cache map[string]string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r <= 127
	}) {
		st, ok := cache[w]
		if !ok {
			if len(w) >= 2 && !embed.IsStopWord(w) {
				st = embed.Stem(w)
			}
			if cache != nil {
				cache[w] = st
			}
		}
		if st != "" {
			out = append(out, st)
		}
	}
	return out
}

// Expand returns the expansions of a task given as its stems: for every
// entry all of whose stems are in the task, the stems of its group's other
// entries that the task lacks, each once at the thesaurus weight (divided
// among the words of a phrase), sorted by stem. From names the matched entry.
func (t *Thesaurus) Expand(task []string) []Term {
	if t == nil {
		return nil
	}
	have := map[string]bool{}
	for _, s := range task {
		have[s] = true
	}
	best := map[string]Term{}
	seen := map[int]bool{}
	for _, s := range task {
		for _, gi := range t.byStem[s] {
			if seen[gi] {
				continue
			}
			var from string
			for _, e := range t.groups[gi] {
				if e.stems[0] == s && all(e.stems, have) {
					from = e.text
					break
				}
			}
			if from == "" {
				continue
			}
			seen[gi] = true
			for _, e := range t.groups[gi] {
				w := t.weight / float64(len(e.stems))
				for _, st := range e.stems {
					if have[st] {
						continue
					}
					if b, ok := best[st]; !ok || w > b.Weight || w == b.Weight && from < b.From {
						best[st] = Term{Stem: st, Weight: w, From: from}
					}
				}
			}
		}
	}
	out := make([]Term, 0, len(best))
	for _, x := range best {
		out = append(out, x)
	}
	slices.SortFunc(out, func(a, b Term) int { return cmp.Compare(a.Stem, b.Stem) })
	return out
}

func all(stems []string, have map[string]bool) bool {
	for _, s := range stems {
		if !have[s] {
			return false
		}
	}
	return true
}
