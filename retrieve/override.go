package retrieve

import "path"

// Rule-file formats (sources.RuleFile.Format) that shadowing involves.
const (
	formatAgents         = "agents"
	formatAgentsOverride = "agents-override"
)

// shadowOverridden marks every AGENTS.md that an AGENTS.override.md in
// the same directory replaces: the AGENTS.md tools read the override
// instead of the AGENTS.md beside it, so canon never serves the shadowed
// file (its rules are no candidates, no constitution and no scope). An
// AGENTS.md that another rule file imports (CLAUDE.md saying @AGENTS.md)
// is read through that import whatever the override, and stays.
func (e *Engine) shadowOverridden() {
	override := map[string]string{} // directory -> its AGENTS.override.md
	imported := map[string]bool{}
	for i := range e.docs {
		d := &e.docs[i]
		if d.Format == formatAgentsOverride {
			override[path.Dir(d.Path)] = d.Path
		}
		for _, p := range d.Imports {
			imported[p] = true
		}
	}
	if len(override) == 0 {
		return
	}
	for i := range e.docs {
		if d := &e.docs[i]; d.Format == formatAgents && !imported[d.Path] {
			d.ShadowedBy = override[path.Dir(d.Path)]
		}
	}
}
