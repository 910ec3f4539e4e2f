// Package capsule builds canon's contract capsule (DESIGN §10, after
// Decantr's contract capsule ADR): a compact, deterministic summary of the
// contract layer of a graph snapshot — the constitution, the rules with
// their severity and scope, SOP metadata and accepted decisions — with the
// snapshot's source artifacts and open findings, meant to be loaded once and
// cached by agents. docs/capsule.md specifies the JSON schema.
//
// Build is pure: it takes the contract quads, the source artifacts, the
// open findings and the creation time as arguments, and the same inputs
// give byte-identical output apart from created_at, the only time-bound
// field. contract_hash (FNV-1a 32) covers only the contract content, in
// canonical key-sorted JSON without line numbers: editing a rule's text
// changes it, editing an SOP's body outside its summary and requirements
// does not. source_hash (sha256) covers every source file's path and
// content hash. Every list is sorted totally; long lists are bounded by
// Limits and say when they were cut, while Summary counts everything.
//
// Generate reads a data directory (holding its lock only while it reads
// the stores) and runs the staleness check for open findings; Write stores
// a capsule atomically.
package capsule
