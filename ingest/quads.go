package ingest

import (
	"encoding/json"
	"slices"
	"strconv"

	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/sources"
	v "github.com/canon-kg/canon/vocabulary"
)

type quadBuilder struct {
	label string
	quads []graph.Quad
}

func (b *quadBuilder) add(s, p, o string) {
	b.quads = append(b.quads, graph.Quad{Subject: s, Predicate: p, Object: o, Label: b.label})
}

func (b *quadBuilder) addIf(s, p, o string) {
	if o != "" {
		b.add(s, p, o)
	}
}

// Quads returns the graph quads of a parsed document, all labelled with
// the document's node ID. The result is sorted. Chunks are not graph
// nodes: they live in the index, each with its section path and lines.
func Quads(doc *sources.Document) []graph.Quad { return buildQuads(doc, false) }

// takeQuads is Quads that empties doc.Records as it goes, each record once
// its quads are built: a large source of truth's records (two maps each)
// and quads are then not held in full at the same time.
func takeQuads(doc *sources.Document) []graph.Quad { return buildQuads(doc, true) }

func buildQuads(doc *sources.Document, take bool) []graph.Quad {
	d := v.DocNode(doc.Path)
	// Room for what the document's parts usually produce, so that the
	// slice of a large document is not grown (and copied) a dozen times.
	b := &quadBuilder{label: d, quads: make([]graph.Quad, 0, 16+len(doc.Records)/256+6*len(doc.Rules)+3*len(doc.Sections))}
	b.add(d, v.DocKind, string(doc.Kind))
	b.add(d, v.DocPath, doc.Path)
	b.addIf(d, v.DocTitle, doc.Title)
	b.add(d, v.DocFileHash, doc.Hash)
	b.add(d, v.DocLines, strconv.Itoa(len(doc.Lines)))
	if c, ok := doc.Meta["category"].(string); ok {
		b.addIf(d, v.DocCategory, c)
	}
	for _, l := range doc.Links {
		if l.Resolved != "" && l.Resolved != doc.Path {
			b.add(d, v.DocLinksTo, v.DocNode(l.Resolved))
		}
	}
	for _, im := range doc.Imports {
		if im.Resolved != "" && im.Resolved != doc.Path {
			b.add(d, v.DocImports, v.DocNode(im.Resolved))
		}
	}
	if doc.ImportOnly {
		b.add(d, v.DocImportOnly, "true")
	}
	sectionQuads(b, doc)
	for _, r := range doc.Rules {
		ruleQuads(b, doc, r)
	}
	if rf := doc.RuleFile; rf != nil {
		b.addIf(d, v.DocFormat, rf.Format)
		b.addIf(d, v.DocDescription, rf.Description)
		for _, g := range rf.Globs {
			b.addIf(d, v.DocAppliesTo, g)
		}
		b.add(d, v.DocAlwaysApply, strconv.FormatBool(rf.AlwaysApply))
		switch {
		case rf.Dir != "":
			b.add(d, v.DocScope, rf.Dir)
		case rf.Format == "claude" || rf.Format == "agents" || rf.Format == "agents-override" || rf.Format == "gemini":
			b.add(d, v.DocScope, rf.Dir)
		}
	}
	if s := doc.SOP; s != nil {
		if _, ok := doc.Meta["category"]; !ok {
			b.addIf(d, v.DocCategory, s.Category)
		}
		for _, g := range s.AppliesTo {
			b.addIf(d, v.DocAppliesTo, g)
		}
		b.addIf(d, v.DocSeverity, s.Severity)
		b.addIf(d, v.DocSummary, s.Summary)
		if len(s.Requirements) > 0 {
			rs := make([]v.Requirement, len(s.Requirements))
			for i, r := range s.Requirements {
				rs[i] = v.Requirement{Text: r.Text, Line: r.Line}
			}
			b.add(d, v.DocRequirements, v.EncodeRequirements(rs))
		}
	}
	if a := doc.ADR; a != nil {
		b.addIf(d, v.ADRNumber, a.Number)
		b.addIf(d, v.ADRStatus, a.Status)
		if v.Check(v.ADRDate, a.Date) == nil {
			b.add(d, v.ADRDate, a.Date)
		}
		b.addIf(d, v.ADRDecision, a.Decision)
		for _, r := range a.Supersedes {
			if r.Resolved != "" && r.Resolved != doc.Path {
				b.add(d, v.ADRSupersedes, v.DocNode(r.Resolved))
			}
		}
		for _, r := range a.Amends {
			if r.Resolved != "" && r.Resolved != doc.Path {
				b.add(d, v.ADRAmends, v.DocNode(r.Resolved))
			}
		}
		// "Superseded by X" and "Amended by X" are the same edges seen from
		// the other end; they are stored under this document's label so
		// they go when this file does.
		for _, r := range a.SupersededBy {
			if r.Resolved != "" && r.Resolved != doc.Path {
				b.add(v.DocNode(r.Resolved), v.ADRSupersedes, d)
			}
		}
		for _, r := range a.AmendedBy {
			if r.Resolved != "" && r.Resolved != doc.Path {
				b.add(v.DocNode(r.Resolved), v.ADRAmends, d)
			}
		}
	}
	recordQuads(b, doc, take)
	if take {
		doc.Records = nil
	}
	metaQuads(b, doc)
	return sortQuads(b.quads)
}

