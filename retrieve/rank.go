package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/sourcegraph/conc"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
	v "github.com/canon-kg/canon/vocabulary"
)

// Signals selects the signals a ranking uses: BM25, the embeddings, the
// graph (with the document-similarity feedback from the best BM25 hits,
// which needs BM25) and the proximity of query word pairs.
type Signals struct{ BM25, Embed, Graph, Proximity bool }

// AllSignals is the full hybrid.
var AllSignals = Signals{BM25: true, Embed: true, Graph: true, Proximity: true}

// cand is one candidate: a chunk (rule < 0) or a rule (chunk < 0).
type cand struct {
	chunk, rule int
	bm25, cos   float64 // raw
	prox        float64 // raw proximity of the query's word pairs
	graph       float64 // raw graph score
	nb, ne, ng  float64 // normalised
	np          float64 // proximity over the candidates' maximum
	fused       float64
	score       float64
	gist        float64  // gist signal, normalised (gist.go)
	docRank     int      // the document's rank by its whole text (docrank.go); 0 = not ranked
	docFused    bool     // score is the fusion with the documents' ranking (fuseDocRanks)
	boost       float64  // with docFused: the boosts the score held before the fusion
	via         []string // thesaurus expansions that matched the gist
	why         []string
	dropped     string
	also        []string // where the same rule is written too (foldSameRules)
}

func (c *cand) key(e *Engine) string {
	if c.rule >= 0 {
		return e.rules[c.rule].Node
	}
	return e.chunks[c.chunk].ID
}

func (c *cand) doc(e *Engine) int {
	if c.rule >= 0 {
		return e.rules[c.rule].doc
	}
	return e.chunks[c.chunk].doc
}

// rankQuery is what candidate generation needs.
type rankQuery struct {
	text     string
	bm25Text string // text searched with BM25 (bm25Text)
	embedVec embed.Vector
	kIn      int
	signals  Signals
	seeds    map[string]float64 // graph seeds
	domains  []string           // task keywords, matched against rule domains
	kinds    []string           // index kind filter
	ruleMode bool               // rule files contribute rules, not chunks
	vocab    *vocabQuery        // stems and expansions for the gist signal (vocab.go)
}

