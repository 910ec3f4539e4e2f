// Package budget allocates a token budget to the items of a context pack
// (DESIGN §7).
//
// Available computes the budget from a model window: window minus the
// system prompt, plan, task and expected output, less a safety share (20%
// by default). Allocate then fills it in a fixed order: the constitution
// (never dropped or trimmed; a budget smaller than it is ErrTooSmall), SOP
// metadata (summaries and requirements, always kept: a budget that cannot
// hold them is ErrTooSmall too), SOP chunks shared by severity (error 50%,
// warning 35%, info 15%; a share left unused flows on to the next severity
// and then to the rest), decisions, other items, and conventions last, so
// truncation drops conventions first. Within a class items go by score. An
// item larger than what is left is trimmed when at least MinTrim of it fits
// (the caller shortens it to its Kept.Tokens, e.g. by whole lines), otherwise
// dropped. Every dropped item is reported with its reason.
//
// Allocate is pure, deterministic and safe for concurrent use.
package budget
