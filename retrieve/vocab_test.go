package retrieve

import (
	"slices"
	"testing"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/model"
)

// vocabEngine is an engine of three documents with one or two chunks each,
// enough for the gist and diversity logic (no stores).
func vocabEngine(t *testing.T, opt Options) *Engine {
	t.Helper()
	e := &Engine{opt: opt.withDefaults()}
	for i, d := range []docInfo{
		{Path: "adr/0004-feature-flags.md", Kind: "adr", Title: "Feature Flags"},
		{Path: "adr/0014-secret-provider.md", Kind: "adr", Title: "Secret Provider For All"},
		{Path: "adr/0020-release-process.md", Kind: "adr", Title: "Release Process"},
	} {
		e.docs = append(e.docs, d)
		for k, h := range []string{"Context", "Decision"} {
			e.chunks = append(e.chunks, chunkInfo{Chunk: &model.Chunk{ID: d.Path + "#" + string(rune('0'+k)), Heading: h}, Path: d.Path, doc: i})
			e.docs[i].chunks = append(e.docs[i].chunks, len(e.chunks)-1)
		}
	}
	if err := e.initVocab(); err != nil {
		t.Fatal(err)
	}
	return e
}

func TestGist_ThesaurusBridgesTitle(t *testing.T) {
	// The gist is off unless it has a weight.
	if h := vocabEngine(t, Options{}).gistScores(vocabEngine(t, Options{}).vocabQuery("feature flags")); len(h.score) != 0 {
		t.Errorf("no gist weight: scores %v, want none", h.score)
	}
	const w = 0.2
	e := vocabEngine(t, Options{Vocab: Vocab{WeightGist: w}})
	vq := e.vocabQuery("give services their database passwords")
	h := e.gistScores(vq)
	if h.score[1] != 1 {
		t.Fatalf("gist scores %v: want the secret provider (doc 1) best at 1", h.score)
	}
	if !slices.ContainsFunc(h.via[1], func(s string) bool { return s == expand.Stems("secret")[0]+"←password" }) {
		t.Errorf("via %v: want secret←password", h.via[1])
	}
	off := vocabEngine(t, Options{Vocab: Vocab{NoThesaurus: true, WeightGist: w}})
	if h := off.gistScores(off.vocabQuery("give services their database passwords")); len(h.score) != 0 {
		t.Errorf("without the thesaurus: gist scores %v, want none", h.score)
	}
	// A team's group (config retrieval.thesaurus) bridges its own words.
	th, err := expand.New([][]string{{"kill switch", "feature flag"}}, expand.DefaultWeight)
	if err != nil {
		t.Fatal(err)
	}
	team := vocabEngine(t, Options{Vocab: Vocab{Thesaurus: th, WeightGist: w}})
	if h := team.gistScores(team.vocabQuery("add a kill switch")); h.score[0] != 1 {
		t.Errorf("team thesaurus: gist scores %v, want feature flags (doc 0) best", h.score)
	}
	none := vocabEngine(t, Options{Vocab: Vocab{NoGist: true, WeightGist: w}})
	if h := none.gistScores(none.vocabQuery("feature flags")); len(h.score) != 0 {
		t.Errorf("gist off: scores %v, want none", h.score)
	}
}

func TestExpansions_EmbeddingAndSeeds(t *testing.T) {
	const task = "give services their database passwords"
	secret := expand.Stems("secret")[0]
	node := "doc:adr/0014-secret-provider.md"
	setup := func(opt Options) (*Engine, *vocabQuery) {
		e := vocabEngine(t, opt)
		e.emb = embed.New(256)
		e.seedIdx = newStemTable(map[string][]seedNode{secret: {{node: node, weight: 0.5}}})
		return e, e.vocabQuery(task)
	}
	e, vq := setup(Options{})
	// The query embedding moves towards the expansions.
	v := e.emb.Embed(task)
	ev := e.expandVector(v, vq)
	if before, after := embed.Cosine(v, e.emb.Embed("secret")), embed.Cosine(ev, e.emb.Embed("secret")); after <= before {
		t.Errorf("cosine with secret: %.3f after expansion, %.3f before: want higher", after, before)
	}
	// An expansion seeds the documents whose names hold it, as a task
	// word would (its weight 0.85 doubled, at most 1).
	seeds := map[string]float64{}
	e.expansionSeeds(seeds, vq)
	if seeds[node] != 0.5 {
		t.Errorf("seeds %v: want %s at 0.5", seeds, node)
	}
	// Without the thesaurus neither changes.
	off, vqOff := setup(Options{Vocab: Vocab{NoThesaurus: true}})
	if ev := off.expandVector(v, vqOff); !slices.Equal(ev, v) {
		t.Error("thesaurus off: the query embedding changed")
	}
	seeds = map[string]float64{}
	if off.expansionSeeds(seeds, vqOff); len(seeds) != 0 {
		t.Errorf("thesaurus off: seeds %v, want none", seeds)
	}
}

func TestEngine_Diversify(t *testing.T) {
	e := vocabEngine(t, Options{})
	mk := func(chunk int, score float64) *cand { return &cand{chunk: chunk, rule: -1, score: score} }
	// Doc 0 holds the two best chunks; doc 1 and 2 follow.
	cs := []*cand{mk(0, 1.0), mk(1, 0.9), mk(2, 0.8), mk(4, 0.5)}
	got := e.diversify(slices.Clone(cs), 3)
	if want := []*cand{cs[0], cs[2], cs[3], cs[1]}; !slices.Equal(got, want) {
		t.Errorf("diversify: got chunks %v, want %v", chunksOf(got), chunksOf(want))
	}
	// Strong evidence: a second chunk scoring diversityStrong times the
	// next document's best keeps its place.
	cs = []*cand{mk(0, 1.0), mk(1, 0.9), mk(2, 0.9/diversityStrong-0.01)}
	if got := e.diversify(slices.Clone(cs), 2); !slices.Equal(got, cs) {
		t.Errorf("strong second chunk: got %v, want %v", chunksOf(got), chunksOf(cs))
	}
	// No other document: the slots are filled from the same one.
	cs = []*cand{mk(0, 1.0), mk(1, 0.2)}
	if got := e.diversify(slices.Clone(cs), 2); !slices.Equal(got, cs) {
		t.Errorf("single document: got %v", chunksOf(got))
	}
	off := vocabEngine(t, Options{Vocab: Vocab{NoDiversity: true}})
	cs = []*cand{mk(0, 1.0), mk(1, 0.9), mk(2, 0.8)}
	if got := off.diversify(slices.Clone(cs), 2); !slices.Equal(got, cs) {
		t.Errorf("diversity off reordered: %v", chunksOf(got))
	}
}

func chunksOf(cs []*cand) []int {
	var out []int
	for _, c := range cs {
		out = append(out, c.chunk)
	}
	return out
}
