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
//     chunks in one index batch; state.json, written atomically and last,
//     records a file only once both are durable. A run killed at any point
//     leaves readable stores, and the next run redoes exactly the files it
//     had not recorded. A run marks the state (State.Writing) before its
//     first store write and clears the mark when it finishes; the next run
//     after one that did not finish first makes the stores hold exactly
//     what the state records (reconcile.go), and Check reports the drift
//     without writing.
//   - Output depends only on the input files: parsing order and scheduling
//     do not change the stored quads or chunks.
//   - Only one process writes a data directory at a time (datadir.Lock).
package ingest
