package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/conc"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	v "github.com/canon-kg/canon/vocabulary"
)

// searcher is the full-text side of the engine (index.Index).
type searcher interface {
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
	DocFreqs(ctx context.Context, words []string) ([]index.TermStat, int, error)
}

// qvec is an int8-quantised embedding (model.Vector).
type qvec = model.Vector

type docInfo struct {
	Path, Kind, Title, Format, Severity, Summary string
	Scope                                        string // directory of a nested CLAUDE.md/AGENTS.md; "" = root
	HasScope                                     bool
	AppliesTo                                    []string
	AlwaysApply                                  bool
	Imports                                      []string // paths of the documents it imports (@path)
	ImportOnly                                   bool     // an import stub: never served itself
	ShadowedBy                                   string   // the AGENTS.override.md that replaces this AGENTS.md (override.go)
	AliasOf                                      string   // the byte-identical rule file this one is an alias of (alias.go)
	Aliases                                      []string // the byte-identical rule files recorded as this one
	Hash                                         string   // sha256 of the file's bytes
	Requirements                                 []string
	ADRNumber, ADRStatus                         string
	Supersedes, SupersededBy                     []int // doc indices
	AmendedBy                                    []int // doc indices of the decisions amending this one
	Lines                                        int
	chunks                                       []int // chunk indices in chunk order
	rules                                        []int
	reqLines                                     [2]int // line range of the requirements section
	// sections are the document's sections (the model's, not copied):
	// the lead-in headings of its rules (leadin.go) are found by line.
	sections []model.Section
}

// chunkInfo is a chunk of the model (its fields, not copied) with its
// document's path and index.
type chunkInfo struct {
	*model.Chunk
	Path string
	doc  int
}

// ruleInfo is a rule of the model (its fields, not copied) with its
// document's path and index and the chunk holding its first line.
type ruleInfo struct {
	*model.Rule
	Path       string
	doc, chunk int // chunk -1 when no chunk holds the rule's first line
}

// Engine answers context queries from the stores of one data directory.
// Everything but BM25 search is held in memory, loaded once by Load; a
// query then reads no store besides the index. An Engine is safe for
// concurrent use.
type Engine struct {
	x        searcher
	snapshot string
	model    *model.Snapshot
	opt      Options
	emb      *embed.Embedder
	docs     []docInfo
	byPath   map[string]int
	chunks   []chunkInfo
	byChunk  map[string]int
	rules    []ruleInfo
	adj      *graph.Adjacency // sections, rules, domains, intents, docs
	docAdj   *graph.Adjacency // documents only: links, supersedes, amends
	sections map[string][2]int
	stems    sync.Map  // word -> embed.Stem(word), for proximity
	expVecs  sync.Map  // expansion stem -> its embedding (expandVector)
	prox     proxCache // words of candidates and rules, read when first needed

	// Indexes built by Load so a query's cost does not grow with the corpus.
	ruleByNode map[string]int
	chunkRules map[int][]int // chunk -> rules whose first line it holds
	// byRules are the chunks their rules stand for (representedByRules).
	byRules    map[int]bool
	seedIdx    *stemTable[seedNode] // stem -> documents and sections named with it
	scopes     scopeIndex           // documents with a scope (globs or a nested directory)
	sops       []int                // SOPs with a summary or requirements
	consPool   []int                // constitution rules and rules of alwaysApply files, in order
	consFixed  []int                // those of consPool with no scope: the constitution without --files
	everywhere []int                // rule files that apply to every file (appliesEverywhere), in document order
	// alwaysApplied are the always-applied documents that apply
	// everywhere (Cursor's alwaysApply, Windsurf's always_on), served.
	alwaysApplied []int

	startupOnce sync.Once
	startup     map[string]bool   // ClaudeStartup's paths
	hasGraph    bool              // adj has arcs
	hasDocAdj   bool              // docAdj has arcs
	gist        gistIndex         // documents' titles, headings, summaries (gist.go)
	docIdx      docIndex          // documents' whole texts (docrank.go)
	thesaurus   *expand.Thesaurus // query expansion (vocab.go)

	// docFwd is docIdx by document, its possible feedback words only,
	// docFwdStems their places in docIdx, built on first use (docTerms).
	docTermsOnce sync.Once
	docFwd       [][]docTerm
	docFwdStems  []int

	// The lookups only ranking reads (adj, docAdj, hasGraph, hasDocAdj,
	// seedIdx, gist, thesaurus) are complete once rankOnce has run
	// (ranking).
	rankOnce sync.Once
	rankErr  error
	// lookups are the bytes of the snapshot's lookups file (lookups.go)
	// a lazy engine reads on its first ranking call; lookupsRead is set
	// when adj, docAdj, seedIdx and gist were read from them, not built.
	lookups     []byte
	lookupsRead bool
	arcs        []graph.Quad // the model's arcs, kept by a lazy engine for its first ranking call
	consLines   sync.Map     // rule index -> consLine, rendered when first needed
	ruleKeys    sync.Map     // rule index -> samerule.Key of its text, computed when first needed
	positionsState
}

