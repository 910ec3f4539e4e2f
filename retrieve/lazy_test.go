package retrieve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/tokens"
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
	same("rules for a file", asJSON(eager.RulesFor("services/ledger/new_ledger.go", constitution.Limits{})), asJSON(lazy.RulesFor("services/ledger/new_ledger.go", constitution.Limits{})))
	same("constitution", asJSON(eager.ConstitutionFor(nil, constitution.Limits{})), asJSON(lazy.ConstitutionFor(nil, constitution.Limits{})))
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

// TestContext_ConstitutionLinesRemembered: the constitution's lines,
// rendered once per rule, are the lines rendered anew, and a second pack's
// constitution is the first's.
func TestContext_ConstitutionLinesRemembered(t *testing.T) {
	ctx := context.Background()
	o := openExamples(t)
	req := Request{Task: "add a database migration for the ledger"}
	first, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Constitution.Rules) == 0 {
		t.Fatal("the examples have a constitution")
	}
	second, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(first.Constitution)
	b, _ := json.Marshal(second.Constitution)
	if !bytes.Equal(a, b) {
		t.Errorf("the second pack's constitution differs:\n%s\n%s", b, a)
	}
	n := 0
	o.consLines.Range(func(k, v any) bool {
		ri, l := k.(int), v.(consLine)
		r := &o.rules[ri]
		body := o.ruleText(ri)
		if l, ok := o.leadInAt(r.doc, r.LineStart); ok {
			body = withLeadIn(l, body)
		}
		want := fmt.Sprintf("%s  [%s:%d]\n", body, r.Path, r.LineStart)
		if l.text != want || l.tokens != tokens.Estimate(want) {
			t.Errorf("rule %s: remembered %q (%d tokens), rendered anew %q", r.Node, l.text, l.tokens, want)
		}
		n++
		return true
	})
	if n == 0 {
		t.Error("no constitution line remembered")
	}
}

// openExamples ingests examples/ into a temporary data directory and opens
// an engine over it, closed when the test ends.
func openExamples(t *testing.T) *Opened {
	t.Helper()
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{testutil.Examples(t)}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	o, err := OpenReader(ctx, data, "", Options{})
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
