package sources

import (
	"fmt"
	"path"
	"strings"
)

// buildRuleFile derives the scope of a rule file from its path and front
// matter (.mdc description/globs/alwaysApply; Copilot applyTo and Claude
// rules paths are globs too).
func buildRuleFile(p string, meta map[string]any) *RuleFile {
	rf := &RuleFile{Format: ruleFormat(p)}
	if rf.Format == "" {
		rf.Format = "front-matter"
	}
	switch rf.Format {
	case "claude", "agents", "gemini":
		if d := path.Dir(p); d != "." {
			rf.Dir = d
		}
	}
	rf.Description = strings.TrimSpace(metaString(meta, "description"))
	for _, k := range []string{"globs", "applyTo", "paths"} {
		if v, ok := metaValue(meta, k); ok {
			rf.Globs = append(rf.Globs, globList(v)...)
		}
	}
	rf.AlwaysApply = metaBool(meta, "alwaysApply")
	return rf
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