// seedNode is a graph seed a keyword stem points at.
type seedNode struct {
	node   string
	weight float64
}

// Options tune an Engine. The zero value selects the defaults (Default*);
// a negative IDFPower or FeedbackDocs turns that feature off.
type Options struct {
	// Weights of the fused signals (each normalised to [0,1] over the
	// candidates). When all four are zero the defaults apply.
	WeightBM25, WeightEmbed, WeightGraph, WeightProximity float64
	// IDFPower weighs each query word's embedding by its BM25 IDF to this
	// power (see queryVector).
	IDFPower float64
	// FeedbackDocs is how many of the best BM25 hits seed the
	// document-similarity part of the graph signal (feedbackVector).
	FeedbackDocs int
	// ExhaustiveLimit is the number of chunks up to which every chunk's
	// embedding is scored; above it only the pooled candidates are.
	ExhaustiveLimit int
	// Pool is how many BM25 hits feed the embedding and fusion stage.
	Pool int
	// Vocab tunes the vocabulary-gap signals (vocab.go).
	Vocab Vocab
	// Wait bounds how long OpenReader waits for an ingest that holds the
	// graph or has unpublished writes in it; 0 = datadir.DefaultWait.
	Wait time.Duration
	// Lazy leaves the lookups only ranking reads (the graph's adjacency,
	// the seed index, the thesaurus, the gist index) to the first Context
	// or Rank instead of Load: for a process that answers one question
	// and may not rank at all (query hook: the rules of a file and the
	// constitution read only the documents, rules and scopes).
	Lazy bool
	// MapModel maps the model file into memory instead of reading it
	// (snapshot.Options.MapModel) when OpenReader loads it: for a process
	// that loads one snapshot and exits.
	MapModel bool
}

// Default fusion settings, chosen on the SciFact train qrels only (see
// eval.Runner.Tune and the eval package documentation).
const (
	DefaultWeightBM25      = 0.7
	DefaultWeightEmbed     = 0.3
	DefaultWeightGraph     = 0.2
	DefaultWeightProximity = 0.2
	DefaultIDFPower        = 2
	DefaultFeedbackDocs    = 5
	DefaultExhaustiveLimit = 4096
	DefaultPool            = 100
)

func (o Options) withDefaults() Options {
	if o.WeightBM25 == 0 && o.WeightEmbed == 0 && o.WeightGraph == 0 && o.WeightProximity == 0 {
		o.WeightBM25, o.WeightEmbed, o.WeightGraph, o.WeightProximity = DefaultWeightBM25, DefaultWeightEmbed, DefaultWeightGraph, DefaultWeightProximity
	}
	if o.IDFPower == 0 {
		o.IDFPower = DefaultIDFPower
	}
	if o.FeedbackDocs == 0 {
		o.FeedbackDocs = DefaultFeedbackDocs
	}
	if o.ExhaustiveLimit == 0 {
		o.ExhaustiveLimit = DefaultExhaustiveLimit
	}
	if o.Pool <= 0 {
		o.Pool = DefaultPool
	}
	return o
}

