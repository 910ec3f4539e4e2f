package vocabulary

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ValueType is the type of a predicate's object.
type ValueType int

// The value types. Node objects are node identifiers (stored as IRIs);
// every other type is a literal stored as its exact text.
const (
	Node ValueType = iota + 1
	String
	Int
	Bool
	Date  // YYYY-MM-DD
	Float // decimal
	Lines // "start-end", 1-based inclusive line range
	JSON  // a JSON document
)

func (t ValueType) String() string {
	switch t {
	case Node:
		return "node"
	case String:
		return "string"
	case Int:
		return "int"
	case Bool:
		return "bool"
	case Date:
		return "date"
	case Float:
		return "float"
	case Lines:
		return "lines"
	case JSON:
		return "json"
	}
	return "ValueType(" + strconv.Itoa(int(t)) + ")"
}

// Predicate describes one predicate.
type Predicate struct {
	Name    string
	Meaning string
	Value   ValueType
	Many    bool // more than one object per subject is allowed
}

// reserved are the predicates of the design's vocabulary that canon does
// not write yet: chunk text and position live in the full-text index, and
// nothing yet learns conventions or document keywords. Writing them is
// still valid.
var reserved = map[string]bool{
	DocContent: true, DocChunkIndex: true, DocDomain: true, DocKeywords: true,
	ConventionName: true, ConventionAppliesTo: true, ConventionText: true, ConventionApprovedFrom: true,
}

// Reserved reports whether canon's ingest leaves predicate unwritten.
func Reserved(predicate string) bool { return reserved[predicate] }

// Predicate names. Names follow semspec's where it has them.
const (
	DocKind         = "source.doc.kind"
	DocPath         = "source.doc.path"
	DocTitle        = "source.doc.title"
	DocCategory     = "source.doc.category"
	DocAppliesTo    = "source.doc.applies_to"
	DocSeverity     = "source.doc.severity"
	DocSummary      = "source.doc.summary"
	DocRequirements = "source.doc.requirements"
	DocContent      = "source.doc.content"
	DocChunkIndex   = "source.doc.chunk_index"
	DocFileHash     = "source.doc.file_hash"
	DocScope        = "source.doc.scope"
	DocDomain       = "source.doc.domain"
	DocKeywords     = "source.doc.keywords"
	DocLinksTo      = "source.doc.links_to"
	DocImports      = "source.doc.imports"
	DocImportOnly   = "source.doc.import_only"
	DocDescription  = "source.doc.description"
	DocAlwaysApply  = "source.doc.always_apply"
	DocFormat       = "source.doc.format"
	DocLines        = "source.doc.lines"
	DocMeta         = "source.doc.meta"

	SectionParent  = "source.section.parent"
	SectionHeading = "source.section.heading"
	SectionLines   = "source.section.lines"

	RuleID           = "rule.id"
	RuleText         = "rule.text"
	RuleSeverity     = "rule.severity"
	RuleRisk         = "rule.risk"
	RulePriority     = "rule.priority"
	RuleConstitution = "rule.constitution"
	RuleIntent       = "rule.intent"
	RuleDomain       = "rule.domain"
	RuleScope        = "rule.scope"
	RulePolarity     = "rule.polarity"
	RuleInSection    = "rule.in_section"
	RuleTool         = "rule.tool"
	RuleVerify       = "rule.verify"
	RuleLines        = "rule.lines"

	ADRNumber     = "adr.number"
	ADRStatus     = "adr.status"
	ADRDate       = "adr.date"
	ADRSupersedes = "adr.supersedes"
	ADRAmends     = "adr.amends"
	ADRDecision   = "adr.decision"

	ConventionName         = "convention.name"
	ConventionAppliesTo    = "convention.applies_to"
	ConventionText         = "convention.text"
	ConventionApprovedFrom = "convention.approved_from"

	SoTRecords = "sot.records"
)

