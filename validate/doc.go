// Package validate is canon's deterministic validation engine (DESIGN §9,
// after career-coordination-mcp's constitutional validator): rules with an
// ID, a severity (BLOCK, FAIL or WARN) and a documented purpose are
// evaluated in a fixed order over parsed documents, and the findings fold
// into a status: BLOCKED if any BLOCK, else REJECTED if any FAIL, else
// NEEDS_REVIEW if any WARN, else ACCEPTED (finding.Status). Findings are
// sorted by severity, rule ID, path, line and message (finding.Sort).
//
// Document rules (Document) judge one file alone and run during ingest: a
// document with a BLOCK finding is not written and its previous version
// stays. Tree rules (Tree) need every document: duplicate rule IDs, link and
// supersedes targets, the constitution cap. Rules lists them all with their
// purpose; docs/validation.md documents them for users.
//
// Everything is a pure function of its inputs (the time for the staleness
// rules is Options.Now, file existence beyond the tree is Options.Exists),
// except Run, which discovers and reads the roots. The same inputs give
// byte-identical reports. Functions are safe for concurrent use.
package validate
