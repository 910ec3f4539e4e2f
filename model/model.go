package model

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sourcegraph/conc/iter"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	v "github.com/canon-kg/canon/vocabulary"
)

// Derived is a file computed from a snapshot's read model, written beside
// the model file (in the generation's directory) before the snapshot is
// published, for readers to load instead of computing it.
//
// A derived file that needs only part of the model and takes long to
// compute from it sets Load instead of Write: Load takes what it needs
// from the model and returns the function that writes the file, which
// the ingest runs once nothing holds the model any more (the verifier's
// index of a 10 MB CSV: its records are decoded from the model, and the
// model, 46 MB of it the CSV's, is not held while the index is learned).
type Derived struct {
	Name  string
	Write func(ctx context.Context, w io.Writer, m *Snapshot) error
	Load  func(ctx context.Context, m *Snapshot) (WriteFunc, error)
}

// WriteFunc writes a derived file that Derived.Load prepared.
type WriteFunc func(ctx context.Context, w io.Writer) error

// Snapshot is the read model of one published snapshot: every ingested
// document, decoded.
type Snapshot struct {
	// ID is the snapshot ID (datadir.Current.SnapshotID).
	ID string
	// Docs are the documents, sorted by Path, each path once.
	Docs []Doc
}

// Doc is one source document with its sections, rules and chunks.
type Doc struct {
	Path string
	// Hash is the sha256 hex of the source bytes, as state.json records it.
	Hash                string
	Kind, Title, Format string
	Severity, Summary   string
	Scope               string // directory of a nested CLAUDE.md/AGENTS.md ("" = root)
	HasScope            bool
	AppliesTo           []string
	AlwaysApply         bool
	// Imports are the paths of the documents this rule file imports
	// (@path), as written: a path may name no ingested document.
	Imports []string
	// ImportOnly marks a rule file that holds nothing but imports.
	ImportOnly           bool
	Requirements         []v.Requirement // an SOP's requirements, in order
	ADRNumber, ADRStatus string
	Lines                int
	Sections             []Section
	Rules                []Rule
	Chunks               []Chunk
	// Arcs are the document's quads of ArcPredicates as the graph holds
	// them (links, supersedes, amends, section parents, rule sections,
	// domains and intents): the input of graph adjacency and PageRank.
	Arcs []graph.Quad
	// Records are the document's quads of RecordPredicates (source-of-truth
	// records and front matter), which verify decodes.
	Records []graph.Quad
}

// Section is a section node and its line range.
type Section struct {
	Node       string
	Start, End int
}

// Rule is one rule, its derived values filled in (vocabulary.DecodeRuleID
// and friends).
type Rule struct {
	Node, ID, Text           string
	Section                  string // section slug; "" = none
	LineStart, LineEnd       int
	Severity, Risk, Polarity string
	Priority                 int
	Constitution             bool
	Domains, Intents, Scopes []string
	Vec                      Vector
}

// Chunk is one indexed chunk (index.Chunk without its encoded vectors)
// and its embedding.
type Chunk struct {
	ID, Kind, Title, Section, Heading, Severity, Category string
	Tags                                                  []string
	ChunkIndex, LineStart, LineEnd, Tokens                int
	Text                                                  string
	Vec                                                   Vector
}

// Index returns the chunk as the index holds it (without its vectors),
// for the document at path.
func (c *Chunk) Index(path string) index.Chunk {
	return index.Chunk{ID: c.ID, Path: path, Kind: c.Kind, Title: c.Title, Section: c.Section, Heading: c.Heading,
		Severity: c.Severity, Category: c.Category, Tags: c.Tags, ChunkIndex: c.ChunkIndex,
		LineStart: c.LineStart, LineEnd: c.LineEnd, Tokens: c.Tokens, Text: c.Text}
}

// Vector is an int8-quantised embedding: component i is Q[i]*Scale.
type Vector struct {
	Q     []int8
	Scale float32
}

