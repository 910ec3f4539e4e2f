// Package snapshot is the read protocol of a data directory: every reader
// (query context, search, verify, capsule, the MCP server) opens the
// published snapshot through it, and none of them takes the writer's lock,
// creates the data directory, or writes a store.
//
// Open holds the snapshot an ingest last published (datadir.Dir.OpenSnapshot:
// a shared lock on its index generation, which the writer never changes)
// and runs the caller's load. The index is opened read-only from that
// generation. The graph, which ingest writes in place, is read only through
// Reader.Edges, which reads it read-only and only while no ingest has
// unpublished writes (datadir.Snapshot.ReadRecord), so a reader never sees
// a half-written batch: it answers from the last complete snapshot, or
// waits for the running ingest with a message naming it. When a newer
// snapshot is published while a load reads, Open starts the load again on
// the newer one. Readers never wait for readers.
//
// A Reader is safe for concurrent use once Open returned it.
package snapshot
