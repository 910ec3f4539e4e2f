package sources

import (
	"bytes"
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
	// A "Status" heading (ATX) or a "Status: x" line, matched at a line
	// start (see lineMatch).
	statusHeadingRe = regexp.MustCompile(`(?i)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?status\b`)
	statusLineRe    = regexp.MustCompile(`(?i)^\s*(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*(?::|\*\*\s*:|\|)`)
	otherADRHeadRe  = regexp.MustCompile(`(?i)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?(?:context|decision|consequences|considered options|decision outcome)\b`)
)

// lineMatch reports whether re, anchored with ^, matches body from the
// start of some line; it is re with (?m) run on body, but tries only the
// lines candidate accepts (the pattern may go on over the next lines).
// Scanning a whole file with a case-insensitive multi-line pattern was a
// tenth of the time of parsing.
func lineMatch(body []byte, re *regexp.Regexp, candidate func(line []byte) bool) bool {
	for start := 0; start <= len(body); {
		end := len(body)
		if i := bytes.IndexByte(body[start:], '\n'); i >= 0 {
			end = start + i
		}
		if candidate(body[start:end]) && re.Match(body[start:]) {
			return true
		}
		if end == len(body) {
			return false
		}
		start = end + 1
	}
	return false
}

// atxLine reports whether line starts like an ATX heading: up to three
// spaces, then "#".
func atxLine(line []byte) bool {
	i := 0
	for i < len(line) && i < 3 && line[i] == ' ' {
		i++
	}
	return i < len(line) && line[i] == '#'
}

// statusWordLine reports whether line may hold the word status.
func statusWordLine(line []byte) bool { return mayContainFold(line, "status") }

func hasStatusHeading(body []byte) bool { return lineMatch(body, statusHeadingRe, atxLine) }
func hasStatusLine(body []byte) bool    { return lineMatch(body, statusLineRe, statusWordLine) }
func hasOtherADRHeading(body []byte) bool {
	return lineMatch(body, otherADRHeadRe, atxLine)
}

// Classify returns the kind of the file at the slash path p (relative to its
// root) with front matter meta and Markdown body (DESIGN §2):
//
//   - sot: .csv, .yaml, .yml;
//   - rule: CLAUDE.md, AGENTS.md, GEMINI.md (and CLAUDE.local.md), .cursorrules,
//     *.mdc and .cursor/rules/**/*.md, .github/copilot-instructions.md, .github/instructions/*.instructions.md,
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
	if f := ruleFormat(p); f != "" {
		if skillFormat(f) {
			return KindSkill
		}
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
		hasStatus := mayStatus && (hasStatusHeading(body) || hasStatusLine(body))
		if hasStatus && (inADRDir(dirs) || hasOtherADRHeading(body)) {
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
	if mayStatus && hasStatusHeading(body) && hasOtherADRHeading(body) {
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

// CopilotRepoWide reports whether p is a project's repository-wide Copilot
// instructions, .github/copilot-instructions.md (or its flattened name,
// .github_copilot-instructions.md), which Copilot applies to every request
// in the project, as against a .github/instructions/*.instructions.md file.
func CopilotRepoWide(p string) bool {
	lower := strings.ToLower(p)
	return lower == ".github/copilot-instructions.md" || strings.HasSuffix(lower, "/.github/copilot-instructions.md") ||
		path.Base(lower) == ".github_copilot-instructions.md"
}

// ruleFormat is the RuleFile.Format implied by the path, or "".
func ruleFormat(p string) string {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	dirs := strings.Split(path.Dir(lower), "/")
	switch {
	case base == "claude.md" || base == "claude.local.md":
		return "claude"
	case base == "agents.md":
		return "agents"
	case base == "agents.override.md":
		return "agents-override"
	case base == "gemini.md":
		return "gemini"
	case base == ".cursorrules":
		return "cursorrules"
	case base == ".windsurfrules":
		return "windsurfrules"
	case base == ".clinerules":
		return "clinerules"
	case path.Ext(base) == ".mdc":
		return "mdc"
	case CopilotRepoWide(p):
		return "copilot"
	case strings.HasSuffix(base, ".instructions.md") && hasDirPair(lower, ".github", "instructions"):
		return "copilot"
	case path.Ext(base) != ".md":
		return ""
	case hasDirPair(lower, ".cursor", "rules"):
		return "mdc" // Cursor reads a .md rule file (and a rule folder's RULE.md) as an .mdc one
	case hasDirPair(lower, ".claude", "rules"):
		return "claude-rules"
	case base == "skill.md" && hasDirPair(lower, ".claude", "skills"):
		return "skill"
	case hasDirPair(lower, ".claude", "agents"):
		return "claude-agent"
	case hasDirPair(lower, ".windsurf", "rules"):
		return "windsurf"
	case slices.Contains(dirs, ".clinerules"):
		return "cline"
	}
	return ""
}

// plainRuleFormat reports whether a rule format's whole text is rules, with
// no front matter to interpret (.cursorrules, .windsurfrules, .clinerules).
func plainRuleFormat(format string) bool {
	switch format {
	case "cursorrules", "windsurfrules", "clinerules":
		return true
	}
	return false
}

// skillFormat reports whether a rule format is a skill or subagent
// definition (KindSkill) rather than rules.
func skillFormat(format string) bool {
	return format == "skill" || format == "claude-agent"
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