// Quantise quantises an embedding to int8 (scaled by its largest
// component).
func Quantise(x embed.Vector) Vector {
	var m float32
	for _, c := range x {
		m = max(m, float32(math.Abs(float64(c))))
	}
	out := Vector{Q: make([]int8, len(x))}
	if m == 0 {
		return out
	}
	out.Scale = m / 127
	for i, c := range x {
		out.Q[i] = int8(math.Round(float64(c / out.Scale)))
	}
	return out
}

// Dot is the cosine of a unit query and a stored unit vector.
//
// The products are summed one by one in component order, as a plain loop
// sums them (float addition is not associative: the same order gives the
// same cosine to the last bit); four are taken per step so that converting
// and multiplying the next ones overlaps the additions, which are what a
// dot product of float32s waits on (1.5–1.8× faster at 768 dimensions).
func (q Vector) Dot(query embed.Vector) float64 {
	if len(q.Q) != len(query) || q.Scale == 0 {
		return 0
	}
	x := q.Q
	query = query[:len(x)]
	var s float32
	i := 0
	for ; i+4 <= len(x); i += 4 {
		p0 := float32(x[i]) * query[i]
		p1 := float32(x[i+1]) * query[i+1]
		p2 := float32(x[i+2]) * query[i+2]
		p3 := float32(x[i+3]) * query[i+3]
		s += p0
		s += p1
		s += p2
		s += p3
	}
	for ; i < len(x); i++ {
		s += float32(x[i]) * query[i]
	}
	return float64(s * q.Scale)
}

// ArcPredicates are the predicates of Doc.Arcs.
var ArcPredicates = []string{
	v.DocLinksTo, v.ADRSupersedes, v.ADRAmends,
	v.SectionParent, v.RuleInSection, v.RuleDomain, v.RuleIntent,
}

// RecordPredicates are the predicates of Doc.Records.
var RecordPredicates = []string{v.SoTRecords, v.DocMeta}

// Predicates are the graph predicates the model is decoded from; pass
// them to graph.Store.Edges.
var Predicates = slices.Concat([]string{
	v.DocKind, v.DocPath, v.DocTitle, v.DocFileHash, v.DocAppliesTo, v.DocSeverity, v.DocSummary,
	v.DocRequirements, v.DocScope, v.DocAlwaysApply, v.DocFormat, v.DocLines, v.DocImports, v.DocImportOnly,
	v.SectionLines,
	v.RuleID, v.RuleText, v.RuleSeverity, v.RuleRisk, v.RulePriority, v.RuleConstitution,
	v.RuleScope, v.RulePolarity, v.RuleLines,
	v.ADRNumber, v.ADRStatus,
}, ArcPredicates, RecordPredicates)

// EmbedText is the text a chunk's embedding is computed from.
func EmbedText(title, heading, text string) string { return title + "\n" + heading + "\n" + text }

// Decoder decodes documents. It is safe for concurrent use.
type Decoder struct {
	emb *embed.Embedder
}

// NewDecoder returns a Decoder; rules, and chunks that carry no stored
// embedding, are embedded with embed.New(embed.DefaultDim).
func NewDecoder() *Decoder { return &Decoder{emb: embed.New(embed.DefaultDim)} }

// Embedder is the embedder the decoder embeds with. A caller that embeds
// the same texts' chunks (the ingest) shares it, and with it its cache of
// the words' features.
func (dc *Decoder) Embedder() *embed.Embedder { return dc.emb }

