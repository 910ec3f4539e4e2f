package retrieve

import (
	"cmp"
	"slices"
	"strconv"
	"sync"

	"github.com/canon-kg/canon/expand"
)

// The document signal: each document but a rule file ranked by BM25 over
// its whole text (title and every chunk) as one unit, and the pack's
// candidates re-ranked by reciprocal rank fusion of their own ranking and
// their documents' ranking. A decision or runbook whose words are spread
// over its sections (the task names the problem, the context section the
// symptom, the decision the fix) outranks a document with one chunk that
// shares the task's common words: chunk-level BM25 splits that evidence,
// the whole document sums it.
//
// Measured on the five development sets of the blind ADR/SOP tasks
// (eval/testdata/blind-adrsop/results.md, 2026-11-28): before any code, a
// throwaway program fused canon's document order with a whole-document
// BM25 ranking (k1 0.9, b 0.75, reciprocal rank at k 60, the document
// ranking weighted 0.3); in the engine, nDCG@5 rose on four of the five
// sets and held on the fifth. Rule files are left out: a rule file holds
// many unrelated instructions, each a unit of its own.
const (
	docK1 = 0.9
	docB  = 0.75
	// docRanked is how many documents the document ranking keeps.
	docRanked = 50
	// docWeight weighs the document ranking beside the candidates' own.
	docWeight = 0.3
	// rrfK is reciprocal rank fusion's constant (Cormack et al. 2009).
	rrfK = 60
)

// docIndex is the inverted index of the documents' whole texts: stem ->
// the documents holding it, each with the stem's BM25 weight there.
type docIndex struct {
	postings *stemTable[gistPosting]
}

// docSignal reports whether a document of kind takes part in the
// document signal.
func docSignal(kind string) bool { return kind != "rule" }

// buildDocs builds the document index from the chunks' texts: the
// documents of the signal (docSignal) are the collection.
func (e *Engine) buildDocs() {
	bm := newBM25Builder(len(e.docs))
	words := map[string]string{}
	tf := map[string]float64{}
	for di := range e.docs {
		d := &e.docs[di]
		if !docSignal(d.Kind) || len(d.chunks) == 0 {
			continue
		}
		clear(tf)
		for _, s := range expand.StemsCached(d.Title, words) {
			tf[s]++
		}
		for _, ci := range d.chunks {
			for _, s := range expand.StemsCached(e.chunks[ci].Text, words) {
				tf[s]++
			}
		}
		bm.add(di, tf)
	}
	e.docIdx = docIndex{postings: bm.postings(docK1, docB, 0)}
}

// docOn reports whether the document signal is used.
func (e *Engine) docOn() bool { return !e.opt.Vocab.NoDocument }

// docRanking is the documents ranked by their whole text for a task.
type docRanking struct {
	ranks    map[int]int // document -> rank from 1
	feedback []docTerm   // the feedback words (docfeedback.go), best first
}

// docRanks ranks the documents by the BM25 of the task's own words (each
// once; the thesaurus's expansions have their own signals) and of their
// feedback words (docfeedback.go) over their whole text: the first
// docRanked documents with a score, ties broken by document order.
func (e *Engine) docRanks(task string) docRanking {
	if !e.docOn() || e.docIdx.postings == nil {
		return docRanking{}
	}
	sc := docScratch.Get().(*docScores)
	defer docScratch.Put(sc)
	if len(sc.score) < len(e.docs) {
		sc.score = make([]float64, len(e.docs))
	}
	sc.touched = sc.touched[:0]
	var seen []string
	for _, s := range expand.StemsCached(task, nil) {
		if slices.Contains(seen, s) {
			continue
		}
		seen = append(seen, s)
		for _, p := range e.docIdx.postings.get(s) {
			if sc.score[p.doc] == 0 {
				sc.touched = append(sc.touched, p.doc)
			}
			sc.score[p.doc] += p.w
		}
	}
	var r docRanking
	if e.feedbackOn() {
		r.feedback = e.feedbackWords(sc, seen)
		e.addFeedbackScores(sc, r.feedback)
	}
	top := topByScore(sc.touched, sc.score, docRanked)
	r.ranks = make(map[int]int, len(top))
	for i, d := range top {
		r.ranks[d] = i + 1
	}
	for _, d := range sc.touched {
		sc.score[d] = 0
	}
	return r
}

