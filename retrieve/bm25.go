package retrieve

import "math"

// bm25Builder gathers documents' term frequencies and weighs them with
// BM25 into an inverted index: the gist index and the document index are
// built so, each over its own field.
type bm25Builder struct {
	tfs    map[string][]tfPosting
	length []float64
	total  float64
	n      float64 // documents added
}

// tfPosting is a document holding a stem and how often (or with what
// weight) it holds it.
type tfPosting struct {
	doc int
	tf  float64
}

func newBM25Builder(docs int) *bm25Builder {
	return &bm25Builder{tfs: map[string][]tfPosting{}, length: make([]float64, docs)}
}

// add adds document doc with its term frequencies tf. Documents are added
// in order, so each stem's postings are in document order whatever tf's
// order; term frequencies are whole numbers or their sums, so the lengths
// add up exactly in any order.
func (b *bm25Builder) add(doc int, tf map[string]float64) {
	for s, c := range tf {
		b.tfs[s] = append(b.tfs[s], tfPosting{doc, c})
		b.length[doc] += c
	}
	b.total += b.length[doc]
	b.n++
}

// postings weighs every posting with BM25 (k1, bb): IDF times the
// saturated, length-normalised term frequency. A stem in more than maxDF
// of the documents (and more than one) is left out when maxDF > 0.
func (b *bm25Builder) postings(k1, bb, maxDF float64) *stemTable[gistPosting] {
	out := make(map[string][]gistPosting, len(b.tfs))
	if b.n == 0 || b.total == 0 {
		return newStemTable(out)
	}
	avg := b.total / b.n
	for s, ps := range b.tfs {
		df := float64(len(ps))
		if maxDF > 0 && df > maxDF*b.n && df > 1 {
			continue
		}
		idf := math.Log(1 + (b.n-df+0.5)/(df+0.5))
		w := make([]gistPosting, len(ps))
		for i, p := range ps {
			norm := k1 * (1 - bb + bb*b.length[p.doc]/avg)
			w[i] = gistPosting{p.doc, idf * p.tf * (k1 + 1) / (p.tf + norm)}
		}
		out[s] = w
	}
	return newStemTable(out)
}
