// Package datadir owns the layout of canon's data directory and the rules
// for sharing it between processes.
//
// The directory holds graph/ (Cayley), index/ (Bleve), state.json,
// capsule.json, actions.csv, runs.jsonl and a lock file. bbolt and Bleve
// let one process open a store at a time and make any other wait forever,
// so every process that opens the stores first takes the lock (Lock); a
// process that finds it held waits up to a timeout and then fails with an
// error naming the holder ("ingest run, pid 4242"). The lock is an flock(2)
// on the lock file, so it is released when its holder exits, however it
// exits. WriteFile replaces a file atomically.
package datadir
