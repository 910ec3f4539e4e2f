package retrieve

import (
	"path"
	"slices"
	"strings"

	"github.com/canon-kg/canon/expand"
)

// The gist signal: each document's title, file name, headings and summary
// scored with BM25 as one short field, so a document's gist counts beside
// its longest chunks. A decision titled in its author's words is found by
// the words of its title and headings even when no single chunk ranks.
// It is used only with a weight (Vocab.WeightGist; off by default since
// round 4 of the blind ADR/SOP sets, where it cost nDCG@5 on both
// development sets and on SciFact); the index is built either way.
//
// Field weights (term frequency added per occurrence): the title and the
// file name count gistTitleTF, each distinct heading gistHeadingTF, the
// summary gistSummaryTF.
const (
	gistTitleTF   = 2
	gistHeadingTF = 1
	gistSummaryTF = 1
	gistK1        = 1.2
	gistB         = 0.75
	// gistMaxDF is the share of documents above which a stem is left out
	// of the gist score.
	gistMaxDF = 0.1
)

// gistPosting is a document holding a stem and the stem's BM25 weight in
// it (IDF times the saturated, length-normalised term frequency).
type gistPosting struct {
	doc int
	w   float64
}

// gistIndex is the inverted index of the documents' gists, built by Load.
type gistIndex struct {
	postings *stemTable[gistPosting] // stem -> documents, by doc index
}

func (e *Engine) buildGist() {
	bm := newBM25Builder(len(e.docs))
	// Words repeat across titles and headings: each is stemmed once.
	words := map[string]string{}
	stemsOf := func(text string) []string { return expand.StemsCached(text, words) }
	dash := strings.NewReplacer("-", " ", "_", " ")
	tf := map[string]float64{}
	seen := map[string]bool{}
	for di := range e.docs {
		d := &e.docs[di]
		clear(tf)
		clear(seen)
		title := stemsOf(d.Title)
		for _, s := range title {
			tf[s] += gistTitleTF
		}
		// The file name, unless the title already says it.
		name := strings.TrimSuffix(path.Base(d.Path), path.Ext(d.Path))
		for _, s := range stemsOf(dash.Replace(name)) {
			if !slices.Contains(title, s) && !isNumber(s) {
				tf[s] += gistTitleTF
			}
		}
		seen[d.Title] = true
		prev := ""
		for _, ci := range d.chunks {
			// A document's chunks mostly repeat the heading path before
			// them: each path is split once.
			if e.chunks[ci].Heading == prev {
				continue
			}
			prev = e.chunks[ci].Heading
			for h := range strings.SplitSeq(prev, " > ") {
				if h = strings.TrimSpace(h); h != "" && !seen[h] {
					seen[h] = true
					for _, s := range stemsOf(h) {
						tf[s] += gistHeadingTF
					}
				}
			}
		}
		for _, s := range stemsOf(d.Summary) {
			tf[s] += gistSummaryTF
		}
		bm.add(di, tf)
	}
	// A stem in most gists is little evidence and much work.
	e.gist = gistIndex{postings: bm.postings(gistK1, gistB, gistMaxDF)}
}

func isNumber(s string) bool {
	return strings.Trim(s, "0123456789") == ""
}

// gistHits are the documents whose gist matches a query, scored with BM25
// over the gist field and normalised by the best, with the expansions that
// matched each.
type gistHits struct {
	score map[int]float64 // doc -> (0,1]
	via   map[int][]string
}

func (e *Engine) gistScores(vq *vocabQuery) gistHits {
	h := gistHits{score: map[int]float64{}, via: map[int][]string{}}
	if vq == nil || !e.gistOn() {
		return h
	}
	for _, s := range vq.stems {
		w := vq.weight[s]
		from, expanded := vq.expanded[s]
		for _, p := range e.gist.postings.get(s) {
			h.score[p.doc] += w * p.w
			if expanded {
				h.via[p.doc] = append(h.via[p.doc], s+"←"+from)
			}
		}
	}
	var best float64
	for _, s := range h.score {
		best = max(best, s)
	}
	for d, s := range h.score {
		h.score[d] = s / best
	}
	return h
}

// gistOn reports whether the gist signal is used: it has a weight and is
// not switched off.
func (e *Engine) gistOn() bool { return !e.opt.Vocab.NoGist && e.opt.Vocab.WeightGist > 0 }

// applyGist adds the gist signal to the fused scores.
func (e *Engine) applyGist(cs []*cand, h gistHits) {
	if len(h.score) == 0 {
		return
	}
	for _, c := range cs {
		d := c.doc(e)
		if s := h.score[d]; s > 0 {
			c.gist = s
			c.fused += e.opt.Vocab.WeightGist * s
			c.score = c.fused
			c.via = h.via[d]
		}
	}
}
