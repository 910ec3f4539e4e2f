package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/ingest"
	v "github.com/canon-kg/canon/vocabulary"
)

// Predicates holds the graph predicates Load reads; pass them to
// graph.Store.Edges to get the quads Load needs.
var Predicates = []string{
	v.DocKind, v.DocPath, v.DocTitle, v.DocAppliesTo, v.DocSeverity, v.DocSummary,
	v.DocRequirements, v.DocScope, v.DocAlwaysApply, v.DocFormat, v.DocLinksTo, v.DocLines,
	v.SectionParent, v.SectionHeading, v.SectionLines,
	v.RuleID, v.RuleText, v.RuleSeverity, v.RuleRisk, v.RulePriority, v.RuleConstitution,
	v.RuleIntent, v.RuleDomain, v.RuleScope, v.RulePolarity, v.RuleInSection,
	v.RuleLines,
	v.ADRNumber, v.ADRStatus, v.ADRSupersedes, v.ADRAmends,
}

// searcher is the full-text side of the engine (index.Index).
type searcher interface {
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
	DocFreqs(ctx context.Context, words []string) ([]index.TermStat, int, error)
}

// qvec is an int8-quantised embedding: component i is q[i]*scale.
type qvec struct {
	q     []int8
	scale float32
}

func quantise(x embed.Vector) qvec {
	var m float32
	for _, c := range x {
		m = max(m, float32(math.Abs(float64(c))))
	}
	out := qvec{q: make([]int8, len(x))}
	if m == 0 {
		return out
	}
	out.scale = m / 127
	for i, c := range x {
		out.q[i] = int8(math.Round(float64(c / out.scale)))
	}
	return out
}

// dot is the cosine of a unit query and a stored unit vector.
func (v qvec) dot(query embed.Vector) float64 {
	if len(v.q) != len(query) || v.scale == 0 {
		return 0
	}
	var s float32
	for i, c := range v.q {
		s += float32(c) * query[i]
	}
	return float64(s * v.scale)
}

type docInfo struct {
	Path, Kind, Title, Format, Severity, Summary string
	Scope                                        string // directory of a nested CLAUDE.md/AGENTS.md; "" = root
	HasScope                                     bool
	AppliesTo                                    []string
	AlwaysApply                                  bool
	Requirements                                 []string
	ADRNumber, ADRStatus                         string
	Supersedes, SupersededBy                     []int // doc indices
	Lines                                        int
	chunks                                       []int // chunk indices in chunk order
	rules                                        []int
	reqLines                                     [2]int // line range of the requirements section
}

type chunkInfo struct {
	index.Chunk
	doc int
	vec qvec
}

type ruleInfo struct {
	Node, ID, Path, Text, Section string
	LineStart, LineEnd            int
	Severity, Risk, Polarity      string
	Priority                      int
	Constitution                  bool
	Domains, Intents, Scopes      []string
	doc, chunk                    int // chunk -1 when no chunk holds the rule's first line
	vec                           qvec
	subject                       []string // sorted stems without modal words, for contradictions
}

