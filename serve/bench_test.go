package serve

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// figuresStore is the data directory of the governance corpora (adr, sop,
// rules, structured and one extra file; ~30k chunks) that the figures and
// the benchmarks read, ingested by the built binary on first use and cached
// under the temporary directory. It returns the data directory, the extra
// root's directory and all the roots.
func figuresStore(tb testing.TB) (data, extra string, roots []string) {
	tb.Helper()
	_, ingest := buildBinaries(tb)
	corpora := testutil.Corpora(tb)
	cache := filepath.Join(os.TempDir(), "canon-serve-figures-v2")
	data, extra = filepath.Join(cache, "data"), filepath.Join(cache, "extra")
	if _, err := os.Stat(filepath.Join(extra, "switch.md")); err != nil {
		testutil.WriteFile(tb, extra, "switch.md", []byte("# Switch\n\nA file the figures rewrite to publish new snapshots.\n"))
	}
	roots = []string{filepath.Join(corpora, "adr"), filepath.Join(corpora, "sop"), filepath.Join(corpora, "rules"), filepath.Join(corpora, "structured"), extra}
	out, _ := exec.Command(ingest, append([]string{"run", "--data", data}, roots...)...).CombinedOutput() // BLOCKED findings exit 3
	if _, err := datadir.Dir(data).CurrentSnapshotID(); err != nil {
		tb.Fatalf("ingest: %v\n%s", err, out)
	}
	return data, extra, roots
}

// BenchmarkPrepareContext measures warm prepare_task_context on the
// figures store, side by side:
//
//   - engine/verifier: the engine alone, its execution-mode notes checked
//     by the verifier on every call (before noteCache);
//   - engine/cached: the engine alone as the tool calls it (noteCache);
//   - mcp/typed: the tool through an MCP client over the in-memory
//     transport, registered with mcp.AddTool (before addTool);
//   - mcp/raw: the same tool as the server registers it (addTool).
//
// Run it with
//
//	go test ./serve -run '^$' -bench PrepareContext -benchtime 300x -count 3
func BenchmarkPrepareContext(b *testing.B) {
	data, _, _ := figuresStore(b)
	ctx := context.Background()
	srv, err := New(ctx, Options{Store: Store{Dir: datadir.Dir(data)}, Config: config.Default()})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		if err := srv.Close(); err != nil {
			b.Error(err)
		}
	})
	engine := func(notes func(*snapshot) retrieve.Annotator) func(*testing.B) {
		return func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				snap, release := srv.cur.acquire()
				_, err := snap.eng.Context(ctx, retrieve.Request{Task: figureTasks[i%len(figureTasks)], Modes: srv.opt.Config.Retrieval,
					ConstitutionLines: srv.opt.Config.ConstitutionLines, ConstitutionTokens: srv.opt.Config.ConstitutionTokens, Annotator: notes(snap)})
				release()
				if err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.Run("engine/verifier", engine(func(s *snapshot) retrieve.Annotator { return s.ver }))
	b.Run("engine/cached", engine(func(s *snapshot) retrieve.Annotator { return s.notes }))
	typed := mcp.NewServer(&mcp.Implementation{Name: "canon-typed", Version: Version}, nil)
	mcp.AddTool(typed, &mcp.Tool{Name: ToolContext}, guard(srv, ToolContext, srv.prepareContext))
	for _, v := range []struct {
		name string
		srv  *mcp.Server
	}{{"mcp/typed", typed}, {"mcp/raw", srv.MCP()}} {
		b.Run(v.name, func(b *testing.B) {
			cs := connect(b, v.srv)
			for i := 0; b.Loop(); i++ {
				res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ToolContext, Arguments: map[string]any{"task": figureTasks[i%len(figureTasks)]}})
				if err != nil || res.IsError {
					b.Fatalf("call %d: %v %+v", i, err, res)
				}
			}
		})
	}
}

// connect connects a client to s over the in-memory transport.
func connect(tb testing.TB, s *mcp.Server) *mcp.ClientSession {
	tb.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		tb.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		_ = cs.Close() // ends the session; how is not under test
		_ = ss.Wait()
	})
	return cs
}
