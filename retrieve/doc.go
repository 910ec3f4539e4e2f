// Package retrieve answers "what must an agent know for this task?" with a
// cited, budgeted context pack (DESIGN §5-7).
//
// An Engine is loaded once from a data directory (OpenDir, or Load from an
// open index, its chunks and the graph quads named in Predicates): document
// metadata, rules, section line ranges, int8-quantised embeddings of every
// chunk and rule (computed at ingest and stored: index.Chunk.Vector and the
// rule.vector quad), a graph adjacency and a document-only adjacency are
// held in memory; a query then reads only the Bleve index (BM25).
//
// Context runs: intent classification and keywords (intent/); the
// constitution (constitution-section rules and alwaysApply files, nested
// and glob-scoped ones only when --files fall in their scope), capped in
// lines with what the cap cuts listed; candidates from BM25 (top k_in),
// embeddings (every chunk when there are at most Options.ExhaustiveLimit,
// else the BM25 pool of Options.Pool hits, a measured trade-off: see the
// eval package) and the graph (seeds: documents whose scope covers the
// files, domains/titles/sections matching keywords; graph.Spread over
// sections, rules, domains, intents, links and supersedes, plus
// Personalized PageRank over documents); min-max fusion with weights;
// claude-flow's boosts (intent +0.15, risk critical +0.10, high +0.05)
// and a scope boost (+0.10); hard filters (mode kinds, paths, risks,
// history, scope of .mdc globs, SOP applies_to, rule scope:glob and nested
// rule files against the files); superseded decisions ranked below their
// successors; must/never contradictions in a shared domain resolved by
// priority over all pairs of candidate and constitution rules, so the
// outcome does not depend on candidate order, each one reported; k_out;
// SOP metadata items; planning's chunk expansion; and the budget
// (budget/). Every item cites source_path and a line range whose lines are
// the item's text (an SOP metadata item's range holds its summary and
// requirements).
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
