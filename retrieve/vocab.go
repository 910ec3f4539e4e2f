package retrieve

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/index"
)

// Vocab tunes the signals that bridge the vocabulary gap between a task
// and its governing documents (issue 12). The zero value turns all on.
type Vocab struct {
	// NoGist turns off the document gist signal (gist.go): title, file
	// name, headings and summary of each document scored as one field.
	NoGist bool
	// NoThesaurus turns off query expansion with the thesaurus (its BM25
	// clauses, gist terms, query-embedding centre and graph seeds).
	NoThesaurus bool
	// NoDiversity lets one document take every slot of the pack.
	NoDiversity bool
	// NoDocument turns off the document signal (docrank.go): documents
	// ranked by their whole text, fused with the candidates' ranking.
	NoDocument bool
	// NoFeedback turns off the document ranking's feedback words
	// (docfeedback.go): the words that weigh most in the documents the
	// task ranks best join the query as expansions.
	NoFeedback bool
	// WeightGist is the gist signal's weight in the fused score; 0 (the
	// default) leaves the signal out. Rounds 1-3 used 0.2; in round 4 it
	// cost nDCG@5 on both blind ADR/SOP development sets and SciFact
	// (eval/testdata/blind-adrsop/results.md), so it is off unless set.
	WeightGist float64
	// Thesaurus expands task words; nil selects expand.Default().
	Thesaurus *expand.Thesaurus
}

// VocabSignalNames are the vocabulary signals that WithVocabOff switches
// off (the gist only matters with a WeightGist).
var VocabSignalNames = []string{"diversity", "document", "feedback", "gist", "thesaurus"}

// VocabFor is the vocabulary configuration r gives: its thesaurus groups
// added to the shipped thesaurus (retrieval.thesaurus in canon.yaml) and
// the gist signal's weight (retrieval.gist_weight). Every engine that
// answers for a configuration uses it (query context, query serve, the
// hook), so that they give the same pack.
func VocabFor(r config.Retrieval) (Vocab, error) {
	v := Vocab{WeightGist: r.GistWeight}
	if len(r.Thesaurus) == 0 {
		return v, nil
	}
	th, err := expand.New(r.Thesaurus, expand.DefaultWeight)
	if err != nil {
		return v, fmt.Errorf("retrieval.thesaurus: %w", err)
	}
	v.Thesaurus = th
	return v, nil
}

// WithVocabOff returns o with the named vocabulary signals switched off
// (for ablations).
func (o Options) WithVocabOff(names []string) (Options, error) {
	for _, n := range names {
		switch n {
		case "diversity":
			o.Vocab.NoDiversity = true
		case "document":
			o.Vocab.NoDocument = true
		case "feedback":
			o.Vocab.NoFeedback = true
		case "gist":
			o.Vocab.NoGist = true
		case "thesaurus":
			o.Vocab.NoThesaurus = true
		default:
			return o, fmt.Errorf("vocabulary signal %q: want one of %v", n, VocabSignalNames)
		}
	}
	return o, nil
}

// vocabQuery is a task's stems with their weights: the task's own at 1,
// the thesaurus's expansions lower.
type vocabQuery struct {
	stems    []string // sorted, distinct
	weight   map[string]float64
	expanded map[string]string // expansion stem -> thesaurus entry that brought it
}

func (e *Engine) vocabQuery(text string) *vocabQuery {
	own := expand.Stems(text)
	vq := &vocabQuery{weight: map[string]float64{}, expanded: map[string]string{}}
	for _, s := range own {
		vq.weight[s] = 1
	}
	if !e.opt.Vocab.NoThesaurus {
		for _, x := range e.thesaurus.Expand(own) {
			vq.weight[x.Stem] = x.Weight
			vq.expanded[x.Stem] = x.From
		}
	}

	for s := range vq.weight {
		vq.stems = append(vq.stems, s)
	}
	slices.Sort(vq.stems)
	return vq
}

// bm25MaxExpansions bounds the expansions added to the BM25 search, the
// heaviest first (then in stem order): each is a posting list to walk.
const bm25MaxExpansions = 3

// bm25Expand scales an expansion's weight into its BM25 boost.
const bm25Expand = 0.5

// expansions are the query's expansion stems for the BM25 search, in stem
// order.
func (vq *vocabQuery) expansions() []index.Expansion {
	if vq == nil {
		return nil
	}
	var out []index.Expansion
	for _, s := range vq.stems {
		if _, ok := vq.expanded[s]; ok {
			out = append(out, index.Expansion{Text: s, Boost: bm25Expand * vq.weight[s]})
		}
	}
	slices.SortStableFunc(out, func(a, b index.Expansion) int { return cmp.Compare(b.Boost, a.Boost) })
	return out[:min(len(out), bm25MaxExpansions)]
}