// docScores is a query's scratch for docRanks: the documents' scores (all
// zero between queries; topByScore orders them, best first, ties in
// document order) and the ones it touched, and the feedback words'
// (feedbackWords) by their place in docTerms, likewise, with the task's
// own words among them.
type docScores struct {
	score   []float64
	touched []int
	stemW   []float64
	stems   []int
	own     []int
}

var docScratch = sync.Pool{New: func() any { return new(docScores) }}

// fuseDocRanks re-ranks candidates sorted best first by reciprocal rank
// fusion of their rank and their document's (ranks), among the candidates
// of the documents the signal covers (docSignal): a rule is a unit of its
// own, and a document's chunks are one unit, represented by its best
// chunk. The units keep the scores they had, in their new order: the
// unit ranked first by the fusion takes the best of their scores, and so
// on, and a document's other chunks move down with its best by the same
// ratio (not up: a document's weaker chunks do not pass what they were
// below).
// A rule file's candidates keep their scores and places, so the rules that
// govern the files at hand rank as before. Nothing changes when no
// candidate's document is ranked.
func (e *Engine) fuseDocRanks(cs []*cand, ranks map[int]int) {
	type unit struct {
		c    *cand
		rrf  float64
		slot float64 // the score of the unit's place before the fusion
	}
	units := make([]unit, 0, len(cs))
	best := map[int]*cand{} // document -> its best chunk
	ranked := false
	for _, c := range cs {
		d := c.doc(e)
		if !docSignal(e.docs[d].Kind) {
			continue
		}
		if c.rule < 0 {
			if _, ok := best[d]; ok {
				continue
			}
			best[d] = c
		}
		r, ok := ranks[d]
		ranked = ranked || ok
		u := unit{c: c, rrf: 1 / float64(rrfK+len(units)+1), slot: c.score}
		if ok {
			u.rrf += docWeight / float64(rrfK+r)
		}
		units = append(units, u)
	}
	if !ranked {
		return
	}
	order := slices.Clone(units)
	slices.SortStableFunc(order, func(a, b unit) int { return cmp.Compare(b.rrf, a.rrf) })
	scale := map[int]float64{} // document -> new score / old of its best chunk
	for k, u := range order {
		c := u.c
		if c.score > 0 && c.rule < 0 {
			scale[c.doc(e)] = units[k].slot / c.score
		}
		c.boost, c.docFused = c.score-c.fused, true
		c.score = units[k].slot
		if r, ok := ranks[c.doc(e)]; ok {
			c.docRank = r
			c.why = append(c.why, "document "+strconv.Itoa(r)+" of "+strconv.Itoa(len(ranks))+" by its whole text")
		}
	}
	for _, c := range cs {
		d := c.doc(e)
		if c.rule >= 0 || c.docFused || !docSignal(e.docs[d].Kind) {
			continue
		}
		c.boost, c.docFused = c.score-c.fused, true
		if f, ok := scale[d]; ok && f < 1 {
			c.score *= f // below its best chunk, which moved down
		}
		c.docRank = best[d].docRank
	}
}

// keepBelowSuccessors keeps every candidate of a superseded or amended
// decision below the best candidate of each decision superseding or
// amending it, as demoteSuperseded did before a re-scoring.
func (e *Engine) keepBelowSuccessors(cs []*cand) {
	best := e.bestByDoc(cs)
	for _, c := range cs {
		d := &e.docs[c.doc(e)]
		for _, s := range d.SupersededBy {
			clampBelow(c, s, best, 1e-6)
		}
		for _, a := range d.AmendedBy {
			clampBelow(c, a, best, 1e-6)
		}
	}
}
