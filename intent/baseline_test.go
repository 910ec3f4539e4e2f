package intent

import (
	"regexp"
	"testing"
)

// claudeFlowPatterns are claude-flow's INTENT_PATTERNS verbatim
// (v3/@claude-flow/guidance/src/retriever.ts), for comparing the port's
// changes on the labelled tasks.
var claudeFlowPatterns = map[string][]pattern{
	BugFix: {
		{regexp.MustCompile(`(?i)\b(fix|bug|broken|error|crash|issue|wrong|incorrect|fail)\b`), 0.8},
		{regexp.MustCompile(`(?i)\b(not working|doesn't work|unexpected|regression)\b`), 0.9},
	},
	Feature: {
		{regexp.MustCompile(`(?i)\b(add|create|implement|build|new|introduce|develop)\b`), 0.5},
		{regexp.MustCompile(`(?i)\b(feature|capability|functionality|support for)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(user|page|profile|dashboard|form|widget|component|module)\b`), 0.3},
	},
	Refactor: {
		{regexp.MustCompile(`(?i)\b(refactor|restructure|reorganize|simplify|clean|extract|inline)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(improve readability|reduce complexity|code quality)\b`), 0.8},
	},
	Security: {
		{regexp.MustCompile(`(?i)\b(security|auth|permission|access control|encrypt|secret|token)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(cve|vulnerability|injection|xss|csrf|sanitize)\b`), 1.0},
	},
	Performance: {
		{regexp.MustCompile(`(?i)\b(performance|optimize|speed|slow|fast|cache|memory usage|latency)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(bottleneck|profile|benchmark|throughput|efficient)\b`), 0.8},
	},
	Testing: {
		{regexp.MustCompile(`(?i)\b(tests?|specs?|coverage|mocks?|asserts?|tdd|unit tests?|integration tests?)\b`), 1.0},
		{regexp.MustCompile(`(?i)\b(test suite|test case|test plan|quality assurance)\b`), 0.9},
	},
	Docs: {
		{regexp.MustCompile(`(?i)\b(document|readme|jsdoc|comment|explain|describe|tutorial)\b`), 0.8},
		{regexp.MustCompile(`(?i)\b(api docs|documentation|usage guide|changelog)\b`), 0.9},
	},
	Deployment: {
		{regexp.MustCompile(`(?i)\b(deploy|release|publish|ci|cd|pipeline|docker|kubernetes)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(staging|production|rollback|migration|version)\b`), 0.7},
	},
	Architecture: {
		{regexp.MustCompile(`(?i)\b(architect|design pattern|system design|structure|boundary)\b`), 0.8},
		{regexp.MustCompile(`(?i)\b(module boundary|component architecture|layer|service mesh|domain model|aggregate root)\b`), 0.7},
		{regexp.MustCompile(`(?i)\b(interface|api design|separation of concerns)\b`), 0.6},
	},
	Debug: {
		{regexp.MustCompile(`(?i)\b(debug|trace|log|diagnose|investigate|root cause)\b`), 0.9},
		{regexp.MustCompile(`(?i)\b(stack trace|breakpoint|inspect|reproduction)\b`), 0.8},
	},
}

// classifyClaudeFlow is claude-flow's classifyIntent: each matching pattern
// adds its weight once; strict > keeps the first intent on ties.
func classifyClaudeFlow(task string) string {
	best, bestScore := General, 0.0
	for _, name := range Names {
		score := 0.0
		for _, p := range claudeFlowPatterns[name] {
			if p.re.MatchString(task) {
				score += p.weight
			}
		}
		if score > bestScore {
			best, bestScore = name, score
		}
	}
	return best
}

// TestClassify_Baseline reports how the original patterns do on the same
// tasks, so the port's changes are measured, and requires the port to do
// at least as well.
func TestClassify_Baseline(t *testing.T) {
	orig, port := 0, 0
	for _, tc := range labelled {
		if classifyClaudeFlow(tc.task) == tc.want {
			orig++
		}
		if Classify(tc.task).Name == tc.want {
			port++
		}
	}
	t.Logf("claude-flow patterns: %d/%d = %.3f; this port: %d/%d = %.3f",
		orig, len(labelled), float64(orig)/float64(len(labelled)),
		port, len(labelled), float64(port)/float64(len(labelled)))
	if port < orig {
		t.Errorf("port (%d) does worse than the original patterns (%d)", port, orig)
	}
}
