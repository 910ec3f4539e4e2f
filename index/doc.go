// Package index stores chunks in a Bleve full-text index and searches them
// with BM25. It is the only package of canon that imports Bleve; callers see
// Chunk, Query and Hit, never Bleve types.
//
// Mapping. Title, Heading and Text are analysed in English (Bleve's "en"
// analyzer: unicode tokenizer, possessive stripping, lowercase, English stop
// words, Porter stemmer) into one searched field, content, as Anserini's
// "flat" BEIR indexes do. Title and Heading are also indexed on their own
// for a small bonus; Text is stored, not indexed separately. Path, Kind,
// Severity, Category, Tags and Section are keyword fields (verbatim terms
// with doc values) used as filters. ChunkIndex, LineStart, LineEnd and Tokens
// are stored numbers; Vector (an encoded embedding) is stored only.
//
// Scoring. Bleve's BM25 model (bleve_index_api.BM25Scoring) scores a hit as
// the sum over query terms of the content match, plus half of the title and
// heading matches (titleBoost, headingBoost). Bleve's BM25 differs from
// Lucene's in details (tf is the square root of the term frequency, the query
// norm weights terms by idf once more, disjunctions multiply by the share of
// clauses matched, the average field length is the field's distinct terms
// per document); on BEIR SciFact it scores nDCG@10 0.678 against Lucene's
// published 0.679 (see TestSearch_SciFact). Filters do not change scores.
// Results are ordered by score descending, then by chunk ID, so the order
// is total.
//
// Collection statistics. Bleve would take the document count and each
// field's terms from the index's segments, whose term dictionaries keep the
// terms of deleted chunks and count a term once per segment: an index built
// up by incremental or interrupted runs would score differently from a
// fresh build of the same files. canon computes them from the live chunks
// (collection.go), stores them in the index when a writer closes it, and
// passes them with every search, so two indexes holding the same chunks
// return the same hits with the same scores whatever their history.
//
// BM25 parameters. Bleve keeps k1 and b in package variables
// (search.BM25_k1, search.BM25_b), so they are process-wide: every Index open
// in one process uses the same Options, and Open fails with ErrBM25Conflict
// when asked for other values while another Index is open. Zero values select
// DefaultK1 0.9 and DefaultB 0.4 (Anserini's defaults), the best of the
// pairs measured on SciFact (Bleve's own 1.2/0.75 scores 0.677).
//
// Concurrency. An Index is safe for concurrent use by multiple goroutines;
// Apply calls run one at a time. A Bleve index directory can be open in one
// process at a time (a second process blocks), so callers serialise access
// across processes with a lock.
//
// Cost. Search loads the stored fields of its K+Offset+1 best hits, and
// Bleve decodes a whole stored document (text and vector included) per hit:
// that is about three quarters of a query's time on 20,000 chunks.
// Query.ScoresOnly skips it for callers that hold the chunks' metadata (the
// retrieve engine). DocFreqs reads the document frequencies of words, for
// IDF weights outside BM25.
package index
