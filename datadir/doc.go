// Package datadir owns the layout of canon's data directory and the rules
// for sharing it between processes.
//
// The directory holds graph/ (Cayley), index/<generation>/ (the Bleve
// index of each snapshot, in bleve/, with its read model and a readers'
// lock file), current.json (the published snapshot: its ID and
// generation), state.json (the writer's record), capsule.json,
// actions.csv, runs.jsonl and a lock file.
//
// One writer at a time: an ingest takes the exclusive lock (Acquire); a
// process that finds it held waits up to a timeout and then fails with an
// error naming the holder ("ingest run, pid 4242"). The lock is an flock(2)
// on the lock file, so it is released when its holder exits, however it
// exits.
//
// Readers never take that lock and never create or write anything. An
// ingest that has changes writes a new index generation (NewGeneration,
// cloned from the published one by the index package) that no reader
// reads, and publishes it last by replacing current.json (Publish).
// OpenSnapshot holds the published generation with a shared flock on its
// readers' lock, so readers never wait for readers or for the writer, and
// the writer's collector (Collect) removes only generations no reader
// holds. The graph is written in place; Snapshot.ReadRecord reads it only
// while the writer's record names the published generation, so a reader
// never sees a half-written batch. A reader of a directory with nothing
// published fails with ErrNothingIngested. WriteFile replaces a file
// atomically. State is the writer's record (state.json) and the snapshot ID
// of the sources it records.
package datadir