// Doc decodes the document at path from its graph quads (those with the
// Predicates, all labelled with its node, in any order) and its chunks as
// the index holds them (with their encoded vectors; a rule is embedded from
// its text, which gives the vector the ingest once stored). The ingest decodes
// each document it writes with it, and a reader without a persisted model
// decodes the stores with it, so both see the same model.
func (dc *Decoder) Doc(path string, quads []graph.Quad, chunks []index.Chunk) (Doc, error) {
	// The ingest passes its quads sorted and without duplicates, as it
	// writes them: they are read as they are (a copy of a rule file's
	// 300,000 quads was 19 MB of its peak heap); others are sorted in a
	// copy.
	if !sortedSet(quads) {
		quads = slices.Clone(quads)
		slices.SortFunc(quads, graph.CompareSPO)
		quads = slices.Compact(quads)
	}
	d := Doc{Path: path}
	docNode := v.DocNode(path)
	priority := map[string]string{}
	hasDoc := false
	for _, q := range quads {
		if slices.Contains(ArcPredicates, q.Predicate) {
			d.Arcs = append(d.Arcs, graph.Quad{Subject: q.Subject, Predicate: q.Predicate, Object: q.Object, Label: docNode})
		}
		if slices.Contains(RecordPredicates, q.Predicate) {
			d.Records = append(d.Records, graph.Quad{Subject: q.Subject, Predicate: q.Predicate, Object: q.Object, Label: docNode})
			continue
		}
		switch {
		case q.Predicate == v.SectionLines:
			s, e, err := v.ParseLines(q.Object)
			if err != nil {
				return d, fmt.Errorf("decode %s: lines of %s: %w", path, q.Subject, err)
			}
			d.Sections = append(d.Sections, Section{Node: q.Subject, Start: s, End: e})
			continue
		case q.Subject == docNode:
			hasDoc = true
			if err := d.set(q); err != nil {
				return d, err
			}
			continue
		case !strings.HasPrefix(q.Subject, "rule:") || !strings.HasPrefix(q.Predicate, "rule."):
			continue
		}
		// The quads are sorted: a rule's are together, and the rules come
		// in the order of their nodes.
		if n := len(d.Rules); n == 0 || d.Rules[n-1].Node != q.Subject {
			d.Rules = append(d.Rules, Rule{Node: q.Subject})
		}
		if err := d.Rules[len(d.Rules)-1].set(q, priority); err != nil {
			return d, fmt.Errorf("decode %s: %w", path, err)
		}
	}
	if !hasDoc && len(chunks) > 0 {
		// A document known only from its chunks (an index without a graph,
		// such as a BEIR corpus): its kind and title are its first chunk's.
		first := slices.MinFunc(chunks, func(a, b index.Chunk) int { return strings.Compare(a.ID, b.ID) })
		d.Kind, d.Title = first.Kind, first.Title
	}
	for _, c := range chunks {
		c = c.Stored()
		mc := Chunk{ID: c.ID, Kind: c.Kind, Title: c.Title, Section: c.Section, Heading: c.Heading,
			Severity: c.Severity, Category: c.Category, Tags: c.Tags, ChunkIndex: c.ChunkIndex,
			LineStart: c.LineStart, LineEnd: c.LineEnd, Tokens: c.Tokens, Text: c.Text}
		if len(mc.Tags) == 0 {
			mc.Tags = nil
		}
		var vec embed.Vector
		if c.Vector != "" {
			var err error
			if vec, err = embed.Decode(c.Vector); err != nil {
				return d, fmt.Errorf("decode %s: vector of %s: %w", path, c.ID, err)
			}
		} else {
			vec = dc.emb.Embed(EmbedText(c.Title, c.Heading, c.Text))
		}
		mc.Vec = Quantise(vec)
		d.Chunks = append(d.Chunks, mc)
	}
	slices.SortFunc(d.Chunks, func(a, b Chunk) int {
		return cmp.Or(cmp.Compare(a.ChunkIndex, b.ChunkIndex), strings.Compare(a.ID, b.ID))
	})
	for i := range d.Rules {
		r := &d.Rules[i]
		r.ID = v.DecodeRuleID(r.Node, r.ID)
		r.Polarity = v.DecodeRulePolarity(r.Polarity)
		r.Priority = v.DecodeRulePriority(priority[r.Node], r.Constitution)
		r.Vec = Quantise(dc.emb.Embed(r.Text))
	}
	return d, nil
}

// sortedSet reports whether quads are in strictly increasing graph.CompareSPO
// order: then sorting and compacting them would leave them as they are.
func sortedSet(quads []graph.Quad) bool {
	for i := 1; i < len(quads); i++ {
		if graph.CompareSPO(quads[i-1], quads[i]) >= 0 {
			return false
		}
	}
	return true
}

