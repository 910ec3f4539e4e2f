package validate

import (
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/staleness"
)

// Rule IDs.
const (
	RuleFrontMatter = "FM-001"
	// RuleLenientFrontMatter: an agent rule or skill file's front matter
	// that strict YAML rejects, read leniently.
	RuleLenientFrontMatter = "FM-002"
	// RuleRepeatedKey: a top-level front-matter key given more than once.
	RuleRepeatedKey    = "FM-003"
	RuleSoTUnparseable = "SOT-004"
	RuleUnreadable     = "FILE-001"
	RuleGlob           = "GLOB-001"
	RuleSeverity       = "SEV-001"
	RuleADRStatus      = "ADR-001"
	RuleSupersedes     = "ADR-002"
	RuleDuplicateRule  = "RULE-001"
	RuleLink           = "LINK-001"
	RuleImport         = "IMPORT-001"
	RuleConstitution   = "CONST-001"
	RuleDuplicateKey   = "SOT-001"
	RuleInvalidDate    = "SOT-002"
	RuleImplicitKey    = "SOT-005"
)

// Scopes of a rule.
const (
	ScopeDocument = "document" // judged per file, also during ingest
	ScopeTree     = "tree"     // needs every file of the roots
)

// Rule describes one validation rule.
type Rule struct {
	ID       string `json:"id"`
	Severity string `json:"severity"`
	Scope    string `json:"scope"`
	Purpose  string `json:"purpose"`
}

// rules is the catalogue in evaluation order: structure first, then
// content, then cross-document checks, warnings last within each.
var rules = []Rule{
	{RuleFrontMatter, finding.Block, ScopeDocument, "The front matter of a Markdown document is not valid YAML (or not a mapping): nothing of the document can be trusted, so it is not ingested and its previous version stays."},
	{RuleLenientFrontMatter, finding.Warn, ScopeDocument, "The front matter of an agent rule or skill file is not valid YAML (a skill description holds `: `): the agents read such front matter as `key: value` lines, so canon reads it the same way and ingests the document, but another YAML reader may not. A Cursor rule's unquoted `globs: **/*.ts` is Cursor's own form, not this finding."},
	{RuleRepeatedKey, finding.Warn, ScopeDocument, "A front-matter key is given twice: canon keeps the last value, as Ruby's and Python's YAML readers (Middleman, Jekyll, MkDocs) do, and ingests the document; a strict YAML reader rejects it, and the first value may be the one the author meant."},
	{RuleSoTUnparseable, finding.Block, ScopeDocument, "A CSV or YAML source of truth cannot be parsed: its records would vanish from the store, so it is not ingested and its previous version stays."},
	{RuleDuplicateKey, finding.Block, ScopeDocument, "Two records of one source-of-truth file have the same key: the key no longer identifies one record (verify could not tell them apart), so the file is not ingested and its previous version stays."},
	{RuleImplicitKey, finding.Warn, ScopeDocument, "A table without a key column (id, key, number, name) repeats the value of its first column, which serves as its key: those rows cannot be told apart in the graph or by verify."},
	{RuleUnreadable, finding.Warn, ScopeDocument, "A file is binary, not valid UTF-8 or over the size limit, or cannot be reached (a symbolic link to nothing, a name that is not valid UTF-8, a directory that cannot be read): it is skipped, which may hide a source the author meant to include."},
	{RuleGlob, finding.Fail, ScopeDocument, "A glob in applies_to, globs, scope or a rule's scope:glob is not a valid doublestar pattern: the document's scope cannot be matched, so it would apply to nothing."},
	{RuleSeverity, finding.Fail, ScopeDocument, "An SOP's front matter severity is not error, warning or info: the budget shares (DESIGN §7) cannot place it."},
	{RuleInvalidDate, finding.Fail, ScopeDocument, "A date field of a source of truth (a YYYY-MM-DD-shaped value, or a field named like a date) is not a valid date, e.g. 2023-14-05: facts cannot be verified against it."},
	{RuleADRStatus, finding.Warn, ScopeDocument, "An ADR has no readable status (proposed, accepted, deprecated, superseded, rejected): retrieval cannot tell whether the decision holds."},
	{staleness.RuleReviewDue, finding.Warn, ScopeDocument, "A source of truth's last_reviewed_on + review_in (30 days when absent) has passed: its facts may be stale (staleness package)."},
	{staleness.RuleStale, finding.Warn, ScopeDocument, "A CSV/YAML source of truth without review fields was not modified for more than 30 days (file time): its facts may be stale (staleness package)."},
	{staleness.RuleReviewInvalid, finding.Warn, ScopeDocument, "The review fields (last_reviewed_on, review_in) of a source of truth cannot be read, so its staleness is unknown (staleness package)."},
	{RuleDuplicateRule, finding.Fail, ScopeTree, "The same explicit rule ID is written with different texts in the tree: agents following the ID get contradictory instructions."},
	{RuleSupersedes, finding.Fail, ScopeTree, "An ADR supersedes, is superseded by, amends or is amended by an ADR that does not exist: the decision history is broken and superseded decisions may be served as current."},
	{RuleLink, finding.Warn, ScopeTree, "A local Markdown link points to a file that does not exist: readers and graph traversal lose the reference."},
	{RuleImport, finding.Warn, ScopeTree, "A rule file's @path import names a file that does not exist, leaves the root, closes a cycle of imports or lies more than five imports deep: the agent loads less than the author meant (Claude Code follows five hops)."},
	{RuleConstitution, finding.Warn, ScopeTree, "The constitution (rules in constitution sections and alwaysApply files) is longer than its cap (constitution_lines, default 60): what the cap cuts is not always loaded."},
}

// Rules returns the rule catalogue in evaluation order.
func Rules() []Rule {
	return append([]Rule(nil), rules...)
}

func severityOf(id string) string {
	for _, r := range rules {
		if r.ID == id {
			return r.Severity
		}
	}
	panic("validate: unknown rule " + id)
}