// Options returns the engine's options with the defaults filled in.
func (e *Engine) Options() Options { return e.opt }

// Load builds an Engine from the index (searched per query) and the read
// model of the same snapshot (model.Snapshot: documents, rules, chunks and
// their embeddings, graph arcs). It builds only lookups over the model; no
// store but the index is read, then or later.
func Load(ctx context.Context, x searcher, m *model.Snapshot, opt Options) (*Engine, error) {
	return load(ctx, x, m, opt, nil)
}

// load is Load, taking the ranking's lookups from the bytes of a lookups
// file (WriteLookups) when they are given and usable, instead of building
// them.
func load(ctx context.Context, x searcher, m *model.Snapshot, opt Options, lookups []byte) (*Engine, error) {
	e, arcs, err := loadDocs(ctx, x, m, opt)
	if err != nil {
		return nil, err
	}
	rules := func() {
		e.loadRules(m)
		e.buildIndexes()
	}
	if e.opt.Lazy {
		e.lookups, e.arcs = lookups, arcs // for the first ranking call
		rules()
		return e, nil
	}
	e.useLookups(lookups)
	if e.lookupsRead {
		rules()
	} else {
		e.buildGraphSeeds(arcs, rules)
	}
	e.rankOnce.Do(func() { e.rankErr = e.initRanking() })
	if e.rankErr != nil {
		return nil, e.rankErr
	}
	return e, nil
}

// loadDocs is the part of load every engine needs, and all the ranking's
// lookups read: the documents, their chunks in ID order, supersession,
// shadowing, aliases and imports. It returns the model's arcs too.
func loadDocs(ctx context.Context, x searcher, m *model.Snapshot, opt Options) (*Engine, []graph.Quad, error) {
	e := &Engine{
		x: x, snapshot: m.ID, model: m, opt: opt.withDefaults(), emb: embed.New(embed.DefaultDim),
		byPath: make(map[string]int, len(m.Docs)),
	}
	nChunks, nRules, nArcs, nSections := 0, 0, 0, 0
	for i := range m.Docs {
		nChunks += len(m.Docs[i].Chunks)
		nRules += len(m.Docs[i].Rules)
		nArcs += len(m.Docs[i].Arcs)
		nSections += len(m.Docs[i].Sections)
	}
	// Documents named only by an arc (docIndex) come after the model's.
	e.docs = make([]docInfo, 0, len(m.Docs)+len(m.Docs)/8)
	e.sections = make(map[string][2]int, nSections)
	e.chunks = make([]chunkInfo, 0, nChunks)
	e.rules = make([]ruleInfo, 0, nRules)
	e.byChunk = make(map[string]int, nChunks)
	arcs := make([]graph.Quad, 0, nArcs)
	for i := range m.Docs {
		md := &m.Docs[i]
		reqs := make([]string, len(md.Requirements))
		for k, r := range md.Requirements {
			reqs[k] = r.Text
		}
		e.addDoc(docInfo{Path: md.Path, Kind: md.Kind, Title: md.Title, Format: md.Format, Severity: md.Severity, Hash: md.Hash,
			Summary: md.Summary, Scope: md.Scope, HasScope: md.HasScope, AppliesTo: md.AppliesTo, AlwaysApply: md.AlwaysApply,
			Imports: md.Imports, ImportOnly: md.ImportOnly, Requirements: reqs, ADRNumber: md.ADRNumber, ADRStatus: md.ADRStatus, Lines: md.Lines,
			sections: md.Sections})
		for _, s := range md.Sections {
			e.sections[s.Node] = [2]int{s.Start, s.End}
		}
		arcs = append(arcs, md.Arcs...)
	}
	for i := range m.Docs {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, nil, fmt.Errorf("load engine: %w", err)
			}
		}
		md := &m.Docs[i]
		for k := range md.Chunks {
			c := &md.Chunks[k]
			e.chunks = append(e.chunks, chunkInfo{Chunk: c, Path: md.Path, doc: i})
		}
	}
	// Chunks in ID order, as the index lists them. The model lists them by
	// path, then by chunk number: sorted within each document by ID, that
	// is nearly always ID order already.
	byID := func(a, b chunkInfo) int { return strings.Compare(a.ID, b.ID) }
	for lo := 0; lo < len(e.chunks); {
		hi := lo + 1
		for hi < len(e.chunks) && e.chunks[hi].doc == e.chunks[lo].doc {
			hi++
		}
		sortChunks(e.chunks[lo:hi])
		lo = hi
	}
	if !slices.IsSortedFunc(e.chunks, byID) {
		sortChunks(e.chunks)
	}
	for i := range e.chunks {
		e.byChunk[e.chunks[i].ID] = i
		d := &e.docs[e.chunks[i].doc]
		d.chunks = append(d.chunks, i)
	}
	for i := range e.docs {
		d := &e.docs[i]
		slices.SortFunc(d.chunks, func(a, b int) int { return cmp.Compare(e.chunks[a].ChunkIndex, e.chunks[b].ChunkIndex) })
	}
	e.loadSupersedes(arcs)
	e.shadowOverridden()
	e.aliasIdentical()
	e.scopeImports()
	return e, arcs, nil
}

