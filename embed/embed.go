package embed

import (
	"math"
	"runtime"
	"strings"
	"unicode/utf8"
)

// DefaultDim is the dimension New uses for a non-positive argument. It was
// chosen on the SciFact training queries (see doc.go).
const DefaultDim = 768

// Vector is an embedding. Vectors from Embed have unit L2 norm, or are all
// zero for text without words; Decode restores them to within 1%.
type Vector []float32

// Embedder maps text to hashed lexical embeddings. The zero value is not
// usable; call New. An Embedder's weights are immutable and it is safe for
// concurrent use; it keeps a few scratch buffers with word caches, which a
// sync.Pool would drop at every garbage collection.
type Embedder struct {
	free    chan *scratch
	dim     int
	unigram float64 // weight of a word stem
	bigram  float64 // weight of two consecutive kept stems
	subword float64 // total weight of one word's character n-grams
	minGram int     // shortest character n-gram, in runes
	maxGram int     // longest character n-gram, in runes
}

// New returns an Embedder producing vectors of dimension dim, or
// DefaultDim when dim <= 0.
func New(dim int) *Embedder {
	if dim <= 0 {
		dim = DefaultDim
	}
	return &Embedder{
		free: make(chan *scratch, 2*runtime.GOMAXPROCS(0)),
		dim:  dim, unigram: 1, bigram: 0.15, subword: 1.5, minGram: 3, maxGram: 5,
	}
}

// Dim returns the dimension of the vectors e produces.
func (e *Embedder) Dim() int { return e.dim }

// Feature kinds, hashed in so a stem, a bigram and an n-gram never share
// a hash by construction.
const (
	kindUnigram = 'u'
	kindBigram  = 'b'
	kindGram    = 'g'
)

// feature is one hashed occurrence with its weight.
type feature struct {
	h uint64
	w float64
}

// scratch is reusable working memory of Embed, with a cache of the
// features of the words it has seen (words repeat heavily in any corpus,
// and stemming and n-gram hashing are most of Embed's cost).
type scratch struct {
	agg      table
	acc      []float64
	ids      map[string]int32 // word -> index in words
	words    []wordFeatures
	distinct []int32 // the words of the current text, in first-seen order
	vec      Vector  // EmbedEncoded's vector
	enc      []byte  // EmbedEncoded's encoding buffer
	gen      uint32  // the current Embed call, for wordFeatures.seen
}

// maxCachedWords bounds the word cache of one scratch.
const maxCachedWords = 1 << 16

// wordFeatures are the features one word contributes, bigrams aside, and
// its count in the current text.
type wordFeatures struct {
	stop    bool
	stem    string
	unigram uint64
	// grams are the hashes of the word's character n-grams, each of
	// weight gramW: one weight for all, and no spare capacity, halve the
	// cache of a scratch (it held 33 MB of the governance corpora's
	// 270 MB of live heap as {hash, weight} pairs).
	grams []uint64
	gramW float64
	seen  uint32 // the scratch.gen of the last text the word was seen in
	count int32  // occurrences in that text
}

func (e *Embedder) wordFeatures(word string) wordFeatures {
	if IsStopWord(word) {
		return wordFeatures{stop: true}
	}
	stem := strings.Clone(Stem(word))
	w := wordFeatures{stem: stem, unigram: hashOf(kindUnigram, stem, "")}
	if e.subword > 0 {
		w.grams, w.gramW = e.grams(word)
	}
	return w
}

// getScratch takes a free scratch buffer or makes one; putScratch returns
// it, dropping it when enough are kept.
func (e *Embedder) getScratch() *scratch {
	select {
	case sc := <-e.free:
		return sc
	default:
		return &scratch{acc: make([]float64, e.dim), ids: make(map[string]int32, 4096)}
	}
}

func (e *Embedder) putScratch(sc *scratch) {
	select {
	case e.free <- sc:
	default:
	}
}

// Release drops the scratch buffers e keeps, with their word caches: a
// batch that is done embedding (an ingest's parsing) gives their memory
// back before its next phase. Embedding after it works as before, filling
// new caches.
func (e *Embedder) Release() {
	for {
		select {
		case <-e.free:
		default:
			return
		}
	}
}

// Embed returns the embedding of text: word stems, stem bigrams and
// character n-grams of the words (with < and > marking word boundaries),
// feature-hashed into e.Dim() signed buckets, each distinct feature weighted
// by its mean weight times 1+ln(count), then L2-normalised. Stop words are
// dropped. Embed is deterministic: the same text always gives the same
// vector.
func (e *Embedder) Embed(text string) Vector {
	sc := e.getScratch()
	defer e.putScratch(sc)
	v := make(Vector, e.dim)
	e.embedInto(sc, text, v)
	return v
}

// EmbedEncoded returns Embed(text).Encode() without allocating the vector.
func (e *Embedder) EmbedEncoded(text string) string {
	sc := e.getScratch()
	defer e.putScratch(sc)
	if len(sc.vec) != e.dim {
		sc.vec = make(Vector, e.dim)
	}
	e.embedInto(sc, text, sc.vec)
	var s string
	sc.enc, s = sc.vec.appendEncoded(sc.enc[:0])
	return s
}