// Engine answers context queries from the stores of one data directory.
// Everything but BM25 search is held in memory, loaded once by Load; a
// query then reads no store besides the index. An Engine is safe for
// concurrent use.
type Engine struct {
	x        searcher
	snapshot string
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
	stems    sync.Map // word -> embed.Stem(word), for proximity

	// Indexes built by Load so a query's cost does not grow with the corpus.
	ruleByNode map[string]int
	chunkRules map[int][]int         // chunk -> rules whose first line it holds
	seedIdx    map[string][]seedNode // stem -> documents and sections named with it
	scopes     scopeIndex            // documents with a scope (globs or a nested directory)
	sops       []int                 // SOPs with a summary or requirements
	consPool   []int                 // constitution rules and rules of alwaysApply files, in order
	consFixed  []int                 // those of consPool with no scope: the constitution without --files
	hasGraph   bool                  // adj has arcs
	hasDocAdj  bool                  // docAdj has arcs
	gist       gistIndex             // documents' titles, headings, summaries (gist.go)
	thesaurus  *expand.Thesaurus     // query expansion (vocab.go)
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

// Load builds an Engine from the index (searched per query) and its chunks,
// and from the graph quads with the predicates in Predicates. snapshot is
// the data directory's snapshot ID (ingest.SnapshotID). Chunks without a
// stored vector are embedded here.
func Load(ctx context.Context, x searcher, chunks []index.Chunk, quads []graph.Quad, snapshot string, opt Options) (*Engine, error) {
	e := &Engine{
		x: x, snapshot: snapshot, opt: opt.withDefaults(), emb: embed.New(embed.DefaultDim),
		byPath: map[string]int{}, byChunk: map[string]int{}, sections: map[string][2]int{},
	}
	ruleVecs := map[string]qvec{} // rule node -> stored embedding
	slices.SortFunc(quads, func(a, b graph.Quad) int {
		return cmp.Or(strings.Compare(a.Subject, b.Subject), strings.Compare(a.Predicate, b.Predicate), strings.Compare(a.Object, b.Object))
	})
	if err := e.loadDocs(quads); err != nil {
		return nil, err
	}
	for i, c := range chunks {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("load engine: %w", err)
			}
		}
		d, ok := e.byPath[c.Path]
		if !ok {
			d = e.addDoc(docInfo{Path: c.Path, Kind: c.Kind, Title: c.Title})
		}
		var vec embed.Vector
		if c.Vector != "" {
			var err error
			if vec, err = embed.Decode(c.Vector); err != nil {
				return nil, fmt.Errorf("load engine: vector of %s: %w", c.ID, err)
			}
		} else {
			vec = e.emb.Embed(ingest.EmbedText(c.Title, c.Heading, c.Text))
		}
		for _, rv := range c.RuleVectors {
			k := strings.LastIndexByte(rv, '\t')
			if k < 0 {
				return nil, fmt.Errorf("load engine: rule vector entry of %s has no tab", c.ID)
			}
			rvec, err := embed.Decode(rv[k+1:])
			if err != nil {
				return nil, fmt.Errorf("load engine: vector of %s: %w", rv[:k], err)
			}
			ruleVecs[rv[:k]] = quantise(rvec)
		}
		c.Vector, c.RuleVectors = "", nil
		e.byChunk[c.ID] = len(e.chunks)
		e.chunks = append(e.chunks, chunkInfo{Chunk: c, doc: d, vec: quantise(vec)})
	}
	for i := range e.chunks {
		d := &e.docs[e.chunks[i].doc]
		d.chunks = append(d.chunks, i)
	}
	for i := range e.docs {
		d := &e.docs[i]
		slices.SortFunc(d.chunks, func(a, b int) int { return cmp.Compare(e.chunks[a].ChunkIndex, e.chunks[b].ChunkIndex) })
	}
	if err := e.loadRules(quads, ruleVecs); err != nil {
		return nil, err
	}
	e.buildGraph(quads)
	e.buildIndexes()
	if err := e.initVocab(); err != nil {
		return nil, err
	}
	return e, nil
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
		if r.Constitution || e.docs[r.doc].AlwaysApply {
			e.consPool = append(e.consPool, i)
		}
	}
	e.sortConstitution(e.consPool)
	for _, ri := range e.consPool {
		r := &e.rules[ri]
		if !docScope(&e.docs[r.doc], nil).scoped && len(r.Scopes) == 0 {
			e.consFixed = append(e.consFixed, ri)
		}
	}
	e.hasGraph, e.hasDocAdj = len(e.adj.Nodes()) > 0, len(e.docAdj.Nodes()) > 0
	e.seedIdx = map[string][]seedNode{}
	var scoped []int
	add := func(text, node string, w float64) {
		var stems []string
		forWords(text, func(word string) bool {
			stems = append(stems, embed.Stem(word))
			return true
		})
		slices.Sort(stems)
		for _, st := range slices.Compact(stems) {
			e.seedIdx[st] = append(e.seedIdx[st], seedNode{node, w})
		}
	}
	for i := range e.docs {
		d := &e.docs[i]
		add(d.Title+" "+d.Path, ingest.DocNode(d.Path), 0.5)
		if d.scoped() {
			scoped = append(scoped, i)
		}
		if d.Kind == "sop" && (d.Summary != "" || len(d.Requirements) > 0) {
			e.sops = append(e.sops, i)
		}
	}
	e.scopes = newScopeIndex(e.docs, scoped)
	nodes := make([]string, 0, len(e.sections))
	for node := range e.sections {
		nodes = append(nodes, node)
	}
	slices.Sort(nodes)
	for _, node := range nodes {
		_, slug, _ := strings.Cut(node, "#")
		add(strings.ReplaceAll(slug, "-", " "), node, 0.3)
	}
}

