// Package chunk splits parsed documents into heading-aware, token-bounded
// chunks.
//
// Invariants, for any document whose sections partition its body:
//   - every non-blank body line belongs to exactly one chunk;
//   - chunks are in line order and do not overlap;
//   - a chunk never starts or ends on a blank line;
//   - a chunk lies within one section's own lines, except that a tiny
//     chunk is merged into the chunk that follows it (typically a heading
//     with a line or two, merged with its first subsection), in which case
//     it keeps the first section's slug and heading path.
//
// Long sections are split at block starts (paragraphs, list items, code
// blocks), and a single block longer than the limit is split between
// lines. Split is pure and safe for concurrent use.
package chunk
