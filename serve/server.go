package serve

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/retrieve"
)

// Version is reported to clients in the MCP handshake.
const Version = "0.1.0"

// Options configure a Server.
type Options struct {
	Store  Store
	Config config.Config // retrieval modes, constitution cap, capsule limits
	// Cwd is the working directory relative paths are read against
	// (rootpath); "" takes relative paths as root-relative.
	Cwd string
	// Now is the clock of the capsule's creation time (default time.Now).
	Now    func() time.Time
	Logger *slog.Logger
	// Engine tunes the retrieval engine (retrieve.Options zero value: the
	// defaults). Without vocabulary settings of its own it takes Config's
	// (retrieve.VocabFor), as query context does.
	Engine retrieve.Options
}

// Server is canon's MCP server: read-only tools over the data directory's
// published snapshot, switching to a new one when an ingest publishes it.
// It is safe for concurrent use by any number of sessions.
type Server struct {
	opt  Options
	cur  *current
	mcp  *mcp.Server
	stop context.CancelFunc
	wg   sync.WaitGroup
}

// New loads the published snapshot and builds the server. Start polls for
// new snapshots; Close releases everything.
func New(ctx context.Context, opt Options) (*Server, error) {
	return newServer(ctx, opt, opt.Store)
}

func newServer(ctx context.Context, opt Options, src loader) (*Server, error) {
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Engine.Vocab == (retrieve.Vocab{}) {
		v, err := retrieve.VocabFor(opt.Config.Retrieval)
		if err != nil {
			return nil, fmt.Errorf("serve: config: %w", err)
		}
		opt.Engine.Vocab = v
	}
	cur, err := newCurrent(ctx, src, opt.Engine, opt.Logger.With("component", "serve"))
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, cur: cur, stop: func() {}}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "canon", Title: "canon: the rules that govern a task", Version: Version},
		&mcp.ServerOptions{Instructions: instructions})
	s.addTools()
	return s, nil
}

// instructions tell the client's model when to call the tools.
const instructions = `canon answers "what governs this task?" from the ingested rules, SOPs and decisions of this project.
Call prepare_task_context before starting a task (pass the files you will edit), and get_rules_for_file before creating or editing a file.
Every item is cited (source_path:line); the constitution always applies.`

// Start polls the data directory for newly published snapshots (every
// 500 ms, and on requests at most every 100 ms) until Close or ctx ends.
func (s *Server) Start(ctx context.Context) {
	ctx, s.stop = context.WithCancel(ctx)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.cur.poll(ctx, pollEvery)
	}()
}

// MCP is the underlying MCP server, to run over any transport
// (mcp.StdioTransport, in-memory in tests).
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Run serves one session over t (e.g. &mcp.StdioTransport{}) until the
// client disconnects or ctx ends.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	return s.mcp.Run(ctx, t)
}

// HTTPHandler serves MCP's Streamable HTTP transport; every session shares
// this server.
func (s *Server) HTTPHandler() http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, nil)
}

// Close stops the polling and releases the snapshot after the requests in
// flight.
func (s *Server) Close() error {
	s.stop()
	s.wg.Wait()
	return s.cur.close()
}

// guard runs a tool handler on the served snapshot, turning a panic into a
// tool error (the server never crashes on a call).
func guard[In, Out any](s *Server, tool string, h func(context.Context, *snapshot, In) (*mcp.CallToolResult, Out, error)) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		snap, release := s.cur.acquire()
		defer release()
		defer func() {
			if r := recover(); r != nil {
				s.opt.Logger.Error("tool panicked", "tool", tool, "panic", r, "stack", string(debug.Stack()))
				var zero Out
				res, out, err = nil, zero, fmt.Errorf("%s: internal error: %v", tool, r)
			}
		}()
		return h(ctx, snap, in)
	}
}
