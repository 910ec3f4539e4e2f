package sources

import (
	"fmt"
	"path"
	"strings"
)

// buildRuleFile derives the scope of a rule file from its path and front
// matter, as each agent scopes it: globs (.mdc globs, Copilot applyTo,
// Claude and Cline paths, Windsurf globs) are relative to the directory
// the file governs (governedDir), so a nested sub/.cursor/rules/x.mdc with
// globs "**/*.ts" applies to sub/**/*.ts; without globs the file applies
// to that directory and below (everywhere at the root); alwaysApply
// (Cursor) and trigger: always_on (Windsurf) put the file in the
// constitution. Skills and subagent definitions have neither scope nor
// constitution.
func buildRuleFile(p string, meta map[string]any) *RuleFile {
	rf := &RuleFile{Format: ruleFormat(p)}
	if rf.Format == "" {
		rf.Format = "front-matter"
	}
	project := governedDir(p, rf.Format)
	switch rf.Format {
	case "claude", "agents", "agents-override", "gemini":
		rf.Dir = project
	}
	rf.Description = strings.TrimSpace(metaString(meta, "description"))
	for _, k := range []string{"globs", "applyTo", "paths"} {
		if v, ok := metaValue(meta, k); ok {
			rf.Globs = append(rf.Globs, globList(v)...)
		}
	}
	if project != "" {
		for i, g := range rf.Globs {
			j := path.Join(project, strings.TrimPrefix(strings.TrimPrefix(g, "./"), "/"))
			if strings.HasSuffix(g, "/") {
				j += "/"
			}
			rf.Globs[i] = j
		}
	}
	rf.AlwaysApply = metaBool(meta, "alwaysApply")
	if rf.Format == "windsurf" {
		rf.Trigger = strings.ToLower(strings.TrimSpace(metaString(meta, "trigger")))
		if rf.Trigger == "always_on" {
			rf.AlwaysApply = true
		}
	}
	if skillFormat(rf.Format) {
		rf.AlwaysApply, rf.Globs = false, nil
	}
	if rf.Dir == "" && len(rf.Globs) == 0 && rf.Format != "front-matter" && !skillFormat(rf.Format) {
		rf.Dir = project
	}
	return rf
}

// governedDir is the directory below the root that a rule file of format
// governs ("" for the root, or for a file that is no agent's rule file):
// its globs are relative to it, and without globs it applies to it and
// below, as each agent reads a project's rules at that project's root.
//   - a nested CLAUDE.md, AGENTS.md or GEMINI.md: its directory (for
//     .claude/CLAUDE.md and .agents/AGENTS.md, the directory holding the
//     hidden folder);
//   - a file in an agent's rule folder (sub/.cursor/rules/x.mdc,
//     sub/.github/copilot-instructions.md, sub/.claude/rules/x.md,
//     sub/.clinerules/x.md): the project directory holding the folder;
//   - a project's own rule file (sub/.cursorrules, sub/.windsurfrules,
//     sub/.clinerules, sub/.github_copilot-instructions.md, the flattened
//     name of sub/.github/copilot-instructions.md) and a Cursor rule kept
//     outside any .cursor/rules folder (a catalogue of rules, an example
//     in docs/, which Cursor would not load at all): its directory.
//
// So in a tree of several projects (a monorepo, or one root holding many
// repositories) each project's rules govern that project, not every file
// of the root.
func governedDir(p, format string) string {
	dir := path.Dir(p)
	switch format {
	case "claude", "agents", "agents-override", "gemini":
		if d := hiddenAnchor(dir); d != "." {
			return d
		}
		return ""
	}
	if project, ok := folderProject(p); ok {
		return project
	}
	if dir == "." {
		return ""
	}
	switch strings.ToLower(path.Base(p)) {
	case ".cursorrules", ".windsurfrules", ".clinerules", ".github_copilot-instructions.md":
		return dir
	}
	if format == "mdc" {
		return dir
	}
	return ""
}

