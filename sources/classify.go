package sources

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"
)

var (
	sopDirs = []string{"sop", "sops", "runbooks", "runbook", "standards"}
	adrDirs = []string{
		"adr", "adrs", "decisions", "architecture-decisions", "decision-records",
		"decision-record", "architecture-decision-record", "architecture-decision-records",
	}
	// ADR file names: adr-046-x.md, ADR019-x.md, adr003-x.md, adr_12.md.
	adrFileRe = regexp.MustCompile(`^(?:adr|dr)[-_ ]?\d+`)
	// A "Status" heading (ATX) or a "Status: x" line.
	statusHeadingRe = regexp.MustCompile(`(?im)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?status\b`)
	statusLineRe    = regexp.MustCompile(`(?im)^\s*(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*(?::|\*\*\s*:|\|)`)
	otherADRHeadRe  = regexp.MustCompile(`(?im)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?(?:context|decision|consequences|considered options|decision outcome)\b`)
)

// Classify returns the kind of the file at the slash path p (relative to its
// root) with front matter meta and Markdown body (DESIGN §2):
//
//   - sot: .csv, .yaml, .yml;
//   - rule: CLAUDE.md, AGENTS.md, GEMINI.md (and CLAUDE.local.md), .cursorrules,
//     *.mdc, .github/copilot-instructions.md, .github/instructions/*.instructions.md,
//     .claude/rules/*.md, or front matter category: rule;
//   - sop: front matter category: sop, a directory named sop(s)/runbook(s)/standards,
//     or front matter with both applies_to and severity;
//   - adr: front matter category: adr or a status key; a directory named
//     adr(s)/decisions/architecture-decisions/decision-record(s)/
//     architecture-decision-record(s) (README, index and template files
//     there only when they carry a status); a file named adr-NNN...; or a
//     Status heading beside a Context/Decision/Consequences heading;
//   - doc: any other file.
func Classify(p string, meta map[string]any, body []byte) Kind {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	switch path.Ext(lower) {
	case ".csv", ".yaml", ".yml":
		return KindSoT
	}
	if ruleFormat(p) != "" {
		return KindRule
	}
	switch strings.ToLower(strings.TrimSpace(metaString(meta, "category"))) {
	case "rule", "rules":
		return KindRule
	case "sop":
		return KindSOP
	case "adr", "decision":
		return KindADR
	}
	if meta != nil && meta["applies_to"] != nil && meta["severity"] != nil {
		return KindSOP
	}
	dirs := strings.Split(path.Dir(lower), "/")
	if slices.ContainsFunc(dirs, func(s string) bool { return slices.Contains(sopDirs, s) }) {
		return KindSOP
	}
	if isTemplatePath(lower) {
		return KindDoc
	}
	// The status patterns scan the whole body; most files never say status.
	mayStatus := mayContainFold(body, "status")
	if isIndexName(base) {
		hasStatus := mayStatus && (statusHeadingRe.Match(body) || statusLineRe.Match(body))
		if hasStatus && (inADRDir(dirs) || otherADRHeadRe.Match(body)) {
			return KindADR
		}
		return KindDoc
	}
	if _, ok := metaValue(meta, "status"); ok {
		return KindADR
	}
	if inADRDir(dirs) || adrFileRe.MatchString(base) {
		return KindADR
	}
	if mayStatus && statusHeadingRe.Match(body) && otherADRHeadRe.Match(body) {
		return KindADR
	}
	return KindDoc
}

func inADRDir(dirs []string) bool {
	return slices.ContainsFunc(dirs, func(s string) bool { return slices.Contains(adrDirs, s) })
}

// isIndexName reports README/index files (lower-cased base name).
func isIndexName(base string) bool {
	name := strings.TrimSuffix(strings.TrimSuffix(base, ".erb"), path.Ext(strings.TrimSuffix(base, ".erb")))
	return name == "readme" || name == "index" || name == "_index" || name == "toc"
}

var templateNameRe = regexp.MustCompile(`(?:^|[-_. ])template$|^template[-_. ]`)

// isTemplatePath reports templates (lower-cased slash path): a file named
// template, adr-template, 0000-TEMPLATE, DRXXX-decision-record-template, or
// a README/index in a directory whose name contains "template".
func isTemplatePath(p string) bool {
	base := path.Base(p)
	name := strings.TrimSuffix(strings.TrimSuffix(base, ".erb"), ".md")
	name = strings.TrimSuffix(name, ".mdc")
	if templateNameRe.MatchString(name) {
		return true
	}
	return isIndexName(base) && strings.Contains(path.Dir(p), "template")
}

// ruleFormat is the RuleFile.Format implied by the path, or "".
func ruleFormat(p string) string {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	switch {
	case base == "claude.md" || base == "claude.local.md":
		return "claude"
	case base == "agents.md":
		return "agents"
	case base == "gemini.md":
		return "gemini"
	case base == ".cursorrules":
		return "cursorrules"
	case path.Ext(base) == ".mdc":
		return "mdc"
	case lower == ".github/copilot-instructions.md" || strings.HasSuffix(lower, "/.github/copilot-instructions.md"),
		base == ".github_copilot-instructions.md":
		return "copilot"
	case strings.HasSuffix(base, ".instructions.md") && hasDirPair(lower, ".github", "instructions"):
		return "copilot"
	case path.Ext(base) == ".md" && hasDirPair(lower, ".claude", "rules"):
		return "claude-rules"
	}
	return ""
}

// hasDirPair reports whether the directory part of p contains a/b/.
func hasDirPair(p, a, b string) bool {
	dirs := strings.Split(path.Dir(p), "/")
	for i := 0; i+1 < len(dirs); i++ {
		if dirs[i] == a && dirs[i+1] == b {
			return true
		}
	}
	return false
}

// metaValue returns meta[key] when it is present and not null.
func metaValue(meta map[string]any, key string) (any, bool) {
	v, ok := meta[key]
	return v, ok && v != nil
}

// metaString returns meta[key] as a string ("" when absent; scalars are
// formatted; dates as YYYY-MM-DD).
func metaString(meta map[string]any, key string) string {
	v, ok := metaValue(meta, key)
	if !ok {
		return ""
	}
	switch x := v.(type) {
	case string:
		return x
	case []any, map[string]any:
		return ""
	case time.Time:
		if x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0 {
			return x.Format(time.DateOnly)
		}
		return x.Format(time.RFC3339)
	default:
		return fmt.Sprint(x)
	}
}
