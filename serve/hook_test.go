package serve

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/internal/testutil"
)

func TestHook_InProcess(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	opt := HookOptions{Store: Store{Dir: data, Wait: time.Second}, Config: config.Default()}
	event := func(fixture, file string) string {
		b, err := os.ReadFile(filepath.Join("testdata", "hook", fixture))
		if err != nil {
			t.Fatal(err)
		}
		s := strings.ReplaceAll(string(b), "{{ROOT}}", examples)
		s = strings.ReplaceAll(s, "{{FILE}}", file)
		return strings.ReplaceAll(s, "{{PROMPT}}", "add a database migration for the ledger")
	}
	hook := func(ev string, opt HookOptions) (string, error) {
		var out bytes.Buffer
		err := Hook(context.Background(), strings.NewReader(ev), &out, opt)
		return out.String(), err
	}
	if out, err := hook(event("pre_tool_use_write.json", "services/ledger/a.go"), opt); err != nil || !strings.Contains(out, "LED-001") {
		t.Fatalf("Write: %q, %v", out, err)
	}
	if out, err := hook(event("pre_tool_use_edit.json", "services/ledger/a.go"), opt); err != nil || out != "" {
		t.Fatalf("second edit: %q, %v", out, err)
	}
	// NotebookEdit names its file notebook_path.
	if out, err := hook(event("pre_tool_use_notebook_edit.json", "services/ledger/reconcile.ipynb"), opt); err != nil || !strings.Contains(out, "LED-001") {
		t.Fatalf("NotebookEdit: %q, %v", out, err)
	}
	// Read is not a default tool; configured, it injects too.
	read := strings.Replace(event("pre_tool_use_write.json", "services/payments/b.go"), `"Write"`, `"Read"`, 1)
	if out, err := hook(read, opt); err != nil || out != "" {
		t.Fatalf("Read by default: %q, %v", out, err)
	}
	withRead := opt
	withRead.Tools = []string{"Write", "Edit", "MultiEdit", "Read"}
	if out, err := hook(read, withRead); err != nil || !strings.Contains(out, "services/payments/AGENTS.md") {
		t.Fatalf("Read when configured: %q, %v", out, err)
	}
	// The cap holds, in tokens and under 10,000 characters, and says so.
	small := opt
	small.MaxTokens = 60
	if out, err := hook(event("pre_tool_use_write.json", "services/payments/c.go"), small); err != nil || !strings.Contains(out, "left out by the cap") || len(out) > 600 {
		t.Fatalf("capped: %d bytes %q, %v", len(out), out, err)
	}
	for _, bad := range []string{`{`, `{"session_id":"x"}`, ``} {
		if out, err := hook(bad, opt); err == nil || out != "" {
			t.Errorf("event %q: %q, %v", bad, out, err)
		}
	}
	if out, err := hook(`{"session_id":"x","hook_event_name":"Stop"}`, opt); err != nil || out != "" {
		t.Errorf("an event canon has nothing for: %q, %v", out, err)
	}
}

func TestCapText(t *testing.T) {
	long := strings.Repeat("- a rule line that says something about the code\n", 2000)
	for _, maxTokens := range []int{50, 2000, 100000} {
		got := capText(long, maxTokens)
		if len(got) >= 10000 || !strings.HasSuffix(got, "call the canon MCP tools for the rest)\n") {
			t.Errorf("cap %d: %d bytes", maxTokens, len(got))
		}
	}
	if got := capText("short\n", 100); got != "short\n" {
		t.Errorf("short text changed: %q", got)
	}
}

