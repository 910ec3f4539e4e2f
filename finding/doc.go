// Package finding defines the result of canon's deterministic checks: a
// Finding names the rule that raised it, its severity (BLOCK, FAIL or WARN),
// and the source position it concerns.
//
// Status folds a set of findings into the validation status of DESIGN §9
// (BLOCKED, REJECTED, NEEDS_REVIEW, ACCEPTED) and Sort puts findings in the
// one order every report uses: severity (BLOCK first), then rule ID, path,
// line and message. The package is pure and its functions are safe for
// concurrent use on distinct slices.
package finding