// embedInto writes the embedding of text into v (len e.dim).
func (e *Embedder) embedInto(sc *scratch, text string, v Vector) {
	clear(v)
	if len(sc.words) >= maxCachedWords {
		clear(sc.ids)
		sc.words = sc.words[:0]
	}
	if sc.gen++; sc.gen == 0 { // wrapped: forget every word's last text
		for i := range sc.words {
			sc.words[i].seen = 0
		}
		sc.gen = 1
	}
	sc.distinct = sc.distinct[:0]
	// Aggregate equal features, adding each distinct feature to its bucket
	// in the order it was first seen, so that the floating-point sums, and
	// so the vector, depend on the text alone. Bigrams are added as they
	// occur; a word's unigram and n-grams once per distinct word, with its
	// count.
	sc.agg.reset(2 * len(text)) // distinct features run to about 1.5 per byte of text
	prev := ""
	forEachWord(text, func(word string, lowered []byte) {
		var (
			id int32
			ok bool
		)
		if lowered != nil {
			id, ok = sc.ids[string(lowered)] // no allocation for the lookup
		} else {
			id, ok = sc.ids[word]
		}
		if !ok {
			if lowered != nil {
				word = string(lowered)
			} else {
				word = strings.Clone(word)
			}
			id = int32(len(sc.words))
			sc.words = append(sc.words, e.wordFeatures(word))
			sc.ids[word] = id
		}
		w := &sc.words[id]
		if w.stop {
			return
		}
		if w.seen != sc.gen {
			w.seen, w.count = sc.gen, 0
			sc.distinct = append(sc.distinct, id)
		}
		w.count++
		if prev != "" && e.bigram > 0 {
			sc.agg.add(hashOf(kindBigram, prev, w.stem), e.bigram, 1)
		}
		prev = w.stem
	})
	if len(sc.distinct) == 0 {
		return
	}
	for _, id := range sc.distinct {
		w := &sc.words[id]
		c := float64(w.count)
		sc.agg.add(w.unigram, e.unigram*c, w.count)
		for _, h := range w.grams {
			sc.agg.add(h, w.gramW*c, w.count)
		}
	}
	acc := sc.acc
	clear(acc)
	dim := uint64(e.dim)
	for _, a := range sc.agg.order() {
		val := a.sum / float64(a.n) * logWeight(a.n)
		if a.h>>63 == 1 {
			val = -val
		}
		h := a.h & (1<<63 - 1)
		if dim == DefaultDim {
			h %= DefaultDim // a constant divisor compiles to a multiplication
		} else {
			h %= dim
		}
		acc[h] += val
	}
	norm := 0.0
	for _, x := range acc {
		norm += x * x
	}
	if norm == 0 {
		return
	}
	norm = math.Sqrt(norm)
	for i, x := range acc {
		v[i] = float32(x / norm)
	}
}

// logWeights[n] is 1+ln(n), the weight of a feature seen n times.
var logWeights = func() (w [256]float64) {
	for n := 1; n < len(w); n++ {
		w[n] = 1 + math.Log(float64(n))
	}
	return w
}()

func logWeight(n int32) float64 {
	if int(n) < len(logWeights) {
		return logWeights[n]
	}
	return 1 + math.Log(float64(n))
}

// grams returns the hashes of the character n-grams of "<word>" whose
// lengths lie in [minGram, maxGram] runes, and the weight of each: they
// share the weight e.subword, so that a long word does not outweigh a
// short one.
func (e *Embedder) grams(word string) ([]uint64, float64) {
	var starts [66]int // rune offsets in "<word>"; longer words are skipped
	n := utf8.RuneCountInString(word) + 2
	if n+1 > len(starts) {
		return nil, 0
	}
	k := 0
	starts[k] = 0 // "<"
	k++
	for i := range word {
		starts[k] = i + 1
		k++
	}
	starts[k] = len(word) + 1 // ">"
	starts[k+1] = len(word) + 2
	count := 0
	for size := e.minGram; size <= e.maxGram; size++ {
		count += max(0, n-size+1)
	}
	if count == 0 {
		return nil, 0
	}
	hashes := make([]uint64, 0, count)
	for size := e.minGram; size <= e.maxGram; size++ {
		for i := 0; i+size <= n; i++ {
			hashes = append(hashes, gramHash(word, starts[i], starts[i+size]))
		}
	}
	return hashes, e.subword / math.Sqrt(float64(count))
}

// FNV-1a 64-bit parameters.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hashOf is FNV-1a over kind, a, a separator and b.
func hashOf(kind byte, a, b string) uint64 {
	h := uint64(fnvOffset)
	h = (h ^ uint64(kind)) * fnvPrime
	for i := 0; i < len(a); i++ {
		h = (h ^ uint64(a[i])) * fnvPrime
	}
	if b != "" {
		h = (h ^ ' ') * fnvPrime
		for i := 0; i < len(b); i++ {
			h = (h ^ uint64(b[i])) * fnvPrime
		}
	}
	return mix(h)
}

// gramHash is FNV-1a over the bytes [from, to) of "<" + word + ">".
func gramHash(word string, from, to int) uint64 {
	h := uint64(fnvOffset)
	h = (h ^ kindGram) * fnvPrime
	for i := from; i < to; i++ {
		var c byte
		switch {
		case i == 0:
			c = '<'
		case i == len(word)+1:
			c = '>'
		default:
			c = word[i-1]
		}
		h = (h ^ uint64(c)) * fnvPrime
	}
	return mix(h)
}

// mix spreads FNV's weak high bits (the sign comes from bit 63) with the
// splitmix64 finaliser.
func mix(h uint64) uint64 {
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// Cosine returns the cosine similarity of a and b, or 0 when their lengths
// differ or either is all zero.
func Cosine(a, b Vector) float32 {
	if len(a) != len(b) || len(a) == 0 {
		return 0
	}
	var dot, na, nb float32
	b = b[:len(a)]
	for i, x := range a {
		y := b[i]
		dot += x * y
		na += x * x
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / float32(math.Sqrt(float64(na)*float64(nb)))
}
