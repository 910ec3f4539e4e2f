// Package embed computes hashed lexical embeddings of text for the
// embedding signal of retrieval (DESIGN §6), and stores them compactly.
//
// Embed lowercases the text, splits it into runs of Unicode letters and
// digits, drops stop words and single letters, and stems each word with
// the Porter (1980) algorithm (Stem, implemented here, no dependency). It
// then hashes three kinds of features with FNV-1a 64 (splitmix64-finalised,
// fixed, no random seed): each stem (weight 1), each pair of consecutive
// kept stems (weight 0.15), and the 3- to 5-rune character n-grams of each
// word with < and > boundary markers (weight 1.5 shared over the word's
// n-grams, divided by the square root of their number). A feature seen n
// times weighs 1+ln(n). The low 63 bits of the hash pick the bucket, the top
// bit the sign; the vector is L2-normalised. Inflections ("deploying",
// "deployed") meet through the stem and the shared n-grams, and word order
// only changes the bigrams.
//
// Dimension and weights were tuned on the BEIR SciFact training queries
// (qrels/train.tsv, 809 queries) only. Collisions dominate: with bigram 0.5
// and n-gram weight 0.6, nDCG@10 on train was 0.361 at 256 dimensions,
// 0.435 at 384, 0.464 at 512 and 0.536 at 1024; with the final weights,
// 0.490 at 384, 0.555 at 768 and 0.569 at 1024. Bigrams did not help on
// SciFact (0.15 is neutral, 0.5 and 1.0 hurt); they are kept light for
// phrase matches in rule text. DefaultDim is 768: nearly all of 1024's
// quality at three quarters of the storage and scan time.
//
// Measured on the 300 SciFact test queries (5,183 documents, title and
// text, ranked by cosine; TestSciFact): nDCG@10 0.538, Recall@100 0.817 at
// 768 dimensions. For comparison BM25 (Anserini, flat) scores 0.679 and
// 0.925: hashing has no IDF and loses to collisions, so it is a fusion
// signal beside BM25, not a replacement.
//
// Embed runs at ~6,600 sixty-word documents per second on one core;
// Cosine over 100,000 768-dimension vectors takes ~75 ms.
//
// Vector.Encode stores a vector as base64 of int8 components with one
// float32 scale (1,035 characters at 768 dimensions); Decode reverses it
// with cosine error under 0.01.
//
// Everything in the package is deterministic and safe for concurrent use.
package embed
