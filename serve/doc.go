// Package serve puts canon in an agent's loop: an MCP server (query serve)
// with six read-only tools over the data directory's published snapshot,
// and the Claude Code hook (query hook) that injects the constitution, a
// compact pack for a prompt, or the rules scoped to a file about to be
// written.
//
// A Server loads the published snapshot once and serves every session from
// it. It polls the data directory (every 500 ms, and on requests at most
// every 100 ms); when an ingest publishes a new snapshot it loads it in the
// background, swaps it in at once and closes the old one after the
// requests in flight on it finish, so no request sees a half-loaded or
// mixed snapshot. A Server is safe for concurrent use. Tool errors carry
// the CLI's messages; a panic in a tool becomes a tool error.
//
// Speed: tools are registered by addTool, which marshals a result once
// (the SDK's mcp.AddTool validates every result against the output schema
// it inferred from the result's own type, at the cost of a second marshal
// and a decode; the tests check the schemas instead), and execution mode's
// fact notes are remembered per snapshot and item text (noteCache). The
// hook loads the engine lazily (retrieve.Options.Lazy): the constitution
// and a file's rules need no ranking lookups.
//
// Only open.go knows how a snapshot is opened from the data directory.
package serve
