package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// countingAnnotator notes each text's length and counts its calls.
type countingAnnotator struct {
	mu    sync.Mutex
	calls map[string]int
}

func (a *countingAnnotator) Annotate(_ context.Context, text string) ([]string, error) {
	a.mu.Lock()
	a.calls[text]++
	a.mu.Unlock()
	if text == "" {
		return nil, nil
	}
	return []string{fmt.Sprintf("verified: %d bytes", len(text))}, nil
}

func TestNoteCache_Annotate(t *testing.T) {
	ctx := context.Background()
	ver := &countingAnnotator{calls: map[string]int{}}
	c := newNoteCache(ver)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, text := range []string{"port 8080", "go 1.26", ""} {
				got, err := c.Annotate(ctx, text)
				want, _ := ver.Annotate(ctx, text)
				if err != nil || !slices.Equal(got, want) || (got == nil) != (want == nil) {
					t.Errorf("%q: notes %q (%v), want %q", text, got, err, want)
				}
			}
		})
	}
	wg.Wait()
	for text, n := range ver.calls {
		if cached := n - 8; cached > 8 || cached < 1 { // 8 direct calls above; the cache asks at least once
			t.Errorf("%q checked %d times through the cache", text, cached)
		}
	}
	before := ver.calls["port 8080"]
	notes, _ := c.Annotate(ctx, "port 8080")
	notes[0] = "changed by the caller"
	again, _ := c.Annotate(ctx, "port 8080")
	if ver.calls["port 8080"] != before || again[0] != "verified: 9 bytes" {
		t.Errorf("cached notes %q after %d checks (was %d)", again, ver.calls["port 8080"], before)
	}
}

func TestNoteCache_Bounded(t *testing.T) {
	ctx := context.Background()
	c := newNoteCache(&countingAnnotator{calls: map[string]int{}})
	big := strings.Repeat("x", maxNoteBytes/3+1)
	for i := range 4 {
		if _, err := c.Annotate(ctx, fmt.Sprintf("%d%s", i, big)); err != nil {
			t.Fatal(err)
		}
		if c.bytes > maxNoteBytes {
			t.Fatalf("after %d texts the cache holds %d bytes, over %d", i+1, c.bytes, maxNoteBytes)
		}
	}
	if len(c.notes) != 2 { // the third text did not fit: it and the fourth are kept
		t.Errorf("%d texts kept, want 2 (the cache starts again when full)", len(c.notes))
	}
}

// TestTools_ExecutionNotes: the execution-mode pack the tool serves, its
// items' notes from the cache, is the pack the engine makes with the
// verifier checking every item, on the first call and on the next.
func TestTools_ExecutionNotes(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	srv, cs := startServer(t, data, examples)
	snap, release := srv.cur.acquire()
	defer release()
	notes := 0
	for _, task := range []string{"change the ledger service's port", "upgrade the payments service's Go version", "add a database migration for the ledger"} {
		want, err := snap.eng.Context(context.Background(), retrieve.Request{Task: task, Mode: "execution", Modes: srv.opt.Config.Retrieval,
			ConstitutionLines: srv.opt.Config.ConstitutionLines, ConstitutionTokens: srv.opt.Config.ConstitutionTokens, Annotator: snap.ver})
		if err != nil {
			t.Fatal(err)
		}
		wantJSON, _ := json.Marshal(want)
		for range 2 {
			var got retrieve.Pack
			if text, isErr := call(t, cs, ToolContext, map[string]any{"task": task, "mode": "execution"}, &got); isErr {
				t.Fatal(text)
			}
			gotJSON, _ := json.Marshal(&got)
			if !bytes.Equal(gotJSON, wantJSON) {
				t.Errorf("%q: the tool's pack differs from the engine's with the verifier:\n%s\n%s", task, gotJSON, wantJSON)
			}
		}
		for _, it := range want.Items {
			notes += len(it.Notes)
		}
	}
	if notes == 0 {
		t.Error("no item of the examples has a note: the test checks nothing")
	}
}
