package sources

import (
	"fmt"
	"time"
)

// Kind is the class of a source file (DESIGN §2).
type Kind string

// The document kinds.
const (
	KindRule Kind = "rule"
	KindSOP  Kind = "sop"
	KindADR  Kind = "adr"
	KindDoc  Kind = "doc"
	KindSoT  Kind = "sot"
	// KindSkill is a skill or subagent definition for a coding agent
	// (.claude/skills/*/SKILL.md, .claude/agents/*.md): retrievable by its
	// description and body, never part of the constitution, never a scope.
	KindSkill Kind = "skill"
)

// File is one discovered source file.
type File struct {
	Root    string    // absolute, cleaned root the file was found under
	Path    string    // slash-separated path relative to Root
	Abs     string    // absolute path on disk
	Size    int64     // bytes
	ModTime time.Time // modification time
	// Oversize is set by Discover when Size exceeds Options.MaxSize: the
	// file is listed so that it can be reported, and Parse will reject it.
	Oversize bool
}

// Document is one parsed source file. Line numbers are 1-based and refer to
// the file as it is on disk (front matter included).
type Document struct {
	Path  string // slash-separated path relative to its root
	Root  string // absolute root
	Kind  Kind
	Title string
	Hash  string // sha256 hex of the raw bytes

	// Lines holds the file's lines without their line terminators
	// (a trailing "\r" is removed too); Lines[0] is line 1.
	Lines []string
	// BodyStart is the first line after the front matter (1 when there is none).
	BodyStart int

	Meta      map[string]any // decoded YAML front matter (nil when absent)
	MetaLines map[string]int // line of each top-level front-matter key
	// LenientFrontMatter is set when the front matter of an agent rule or
	// skill file is not valid YAML and was read leniently as "key: rest of
	// line" lines, as the agents read it; it says where strict YAML failed.
	LenientFrontMatter *ParseError
	// RepeatedKeys are the top-level front-matter keys given more than
	// once; Meta holds each one's last value.
	RepeatedKeys []RepeatedKey

	Sections []Section // in document order; see Section
	Blocks   []Block   // top-level blocks of the body in document order
	Links    []Link    // inline, reference and <autolink> links; bare URLs in text are not links
	// Imports are the @path references of a rule file (Claude Code's
	// memory imports: the imported file is loaded with the importer), set
	// for rule files only.
	Imports []Import
	// ImportOnly is set for a rule file whose body holds nothing but
	// imports and headings (CLAUDE.md saying "@AGENTS.md"): a stub that
	// stands for what it imports and is never served itself.
	ImportOnly bool

	Rules    []Rule    // rules found in the document (any kind may carry rules)
	RuleFile *RuleFile // set for rule files
	SOP      *SOP      // set for SOPs
	ADR      *ADR      // set for ADRs
	Records  []Record  // set for sources of truth (CSV/YAML)
}

// Section is a heading and the lines it owns. Sections[0] is always the
// preamble (Level 0, empty Heading) covering the body lines before the first
// heading; it may be empty (Start > End).
type Section struct {
	Slug    string   // unique within the document (GitHub-style, "-1" suffixes for repeats)
	Heading string   // heading text
	Level   int      // 1-6; 0 for the preamble
	Path    []string // headings from the top level down to this one
	Parent  int      // index of the parent section in Document.Sections, -1 for top level
	Start   int      // heading line (for the preamble: BodyStart)
	End     int      // last line before the next heading of any level (own content)
	TreeEnd int      // last line of the section including its subsections
}

// Block is a top-level Markdown block (paragraph, list item, code block,
// table, quote, HTML, thematic break, heading). Chunkers may split only at
// block starts.
type Block struct {
	Kind  string
	Start int
	End   int
}

// Link is a Markdown link or reference found in the body.
type Link struct {
	Text   string
	Target string // as written
	Line   int
	// Resolved is the slash path, relative to the root, of a local target
	// (fragment removed), or "" for external links.
	Resolved string
}

// Import is an @path reference in a rule file's text (outside code), as
// Claude Code reads them: the path is relative to the importing file.
type Import struct {
	Target string // as written, without the "@"; a Cursor link keeps its "mdc:"
	Line   int
	// Resolved is the root-relative slash path of the imported file, or ""
	// when the path leaves the root or is a home path (~/...).
	Resolved string
}