func (e *Engine) addDoc(d docInfo) int {
	e.byPath[d.Path] = len(e.docs)
	e.docs = append(e.docs, d)
	return len(e.docs) - 1
}

// docIndex is the index of the document of a "doc:<path>" node, added
// when it is not known yet.
func (e *Engine) docIndex(node string) int {
	p, _ := ingest.PathOf(node)
	i, ok := e.byPath[p]
	if !ok {
		i = e.addDoc(docInfo{Path: p})
	}
	return i
}

func (e *Engine) loadDocs(quads []graph.Quad) error {
	var supersedes [][2]string
	for _, q := range quads {
		if q.Predicate == v.SectionLines {
			s, en, err := v.ParseLines(q.Object)
			if err != nil {
				return fmt.Errorf("load engine: lines of %s: %w", q.Subject, err)
			}
			e.sections[q.Subject] = [2]int{s, en}
			continue
		}
		if !strings.HasPrefix(q.Subject, "doc:") {
			continue
		}
		d := &e.docs[e.docIndex(q.Subject)]
		switch q.Predicate {
		case v.DocKind:
			d.Kind = q.Object
		case v.DocTitle:
			d.Title = q.Object
		case v.DocFormat:
			d.Format = q.Object
		case v.DocSeverity:
			d.Severity = q.Object
		case v.DocSummary:
			d.Summary = q.Object
		case v.DocScope:
			d.Scope, d.HasScope = q.Object, true
		case v.DocAppliesTo:
			d.AppliesTo = append(d.AppliesTo, q.Object)
		case v.DocAlwaysApply:
			d.AlwaysApply = q.Object == "true"
		case v.DocRequirements:
			rs, err := v.DecodeRequirements(q.Object)
			if err != nil {
				return fmt.Errorf("load engine: requirements of %s: %w", q.Subject, err)
			}
			for _, r := range rs {
				d.Requirements = append(d.Requirements, r.Text)
			}
		case v.DocLines:
			d.Lines, _ = strconv.Atoi(q.Object)
		case v.ADRNumber:
			d.ADRNumber = q.Object
		case v.ADRStatus:
			d.ADRStatus = q.Object
		case v.ADRSupersedes:
			supersedes = append(supersedes, [2]string{q.Subject, q.Object})
		}
	}
	for _, s := range supersedes {
		ai, bi := e.docIndex(s[0]), e.docIndex(s[1])
		e.docs[ai].Supersedes = append(e.docs[ai].Supersedes, bi)
		e.docs[bi].SupersededBy = append(e.docs[bi].SupersededBy, ai)
	}
	for i := range e.docs {
		d := &e.docs[i]
		if r, ok := e.sections[ingest.SectionNode(d.Path, "requirements")]; ok {
			d.reqLines = r
		}
		slices.Sort(d.Supersedes)
		d.Supersedes = slices.Compact(d.Supersedes)
		slices.Sort(d.SupersededBy)
		d.SupersededBy = slices.Compact(d.SupersededBy)
	}
	return nil
}

