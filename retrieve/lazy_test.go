package retrieve

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

// TestOpenReader_Lazy: an engine whose ranking lookups are built on first
// use answers exactly as one that builds them in Load, for a file's rules
// and the constitution (which never build them) and for packs, concurrent
// first calls included.
func TestOpenReader_Lazy(t *testing.T) {
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{testutil.Examples(t)}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	open := func(opt Options) *Opened {
		o, err := OpenReader(ctx, data, "", opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := o.Close(); err != nil {
				t.Error(err)
			}
		})
		return o
	}
	eager, lazy := open(Options{}), open(Options{Lazy: true})
	asJSON := func(v any, err error) []byte {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	same := func(what string, a, b []byte) {
		t.Helper()
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs:\neager %s\nlazy  %s", what, a, b)
		}
	}
	same("rules for a file", asJSON(eager.RulesFor("services/ledger/new_ledger.go", 0)), asJSON(lazy.RulesFor("services/ledger/new_ledger.go", 0)))
	same("constitution", asJSON(eager.ConstitutionFor(nil, 0)), asJSON(lazy.ConstitutionFor(nil, 0)))
	if lazy.seedIdx != nil || lazy.adj != nil || lazy.thesaurus != nil {
		t.Error("the lazy engine built its ranking lookups without ranking")
	}
	tasks := []Request{
		{Task: "add a database migration for the ledger"},
		{Task: "add a retry to the payments refund handler", Files: []string{"services/payments/handler.go"}, Mode: "review"},
	}
	got := make([][]byte, len(tasks))
	done := make(chan int)
	for i, req := range tasks { // the first calls race to build the lookups
		go func() {
			p, err := lazy.Context(ctx, req)
			if err != nil {
				t.Error(err)
			}
			got[i], _ = json.Marshal(p)
			done <- i
		}()
	}
	for range tasks {
		<-done
	}
	for i, req := range tasks {
		same("pack for "+req.Task, asJSON(eager.Context(ctx, req)), got[i])
	}
}

// TestContext_ConstitutionCopied: the constitution without files is
// rendered once, and a caller changing its pack does not change the next.
func TestContext_ConstitutionCopied(t *testing.T) {
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{testutil.Examples(t)}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	o, err := OpenReader(ctx, data, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := o.Close(); err != nil {
			t.Error(err)
		}
	}()
	req := Request{Task: "add a database migration for the ledger"}
	first, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Constitution.Rules) == 0 {
		t.Fatal("the examples have a constitution")
	}
	want := first.Constitution.Rules[0]
	first.Constitution.Rules[0].ID = "changed by the caller"
	second, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if second.Constitution.Rules[0] != want {
		t.Errorf("constitution rule %+v, want %+v", second.Constitution.Rules[0], want)
	}
	fresh := o.constitution(o.constitutionRules(nil, nil), 60)
	a, _ := json.Marshal(fresh)
	b, _ := json.Marshal(second.Constitution)
	if !bytes.Equal(a, b) {
		t.Errorf("remembered constitution differs from a fresh one:\n%s\n%s", b, a)
	}
}