// sortChunks sorts chunks by ID. A chunk is a large value, and a
// document's chunks are out of ID order whenever it has ten or more ("#10"
// sorts before "#2"): their order is found on their indices, then each
// chunk moved once.
func sortChunks(cs []chunkInfo) {
	byID := func(a, b chunkInfo) int { return strings.Compare(a.ID, b.ID) }
	if slices.IsSortedFunc(cs, byID) {
		return
	}
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return strings.Compare(cs[a].ID, cs[b].ID) })
	sorted := make([]chunkInfo, len(cs))
	for k, i := range order {
		sorted[k] = cs[i]
	}
	copy(cs, sorted)
}

// ranking builds, once, what only ranking (Context, Rank) reads: the
// graph's adjacency, the seed index, the thesaurus and the gist index.
// Load builds them, but with Options.Lazy, where the first ranking call
// does.
func (e *Engine) ranking() error {
	e.rankOnce.Do(func() {
		e.useLookups(e.lookups)
		if !e.lookupsRead {
			e.buildGraphSeeds(e.arcs, nil)
		}
		e.lookups, e.arcs = nil, nil
		e.rankErr = e.initRanking()
	})
	return e.rankErr
}

// buildGraphSeeds builds the graph's adjacencies from arcs and the seed
// index at once, and runs alongside (when set) meanwhile. They read only
// what loadDocs made final: the arcs, the documents' titles and paths, the
// sections.
func (e *Engine) buildGraphSeeds(arcs []graph.Quad, alongside func()) {
	var wg conc.WaitGroup
	wg.Go(func() { e.buildGraph(arcs) })
	wg.Go(e.buildSeeds)
	if alongside != nil {
		alongside()
	}
	wg.Wait()
}

// initRanking completes the ranking's lookups once the adjacency and the
// seed index are built.
func (e *Engine) initRanking() error {
	e.hasGraph, e.hasDocAdj = len(e.adj.Nodes()) > 0, len(e.docAdj.Nodes()) > 0
	return e.initVocab()
}