// Rule is one rule statement of a rule file, an SOP or any document.
type Rule struct {
	ID       string // explicit ID (R001, SEC-002, SCHEMA-001) or a stable generated one
	Explicit bool   // the ID was written in the source
	Text     string // the rule text with inline tags removed
	Line     int
	EndLine  int
	Section  string // section slug the rule is in
	Heading  string // heading path joined with " > "

	Severity     string   // BLOCK|FAIL|WARN when written as "### ID (SEVERITY)", else ""
	Risk         string   // critical|high|medium|low|info, "" when not given
	Priority     int      // from priority:N; +100 for constitution rules
	Polarity     string   // must|never|should
	Constitution bool     // in a constitution section, or from an alwaysApply file
	Domains      []string // @domain
	Intents      []string // #intent
	Tools        []string // [tool]
	Scopes       []string // scope:glob
	Verify       []string // verify:x
}

// RuleFile carries the scope of a rule file.
type RuleFile struct {
	// Format is one of claude, agents, agents-override, gemini, cursorrules,
	// mdc, copilot, claude-rules, windsurfrules, windsurf, clinerules, cline,
	// skill, claude-agent or front-matter (a file with category: rule).
	Format      string
	Description string // .mdc / Windsurf / skill description
	// Globs are the file globs the rules apply to (.mdc globs, Copilot
	// applyTo, Claude and Cline paths, Windsurf globs), relative to the
	// root: a glob written in a nested project directory's rule folder
	// (sub/.cursor/rules, sub/.claude/rules, …) is prefixed with that
	// directory, as the agent resolves it.
	Globs       []string
	AlwaysApply bool
	// Trigger is a Windsurf rule's activation: always_on, glob,
	// model_decision or manual ("" for other formats).
	Trigger string
	// Dir is the slash directory (relative to the root, "" for the root) whose
	// files the rule file applies to: a nested CLAUDE.md/AGENTS.md/GEMINI.md's
	// own directory, the project directory holding .claude/CLAUDE.md, or,
	// for a rule file without globs below the root, the project directory
	// holding its rule folder or the file (projectScope).
	Dir string
}

// SOP is the structure of a standard operating procedure.
type SOP struct {
	Category     string
	AppliesTo    []string
	Severity     string // error|warning|info
	Summary      string
	Requirements []Requirement
}

// Requirement is one item of an SOP's Requirements list.
type Requirement struct {
	Text string
	Line int
}

// ADR is the structure of an architecture decision record.
type ADR struct {
	Number       string // digits without leading zeros, "" when unknown
	Status       string // proposed|accepted|deprecated|superseded|rejected, "" when unknown
	StatusRaw    string
	StatusLine   int
	Date         string // YYYY-MM-DD when it could be read
	DateRaw      string // the date as written ("" when none was found)
	DateLine     int
	Decision     string // first paragraph of the Decision section
	Supersedes   []Ref
	SupersededBy []Ref
	Amends       []Ref
	AmendedBy    []Ref // "Amended by ..." (the inverse of Amends)
}

// Ref is a reference from one ADR to another.
type Ref struct {
	Text     string // as written
	Number   string // ADR number when one could be read
	Resolved string // path relative to the root when a link resolved to a file
	Line     int
}

// Record is one record of a source of truth: a CSV row or a YAML document
// (or an item of a top-level YAML list of mappings). A YAML record holds
// its fields in Fields and Lines; a CSV row is a row of a table, its values
// in Values in the order of Names, which the file's rows share, and no
// maps (a map per row was 116 MB of a 10 MB CSV's 190,000 rows). Read the
// fields through Field, LineOf, NumFields and All, which serve both.
type Record struct {
	Path   string            // slash path relative to the root
	Line   int               // first line of the record
	Key    string            // primary identifier (id, key, number, kep-number, name, or first CSV column)
	Fields map[string]string // scalar fields; nested YAML keys are dotted ("milestone.beta"), lists joined with ", "
	Lines  map[string]int    // line of each field
	// Names are a table row's field names, shared by the rows of its
	// file; nil for a record with Fields.
	Names []string
	// Values are a table row's values, one for each of Names.
	Values []string
	// ValueLines are the line of each of Values, nil when all are on Line.
	ValueLines []int
}

// ParseError is an error at a position in a source file.
type ParseError struct {
	Path string
	Line int // 0 when the error has no position
	Err  error
}

func (e *ParseError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", EscapePath(e.Path), e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", EscapePath(e.Path), e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }
