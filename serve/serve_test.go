package serve

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/jobs"
	"github.com/canon-kg/canon/retrieve"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// ingestTree ingests root into a new data directory.
func ingestTree(t testing.TB, root string) datadir.Dir {
	t.Helper()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	return data
}

// startServer serves data over an in-memory transport and returns the
// connected client session and the examples root.
func startServer(t *testing.T, data datadir.Dir, cwd string) (*Server, *mcp.ClientSession) {
	t.Helper()
	return startServerConfig(t, data, cwd, config.Default())
}

// startServerConfig is startServer with a configuration of its own.
func startServerConfig(t *testing.T, data datadir.Dir, cwd string, cfg config.Config) (*Server, *mcp.ClientSession) {
	t.Helper()
	ctx := context.Background()
	srv, err := New(ctx, Options{Store: Store{Dir: data, Wait: 5 * time.Second}, Config: cfg, Cwd: cwd,
		Now: func() time.Time { return time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
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
	t.Cleanup(func() {
		_ = cs.Close() // ends the session; how is not under test
		_ = ss.Wait()  // the client closed it: it ends with the session
		if err := srv.Close(); err != nil {
			t.Error(err)
		}
	})
	return srv, cs
}

// call calls a tool and decodes its structured result into out (when not
// nil); it returns the result's text and whether it is a tool error.
func call(t *testing.T, cs *mcp.ClientSession, tool string, args any, out any) (string, bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", tool, err)
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	if out != nil && !res.IsError {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: structured result: %v", tool, err)
		}
	}
	return text.String(), res.IsError
}

func TestTools_List(t *testing.T) {
	data := ingestTree(t, testutil.Examples(t))
	_, cs := startServer(t, data, "")
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range res.Tools {
		if tool.Annotations == nil || !tool.Annotations.ReadOnlyHint {
			t.Errorf("tool %s is not marked read-only", tool.Name)
		}
	}
	got, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "tools_list.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != string(got) {
		t.Errorf("tools/list differs from %s (rerun with -update and review the diff):\n%s", golden, got)
	}
}

func TestTools_PrepareTaskContext(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	_, cs := startServer(t, data, filepath.Join(examples, "services"))
	var pack retrieve.Pack
	text, isErr := call(t, cs, ToolContext, map[string]any{
		"task":  "add a database migration for the ledger",
		"files": []string{filepath.Join(examples, "services/ledger/migrations/002.sql"), "payments/handler.go", "/etc/passwd", "../../x.go"},
		"mode":  "review",
	}, &pack)
	if isErr {
		t.Fatalf("tool error: %s", text)
	}
	if len(pack.Items) == 0 || pack.SnapshotID == "" || !strings.Contains(text, "# Context for: add a database migration") {
		t.Fatalf("pack %+v, text %s", pack, text)
	}
	wantFiles := []string{"services/ledger/migrations/002.sql", "services/payments/handler.go"}
	if strings.Join(pack.Files, ",") != strings.Join(wantFiles, ",") {
		t.Errorf("files %q, want %q", pack.Files, wantFiles)
	}
	if len(pack.Warnings) < 2 || !strings.Contains(pack.Warnings[0], "/etc/passwd is under no ingested root") ||
		!strings.Contains(pack.Warnings[1], `../../x.go climbs out`) {
		t.Errorf("warnings %q", pack.Warnings)
	}
	if !strings.Contains(text, "Warning: /etc/passwd is under no ingested root") {
		t.Error("the Markdown text lacks the warning")
	}
	scoped := false
	for _, it := range pack.Items {
		for _, w := range it.Why {
			scoped = scoped || strings.Contains(w, "under services/ledger/")
		}
	}
	if !scoped && !strings.Contains(pack.Constitution.Text, "services/ledger/CLAUDE.md") {
		t.Errorf("nothing scoped to services/ledger/ in the pack: %s", text)
	}
}

func TestTools_BadArguments(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	_, cs := startServer(t, data, examples)
	tests := []struct {
		tool string
		args map[string]any
		want string
	}{
		{ToolContext, map[string]any{"task": "  "}, "prepare_task_context: empty task"},
		{ToolContext, map[string]any{"task": "x", "mode": "dreaming"}, `mode "dreaming": unknown mode`},
		{ToolContext, map[string]any{"task": "x", "k": -1}, "must not be negative"},
		{ToolContext, map[string]any{"files": []string{"a.go"}}, "task"},
		{ToolRulesForFile, map[string]any{"path": "../../etc/passwd"}, `climbs out of every ingested root with ".."`},
		{ToolRulesForFile, map[string]any{"path": "/etc/passwd"}, "/etc/passwd is under no ingested root (roots: " + examples},
		{ToolRulesForFile, map[string]any{"path": ""}, "get_rules_for_file: empty path"},
		{ToolSearch, map[string]any{"query": ""}, "search: no query text"},
		{ToolSearch, map[string]any{"query": "x", "k": -2}, "search: k -2 is negative"},
		{ToolVerify, map[string]any{"text": ""}, "verify_facts: no text to verify"},
		{ToolContext, map[string]any{"task": "x", "files": "not-a-list"}, "files"},
		{ToolCapsule, map[string]any{"limit": 3}, "limit"},
		{ToolState, map[string]any{"verbose": true}, "verbose"},
		{ToolVerify, map[string]any{"subject": "KEP-1"}, "text"},
	}
	for _, tt := range tests {
		t.Run(tt.tool+"/"+tt.want, func(t *testing.T) {
			text, isErr := call(t, cs, tt.tool, tt.args, nil)
			if !isErr {
				t.Fatalf("no tool error; result %s", text)
			}
			if !strings.Contains(text, tt.want) {
				t.Errorf("error %q lacks %q", text, tt.want)
			}
		})
	}
}

func TestTools_RulesForFile(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	_, cs := startServer(t, data, examples)
	var fr retrieve.FileRules
	text, isErr := call(t, cs, ToolRulesForFile, map[string]any{"path": filepath.Join(examples, "services/ledger/new_ledger.go")}, &fr)
	if isErr {
		t.Fatalf("tool error: %s", text)
	}
	if fr.File != "services/ledger/new_ledger.go" || fr.Constitution.Text == "" {
		t.Fatalf("rules %+v", fr)
	}
	paths := map[string]bool{}
	for _, d := range fr.Scoped {
		paths[d.SourcePath] = true
	}
	for _, want := range []string{"services/ledger/CLAUDE.md", ".cursor/rules/go-errors.mdc"} {
		if !paths[want] {
			t.Errorf("%s not scoped to the file; scoped %v\n%s", want, paths, text)
		}
	}
	if paths["services/payments/AGENTS.md"] {
		t.Error("services/payments/AGENTS.md scoped to a ledger file")
	}
	if !strings.Contains(text, "## Scoped to this file") {
		t.Errorf("text %s", text)
	}
}

func TestTools_SearchVerifyCapsuleState(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	_, cs := startServer(t, data, examples)
	var sr SearchResult
	if text, isErr := call(t, cs, ToolSearch, map[string]any{"query": "database migration", "k": 3}, &sr); isErr || len(sr.Hits) == 0 || len(sr.Hits) > 3 {
		t.Fatalf("search: %s %+v", text, sr)
	}
	var vr VerifyResult
	if text, isErr := call(t, cs, ToolVerify, map[string]any{"text": "The ledger service runs on port 1."}, &vr); isErr || vr.Facts == nil {
		t.Fatalf("verify: %s %+v", text, vr)
	}
	var c struct {
		SnapshotID string `json:"snapshot_id"`
		Rules      []any  `json:"rules"`
	}
	if text, isErr := call(t, cs, ToolCapsule, map[string]any{}, &c); isErr || c.SnapshotID != sr.SnapshotID || len(c.Rules) == 0 {
		t.Fatalf("capsule: %s %+v", text, c)
	}
	// The last ingest is the last one runs.jsonl records, by `ingest run`
	// as by the daemon.
	run := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	for _, r := range []jobs.Record{
		{Job: jobs.NameIngest, Trigger: jobs.TriggerSchedule, Start: run, End: run, Status: jobs.StatusFailed, Error: "boom"},
		{Job: jobs.NameIngest, Trigger: jobs.TriggerRun, Start: run, End: run.Add(time.Second), Status: jobs.StatusOK, Summary: jobs.Report{Text: "1 files"}},
		{Job: jobs.NameCapsule, Trigger: jobs.TriggerSchedule, Start: run, End: run, Status: jobs.StatusOK},
	} {
		if err := jobs.AppendRun(data.Runs(), r); err != nil {
			t.Fatal(err)
		}
	}
	var st ProjectState
	text, isErr := call(t, cs, ToolState, map[string]any{}, &st)
	if isErr || st.SnapshotID != sr.SnapshotID || st.PublishedSnapshotID != st.SnapshotID || st.Files == 0 ||
		len(st.Roots) != 1 || st.Roots[0] != examples || st.CountsByKind["adr"] == 0 || st.DataDir != string(data) ||
		st.PublishedAt == "" || st.Generation == 0 {
		t.Fatalf("state: %s %+v", text, st)
	}
	if r := st.LastIngest; r == nil || r.Trigger != jobs.TriggerRun || r.Status != jobs.StatusOK || r.Summary != "1 files" || r.End != "2026-11-22T03:00:01Z" {
		t.Errorf("last ingest %+v", r)
	}
}
