// Package eval measures retrieval quality: nDCG@k, Recall@k and MRR over
// graded relevance judgements, and a BEIR runner (corpus.jsonl,
// queries.jsonl, qrels/*.tsv) that ingests a corpus into a temporary
// in-memory index, loads a retrieve.Engine over it and reports each signal
// configuration (BM25 alone, embeddings alone, graph-free hybrid, full
// hybrid), so each signal's worth is a number. Run does it all and
// Report.WriteTable prints the table `query eval --beir DIR` shows.
//
// The graph-free hybrid fuses BM25, embeddings (the query embedded word by
// word with IDF weights) and the proximity of query word pairs; the full
// hybrid adds the graph signal, which on a corpus without links is the
// similarity to the best BM25 hits (see retrieve). Runner.Tune chooses the
// weights by coordinate ascent on a qrels split: use the train split only
// and report on test. The engine defaults are the weights Tune chose on
// SciFact train (809 queries). Measured on SciFact test (300 queries, 5,183
// documents) with them:
//
//	config           nDCG@10  Recall@100  MRR
//	bm25             0.6885   0.9313      0.6567
//	embedding        0.5496   0.8072      0.5171
//	hybrid-no-graph  0.7025   0.9330      0.6662
//	hybrid           0.7060   0.9330      0.6716
//
// Lucene's published BM25 (flat) is 0.679. What was tried on train and
// left out: weighted reciprocal-rank fusion (0.664 against 0.699 for the
// min-max weighted sum), RM3-style query expansion from the top 3-5 BM25
// hits (0.684-0.689 against BM25's 0.697: it helps recall, not the top
// ten), proximity windows wider than adjacency (4 words 0.698, 8 words
// 0.695, adjacency 0.7015).
//
// nDCG uses the exponential gain 2^rel-1 and log2(rank+1) discounts, as
// BEIR's pytrec_eval does; Recall@k is the share of relevant documents in
// the top k. Metrics are pure functions; the runner is deterministic.
package eval
