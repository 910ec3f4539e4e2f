// Package expand bridges the vocabulary gap between a task and the
// documents that govern it: a software-engineering thesaurus shipped as
// data (thesaurus.yaml, extended by the team's config) maps the words of a
// task to the words other authors use for the same idea.
//
// Matching is on stems (embed.Stem), so "rolling back" matches "roll back".
// Expansions carry a weight below the task's own words and name the entry
// that brought them in, so a ranking can explain itself. A Thesaurus is
// immutable after New and safe for concurrent use.
package expand
