package retrieve

import (
	"slices"
)

// Pseudo-relevance feedback from the document ranking (issue 12, round
// 11): the words that weigh most in the few documents the task's own
// words rank best by their whole text are the task's feedback words. They
// rank the documents a second time beside the task's words (docRanks),
// and join the query as expansions, as the thesaurus's do (an optional
// BM25 clause, the query embedding's centre, graph seeds), each at a
// fraction of an own word's weight. A runbook that says "rate limiting"
// where the task says "throttling" shares no word with the task, but the
// documents the task does find often use the runbook's words, so the
// feedback reaches it (Rocchio 1971; RM3, Lavrenko and Croft 2001, is the
// same idea with a language model's weights).
//
// Measured on the seven development sets of the blind ADR/SOP tasks
// (eval/testdata/blind-adrsop/results.md, round 11): nDCG@5 +0.007 on
// average, +0.012 on the no-shared-word halves (eleven settings measured
// from -0.004 to +0.007; feedback words in the expansions and in the
// second ranking together did best). On test7, held out, +0.001 and
// +0.010.
const (
	// feedbackDocs is how many of the best documents give feedback.
	feedbackDocs = 5
	// feedbackTerms is how many feedback words a task takes.
	feedbackTerms = 10
	// feedbackRankWeight is the best feedback word's weight in the second
	// document ranking, feedbackQueryWeight its weight as an expansion (a
	// task's own words weigh 1); the others weigh in proportion.
	feedbackRankWeight  = 0.2
	feedbackQueryWeight = 0.6
	// feedbackMaxShare: a word in more than this share of the documents
	// is too common to say what the best documents are about.
	feedbackMaxShare = 0.1
	// feedbackFrom is what --explain names as a feedback word's source.
	feedbackFrom = "feedback"
)

// docTerm is a stem of the document index with a weight: in the index
// read by document (docTerms), its BM25 weight in the document; as a
// feedback word, its weight over the best feedback word's.
type docTerm struct {
	stem int // the stem's place in the document index (docTerms: among its possible feedback words)
	w    float64
}

// docTerms is the document index by document, built from the inverted
// index on first use (it is derived, so not stored in the lookups file),
// holding only the stems that can be feedback words: those in at least two
// documents and at most feedbackMaxShare of the documents it covers. The
// others are most of a document's stems, and feedbackWords would weigh
// them only to leave them out. Its docTerms name their stems by their
// place among those stems, in stem order; the second result maps that
// place to the stem's in the index.
func (e *Engine) docTerms() ([][]docTerm, []int) {
	e.docTermsOnce.Do(func() {
		t := e.docIdx.postings
		covered := make([]bool, len(e.docs))
		n := 0
		for _, p := range t.posts {
			if !covered[p.doc] {
				covered[p.doc] = true
				n++
			}
		}
		fwd := make([][]docTerm, len(e.docs))
		var stems []int
		for i := range t.stems {
			ps := t.posts[t.offs[i]:t.offs[i+1]]
			if df := len(ps); df < 2 || float64(df) > feedbackMaxShare*float64(n) {
				continue
			}
			for _, p := range ps {
				fwd[p.doc] = append(fwd[p.doc], docTerm{stem: len(stems), w: p.w})
			}
			stems = append(stems, i)
		}
		e.docFwd, e.docFwdStems = fwd, stems
	})
	return e.docFwd, e.docFwdStems
}

// feedbackOn reports whether feedback from the document ranking is used.
func (e *Engine) feedbackOn() bool { return !e.opt.Vocab.NoFeedback && e.docOn() }

// feedbackWords are the feedback words of the documents sc scores best:
// each stem of the first feedbackDocs documents scored by its BM25 weight
// in each, the document's weight being its score over the first's; the
// feedbackTerms best that are not among own (the task's words), in at
// least two documents and at most feedbackMaxShare of them, best first
// (ties in stem order).
func (e *Engine) feedbackWords(sc *docScores, own []string) []docTerm {
	if len(sc.touched) == 0 {
		return nil
	}
	top := topByScore(sc.touched, sc.score, feedbackDocs)
	if sc.score[top[0]] <= 0 {
		return nil
	}
	fwd, stems := e.docTerms()
	t := e.docIdx.postings
	if len(sc.stemW) < len(stems) {
		sc.stemW = make([]float64, len(stems))
	}
	sc.stems = sc.stems[:0]
	for _, d := range top {
		dw := sc.score[d] / sc.score[top[0]]
		for _, x := range fwd[d] {
			if sc.stemW[x.stem] == 0 {
				sc.stems = append(sc.stems, x.stem)
			}
			sc.stemW[x.stem] += dw * x.w // BM25 weights are positive
		}
	}
	// The task's own words among them (own is distinct): the best
	// feedbackTerms of the others are among the best feedbackTerms+m of
	// all, m the own words there.
	sc.own = sc.own[:0]
	for _, w := range own {
		if i, ok := slices.BinarySearch(t.stems, w); ok {
			if j, ok := slices.BinarySearch(stems, i); ok && sc.stemW[j] != 0 {
				sc.own = append(sc.own, j)
			}
		}
	}
	best := topByScore(sc.stems, sc.stemW, feedbackTerms+len(sc.own))
	best = slices.DeleteFunc(best, func(s int) bool { return slices.Contains(sc.own, s) })
	best = best[:min(len(best), feedbackTerms)]
	out := make([]docTerm, len(best))
	for i, s := range best {
		out[i] = docTerm{stem: stems[s], w: sc.stemW[s]}
	}
	for _, s := range sc.stems {
		sc.stemW[s] = 0
	}
	if len(out) == 0 {
		return nil
	}
	for i, w := 0, out[0].w; i < len(out); i++ {
		out[i].w /= w
	}
	return out
}

// addFeedbackScores adds the feedback words' BM25 weights to the
// documents' scores, each at feedbackRankWeight times its weight.
func (e *Engine) addFeedbackScores(sc *docScores, words []docTerm) {
	t := e.docIdx.postings
	for _, fw := range words {
		f := feedbackRankWeight * fw.w
		for _, p := range t.posts[t.offs[fw.stem]:t.offs[fw.stem+1]] {
			if sc.score[p.doc] == 0 {
				sc.touched = append(sc.touched, p.doc)
			}
			sc.score[p.doc] += f * p.w
		}
	}
}

// addFeedback adds r's feedback words to vq as expansions, each at
// feedbackQueryWeight times its weight. A word vq holds already (the
// thesaurus's) keeps its weight.
func (e *Engine) addFeedback(vq *vocabQuery, r docRanking) {
	if vq == nil || len(r.feedback) == 0 {
		return
	}
	t := e.docIdx.postings
	added := false
	for _, fw := range r.feedback {
		s := t.stems[fw.stem]
		if _, ok := vq.weight[s]; ok {
			continue
		}
		vq.weight[s] = feedbackQueryWeight * fw.w
		vq.expanded[s] = feedbackFrom
		vq.stems = append(vq.stems, s)
		added = true
	}
	if added {
		slices.Sort(vq.stems)
	}
}
