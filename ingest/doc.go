// Package ingest is canon's ingestion pipeline: it discovers the source
// files under the configured roots, compares them with the last run by
// content hash, parses the changed ones concurrently, turns each document
// into graph quads (Quads) and full-text chunks, writes both stores and
// records the result in state.json.
//
// Guarantees:
//   - One bad file (invalid front matter, invalid UTF-8, binary, too large,
//     over a per-file limit of sources.Limits, unreadable, a name that is
//     not UTF-8) is reported with its path and line and never stops the
//     rest; what was stored for it before stays.
//   - A document's quads are replaced in one graph transaction and its
//     chunks in one index batch, unless it is larger than one (more quads
//     than Options.TxQuads, more chunks than an index batch): then it is
//     written over several, and until the last the graph holds it without
//     its file-hash quad (graph.Store.Replace), so that memory stays
//     bounded by the transaction size instead of growing with the file.
//     state.json, written atomically and last, records a file only once
//     both stores hold all of it. A run killed at any point leaves readable
//     stores, and the next run redoes exactly the files it had not
//     recorded. A run marks the state (State.Writing) before its first
//     store write and clears the mark when it finishes; the next run after
//     one that did not finish first makes the stores hold exactly what the
//     state records (reconcile.go: a half-written document is found by its
//     path quad without a file-hash quad), and Check reports the drift
//     without writing.
//   - Memory: a worker keeps only what the writers need of a parsed file
//     (its quads, chunks and read model, not the parsed document), and the
//     writers drop a batch's quads and chunks once written.
//   - Output depends only on the input files: parsing order and scheduling
//     do not change the stored quads or chunks.
//   - Only one process writes a data directory at a time (datadir.Lock).
package ingest
