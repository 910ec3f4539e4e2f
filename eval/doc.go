// Package eval measures retrieval quality: nDCG@k, Recall@k and MRR over
// graded relevance judgements, and a BEIR runner (corpus.jsonl,
// queries.jsonl, qrels/*.tsv) that ingests a corpus into a temporary index,
// loads a retrieve.Engine over it and reports each signal configuration
// (BM25 alone, embeddings alone, graph-free hybrid, full hybrid), so each
// signal's worth is a number.
//
// nDCG uses the exponential gain 2^rel-1 and log2(rank+1) discounts, as
// BEIR's pytrec_eval does; Recall@k is the share of relevant documents in
// the top k. Metrics are pure functions; the runner is deterministic.
package eval