// hiddenAnchor is the directory that a CLAUDE.md/AGENTS.md in dir governs:
// dir itself, or, when dir is inside a hidden directory (.claude/CLAUDE.md,
// the project memory; .agents/AGENTS.md, which a CLAUDE.md imports), the
// directory holding it, since no source file lives under a hidden
// configuration folder for the rules to be nested for.
func hiddenAnchor(dir string) string {
	parts := strings.Split(dir, "/")
	for i, s := range parts {
		if strings.HasPrefix(s, ".") && s != "." && s != ".." {
			return strings.Join(parts[:i], "/")
		}
	}
	return dir
}

// ruleFolders are the agents' rule folders, each named by the directory
// components that lead to it from the project directory it serves.
var ruleFolders = [][]string{
	{".cursor", "rules"}, {".claude"}, {".github"}, {".windsurf", "rules"}, {".clinerules"},
}

// folderProject is the project directory that the agent rule folder
// holding p serves (sub for sub/.cursor/rules/x.mdc, "" for the root's own
// folders) and whether p is in one.
func folderProject(p string) (string, bool) {
	for _, f := range ruleFolders {
		if a, ok := anchorOf(p, f...); ok {
			return a, true
		}
	}
	return "", false
}

// anchorOf finds the last occurrence of the directory components seq in p's
// directory and returns the directory before it ("" at the root).
func anchorOf(p string, seq ...string) (string, bool) {
	dirs := strings.Split(path.Dir(p), "/")
	for i := len(dirs) - len(seq); i >= 0; i-- {
		match := true
		for j, s := range seq {
			if !strings.EqualFold(dirs[i+j], s) {
				match = false
				break
			}
		}
		if match {
			return strings.Join(dirs[:i], "/"), true
		}
	}
	return "", false
}

// globList normalises a globs value: a string (comma-separated outside
// braces), a list of strings, or empty.
func globList(v any) []string {
	var out []string
	switch x := v.(type) {
	case nil:
	case string:
		out = append(out, splitGlobs(x)...)
	case []any:
		for _, e := range x {
			out = append(out, globList(e)...)
		}
	case []string:
		for _, e := range x {
			out = append(out, splitGlobs(e)...)
		}
	case map[string]any:
	default:
		out = append(out, splitGlobs(fmt.Sprint(x))...)
	}
	return out
}

// splitGlobs splits s at commas outside {} and [], trimming spaces and quotes.
func splitGlobs(s string) []string {
	var out []string
	depth, start := 0, 0
	flush := func(end int) {
		g := strings.TrimSpace(s[start:end])
		g = strings.TrimSpace(unquote(g))
		if g != "" {
			out = append(out, g)
		}
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '[':
			depth++
		case '}', ']':
			depth = max(depth-1, 0)
		case ',':
			if depth == 0 {
				flush(i)
				start = i + 1
			}
		}
	}
	flush(len(s))
	if len(out) == 1 && strings.HasPrefix(out[0], "[") && strings.HasSuffix(out[0], "]") {
		return splitGlobs(out[0][1 : len(out[0])-1])
	}
	return out
}

// metaBool reads a boolean front-matter value (true, "true", "yes").
func metaBool(meta map[string]any, key string) bool {
	v, ok := metaValue(meta, key)
	if !ok {
		return false
	}
	switch x := v.(type) {
	case bool:
		return x
	case string:
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "true", "yes", "on":
			return true
		}
	}
	return false
}

// buildSOP reads the SOP structure: category, applies_to, severity, summary
// (front matter, else the first paragraph) and the Requirements list.
func buildSOP(meta map[string]any, md *mdDoc) *SOP {
	s := &SOP{
		Category: strings.TrimSpace(metaString(meta, "category")),
		Severity: strings.ToLower(strings.TrimSpace(metaString(meta, "severity"))),
		Summary:  collapse(metaString(meta, "summary")),
	}
	if v, ok := metaValue(meta, "applies_to"); ok {
		s.AppliesTo = globList(v)
	}
	if s.Summary == "" && len(md.paras) > 0 {
		s.Summary = collapse(md.paras[0].raw)
	}
	for _, it := range md.items {
		if it.nested || !underRequirements(md, it.section) {
			continue
		}
		if t := collapse(checkboxRe.ReplaceAllString(strings.TrimSpace(it.raw), "")); t != "" {
			s.Requirements = append(s.Requirements, Requirement{Text: t, Line: it.line})
		}
	}
	return s
}
