// Package model is canon's read model: every ingested document decoded
// once, with its sections, rules (typed: domains, intents, scopes, risk,
// priority, constitution flag, derived values filled in), chunks, their
// int8-quantised embeddings, the graph arcs that feed adjacency and
// PageRank, and the source-of-truth records verify reads.
//
// Decoder.Doc decodes one document from its graph quads and index chunks.
// The ingest decodes each document it writes with it, in its parsing
// workers, and keeps the published model up to date document by document;
// a reader with no persisted model decodes the stores with the same
// function (FromStores), so both see the same model.
//
// The model of a snapshot is persisted at ingest as a versioned binary
// file (Encode, Decode, ReadFile) in the snapshot's generation. A reader
// uses it only when its version is Version and its snapshot ID is the
// published one, and otherwise decodes the stores.
//
// A Snapshot is read-only once built and safe for concurrent reads.
package model
