package intent

import "regexp"

// pattern is a weighted alternation of terms; a task that contains any of
// the terms scores the weight for the pattern's intent.
type pattern struct {
	re     *regexp.Regexp
	weight float64
}

func p(expr string, weight float64) pattern {
	return pattern{regexp.MustCompile(`(?i)\b(?:` + expr + `)\b`), weight}
}

// patterns are claude-flow's INTENT_PATTERNS (v3/@claude-flow/guidance/src/
// retriever.ts, ADR-G003) with the changes listed in doc.go: inflected
// forms added to each term, a few terms narrowed, and extra patterns
// (weights in the same 0.3-1.0 range) for vocabulary the original misses.
// Each pattern's first line ports the original; "added" marks new ones.
var patterns = map[string][]pattern{
	BugFix: {
		p(`fix(?:es|ed|ing)?|bugs?|broken|errors?|crash(?:es|ed|ing)?|issues?|wrong|incorrect(?:ly)?|fail(?:s|ed|ing|ures?)?`, 0.8),
		p(`not working|doesn'?t work|does not work|unexpected(?:ly)?|regressions?`, 0.9),
		p(`hotfix|patch(?:ed)?|off[- ]by[- ]one|nil pointer|null pointer|npe|panics?|exceptions?|typo`, 0.7), // added
	},
	Feature: {
		p(`add(?:s|ed|ing)?|create|implement|build|new|introduce|develop`, 0.5),
		p(`features?|capabilit(?:y|ies)|functionality|support for`, 0.9),
		p(`users?|pages?|profiles?|dashboards?|forms?|widgets?|components?|modules?`, 0.3),
		p(`endpoints?|commands?|flags?|options?|integration|plugins?|button|screen`, 0.3),                   // added
		p(`allow(?:s|ing)? (?:users?|admins?|people|customers)|let (?:users?|admins?)|so that users?`, 0.6), // added
	},
	Refactor: {
		p(`refactor(?:s|ed|ing)?|restructur(?:e|ed|ing)|reorganiz(?:e|ed|ing)|reorganis(?:e|ed|ing)|simplif(?:y|ies|ied|ying)|clean(?:up| up)?|extract|inline`, 0.9),
		p(`improve readability|reduce complexity|code quality`, 0.8),
		p(`renam(?:e|es|ed|ing)|dedup(?:e|licate)?|duplicat(?:ed|ion)|dead code|tidy|split (?:up )?(?:the |this )?(?:file|function|package|class)|decouple|modernis(?:e|ing)|moderniz(?:e|ing)|consolidat(?:e|ing)`, 0.8), // added
	},
	Security: {
		p(`security|secure|auth|authenticat(?:e|ion)|authoriz(?:e|ation)|permissions?|access control|encrypt(?:ion|ed)?|secrets?|(?:access|auth|refresh|bearer|api|jwt|csrf) tokens?`, 0.9),
		p(`cves?|vulnerabilit(?:y|ies)|vulnerable|injection|xss|csrf|sanitiz(?:e|ation)|sanitis(?:e|ation)`, 1.0),
		p(`passwords?|credentials?|api[- ]keys?|rbac|oauth|jwt|ssrf|rate[- ]limit(?:s|ing)?|brute[- ]force|tls|certificates?|login|sign[- ]in|audit log|pii|leak(?:s|ed)? (?:of )?(?:secrets?|keys?|tokens?|data)`, 0.8), // added
	},
	Performance: {
		p(`performance|optimi[sz](?:e|ed|es|ing|ation)|speed(?: up)?|slow(?:er|ly|ness)?|fast(?:er)?|cach(?:e|es|ed|ing)|memory usage|latency`, 0.9),
		p(`bottlenecks?|profil(?:e|ing)|benchmarks?|throughput|efficient(?:ly)?`, 0.8),
		p(`allocations?|n\+1|p99|p95|cpu usage|memory leak|timeouts?|hot path|quadratic|index(?:es)? for|too long|takes \d+`, 0.6), // added
	},
	Testing: {
		p(`tests?|specs?|coverage|mocks?|asserts?|tdd|unit tests?|integration tests?`, 1.0),
		p(`test suite|test case|test plan|quality assurance`, 0.9),
		p(`testing|tested|e2e|end[- ]to[- ]end|fixtures?|golden files?|fuzz(?:ing|er)?|flaky|jest|vitest|pytest|table[- ]driven`, 0.9), // added
	},
	Docs: {
		p(`document|readme|jsdoc|comment|explain|describe|tutorial`, 0.8),
		p(`api docs|documentation|usage guide|changelog`, 0.9),
		p(`docs|documented|documenting|docstrings?|godoc|guide|examples? in the|release notes|contributing\.md|wiki|diagram`, 0.8), // added
	},
	Deployment: {
		p(`deploy(?:s|ed|ing|ment)?|release|publish|ci|cd|pipeline|docker|kubernetes`, 0.9),
		p(`staging|production|rollback|migration|version`, 0.7),
		p(`helm|terraform|rollout|roll out|ship|canary|github actions|ci/cd|k8s|container image|dockerfile|infrastructure|provision(?:ing)?|environment variables?`, 0.8), // added
	},
	Architecture: {
		p(`architect|design pattern|system design|structure|boundary`, 0.8),
		p(`module boundary|component architecture|layer|service mesh|domain model|aggregate root`, 0.7),
		p(`interface|api design|separation of concerns`, 0.6),
		p(`architecture|architectural|adrs?|microservices?|monolith|event[- ]driven|layering|dependency (?:direction|graph|inversion)|trade[- ]offs?|(?:re)?design(?:ing)? the|schema design|data model`, 0.8), // added
	},
	Debug: {
		p(`debug|trace|log|diagnose|investigate|root cause`, 0.9),
		p(`stack trace|breakpoint|inspect|reproduction`, 0.8),
		p(`debugging|investigat(?:ing|ion)|diagnos(?:ing|is)|reproduc(?:e|ing)|figure out why|find out why|why (?:does|do|is|are|did)|intermittent(?:ly)?|core dump|logs`, 0.8), // added
	},
}
