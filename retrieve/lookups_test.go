package retrieve

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
)

// TestLookups: an engine that reads the ranking's lookups the ingest
// persisted holds the same adjacencies, seed, gist and document indexes as one
// that builds them, and answers byte for byte the same; a damaged or
// foreign lookups file is not used, and the engine builds them instead.
func TestLookups(t *testing.T) {
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	// A store ingested without the lookups gets them at the next run, even
	// one that changes nothing.
	opt := ingest.Options{Roots: []string{testutil.Examples(t)}, Data: data, LockTimeout: 5 * time.Second}
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	cur, err := data.ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(data.Generation(cur.Generation), LookupsFileName)
	if _, err := os.Stat(file); err == nil {
		t.Fatal("an ingest without Derived wrote the lookups file")
	}
	opt.Derived = []model.Derived{Lookups}
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	if cur, err = data.ReadCurrent(); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(data.Generation(cur.Generation), LookupsFileName)
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the ingest wrote no lookups file: %v", err)
	}
	open := func(opt Options) *Opened {
		t.Helper()
		o, err := OpenReader(ctx, data, "", opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = o.Close() })
		return o
	}
	read := open(Options{})
	if !read.lookupsRead {
		t.Fatal("OpenReader built the lookups instead of reading them")
	}
	built, err := Load(ctx, read.x, read.Model(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if built.lookupsRead {
		t.Fatal("Load without a lookups file read one")
	}
	if !reflect.DeepEqual(read.adj.Nodes(), built.adj.Nodes()) || !reflect.DeepEqual(read.docAdj.Nodes(), built.docAdj.Nodes()) {
		t.Error("adjacency nodes differ")
	}
	for _, n := range built.adj.Nodes() {
		if !reflect.DeepEqual(read.adj.Arcs(n), built.adj.Arcs(n)) {
			t.Fatalf("arcs of %s differ", n)
		}
	}
	if !reflect.DeepEqual(read.seedIdx, built.seedIdx) {
		t.Error("seed index differs")
	}
	if !reflect.DeepEqual(read.gist, built.gist) {
		t.Error("gist index differs")
	}
	if read.docIdx.postings == nil || !reflect.DeepEqual(read.docIdx, built.docIdx) {
		t.Error("document index differs")
	}
	if !bytes.Equal(built.appendLookups(nil), good) {
		t.Error("the lookups file is not what the engine builds")
	}
	tasks := []Request{
		{Task: "add a database migration for the ledger"},
		{Task: "add a retry to the payments refund handler", Files: []string{"services/payments/handler.go"}, Mode: "review"},
		{Task: "which decision replaced the message queue", Mode: "planning"},
	}
	pack := func(e *Engine, req Request) []byte {
		t.Helper()
		p, err := e.Context(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	lazy := open(Options{Lazy: true})
	for _, req := range tasks {
		want := pack(built, req)
		if got := pack(read.Engine, req); !bytes.Equal(got, want) {
			t.Errorf("%q: the pack differs with lookups read:\nread  %s\nbuilt %s", req.Task, got, want)
		}
		if got := pack(lazy.Engine, req); !bytes.Equal(got, want) {
			t.Errorf("%q: the lazy engine's pack differs", req.Task)
		}
	}
	if !lazy.lookupsRead {
		t.Error("the lazy engine built its lookups instead of reading them")
	}
	// A damaged file, or one of another snapshot, is not used.
	damaged := bytes.Clone(good)
	damaged[len(damaged)/2] ^= 0xff
	id := built.snapshot
	built.snapshot = "snap-other"
	foreign := built.appendLookups(nil)
	built.snapshot = id
	for name, b := range map[string][]byte{"damaged": damaged, "foreign": foreign, "cut": good[:len(good)-7], "empty": nil} {
		if err := os.WriteFile(file, b, 0o644); err != nil {
			t.Fatal(err)
		}
		o := open(Options{})
		if o.lookupsRead {
			t.Errorf("%s lookups file was used", name)
		}
		if got, want := pack(o.Engine, tasks[0]), pack(built, tasks[0]); !bytes.Equal(got, want) {
			t.Errorf("%s lookups file: the pack differs", name)
		}
	}
}