func sectionQuads(b *quadBuilder, doc *sources.Document) {
	for i, s := range doc.Sections {
		if i == 0 && s.Start > s.End {
			continue // empty preamble
		}
		n := v.SectionNode(doc.Path, s.Slug)
		parent := v.DocNode(doc.Path)
		if s.Parent >= 0 && s.Parent < len(doc.Sections) {
			parent = v.SectionNode(doc.Path, doc.Sections[s.Parent].Slug)
		}
		b.add(n, v.SectionParent, parent)
		b.addIf(n, v.SectionHeading, s.Heading)
		end := max(s.TreeEnd, s.Start)
		b.add(n, v.SectionLines, v.FormatLines(max(s.Start, 1), end))
	}
}

func ruleQuads(b *quadBuilder, doc *sources.Document, r sources.Rule) {
	n := v.RuleNode(doc.Path, r.ID)
	// A generated ID (R-<hash>) and the default polarity are derivable
	// (RuleID, RulePolarity) and not written: ~30,000 fewer quads and
	// 18,000 fewer values in the corpora.
	b.addIf(n, v.RuleID, v.EncodeRuleID(r.ID, r.Explicit))
	b.add(n, v.RuleText, r.Text)
	if r.Section != "" {
		b.add(n, v.RuleInSection, v.SectionNode(doc.Path, r.Section))
	}
	b.add(n, v.RuleLines, v.FormatLines(r.Line, max(r.EndLine, r.Line)))
	b.addIf(n, v.RulePolarity, v.EncodeRulePolarity(r.Polarity))
	b.addIf(n, v.RuleSeverity, r.Severity)
	b.addIf(n, v.RuleRisk, r.Risk)
	// Priority and constitution are written only where they differ from
	// what a reader assumes: priority vocabulary.DefaultPriority,
	// constitution false.
	b.addIf(n, v.RulePriority, v.EncodeRulePriority(r.Priority, r.Constitution))
	if r.Constitution {
		b.add(n, v.RuleConstitution, "true")
	}
	for _, x := range r.Intents {
		b.add(n, v.RuleIntent, v.EncodeIntent(x))
	}
	for _, x := range r.Domains {
		b.add(n, v.RuleDomain, v.EncodeDomain(x))
	}
	for _, x := range r.Scopes {
		b.addIf(n, v.RuleScope, x)
	}
	for _, x := range r.Tools {
		b.addIf(n, v.RuleTool, x)
	}
	for _, x := range r.Verify {
		b.addIf(n, v.RuleVerify, x)
	}
}

// recordQuads stores a source of truth's records in blocks
// (vocabulary.RecordBlocks): a block is one quad of the file's node, so a
// large CSV is hundreds of graph values rather than four per row. With
// take, each record is emptied once encoded.
func recordQuads(b *quadBuilder, doc *sources.Document, take bool) {
	n := v.SoTNode(doc.Path)
	w := v.RecordBlocks{Emit: func(block string) { b.add(n, v.SoTRecords, block) }}
	for i := range doc.Records {
		r := &doc.Records[i]
		if r.Names != nil {
			w.AddRow(r.Key, r.Line, r.Names, r.Values, r.ValueLines)
		} else {
			w.Add(r.Key, r.Line, r.Fields, r.Lines)
		}
		if take {
			*r = sources.Record{}
		}
	}
	w.Flush()
}

// metaJSON is the canonical JSON of a document's front matter (map keys
// sorted by encoding/json).
type metaJSON struct {
	Meta  map[string]any `json:"meta"`
	Lines map[string]int `json:"lines"`
}

// metaQuads stores the front matter, a source of truth (DESIGN §2), for
// verify; a front matter JSON cannot encode (a NaN) is left out.
func metaQuads(b *quadBuilder, doc *sources.Document) {
	if len(doc.Meta) == 0 {
		return
	}
	if js, err := json.Marshal(metaJSON{Meta: doc.Meta, Lines: doc.MetaLines}); err == nil {
		b.add(v.DocNode(doc.Path), v.DocMeta, string(js))
	}
}

// sortQuads sorts quads (all of one label) and drops duplicates.
func sortQuads(qs []graph.Quad) []graph.Quad {
	slices.SortFunc(qs, graph.CompareSPO)
	return slices.Compact(qs)
}