// buildIndexes builds the lookups that keep a query's work proportional
// to its candidates: rules by node and by chunk, the seed index of
// keyword stems, the scoped documents and the constitution's pool.
func (e *Engine) buildIndexes() {
	e.ruleByNode = make(map[string]int, len(e.rules))
	e.chunkRules = map[int][]int{}
	for i, r := range e.rules {
		e.ruleByNode[r.Node] = i
		if r.chunk >= 0 {
			e.chunkRules[r.chunk] = append(e.chunkRules[r.chunk], i)
		}
		if (r.Constitution || e.docs[r.doc].AlwaysApply) && e.docs[r.doc].unserved() == "" {
			e.consPool = append(e.consPool, i)
		}
	}
	e.byRules = make(map[int]bool, len(e.chunkRules))
	for c, rs := range e.chunkRules {
		if e.representedByRules(c, rs) {
			e.byRules[c] = true
		}
	}
	e.sortConstitution(e.consPool)
	for _, ri := range e.consPool {
		r := &e.rules[ri]
		if !docScope(&e.docs[r.doc], nil).scoped && len(r.Scopes) == 0 {
			e.consFixed = append(e.consFixed, ri)
		}
	}
	var scoped []int
	for i := range e.docs {
		d := &e.docs[i]
		if d.appliesEverywhere() {
			e.everywhere = append(e.everywhere, i)
		}
		if d.AlwaysApply && !d.scoped() && d.unserved() == "" {
			e.alwaysApplied = append(e.alwaysApplied, i)
		}
		if d.scoped() && d.unserved() == "" {
			scoped = append(scoped, i)
		}
		if d.Kind == "sop" && (d.Summary != "" || len(d.Requirements) > 0) {
			e.sops = append(e.sops, i)
		}
	}
	e.scopes = newScopeIndex(e.docs, scoped)
}

// buildSeeds builds the seed index: the stems of every document's title
// and path, and of every section's slug, to the nodes named with them. It
// reads only the documents' titles and paths and the sections.
func (e *Engine) buildSeeds() {
	seeds := map[string][]seedNode{}
	stemOf := map[string]string{} // section slugs repeat their words
	add := func(text, node string, w float64) {
		var stems []string
		forWords(text, func(word string) bool {
			st, ok := stemOf[word]
			if !ok {
				st = embed.Stem(word)
				stemOf[word] = st
			}
			stems = append(stems, st)
			return true
		})
		slices.Sort(stems)
		for _, st := range slices.Compact(stems) {
			seeds[st] = append(seeds[st], seedNode{node, w})
		}
	}
	for i := range e.docs {
		d := &e.docs[i]
		add(d.Title+" "+d.Path, v.DocNode(d.Path), 0.5)
	}
	nodes := make([]string, 0, len(e.sections))
	for i := range e.model.Docs {
		for _, s := range e.model.Docs[i].Sections {
			nodes = append(nodes, s.Node)
		}
	}
	if !slices.IsSorted(nodes) { // the model's order nearly always is
		slices.Sort(nodes)
	}
	nodes = slices.Compact(nodes)
	for _, node := range nodes {
		_, slug, _ := strings.Cut(node, "#")
		add(strings.ReplaceAll(slug, "-", " "), node, 0.3)
	}
	e.seedIdx = newStemTable(seeds)
}

func (e *Engine) addDoc(d docInfo) int {
	e.byPath[d.Path] = len(e.docs)
	e.docs = append(e.docs, d)
	return len(e.docs) - 1
}

// docIndex is the index of the document of a "doc:<path>" node, added
// when it is not known yet.
func (e *Engine) docIndex(node string) int {
	p, _ := v.PathOf(node)
	i, ok := e.byPath[p]
	if !ok {
		i = e.addDoc(docInfo{Path: p})
	}
	return i
}