// candidates gathers and fuses the three signals (DESIGN §6).
func (e *Engine) candidates(ctx context.Context, q rankQuery) ([]*cand, error) {
	byChunk := map[int]*cand{}
	byRule := map[int]*cand{}
	chunkCand := func(i int) *cand {
		c, ok := byChunk[i]
		if !ok {
			c = &cand{chunk: i, rule: -1}
			byChunk[i] = c
		}
		return c
	}
	ruleCand := func(i int) *cand {
		c, ok := byRule[i]
		if !ok {
			c = &cand{chunk: -1, rule: i}
			byRule[i] = c
		}
		return c
	}
	// The graph's and the gists' scores do not depend on BM25: they are
	// computed while the index is searched.
	var gscore *graphScore
	var gist gistHits
	// Without arcs the graph would only echo its seeds: no signal.
	useGraph := q.signals.Graph && len(q.seeds) > 0 && e.hasGraph
	var wg conc.WaitGroup
	if useGraph {
		wg.Go(func() { gscore = e.graphScores(q.seeds) })
		defer func() { gscore.release() }()
	}
	if e.gistOn() {
		wg.Go(func() { gist = e.gistScores(q.vocab) })
	}
	bm25 := map[int]float64{} // pool scores, by chunk
	if q.signals.BM25 || len(e.chunks) > e.opt.ExhaustiveLimit {
		hits, err := e.x.Search(ctx, index.Query{Text: q.bm25Text, K: max(e.opt.Pool, q.kIn), Kinds: q.kinds, ScoresOnly: true, Expand: q.vocab.expansions()})
		if err != nil {
			wg.Wait()
			return nil, fmt.Errorf("bm25 candidates: %w", err)
		}
		for rank, h := range hits {
			i, ok := e.byChunk[h.ID]
			if !ok {
				continue
			}
			bm25[i] = h.Score
			if q.signals.BM25 && rank < q.kIn {
				chunkCand(i)
			}
		}
	}
	wg.Wait()
	// Graph: weighted spreading plus Personalized PageRank over documents.
	if useGraph {
		for _, t := range gscore.topNodes(q.kIn) {
			e.graphCandidates(t.node, q, chunkCand, ruleCand)
		}
	}
	// Embeddings: every chunk when the corpus is small, else the pool. The
	// cosines of all chunk candidates are set below.
	if q.signals.Embed {
		top, err := e.topBySimilarity(ctx, q.embedVec, bm25, q.kinds, q.kIn)
		if err != nil {
			return nil, fmt.Errorf("embedding candidates: %w", err)
		}
		for _, i := range top {
			chunkCand(i)
		}
	}
	// Rules: each scored by its own embedding and its chunk's BM25.
	if q.ruleMode {
		for _, ri := range e.rulePool(bm25, byChunk, byRule) {
			r := &e.rules[ri]
			b := bm25[r.chunk]
			if r.chunk < 0 {
				b = 0
			}
			cos := r.Vec.Dot(q.embedVec)
			_, inChunks := byChunk[r.chunk]
			if inChunks || byRule[ri] != nil || (q.signals.Embed && cos > 0.25) {
				c := ruleCand(ri)
				c.bm25, c.cos = b, cos
			}
		}
		// A chunk its rules stand for (representedByRules) is served as them.
		for i := range byChunk {
			if e.servedAsRules(i) {
				delete(byChunk, i)
			}
		}
	}
	out := make([]*cand, 0, len(byChunk)+len(byRule))
	for i, c := range byChunk {
		c.bm25 = bm25[i]
		if q.signals.Embed {
			c.cos = e.chunks[i].Vec.Dot(q.embedVec)
		}
		out = append(out, c)
	}
	for _, c := range byRule {
		out = append(out, c)
	}
	var fb embed.Vector
	if q.signals.Graph && q.signals.BM25 {
		fb = e.feedbackVector(bm25)
	}
	if fb != nil {
		top, err := e.topBySimilarity(ctx, fb, bm25, q.kinds, q.kIn)
		if err != nil {
			return nil, fmt.Errorf("feedback candidates: %w", err)
		}
		for _, i := range top {
			if _, ok := byChunk[i]; !ok && (!q.ruleMode || !e.servedAsRules(i)) {
				c := chunkCand(i)
				c.bm25 = bm25[i]
				if q.signals.Embed {
					c.cos = e.chunks[i].Vec.Dot(q.embedVec)
				}
				out = append(out, c)
			}
		}
	}
	if q.signals.Proximity && e.opt.WeightProximity > 0 {
		e.proximity(q.text, out)
	}
	for _, c := range out {
		c.graph = e.graphOf(c, gscore)
		if q.signals.Graph && c.rule >= 0 && len(q.domains) > 0 {
			for _, d := range e.rules[c.rule].Domains {
				if _, ok := slices.BinarySearch(q.domains, d); ok {
					c.graph = max(c.graph, domainSeed*spreadWeights[v.RuleDomain])
				}
			}
		}
		if fb != nil {
			v := e.chunkOrRuleVec(c)
			c.graph = max(c.graph, v.Dot(fb))
		}
	}
	e.fuse(out, q.signals)
	e.applyGist(out, gist)
	return out, nil
}

