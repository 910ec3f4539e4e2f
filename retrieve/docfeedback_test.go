package retrieve

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/expand"
	"github.com/canon-kg/canon/internal/testutil"
)

// feedbackEngine is an engine over two runbooks about one thing in
// different words and twenty unrelated documents (so that a word in two
// documents is under feedbackMaxShare of them).
func feedbackEngine(t *testing.T) *Opened {
	t.Helper()
	root := t.TempDir()
	testutil.WriteFile(t, root, "docs/throttling.md", []byte("# Throttling clients\n\n"+
		"When one client floods the service, throttling slows it down. The gateway counts requests per client "+
		"against its quota, and the gateway answers 429 once the quota is spent.\n"))
	testutil.WriteFile(t, root, "docs/quotas.md", []byte("# Gateway quotas\n\n"+
		"Each consumer has a quota at the gateway. Raise a consumer's quota in the gateway settings; "+
		"the gateway resets every quota each minute.\n"))
	topics := []string{"backups", "certificates", "dashboards", "databases", "dns", "email", "fonts", "images",
		"invoices", "keyboards", "licences", "maps", "music", "payroll", "printers", "recipes", "search", "tickets",
		"translations", "weather"}
	for i, w := range topics {
		testutil.WriteFile(t, root, fmt.Sprintf("docs/other%02d.md", i), []byte("# About "+w+"\n\n"+
			"This page explains "+w+" for newcomers, how "+w+" are organised here, and whom to ask about "+w+".\n"))
	}
	return rootEngine(t, root)
}

// The documents a task's own words rank best lend it their words: a
// runbook that shares no word with the task is ranked by them, and its
// chunk in the pack says which feedback word brought it in.
func TestDocFeedback(t *testing.T) {
	o := feedbackEngine(t)
	ctx := context.Background()
	if err := o.ranking(); err != nil {
		t.Fatal(err)
	}
	const task = "one client floods us with requests: how does throttling work?"
	quotas := o.byPath["docs/quotas.md"]
	r := o.docRanks(task)
	if _, ok := r.ranks[quotas]; !ok {
		t.Fatalf("docs/quotas.md (no word of the task) unranked: ranks %v, feedback %v", r.ranks, r.feedback)
	}
	own := expand.Stems(task)
	t2 := o.docIdx.postings
	var words []string
	for i, fw := range r.feedback {
		s := t2.stems[fw.stem]
		words = append(words, s)
		if slices.Contains(own, s) {
			t.Errorf("feedback word %q is the task's own", s)
		}
		if df := t2.offs[fw.stem+1] - t2.offs[fw.stem]; df < 2 {
			t.Errorf("feedback word %q in %d document, want at least 2", s, df)
		}
		if fw.w <= 0 || fw.w > 1 || i > 0 && fw.w > r.feedback[i-1].w {
			t.Errorf("feedback %v: want weights in (0, 1], best first", r.feedback)
		}
	}
	if gw := expand.Stems("gateway")[0]; !slices.Contains(words, gw) {
		t.Fatalf("feedback words %v, want %q", words, gw)
	}
	// The pack: quotas.md is in, and its why names the feedback word.
	p, err := o.Context(ctx, Request{Task: task, Mode: "planning", Explain: true, Modes: config.DefaultRetrieval()})
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(p.Items, func(it Item) bool { return it.SourcePath == "docs/quotas.md" })
	if i < 0 {
		t.Fatalf("docs/quotas.md not in the pack: %v", itemPaths(p))
	}
	if !slices.ContainsFunc(p.Items[i].Why, func(w string) bool { return strings.Contains(w, "←"+feedbackFrom) }) {
		t.Errorf("why %v does not name a feedback word", p.Items[i].Why)
	}
	// Off: no feedback words, and quotas.md is not ranked by the document signal.
	opt, err := Options{}.WithVocabOff([]string{"feedback"})
	if err != nil {
		t.Fatal(err)
	}
	off, err := Load(ctx, o.x, o.Model(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if err := off.ranking(); err != nil {
		t.Fatal(err)
	}
	if r := off.docRanks(task); len(r.feedback) != 0 || r.ranks[quotas] != 0 {
		t.Errorf("feedback off: words %v, quotas.md ranked %d", r.feedback, r.ranks[quotas])
	}
	// Deterministic: the same words and ranks every time.
	if again := o.docRanks(task); !slices.Equal(again.feedback, r.feedback) || fmt.Sprint(again.ranks) != fmt.Sprint(r.ranks) {
		t.Errorf("second ranking differs: %v %v, then %v %v", r.feedback, r.ranks, again.feedback, again.ranks)
	}
}

func itemPaths(p *Pack) []string {
	var out []string
	for _, it := range p.Items {
		out = append(out, it.SourcePath)
	}
	return out
}
