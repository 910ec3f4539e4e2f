// Package retrieve answers "what must an agent know for this task?" with a
// cited, budgeted context pack (DESIGN §5-7).
//
// An Engine is loaded once from a data directory (OpenReader, or Load from an
// open index, its chunks and the graph quads named in Predicates): document
// metadata, rules, section line ranges, int8-quantised embeddings of every
// chunk and rule (computed at ingest and stored: index.Chunk.Vector and the
// read model's rules), a graph adjacency and a document-only adjacency are
// held in memory; a query then reads only the Bleve index (BM25).
//
// Context runs: intent classification and keywords (intent/); the
// constitution (constitution-section rules and alwaysApply files, nested
// and glob-scoped ones only when --files fall in their scope), capped in
// lines with what the cap cuts listed; candidates from four signals, each
// contributing its top k_in: BM25 (Bleve), embeddings (the query embedded
// word by word with each word's IDF in the index squared as its weight,
// against the stored chunk vectors: every chunk when there are at most
// Options.ExhaustiveLimit, else the BM25 pool of Options.Pool hits), the
// graph (seeds: documents whose scope covers the files, documents and
// sections whose names hold a task keyword; graph.Spread over sections,
// rules, domains, intents, links and supersedes, plus Personalized
// PageRank over documents; a rule in a domain the task names; and the
// similarity to the centre of the best five BM25 hits, one hop over the
// document-similarity graph) and the proximity of the query's word pairs
// (side by side in the candidate's text); min-max fusion with the weights
// of Options (chosen on SciFact train: see eval); claude-flow's boosts
// (intent +0.15, risk critical +0.10, high +0.05) and a scope boost
// (+0.10); hard filters (mode kinds, paths, risks, history, scope of .mdc
// globs, SOP applies_to, rule scope:glob and nested rule files against
// the files); superseded decisions ranked below their successors; the
// document signal (docrank.go: documents but rule files ranked by BM25
// over their whole text, fused by reciprocal rank with the candidates'
// ranking, each unit keeping the score of the place it takes);
// must/never contradictions in a shared domain resolved by priority over
// all pairs of candidate and constitution rules, so the outcome does not
// depend on candidate order, each one reported; k_out; SOP metadata items;
// planning's chunk expansion (an item whose lines a better item already
// quotes is left out); the budget (budget/); and, in execution mode, the
// Request.Annotator's notes on each item's facts. Every item cites
// source_path and a line range whose lines are the item's text (an SOP
// metadata item's range holds its summary and requirements).
//
// Cost. Load builds lookups (rules by node and by chunk, keyword stems to
// documents and sections, scoped documents, the constitution's pool) so
// that a query's work follows its candidates, not the corpus: above
// ExhaustiveLimit chunks, rules are scored only when a pooled chunk holds
// them, a keyword naming more than 32 documents and sections seeds none,
// and words in more than 10% of the chunks are left out of the BM25 query
// (they still count in the embedding and proximity). BenchmarkContext
// measures it on synthetic corpora of 10,000 and 100,000 chunks.
//
// Without --files, scoped documents are kept as candidates (nothing shows
// they do not apply) but get no scope boost. --files entries must be
// root-relative and must not climb out with "..": CleanFiles rejects them
// with ErrBadFile.
//
// Results are deterministic: every sort ends on a unique key and scores
// are rounded to 4 decimals in the output. An Engine is safe for
// concurrent use.
package retrieve
