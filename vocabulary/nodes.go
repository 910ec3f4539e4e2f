package vocabulary

import (
	"strconv"
	"strings"

	"github.com/canon-kg/canon/sources"
)

// Node ID constructors (DESIGN §3). The graph's writer (ingest) and every
// reader use these, so a node ID has one spelling.

// DocNode is the node ID of the document at path.
func DocNode(path string) string { return "doc:" + path }

// SectionNode is the node ID of a section.
func SectionNode(path, slug string) string { return "section:" + path + "#" + slug }

// ChunkNode is the node ID of the n-th chunk of a document.
func ChunkNode(path string, n int) string { return "chunk:" + path + "#" + strconv.Itoa(n) }

// RuleNode is the node ID of a rule. Rule IDs are scoped by their file:
// R001 in two files are two rules.
func RuleNode(path, id string) string { return "rule:" + path + "#" + id }

// SoTNode is the node ID of a source-of-truth file, the subject of its
// sot.records blocks.
func SoTNode(path string) string { return "sot:" + path }

// PathOf is the document path of a "doc:<path>" node, or of a
// "section:<path>#<slug>" or "rule:<path>#<ID>" node; ok is false for
// other nodes.
func PathOf(node string) (path string, ok bool) {
	if p, ok := strings.CutPrefix(node, "doc:"); ok {
		return p, true
	}
	for _, prefix := range []string{"section:", "rule:"} {
		if p, ok := strings.CutPrefix(node, prefix); ok {
			if k := strings.LastIndexByte(p, '#'); k >= 0 {
				return p[:k], true
			}
		}
	}
	return "", false
}

// Prefixes of the objects of rule.intent and rule.domain: an intent and a
// domain are nodes of their own, shared by the rules that name them.
const (
	IntentPrefix = "intent:"
	DomainPrefix = "domain:"
)

// EncodeIntent and EncodeDomain are the objects of rule.intent and
// rule.domain; DecodeIntent and DecodeDomain invert them.
func EncodeIntent(name string) string { return IntentPrefix + name }
func EncodeDomain(name string) string { return DomainPrefix + name }
func DecodeIntent(obj string) string  { return strings.TrimPrefix(obj, IntentPrefix) }
func DecodeDomain(obj string) string  { return strings.TrimPrefix(obj, DomainPrefix) }

// Derived values: what a reader assumes for a rule quad that is not
// written. The writer leaves out exactly these values (EncodeRuleID and
// friends return "" for them).

// DefaultPriority is the priority of a rule without a stored rule.priority.
func DefaultPriority(constitution bool) int {
	if constitution {
		return sources.DefaultPriority + sources.ConstitutionBoost
	}
	return sources.DefaultPriority
}

// EncodeRuleID is the stored rule.id of a rule: "" for a generated ID
// (derivable from the node, DecodeRuleID).
func EncodeRuleID(id string, explicit bool) string {
	if explicit {
		return id
	}
	return ""
}

// DecodeRuleID returns a rule's ID from its node ID and stored rule.id: the
// stored ID when there is one, else the node ID's suffix (generated IDs
// are not written).
func DecodeRuleID(node, stored string) string {
	if stored != "" {
		return stored
	}
	if k := strings.LastIndexByte(node, '#'); k >= 0 && strings.HasPrefix(node, "rule:") {
		return node[k+1:]
	}
	return ""
}

// EncodeRulePolarity is the stored rule.polarity: "" for the default.
func EncodeRulePolarity(p string) string {
	if p == sources.DefaultPolarity {
		return ""
	}
	return p
}

// DecodeRulePolarity returns a rule's polarity from its stored rule.polarity:
// sources.DefaultPolarity when none is stored.
func DecodeRulePolarity(stored string) string {
	if stored == "" {
		return sources.DefaultPolarity
	}
	return stored
}

// EncodeRulePriority is the stored rule.priority: "" for the default of
// the constitution flag.
func EncodeRulePriority(p int, constitution bool) string {
	if p == DefaultPriority(constitution) {
		return ""
	}
	return strconv.Itoa(p)
}

// DecodeRulePriority returns a rule's priority from its stored quads: the
// rule.priority object when present, else the default for its
// constitution flag.
func DecodeRulePriority(stored string, constitution bool) int {
	if p, err := strconv.Atoi(stored); err == nil {
		return p
	}
	return DefaultPriority(constitution)
}

// MaxImportHops is how many @path imports deep an imported file is loaded
// (source.doc.imports), as Claude Code follows them: the read model widens
// scopes and validation reports chains to this depth.
const MaxImportHops = 5
