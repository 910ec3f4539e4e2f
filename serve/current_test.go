package serve

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// twoStores publishes one of two real data directories, as an ingest
// would publish a new snapshot, and counts the snapshots it releases.
type twoStores struct {
	stores   [2]Store
	pub      atomic.Int32
	released atomic.Int32
	failing  atomic.Bool
}

func (f *twoStores) currentID() (string, error) { return f.stores[f.pub.Load()].currentID() }

func (f *twoStores) open(ctx context.Context, opt retrieve.Options, full bool) (*snapshot, error) {
	if f.failing.Load() {
		return nil, errors.New("disk on fire")
	}
	s, err := f.stores[f.pub.Load()].open(ctx, opt, full)
	if err != nil {
		return nil, err
	}
	rel := s.release
	s.release = func() error { f.released.Add(1); return rel() }
	return s, nil
}

func TestServer_SwitchesSnapshotWithoutAGap(t *testing.T) {
	examples := testutil.Examples(t)
	edited := testutil.CopyTree(t, examples)
	testutil.WriteFile(t, edited, "docs/sops/new-sop.md", []byte("# Deploying the ledger\n\nAlways page the on-call before a ledger deploy.\n"))
	src := &twoStores{stores: [2]Store{
		{Dir: ingestTree(t, examples), Wait: time.Second},
		{Dir: ingestTree(t, edited), Wait: time.Second},
	}}
	idA, _ := src.stores[0].currentID()
	idB, _ := src.stores[1].currentID()
	if idA == idB {
		t.Fatal("the two stores publish one snapshot")
	}
	ctx := context.Background()
	srv, err := newServer(ctx, Options{Config: config.Default(), Store: src.stores[0]}, src)
	if err != nil {
		t.Fatal(err)
	}
	srv.cur.retryAfter = 100 * time.Millisecond
	srv.Start(ctx)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.MCP().Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}

	// Clients query without pause while the snapshot switches; every call
	// answers from A or B, never fails.
	var wg sync.WaitGroup
	stop := make(chan struct{})
	var calls, seenB atomic.Int32
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				var p retrieve.Pack
				text, isErr := call(t, cs, ToolContext, map[string]any{"task": "deploy the ledger"}, &p)
				if isErr || p.SnapshotID != idA && p.SnapshotID != idB {
					t.Errorf("call during the switch: %s (snapshot %q)", text, p.SnapshotID)
					return
				}
				calls.Add(1)
				if p.SnapshotID == idB {
					seenB.Add(1)
				}
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	src.failing.Store(true) // loads of B fail until the test has seen it: A keeps serving, and says why
	src.pub.Store(1)
	var state ProjectState
	deadline := time.Now().Add(30 * time.Second)
	for sawErr := false; ; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no switch to %s: %+v", idB, state)
		}
		state = ProjectState{}
		call(t, cs, ToolState, map[string]any{}, &state)
		if !sawErr && state.LoadError != "" && state.SnapshotID == idA {
			sawErr = true
			src.failing.Store(false)
		}
		if state.SnapshotID == idB {
			if !sawErr {
				t.Error("the failed load was never reported")
			}
			break
		}
	}
	time.Sleep(100 * time.Millisecond)
	close(stop)
	wg.Wait()
	if state.Switches != 1 || state.SwitchedAt == "" || state.PublishedSnapshotID != idB || state.LoadError != "" {
		t.Errorf("state after the switch %+v", state)
	}
	if calls.Load() == 0 || seenB.Load() == 0 {
		t.Errorf("%d calls, %d on the new snapshot", calls.Load(), seenB.Load())
	}
	if src.released.Load() != 1 {
		t.Errorf("%d snapshots released after the switch, want the old one", src.released.Load())
	}
	_ = cs.Close() // ends the session; how is not under test
	_ = ss.Wait()  // the client closed it: it ends with the session
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	if src.released.Load() != 2 {
		t.Errorf("%d snapshots released after Close, want 2", src.released.Load())
	}
}