// loadRules reads the rules from quads; vecs holds the embeddings stored
// with the chunks, by rule node (a rule without one is embedded here).
func (e *Engine) loadRules(quads []graph.Quad, vecs map[string]qvec) error {
	byNode := map[string]int{}
	get := func(node string) *ruleInfo {
		i, ok := byNode[node]
		if !ok {
			i = len(e.rules)
			byNode[node] = i
			p, _ := ingest.PathOf(node)
			e.rules = append(e.rules, ruleInfo{Node: node, Path: p, doc: -1, chunk: -1, Priority: -1})
		}
		return &e.rules[i]
	}
	for _, q := range quads {
		if !strings.HasPrefix(q.Subject, "rule:") || !strings.HasPrefix(q.Predicate, "rule.") {
			continue
		}
		r := get(q.Subject)
		switch q.Predicate {
		case v.RuleID:
			r.ID = q.Object
		case v.RuleText:
			r.Text = q.Object
		case v.RuleSeverity:
			r.Severity = q.Object
		case v.RuleRisk:
			r.Risk = q.Object
		case v.RulePriority:
			r.Priority, _ = strconv.Atoi(q.Object)
		case v.RuleConstitution:
			r.Constitution = q.Object == "true"
		case v.RuleIntent:
			r.Intents = append(r.Intents, strings.TrimPrefix(q.Object, "intent:"))
		case v.RuleDomain:
			r.Domains = append(r.Domains, strings.TrimPrefix(q.Object, "domain:"))
		case v.RuleScope:
			r.Scopes = append(r.Scopes, q.Object)
		case v.RulePolarity:
			r.Polarity = q.Object
		case v.RuleInSection:
			_, r.Section, _ = strings.Cut(q.Object, "#")
		case v.RuleLines:
			s, en, err := v.ParseLines(q.Object)
			if err != nil {
				return fmt.Errorf("load engine: lines of %s: %w", q.Subject, err)
			}
			r.LineStart, r.LineEnd = s, en
		}
	}
	for i := range e.rules {
		r := &e.rules[i]
		if r.Priority < 0 { // not stored: the default (ingest writes only other values)
			r.Priority = ingest.RulePriority("", r.Constitution)
		}
		r.ID = ingest.RuleID(r.Node, r.ID)
		r.Polarity = ingest.RulePolarity(r.Polarity)
		d, ok := e.byPath[r.Path]
		if !ok {
			d = e.addDoc(docInfo{Path: r.Path, Kind: "rule"})
		}
		r.doc = d
		r.vec = vecs[r.Node]
		if r.vec.q == nil {
			r.vec = quantise(e.emb.Embed(r.Text))
		}
		for _, ci := range e.docs[d].chunks {
			c := e.chunks[ci]
			if c.LineStart <= r.LineStart && r.LineStart <= c.LineEnd {
				r.chunk = ci
				break
			}
		}
		r.subject = subjectWords(r.Text)
		e.docs[d].rules = append(e.docs[d].rules, i)
	}
	return nil
}

// Arc weights of the weighted traversal (graph.Spread): structure that
// shares a topic weighs more than a shared tag.
var spreadWeights = map[string]float64{
	v.SectionParent: 0.8, v.RuleInSection: 0.9,
	v.DocLinksTo: 0.7, v.ADRSupersedes: 0.9, v.ADRAmends: 0.8,
	v.RuleDomain: 0.5, v.RuleIntent: 0.4,
}

func (e *Engine) buildGraph(quads []graph.Quad) {
	var all, docs []graph.Quad
	for _, q := range quads {
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

// Stats reports what the engine holds.
func (e *Engine) Stats() (docs, chunks, rules int) { return len(e.docs), len(e.chunks), len(e.rules) }

// inDir reports whether the slash path p lies under directory dir ("" = everywhere).
func inDir(p, dir string) bool {
	dir = strings.Trim(dir, "/")
	return dir == "" || dir == "." || strings.HasPrefix(path.Clean(p), dir+"/")
}
