package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// The server and the hook rank with the configuration's thesaurus
// (retrieval.thesaurus) and gist weight, as query context does: prepare_task_context gives
// the pack of an engine opened with retrieve.VocabFor, and a task in the
// configured word alone finds what its group names.
func TestConfigThesaurus(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	cfg := config.Default()
	cfg.Retrieval.Thesaurus = [][]string{{"zorblaxing", "idempotency key"}}
	cfg.Retrieval.GistWeight = 0.2
	const task = "zorblaxing"

	_, cs := startServerConfig(t, data, examples, cfg)
	var got retrieve.Pack
	if text, isErr := call(t, cs, ToolContext, map[string]any{"task": task, "mode": "planning"}, &got); isErr {
		t.Fatalf("tool error: %s", text)
	}
	ctx := context.Background()
	vocab, err := retrieve.VocabFor(cfg.Retrieval)
	if err != nil || vocab.Thesaurus == nil || vocab.WeightGist != 0.2 {
		t.Fatalf("VocabFor = %+v, %v", vocab, err)
	}
	eng, err := retrieve.OpenReader(ctx, data, "", retrieve.Options{Vocab: vocab})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := eng.Close(); err != nil {
			t.Error(err)
		}
	})
	want, err := eng.Context(ctx, retrieve.Request{Task: task, Mode: "planning", Modes: cfg.Retrieval,
		ConstitutionLines: cfg.ConstitutionLines, ConstitutionTokens: cfg.ConstitutionTokens})
	if err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	if !bytes.Equal(gb, wb) {
		t.Fatalf("the server's pack is not query context's with the configured thesaurus:\nserver %s\nengine %s", gb, wb)
	}
	if !strings.Contains(strings.ToLower(string(gb)), "idempotency") {
		t.Fatalf("a task in the configured word alone does not find its group's words: %s", gb)
	}

	// The hook's prompt pack too.
	b, err := os.ReadFile(filepath.Join("testdata", "hook", "user_prompt_submit.json"))
	if err != nil {
		t.Fatal(err)
	}
	ev := strings.ReplaceAll(strings.ReplaceAll(string(b), "{{ROOT}}", examples), "{{PROMPT}}", task)
	hook := func(cfg config.Config) string {
		var out bytes.Buffer
		if err := Hook(ctx, strings.NewReader(ev), &out, HookOptions{Store: Store{Dir: data, Wait: time.Second}, Config: cfg}); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	if out := hook(cfg); !strings.Contains(strings.ToLower(out), "idempotency") {
		t.Errorf("the hook's prompt pack ignores the configured thesaurus: %s", out)
	}
}
