package retrieve

import (
	"path"
	"strings"

	"github.com/canon-kg/canon/sources"
	v "github.com/canon-kg/canon/vocabulary"
)

// WhyEverywhere is the reason get_rules_for_file gives a rule file that
// applies to every file of its root.
const WhyEverywhere = "applies everywhere (a rule file at the root)"

// appliesEverywhere reports whether document d is a rule file that its
// agent applies to every file without being asked: a CLAUDE.md, AGENTS.md
// or GEMINI.md at the root, the root's .cursorrules, .windsurfrules,
// .clinerules, repository-wide Copilot instructions and .claude/rules or
// .clinerules/ files without paths, and always-applied Cursor and
// Windsurf rules. A rule file Cursor or Windsurf attach on request
// (description only, model_decision, manual) and Copilot's
// *.instructions.md without applyTo do not: they are retrieved by task.
func (d *docInfo) appliesEverywhere() bool {
	if d.Kind != "rule" || d.ImportOnly || d.scoped() || d.unserved() != "" {
		return false
	}
	switch d.Format {
	case "claude", "agents", "agents-override", "gemini", "cursorrules", "windsurfrules", "clinerules", "claude-rules", "cline":
		return true
	case "copilot":
		return sources.CopilotRepoWide(d.Path)
	case "mdc", "windsurf":
		return d.AlwaysApply
	}
	return false
}

// addEverywhere adds to covering every rule file that applies everywhere,
// with why WhyEverywhere and a depth below any scope's, so that the
// narrowest scopes come first and a cap cuts these first, and returns
// those it added.
func (e *Engine) addEverywhere(covering map[int]scopeMatch) []int {
	var added []int
	for _, i := range e.everywhere {
		if _, in := covering[i]; !in {
			covering[i] = scopeMatch{matches: true, reason: WhyEverywhere, depth: -1}
			added = append(added, i)
		}
	}
	return added
}

// ClaudeStartup returns the paths of the documents Claude Code loads
// itself when a session starts, whole: CLAUDE.md and CLAUDE.local.md at
// the root or in its .claude/, the root's .claude/rules files without
// paths, and what they import, up to vocabulary.MaxImportHops imports
// away. The hook leaves them out: the agent has them already.
func (e *Engine) ClaudeStartup() map[string]bool {
	e.startupOnce.Do(func() {
		loaded := map[int]bool{}
		var frontier []int
		for i := range e.docs {
			d := &e.docs[i]
			if d.Kind != "rule" || d.scoped() || d.ShadowedBy != "" {
				continue
			}
			dir := path.Dir(d.Path)
			if d.Format == "claude" && (dir == "." || dir == ".claude") || d.Format == "claude-rules" && strings.HasPrefix(d.Path, ".claude/rules/") {
				// A CLAUDE.md that is the same file as an AGENTS.md (a
				// symbolic link, a copy) loads that file.
				if j, ok := e.imported(d.Path); ok && !loaded[j] {
					loaded[j] = true
					frontier = append(frontier, j)
				}
			}
		}
		for hop := 0; hop < v.MaxImportHops && len(frontier) > 0; hop++ {
			var next []int
			for _, i := range frontier {
				for _, p := range e.docs[i].Imports {
					if j, ok := e.imported(p); ok && !loaded[j] {
						loaded[j] = true
						next = append(next, j)
					}
				}
			}
			frontier = next
		}
		e.startup = make(map[string]bool, len(loaded))
		for i := range loaded {
			e.startup[e.docs[i].Path] = true
		}
	})
	return e.startup
}
