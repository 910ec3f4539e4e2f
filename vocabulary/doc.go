// Package vocabulary is the registry of graph predicates (DESIGN §3).
//
// Every quad canon writes names one of the predicates registered here; each
// predicate has a documented meaning, value type and cardinality, and
// writing an unknown predicate or a value of the wrong type is an error
// (see Check). The registry is immutable and safe for concurrent use.
//
// Node identifiers are stable strings with a type prefix:
//
//	doc:<path>            a source file (path is slash-separated, relative to its root)
//	section:<path>#<slug> a heading section of a document
//	chunk:<path>#<n>      the n-th heading-aware chunk of a document
//	rule:<path>#<ID>      a rule; ID is the explicit or generated rule ID
//	tag:<name>, domain:<name>, intent:<name>
//	sot:<path>            a source-of-truth file (its records in blocks)
package vocabulary