func TestSessions_Expire(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	m := sessions{dir: t.TempDir(), ttl: time.Hour, now: func() time.Time { return now }}
	for _, s := range []string{"old", "new"} {
		if first, err := m.mark(s, "a.go"); err != nil || !first {
			t.Fatal(first, err)
		}
	}
	old := filepath.Join(m.dir, key("old"))
	if err := os.Chtimes(old, now.Add(-2*time.Hour), now.Add(-2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(m.dir, key("new")), now, now); err != nil {
		t.Fatal(err)
	}
	if err := m.expire(); err != nil {
		t.Fatal(err)
	}
	if m.sent("old", "a.go") || !m.sent("new", "a.go") {
		t.Errorf("after expiry: old %v, new %v", m.sent("old", "a.go"), m.sent("new", "a.go"))
	}
	if first, err := m.mark("new", "a.go"); err != nil || first {
		t.Errorf("second mark: %v, %v", first, err)
	}
}

// The hook gives the rule files that apply everywhere but those Claude Code
// loads itself at a session's start: the root's CLAUDE.md and what it
// imports (here AGENTS.md) are in the session already; repository-wide
// Copilot instructions are not, and come with the first file written.
func TestHook_StartupFilesLeftOut(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "CLAUDE.md", []byte("# Project\n\n@AGENTS.md\n\n## Style\n\n- Always keep functions short.\n"))
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Agents\n\n## Testing\n\n- Always include the test_dep tag when running tests.\n"))
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\n- Never use the Get prefix for getters.\n"))
	opt := HookOptions{Store: Store{Dir: ingestTree(t, root), Wait: time.Second}, Config: config.Default()}
	ev := `{"session_id":"s-startup","hook_event_name":"PreToolUse","tool_name":"Write","cwd":"` + root + `","tool_input":{"file_path":"` + root + `/pkg/x.go"}}`
	var out bytes.Buffer
	if err := Hook(context.Background(), strings.NewReader(ev), &out, opt); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, "Get prefix") {
		t.Errorf("hook lacks the Copilot instructions: %s", got)
	}
	for _, loaded := range []string{"functions short", "test_dep"} {
		if strings.Contains(got, loaded) {
			t.Errorf("hook repeats %q, which Claude Code loaded at the start: %s", loaded, got)
		}
	}
}

// A CLAUDE.md that is the same file as the AGENTS.md beside it (a symbolic
// link or a copy: canon serves the pair as one file) is loaded by Claude
// Code at the start, and so is that AGENTS.md.
func TestHook_StartupAlias(t *testing.T) {
	root := t.TempDir()
	agents := []byte("# Agents\n\n## Testing\n\n- Always include the test_dep tag when running tests.\n")
	testutil.WriteFile(t, root, "AGENTS.md", agents)
	testutil.WriteFile(t, root, "CLAUDE.md", agents)
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\n- Never use the Get prefix for getters.\n"))
	opt := HookOptions{Store: Store{Dir: ingestTree(t, root), Wait: time.Second}, Config: config.Default()}
	ev := `{"session_id":"s-alias","hook_event_name":"PreToolUse","tool_name":"Write","cwd":"` + root + `","tool_input":{"file_path":"` + root + `/pkg/x.go"}}`
	var out bytes.Buffer
	if err := Hook(context.Background(), strings.NewReader(ev), &out, opt); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.Contains(got, "Get prefix") || strings.Contains(got, "test_dep") {
		t.Errorf("want the Copilot instructions without AGENTS.md's rules: %s", got)
	}
}

// A session started in one project of a root holding several gets that
// project's constitution at SessionStart (its CLAUDE.md governs only its
// directory); one started at the root gets the root's.
func TestHook_SessionStartInAProject(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Workspace\n\n## Hard rules\n\n- Never commit generated files.\n"))
	testutil.WriteFile(t, root, "alpha/CLAUDE.md", []byte("# Alpha\n\n## Hard rules\n\n- Always run make check in alpha before pushing.\n"))
	testutil.WriteFile(t, root, "beta/CLAUDE.md", []byte("# Beta\n\n## Hard rules\n\n- Never call the beta billing API from tests.\n"))
	opt := HookOptions{Store: Store{Dir: ingestTree(t, root), Wait: time.Second}, Config: config.Default()}
	start := func(cwd string) string {
		t.Helper()
		var out bytes.Buffer
		ev := `{"session_id":"s-start","hook_event_name":"SessionStart","source":"startup","cwd":"` + cwd + `"}`
		if err := Hook(context.Background(), strings.NewReader(ev), &out, opt); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	alpha := start(filepath.Join(root, "alpha"))
	if !strings.Contains(alpha, "make check in alpha") || !strings.Contains(alpha, "generated files") || strings.Contains(alpha, "billing") {
		t.Errorf("session in alpha/: %s", alpha)
	}
	top := start(root)
	if !strings.Contains(top, "generated files") || strings.Contains(top, "make check in alpha") || strings.Contains(top, "billing") {
		t.Errorf("session at the root: %s", top)
	}
}