// loadSupersedes links the documents of the supersedes arcs, adding the
// documents they name that are not ingested, and those of the amends arcs
// both of whose documents are ingested, and notes each document's
// requirements section.
func (e *Engine) loadSupersedes(arcs []graph.Quad) {
	var supersedes [][2]string
	for _, q := range arcs {
		switch q.Predicate {
		case v.ADRSupersedes:
			supersedes = append(supersedes, [2]string{q.Subject, q.Object})
		case v.ADRAmends:
			// An amendment is no document of its own when only its target
			// is ingested: nothing to rank it against. (AmendedBy is sorted
			// below, so the arcs' order does not matter.)
			a, _ := v.PathOf(q.Subject)
			b, _ := v.PathOf(q.Object)
			if ai, ok := e.byPath[a]; ok {
				if bi, ok := e.byPath[b]; ok {
					e.docs[bi].AmendedBy = append(e.docs[bi].AmendedBy, ai)
				}
			}
		}
	}
	slices.SortFunc(supersedes, func(a, b [2]string) int {
		return cmp.Or(strings.Compare(a[0], b[0]), strings.Compare(a[1], b[1]))
	})
	for _, s := range supersedes {
		ai, bi := e.docIndex(s[0]), e.docIndex(s[1])
		e.docs[ai].Supersedes = append(e.docs[ai].Supersedes, bi)
		e.docs[bi].SupersededBy = append(e.docs[bi].SupersededBy, ai)
	}
	for i := range e.docs {
		d := &e.docs[i]
		if r, ok := e.sections[v.SectionNode(d.Path, "requirements")]; ok {
			d.reqLines = r
		}
		slices.Sort(d.Supersedes)
		d.Supersedes = slices.Compact(d.Supersedes)
		slices.Sort(d.SupersededBy)
		d.SupersededBy = slices.Compact(d.SupersededBy)
		slices.Sort(d.AmendedBy)
		d.AmendedBy = slices.Compact(d.AmendedBy)
	}
}

// loadRules takes the rules of the model, in node order, and finds the
// chunk that holds each rule's first line.
func (e *Engine) loadRules(m *model.Snapshot) {
	for i := range m.Docs {
		md := &m.Docs[i]
		d := e.byPath[md.Path]
		for k := range md.Rules {
			r := &md.Rules[k]
			e.rules = append(e.rules, ruleInfo{Rule: r, Path: md.Path, doc: d, chunk: -1})
		}
	}
	byNode := func(a, b ruleInfo) int { return strings.Compare(a.Node, b.Node) }
	if !slices.IsSortedFunc(e.rules, byNode) { // the model's order nearly always is
		slices.SortFunc(e.rules, byNode)
	}
	for i := range e.rules {
		r := &e.rules[i]
		for _, ci := range e.docs[r.doc].chunks {
			c := e.chunks[ci]
			if c.LineStart <= r.LineStart && r.LineStart <= c.LineEnd {
				r.chunk = ci
				break
			}
		}
		e.docs[r.doc].rules = append(e.docs[r.doc].rules, i)
	}
}

// Arc weights of the weighted traversal (graph.Spread): structure that
// shares a topic weighs more than a shared tag.
var spreadWeights = map[string]float64{
	v.SectionParent: 0.8, v.RuleInSection: 0.9,
	v.DocLinksTo: 0.7, v.ADRSupersedes: 0.9, v.ADRAmends: 0.8,
	v.RuleDomain: 0.5, v.RuleIntent: 0.4,
}

func (e *Engine) buildGraph(arcs []graph.Quad) {
	var all, docs []graph.Quad
	for _, q := range arcs {
		switch q.Predicate {
		case v.DocLinksTo, v.ADRSupersedes, v.ADRAmends:
			all = append(all, q)
			docs = append(docs, q)
		case v.SectionParent, v.RuleInSection, v.RuleDomain, v.RuleIntent:
			all = append(all, q)
		}
	}
	e.adj = graph.NewAdjacency(all)
	e.docAdj = graph.NewAdjacency(docs)
}

// subject returns the subject words of rule i (subjectWords), computing
// them the first time: only the rules of a query's contradiction check
// need them.
// Stats reports what the engine holds.
func (e *Engine) Stats() (docs, chunks, rules int) { return len(e.docs), len(e.chunks), len(e.rules) }

// inDir reports whether the slash path p lies under directory dir ("" = everywhere).
func inDir(p, dir string) bool {
	dir = strings.Trim(dir, "/")
	return dir == "" || dir == "." || strings.HasPrefix(path.Clean(p), dir+"/")
}
