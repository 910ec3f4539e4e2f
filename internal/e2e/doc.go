// Package e2e holds canon's end-to-end suites, which run the built ingest
// and query binaries as a user or an operator would:
//
//   - The PostgreSQL suite (CANON_TEST_POSTGRES_URL set, e.g. by
//     scripts/postgres.sh in .ci/run) ingests the same tree into the
//     embedded bbolt graph and into a fresh PostgreSQL database and requires
//     the same search results, context items and capsule contract from
//     both, before and after an incremental run; BenchmarkBackends measures
//     both side by side.
//   - The fault suite (CANON_FAULT=1) builds hostile inputs in temporary
//     directories and requires bounded time and memory (the child's
//     rusage), the bad file reported with its path and line, every other
//     file stored, SIGTERM honoured within a second, recovery from kill -9
//     at random points to byte-identical results, and no orphan after a
//     full disk.
//
// The package has no non-test code; without either variable its tests skip.
package e2e