var registry = []Predicate{
	{DocKind, "kind of the source file: rule, sop, adr, doc, skill or sot", String, false},
	{DocPath, "slash path of the file relative to the root it was ingested from", String, false},
	{DocTitle, "title: front matter title, else first H1, else file name", String, false},
	{DocCategory, "front matter category (sop, rule, ...)", String, false},
	{DocAppliesTo, "glob of the files an SOP or rule file applies to", String, true},
	{DocSeverity, "SOP severity: error, warning or info", String, false},
	{DocSummary, "SOP summary: front matter summary or first paragraph", String, false},
	{DocRequirements, "an SOP's Requirements list in document order, as a JSON array of {\"text\",\"line\"} (EncodeRequirements)", JSON, false},
	{DocContent, "text content of a chunk (kept in the full-text index, not the graph)", String, false},
	{DocChunkIndex, "position of a chunk within its document, from 0 (kept in the full-text index, not the graph)", Int, false},
	{DocFileHash, "sha256 hex of the file's bytes", String, false},
	{DocScope, "directory (relative to the root, \"\" for the root) whose files a nested rule file governs", String, true},
	{DocDomain, "domain a document is about", Node, true},
	{DocKeywords, "keyword of a document", String, true},
	{DocLinksTo, "a local document this document links to", Node, true},
	{DocImports, "a document this rule file imports with @path (Claude Code memory imports) or, in a Cursor rule, with a `[name](mdc:path)` link to a Markdown file: it is loaded wherever the importer is, so its scope widens to the importer's", Node, true},
	{DocImportOnly, "true when the rule file holds nothing but imports and headings: a stub that is never served itself (written only when true)", Bool, false},
	{DocDescription, "front matter description (Cursor .mdc)", String, false},
	{DocAlwaysApply, "the rule file is always applied (Cursor alwaysApply)", Bool, false},
	{DocFormat, "rule file format: claude, agents, gemini, cursorrules, mdc, copilot, claude-rules, front-matter", String, false},
	{DocLines, "number of lines in the file", Int, false},
	{DocMeta, "the document's front matter and the line of each top-level key, as canonical JSON {\"meta\":{},\"lines\":{}} (a source of truth for verify)", JSON, false},

	{SectionParent, "parent of a section: its enclosing section, or the document for top-level sections", Node, false},
	{SectionHeading, "heading text of a section", String, false},
	{SectionLines, "line range a section spans, subsections included", Lines, false},

	{RuleID, "explicit rule ID (SCHEMA-001); written only for explicit IDs, a generated ID (R-<hash>) is the suffix of the node ID rule:<path>#<ID>", String, false},
	{RuleText, "rule text, inline tags removed", String, false},
	{RuleSeverity, "validation severity written with the rule ID: BLOCK, FAIL or WARN", String, false},
	{RuleRisk, "risk class: critical, high, medium, low or info", String, false},
	{RulePriority, "priority, written only when not the default (50, or 150 for constitution rules)", Int, false},
	{RuleConstitution, "the rule is part of the always-loaded constitution; written only when true", Bool, false},
	{RuleIntent, "task intent a rule is tagged with (#intent)", Node, true},
	{RuleDomain, "domain a rule is tagged with (@domain)", Node, true},
	{RuleScope, "glob of files a rule is scoped to (scope:glob)", String, true},
	{RulePolarity, "must or never; written only when not should, the default", String, false},
	{RuleInSection, "section the rule is written in", Node, false},
	{RuleTool, "tool class a rule names ([tool])", String, true},
	{RuleVerify, "verification hint (verify:x)", String, true},
	{RuleLines, "line range of a rule", Lines, false},

	{ADRNumber, "ADR number, digits without leading zeros", String, false},
	{ADRStatus, "proposed, accepted, deprecated, superseded or rejected", String, false},
	{ADRDate, "decision date", Date, false},
	{ADRSupersedes, "an ADR this ADR supersedes", Node, true},
	{ADRAmends, "an ADR this ADR amends", Node, true},
	{ADRDecision, "first paragraph of the decision", String, false},

	{ConventionName, "name of a learned convention", String, false},
	{ConventionAppliesTo, "glob a convention applies to", String, true},
	{ConventionText, "text of a convention", String, false},
	{ConventionApprovedFrom, "review or document a convention was approved from", Node, true},

	{SoTRecords, "a block of a source-of-truth file's records in file order, as canonical JSON {\"records\":[{\"key\",\"line\",\"fields\":{},\"lines\":{}}]}; lines holds only fields not on the record's line (RecordBlocks, DecodeRecords)", JSON, true},
}

var byName = func() map[string]Predicate {
	m := make(map[string]Predicate, len(registry))
	for _, p := range registry {
		if _, dup := m[p.Name]; dup {
			panic("vocabulary: duplicate predicate " + p.Name)
		}
		m[p.Name] = p
	}
	return m
}()

// Lookup returns the predicate named name.
func Lookup(name string) (Predicate, bool) {
	p, ok := byName[name]
	return p, ok
}

// All returns every predicate, sorted by name.
func All() []Predicate {
	out := slices.Clone(registry)
	slices.SortFunc(out, func(a, b Predicate) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Check reports whether object is a valid value of predicate.
func Check(predicate, object string) error {
	p, ok := byName[predicate]
	if !ok {
		return fmt.Errorf("vocabulary: unknown predicate %q", predicate)
	}
	if err := checkValue(p.Value, object); err != nil {
		return fmt.Errorf("vocabulary: %s: %w", predicate, err)
	}
	return nil
}

var nodePrefixes = []string{"doc:", "section:", "chunk:", "rule:", "tag:", "domain:", "intent:", "sot:"}

func checkValue(t ValueType, v string) error {
	switch t {
	case Node:
		for _, p := range nodePrefixes {
			if strings.HasPrefix(v, p) && len(v) > len(p) {
				return nil
			}
		}
		return fmt.Errorf("%q is not a node ID (want one of %s followed by a name)", v, strings.Join(nodePrefixes, " "))
	case String:
		return nil
	case Int:
		if _, err := strconv.Atoi(v); err != nil {
			return fmt.Errorf("%q is not an integer", v)
		}
	case Bool:
		if v != "true" && v != "false" {
			return fmt.Errorf("%q is not true or false", v)
		}
	case Date:
		if _, err := time.Parse(time.DateOnly, v); err != nil {
			return fmt.Errorf("%q is not a YYYY-MM-DD date", v)
		}
	case Float:
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return fmt.Errorf("%q is not a number", v)
		}
	case Lines:
		if _, _, err := ParseLines(v); err != nil {
			return err
		}
	case JSON:
		if !json.Valid([]byte(v)) {
			return fmt.Errorf("%.40q is not valid JSON", v)
		}
	default:
		return fmt.Errorf("unknown value type %d", t)
	}
	return nil
}

// IsNode reports whether predicate's objects are node IDs.
func IsNode(predicate string) bool {
	p, ok := byName[predicate]
	return ok && p.Value == Node
}

// ParseLines parses a Lines value "start-end" (1 <= start <= end).
func ParseLines(s string) (start, end int, err error) {
	a, b, ok := strings.Cut(s, "-")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || x < 1 || y < x {
		return 0, 0, fmt.Errorf("%q is not a line range start-end", s)
	}
	return x, y, nil
}

// FormatLines renders a line range as a Lines value.
func FormatLines(start, end int) string {
	return strconv.Itoa(start) + "-" + strconv.Itoa(end)
}
