// Package graph is canon's knowledge graph: the only package that imports
// Cayley (DESIGN §1, §4).
//
// A Store is opened from a URL: a filesystem path (or bolt://PATH,
// bbolt://PATH) is Cayley's key-value quad store on an embedded bbolt file
// PATH/indexes.bolt; postgres://... is Cayley's SQL backend on PostgreSQL.
// New bbolt stores keep Cayley's value entries flat (flat.go) and index
// quads by subject, object-predicate-subject, predicate-subject-object and
// label (store.go says why); stores made before keep their own layout.
//
// Quads are plain strings (Quad). Subjects and labels are node IDs, stored
// as IRIs; an object is stored as an IRI when its predicate's value type is
// vocabulary.Node and as an untyped string literal otherwise, so every value
// reads back byte for byte. The label of a quad is the node ID of the
// document that produced it ("doc:<path>"): Replace swaps all quads of a set
// of documents, in transactions of a bounded size (whole documents share
// one; a larger document is spread over several, its file-hash quad absent
// until the last), Delete removes them, and every write is checked against
// the vocabulary before anything is written.
//
// Every query returns its results in a total order (strings ascending;
// quads by subject, predicate, object, label), never in storage order.
//
// Store is safe for concurrent use by multiple goroutines; writes are
// serialised inside the process. bbolt lets one handle open a store file at
// a time: a second Open of the same path (in this process or another) fails
// with ErrLocked after Options.LockTimeout instead of blocking forever.
//
// Adjacency, PersonalizedPageRank and Spread rank nodes in Go over edges
// loaded once with Store.Edges; Cayley's path API has no edge weights.
package graph
