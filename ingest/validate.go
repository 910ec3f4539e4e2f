package ingest

import (
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
