package ingest

import (
	"slices"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/validate"
)

// checkResult adds to the summary the findings of the document rules of
// validate on a file that was parsed (or failed to parse) in this run: the
// worker judged a parsed document (process), and the failures are judged
// here. It reports whether the document is BLOCKED: then it is not
// written, what was stored for it before stays, and state.json keeps the
// old hash, so the next run judges it again. Parse failures are reported
// (FM-001, SOT-004, FILE-001) and left to the failure path.
func checkResult(r *result, opt Options, prev map[string]FileState, sum *Summary) bool {
	if r.unchanged || (r.err == nil && !r.parsed) {
		return false
	}
	fs := r.findings
	if r.err != nil {
		fs = validate.Document(validate.Input{File: r.file, Err: r.err}, opt.Validate)
	}
	sum.Findings = append(sum.Findings, fs...)
	sum.judge(r.file.Path, fs)
	if r.err != nil || finding.Status(fs) != finding.StatusBlocked {
		return false
	}
	sum.Blocked++
	if old, ok := prev[r.file.Path]; ok {
		sum.Kinds[old.Kind]++
	}
	return true
}

// finishFindings sorts the run's findings and sets its status.
func finishFindings(sum *Summary) {
	if sum.Findings == nil {
		sum.Findings = []finding.Finding{}
	}
	finding.Sort(sum.Findings)
	sum.Status = finding.Status(sum.Findings)
}

// keepFindings updates state.Findings with this run's: a path it judged
// has the findings it got (none when it got none), a path it did not read
// keeps its own while it is discovered or still recorded, and any other
// is dropped. It reports whether they changed.
func keepFindings(state *State, judged map[string][]finding.Finding, seen map[string]bool) bool {
	next := map[string][]finding.Finding{}
	for p, fs := range state.Findings {
		if _, recorded := state.Files[p]; seen[p] || recorded {
			next[p] = fs
		}
	}
	changed := len(next) != len(state.Findings)
	state.Findings = next
	for p, fs := range judged {
		changed = setFindings(state, p, fs) || changed
	}
	if len(state.Findings) == 0 {
		state.Findings = nil
	}
	return changed
}

// setFindings records fs as the findings of path p in state (none when fs
// is empty) and reports whether that changed them.
func setFindings(state *State, p string, fs []finding.Finding) bool {
	fs = slices.Clone(fs)
	finding.Sort(fs)
	fs = slices.Compact(fs)
	if slices.Equal(state.Findings[p], fs) {
		return false
	}
	if len(fs) == 0 {
		delete(state.Findings, p)
		return true
	}
	if state.Findings == nil {
		state.Findings = map[string][]finding.Finding{}
	}
	state.Findings[p] = fs
	return true
}