// explainExpansions tells, in each candidate's why, the expansions that
// brought it in: those its document's gist matched and, with scanText,
// those in its text or its document's title (the BM25, embedding and graph
// seed expansions). Only the pack's candidates are explained.
func (e *Engine) explainExpansions(cs []*cand, vq *vocabQuery, scanText bool) {
	if vq == nil || len(vq.expanded) == 0 {
		return
	}
	for _, c := range cs {
		via := slices.Clone(c.via)
		if scanText {
			// The text (the BM25 and embedding expansions) and the
			// document's title (the graph seeds).
			for _, s := range expand.Stems(e.docs[c.doc(e)].Title + " " + e.chunkOrRuleText(c)) {
				if from, ok := vq.expanded[s]; ok {
					via = append(via, s+"←"+from)
				}
			}
		}
		slices.Sort(via)
		if via = slices.Compact(via); len(via) > 0 {
			c.why = append(c.why, "expanded: "+strings.Join(via, ", "))
		}
	}
}

func (e *Engine) chunkOrRuleText(c *cand) string {
	if c.rule >= 0 {
		return e.rules[c.rule].Text
	}
	return e.chunks[c.chunk].Text
}

// initVocab loads the thesaurus and builds the gist index (ranking).
func (e *Engine) initVocab() error {
	e.thesaurus = e.opt.Vocab.Thesaurus
	if e.thesaurus == nil {
		t, err := expand.Default()
		if err != nil {
			return fmt.Errorf("load engine: %w", err)
		}
		e.thesaurus = t
	}
	if !e.lookupsRead {
		if !e.opt.Vocab.NoGist {
			e.buildGist()
		}
		if !e.opt.Vocab.NoDocument {
			e.buildDocs()
		}
	}
	return nil
}

// embedExpand is the weight of the expansions' centre beside the task's own
// (unit) query embedding.
const embedExpand = 4.0

// expandVector adds the thesaurus's expansions to a query embedding: the
// centre of the expansions' embeddings, each weighted by its expansion
// weight, at embedExpand beside the task's own vector, L2-normalised. The
// embedding signal then finds the chunks that say what the task means in
// other words, which the BM25 expansions (they only rescore what the
// task's own words find) cannot. v is returned unchanged without
// expansions.
func (e *Engine) expandVector(v embed.Vector, vq *vocabQuery) embed.Vector {
	if vq == nil || len(vq.expanded) == 0 || embedExpand <= 0 || len(v) != e.emb.Dim() {
		return v
	}
	acc := make([]float64, len(v))
	var sum float64
	for _, s := range vq.stems {
		if _, ok := vq.expanded[s]; !ok {
			continue
		}
		w := vq.weight[s]
		sum += w
		// A word's embedding is mostly zeros, which add nothing.
		for _, x := range e.expansionVec(s) {
			acc[x.i] += w * x.v
		}
	}
	for i, x := range v {
		acc[i] = float64(x) + embedExpand*acc[i]/sum
	}
	if out := unit(acc); out != nil {
		return out
	}
	return v
}

// seedExpand scales an expansion's weight into the weight of the graph
// seeds it names, at most that of a task word: an expansion of weight 0.5
// or more seeds as the task's own words do.
const seedExpand = 2.0

// expansionSeeds adds to the graph seeds the documents and sections whose
// names hold an expansion (as keywordSeeds does for the task's words), each
// at its seed weight times the expansion's (seedExpand): a decision titled
// in the thesaurus's other words seeds the graph, and the graph's
// candidates bring its best chunk.
func (e *Engine) expansionSeeds(seeds map[string]float64, vq *vocabQuery) {
	if vq == nil {
		return
	}
	for _, s := range vq.stems {
		if _, ok := vq.expanded[s]; !ok {
			continue
		}
		nodes := e.seedIdx.get(s)
		if len(nodes) > maxSeedFanout {
			continue
		}
		w := min(1, seedExpand*vq.weight[s])
		for _, n := range nodes {
			seeds[n.node] = max(seeds[n.node], w*n.weight)
		}
	}
}

// expansionVec is an expansion stem's embedding, its non-zero components
// only, computed once per engine (the stems are the thesaurus's and the
// corpus's: a bounded set).
func (e *Engine) expansionVec(s string) []sparseX {
	if v, ok := e.expVecs.Load(s); ok {
		return v.([]sparseX)
	}
	var v []sparseX
	for i, x := range e.emb.Embed(s) {
		if x != 0 {
			v = append(v, sparseX{i, float64(x)})
		}
	}
	e.expVecs.Store(s, v)
	return v
}

// sparseX is a non-zero component of a vector.
type sparseX struct {
	i int
	v float64
}
