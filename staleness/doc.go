// Package staleness finds sources of truth that are out of date (DESIGN §8,
// §9): a document whose front matter says when it was last reviewed
// (last_reviewed_on) and how often it must be (review_in, e.g. "6 months",
// "12 weeks", "1 year"; MaxAge when absent) and is past that date, and a
// structured data file (CSV, YAML) not modified within MaxAge (30 days by
// default) unless its top-level keys carry the same review fields.
//
// Each problem is a WARN finding.Finding (RuleReviewDue, RuleStale or
// RuleReviewInvalid) with the root-relative path and the line of the
// front-matter key concerned (0 for a file's modification time).
//
// Everything is a function of the inputs: Check takes the time to judge
// against (now) and the files' modification times from sources.File, so a
// check over the same files at the same now gives the same findings.
// Messages name dates, never "N days ago", so a finding reads the same on
// every day it stands. Files
// that cannot be read or parsed are listed in Report.Skipped, never judged:
// ingest and validate report why. Functions are safe for concurrent use.
package staleness
