package finding

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Severities, from most to least severe.
const (
	// Block marks a finding that stops a document from being ingested.
	Block = "BLOCK"
	// Fail marks a finding that rejects the set but does not block ingest.
	Fail = "FAIL"
	// Warn marks a finding that needs review.
	Warn = "WARN"
)

// Validation statuses, from worst to best.
const (
	// StatusBlocked is the status when any finding is a Block.
	StatusBlocked = "BLOCKED"
	// StatusRejected is the status when the worst finding is a Fail.
	StatusRejected = "REJECTED"
	// StatusNeedsReview is the status when the worst finding is a Warn.
	StatusNeedsReview = "NEEDS_REVIEW"
	// StatusAccepted is the status when there are no findings.
	StatusAccepted = "ACCEPTED"
)

// Finding is one result of a deterministic check.
type Finding struct {
	// Rule is the ID of the check that raised the finding, e.g. "SOT-STALE".
	Rule string `json:"rule"`
	// Severity is Block, Fail or Warn.
	Severity string `json:"severity"`
	// Path is the source file, relative to its root when known.
	Path string `json:"path"`
	// Line is the 1-based line the finding concerns, 0 for the whole file.
	Line int `json:"line"`
	// Message says what is wrong, in one sentence.
	Message string `json:"message"`
}

// String formats f as "path:line: SEVERITY RULE: message".
func (f Finding) String() string {
	return fmt.Sprintf("%s:%d: %s %s: %s", f.Path, f.Line, f.Severity, f.Rule, f.Message)
}

// Rank returns the sort rank of a severity: 0 for Block, 1 for Fail, 2 for
// Warn and 3 for anything else.
func Rank(severity string) int {
	switch severity {
	case Block:
		return 0
	case Fail:
		return 1
	case Warn:
		return 2
	default:
		return 3
	}
}

// ValidSeverity reports whether s is Block, Fail or Warn.
func ValidSeverity(s string) bool {
	return Rank(s) < 3
}

// Status returns the validation status of findings: StatusBlocked if any is
// a Block, else StatusRejected if any is a Fail, else StatusNeedsReview if
// any is a Warn, else StatusAccepted.
func Status(findings []Finding) string {
	worst := 3
	for _, f := range findings {
		worst = min(worst, Rank(f.Severity))
	}
	switch worst {
	case 0:
		return StatusBlocked
	case 1:
		return StatusRejected
	case 2:
		return StatusNeedsReview
	default:
		return StatusAccepted
	}
}

// Compare orders findings by severity (Block first), then rule ID, path,
// line and message.
func Compare(a, b Finding) int {
	return cmp.Or(
		cmp.Compare(Rank(a.Severity), Rank(b.Severity)),
		strings.Compare(a.Rule, b.Rule),
		strings.Compare(a.Path, b.Path),
		cmp.Compare(a.Line, b.Line),
		strings.Compare(a.Message, b.Message),
		strings.Compare(a.Severity, b.Severity),
	)
}

// Sort sorts findings in place in Compare order.
func Sort(findings []Finding) {
	slices.SortFunc(findings, Compare)
}
