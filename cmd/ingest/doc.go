// Command ingest parses governance documents into canon's graph and
// full-text index, validates them, and runs the scheduled jobs.
//
//	ingest run      [--config FILE] [--data DIR] [--graph URL] [--json] [ROOT ...]
//	ingest validate [--config FILE] [--json] [ROOT ...]
//	ingest schedule [--config FILE] [--data DIR] [--json] [--once ingest|capsule|staleness] [ROOT ...]
//
// Exit codes: 0 ok, 1 runtime error, 2 usage error, 3 validation status
// BLOCKED. The command is wiring only: the work is done by the ingest,
// validate and jobs packages.
package main