// rulePool is the rules scored for a query: all of them up to
// Options.ExhaustiveLimit, else those held by a chunk of the BM25 pool or
// a chunk candidate, and the rule candidates already found (the graph's).
func (e *Engine) rulePool(bm25 map[int]float64, byChunk map[int]*cand, byRule map[int]*cand) []int {
	if len(e.rules) <= e.opt.ExhaustiveLimit {
		out := make([]int, len(e.rules))
		for i := range out {
			out[i] = i
		}
		return out
	}
	var out []int
	for i := range bm25 {
		out = append(out, e.chunkRules[i]...)
	}
	for i := range byChunk {
		out = append(out, e.chunkRules[i]...)
	}
	for i := range byRule {
		out = append(out, i)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// servedAsRules reports whether chunk i is served as its rules, not as
// itself (representedByRules).
func (e *Engine) servedAsRules(i int) bool {
	return e.byRules[i]
}

// representedByRules reports whether the rules rs whose first lines chunk
// c holds stand for it: they cover at least half of its lines of text
// (not blank, not a heading).
// A chunk mostly of rules is served as those rules, one instruction an
// item; one mostly of prose around a rule or two ("**Not accepted:** new
// server implementations …" beside a CI section's list, "- Unit: Vitest,
// in packages/**/__tests__/" among a testing section's instructions) is
// served as itself too, or the prose's conventions, which are no rules,
// would reach no agent. Measured on the blind rule sets (nDCG@5, median
// pack tokens): served as rules always 0.527/0.489/0.551/0.525/0.467
// (506/288/389/305/341 tokens), at half 0.536/0.542/0.589/0.560/0.507
// (602/447/477/411/420); held-out blind-rules6 0.669 -> 0.690 (218 -> 255
// tokens). Counting headings as text served more chunks (rules6 0.716),
// a rule folded into its copy in another file among them; served as
// itself whenever it holds a line that is no rule, a chunk scored
// 0.60-0.68 for twice the tokens: its items were whole sections.
func (e *Engine) representedByRules(c int, rs []int) bool {
	ch := &e.chunks[c]
	lines := 0
	for l := range strings.SplitSeq(ch.Text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines++
		}
	}
	covered := 0
	for _, ri := range rs {
		r := &e.rules[ri]
		covered += min(max(r.LineEnd, r.LineStart), ch.LineEnd) - r.LineStart + 1
	}
	return 2*covered >= lines
}

// graphCandidates adds the items a graph node stands for.
func (e *Engine) graphCandidates(node string, q rankQuery, chunkCand, ruleCand func(int) *cand) {
	switch {
	case strings.HasPrefix(node, "rule:"):
		if i, ok := e.ruleByNode[node]; ok && q.ruleMode {
			ruleCand(i)
		}
	case strings.HasPrefix(node, "doc:"), strings.HasPrefix(node, "section:"):
		p := strings.TrimPrefix(strings.TrimPrefix(node, "doc:"), "section:")
		p, slug, _ := strings.Cut(p, "#")
		d, ok := e.byPath[p]
		if !ok {
			return
		}
		if len(q.kinds) > 0 && !slices.Contains(q.kinds, e.docs[d].Kind) {
			return
		}
		best, bestCos := -1, -2.0
		for _, ci := range e.docs[d].chunks {
			if slug != "" && e.chunks[ci].Section != slug {
				continue
			}
			cos := e.chunks[ci].Vec.Dot(q.embedVec)
			if cos > bestCos {
				best, bestCos = ci, cos
			}
		}
		if best >= 0 {
			chunkCand(best)
		}
	}
}

// domainSeed is the seed weight of a task keyword naming a rule domain.
const domainSeed = 0.5

// fuse normalises BM25, cosine and graph min-max over the candidates (a
// signal that is constant adds nothing) and proximity by its maximum, and
// takes the weighted sum. Weighted reciprocal-rank fusion was measured and
// lost (see the eval package).
func (e *Engine) fuse(cs []*cand, s Signals) {
	lo := [3]float64{math.Inf(1), math.Inf(1), math.Inf(1)}
	hi := [3]float64{math.Inf(-1), math.Inf(-1), math.Inf(-1)}
	for _, c := range cs {
		for i, x := range [3]float64{c.bm25, c.cos, c.graph} {
			lo[i], hi[i] = min(lo[i], x), max(hi[i], x)
		}
	}
	var proxHi float64
	for _, c := range cs {
		proxHi = max(proxHi, c.prox)
	}
	norm := func(i int, x float64) float64 {
		if hi[i] <= lo[i] {
			return 0
		}
		return (x - lo[i]) / (hi[i] - lo[i])
	}
	for _, c := range cs {
		c.fused = 0
		if s.BM25 {
			c.nb = norm(0, c.bm25)
			c.fused += e.opt.WeightBM25 * c.nb
		}
		if s.Embed {
			c.ne = norm(1, c.cos)
			c.fused += e.opt.WeightEmbed * c.ne
		}
		if s.Graph {
			c.ng = norm(2, c.graph)
			c.fused += e.opt.WeightGraph * c.ng
		}
		if s.Proximity && proxHi > 0 {
			c.np = c.prox / proxHi
			c.fused += e.opt.WeightProximity * c.np
		}
		c.score = c.fused
	}
}

// Ranked is one entry of a plain ranking (Rank).
type Ranked struct {
	ID, Path string
	Score    float64
}

// Rank ranks the chunks for text with the chosen signals and returns the
// best k, one entry per chunk, ordered by score and then ID. It applies no
// filters, boosts or budget: it is the retrieval core that eval measures.
// Graph seeds are the documents whose titles or paths contain the text's
// keywords.
func (e *Engine) Rank(ctx context.Context, text string, k int, s Signals) ([]Ranked, error) {
	if err := e.ranking(); err != nil {
		return nil, fmt.Errorf("rank %q: %w", text, err)
	}
	terms, err := e.queryTerms(ctx, text)
	if err != nil {
		return nil, fmt.Errorf("rank %q: %w", text, err)
	}
	vq := e.vocabQuery(text)
	q := rankQuery{text: text, bm25Text: e.bm25Text(terms, text), embedVec: e.expandVector(e.queryVector(terms, text), vq), kIn: max(k, 1), signals: s, vocab: vq}
	if s.Graph {
		q.seeds, q.domains = e.keywordSeeds(text, nil)
		e.expansionSeeds(q.seeds, vq)
	}
	cs, err := e.candidates(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("rank %q: %w", text, err)
	}
	out := make([]Ranked, 0, len(cs))
	for _, c := range cs {
		ch := e.chunks[c.chunk]
		out = append(out, Ranked{ID: ch.ID, Path: ch.Path, Score: c.score})
	}
	slices.SortFunc(out, func(a, b Ranked) int { return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID)) })
	return out[:min(len(out), k)], nil
}