// set sets the document field of a quad about the document.
func (d *Doc) set(q graph.Quad) error {
	switch q.Predicate {
	case v.DocKind:
		d.Kind = q.Object
	case v.DocTitle:
		d.Title = q.Object
	case v.DocFileHash:
		d.Hash = q.Object
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
	case v.DocImports:
		if p, ok := v.PathOf(q.Object); ok {
			d.Imports = append(d.Imports, p)
		}
	case v.DocImportOnly:
		d.ImportOnly = q.Object == "true"
	case v.DocRequirements:
		rs, err := v.DecodeRequirements(q.Object)
		if err != nil {
			return fmt.Errorf("decode %s: requirements: %w", d.Path, err)
		}
		d.Requirements = rs
	case v.DocLines:
		d.Lines, _ = strconv.Atoi(q.Object)
	case v.ADRNumber:
		d.ADRNumber = q.Object
	case v.ADRStatus:
		d.ADRStatus = q.Object
	}
	return nil
}

// set sets the rule field of a quad about the rule; rule.priority is
// collected in priority, decoded once the constitution flag is known.
func (r *Rule) set(q graph.Quad, priority map[string]string) error {
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
		priority[q.Subject] = q.Object
	case v.RuleConstitution:
		r.Constitution = q.Object == "true"
	case v.RuleIntent:
		r.Intents = append(r.Intents, v.DecodeIntent(q.Object))
	case v.RuleDomain:
		r.Domains = append(r.Domains, v.DecodeDomain(q.Object))
	case v.RuleScope:
		r.Scopes = append(r.Scopes, q.Object)
	case v.RulePolarity:
		r.Polarity = q.Object
	case v.RuleInSection:
		_, r.Section, _ = strings.Cut(q.Object, "#")
	case v.RuleLines:
		s, e, err := v.ParseLines(q.Object)
		if err != nil {
			return fmt.Errorf("lines of %s: %w", q.Subject, err)
		}
		r.LineStart, r.LineEnd = s, e
	}
	return nil
}

// FromStores decodes the model of a whole snapshot from the graph quads
// with Predicates and every chunk of the index: what a reader does when
// the snapshot has no persisted model. Documents are decoded in parallel.
func FromStores(id string, quads []graph.Quad, chunks []index.Chunk) (*Snapshot, error) {
	byDoc := map[string][]graph.Quad{}
	for _, q := range quads {
		p, ok := v.PathOf(q.Label)
		if !ok {
			continue
		}
		byDoc[p] = append(byDoc[p], q)
	}
	chunksOf := map[string][]index.Chunk{}
	for _, c := range chunks {
		chunksOf[c.Path] = append(chunksOf[c.Path], c)
		if _, ok := byDoc[c.Path]; !ok {
			byDoc[c.Path] = nil
		}
	}
	paths := make([]string, 0, len(byDoc))
	for p := range byDoc {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	dc := NewDecoder()
	docs, err := iter.MapErr(paths, func(p *string) (Doc, error) { return dc.Doc(*p, byDoc[*p], chunksOf[*p]) })
	if err != nil {
		return nil, err
	}
	return &Snapshot{ID: id, Docs: docs}, nil
}

// Edges returns the model's quads with the given predicates, which must be
// among ArcPredicates and RecordPredicates, in document order: the model
// serves readers written against graph.Store.Edges (verify's records).
func (s *Snapshot) Edges(_ context.Context, predicates ...string) ([]graph.Quad, error) {
	for _, p := range predicates {
		if !slices.Contains(ArcPredicates, p) && !slices.Contains(RecordPredicates, p) {
			return nil, fmt.Errorf("model: edges %s: the read model keeps no such quads", p)
		}
	}
	var out []graph.Quad
	for i := range s.Docs {
		for _, qs := range [][]graph.Quad{s.Docs[i].Arcs, s.Docs[i].Records} {
			for _, q := range qs {
				if slices.Contains(predicates, q.Predicate) {
					out = append(out, q)
				}
			}
		}
	}
	return out, nil
}
