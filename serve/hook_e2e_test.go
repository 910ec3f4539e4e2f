package serve

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

// hookRun feeds a fixture event (placeholders {{ROOT}}, {{FILE}},
// {{PROMPT}} replaced) to the built `query hook` and returns its stdout,
// stderr and the additional context it adds ("" when stdout is empty).
func hookRun(t *testing.T, bin, data, fixture string, vars map[string]string) (stdout, stderr, added string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "hook", fixture))
	if err != nil {
		t.Fatal(err)
	}
	ev := string(b)
	for k, v := range vars {
		q, _ := json.Marshal(v)
		ev = strings.ReplaceAll(ev, "{{"+k+"}}", strings.Trim(string(q), `"`))
	}
	cmd := exec.Command(bin, "hook", "--data", data)
	if data == "" { // no --data: the hook finds .canon from the event's cwd
		cmd = exec.Command(bin, "hook")
		cmd.Dir = t.TempDir()
	}
	cmd.Stdin = strings.NewReader(ev)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: query hook exited with %v (it must always exit 0)\n%s", fixture, err, errb.String())
	}
	t.Logf("%s %v: %d bytes in %s", fixture, vars["FILE"], out.Len(), time.Since(start).Round(time.Millisecond))
	if out.Len() == 0 {
		return "", errb.String(), ""
	}
	if out.Len() >= 10000 {
		t.Errorf("%s: %d bytes of output, over Claude Code's 10,000 characters", fixture, out.Len())
	}
	var o hookOutput
	if err := json.Unmarshal(out.Bytes(), &o); err != nil {
		t.Fatalf("%s: output %q: %v", fixture, out.String(), err)
	}
	want := EventPreToolUse
	switch {
	case strings.HasPrefix(fixture, "session_start"):
		want = EventSessionStart
	case strings.HasPrefix(fixture, "user_prompt_submit"):
		want = EventUserPromptSubmit
	}
	if o.HookSpecificOutput.HookEventName != want || bytes.Contains(out.Bytes(), []byte("permissionDecision")) {
		t.Errorf("%s: output %s", fixture, out.String())
	}
	return out.String(), errb.String(), o.HookSpecificOutput.AdditionalContext
}

// TestE2E_HookOnExamples feeds Claude Code events to the built binary.
func TestE2E_HookOnExamples(t *testing.T) {
	query, ingest := buildBinaries(t)
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	runIngest(t, ingest, data, root)
	vars := map[string]string{"ROOT": root, "PROMPT": "add a database migration for the ledger"}

	if _, _, got := hookRun(t, query, data, "session_start.json", vars); !strings.Contains(got, "SEC-001") {
		t.Errorf("SessionStart: no constitution in %q", got)
	}
	if _, _, got := hookRun(t, query, data, "user_prompt_submit.json", vars); !strings.Contains(got, "docs/sops/database-migrations.md") {
		t.Errorf("UserPromptSubmit: the migrations SOP is not in %q", got)
	} else if !regexp.MustCompile(`(?m)^- .+  \[docs/sops/database-migrations\.md:\d+(-\d+)?\]$`).MatchString(got) {
		t.Errorf("UserPromptSubmit: the SOP's rules are not given as the file hook gives them, \"- rule  [path:lines]\": %q", got)
	}
	vars["FILE"] = "services/ledger/new_ledger.go" // a file that does not exist yet
	_, _, got := hookRun(t, query, data, "pre_tool_use_write.json", vars)
	if !strings.Contains(got, "services/ledger/CLAUDE.md") || !strings.Contains(got, "LED-001") || !strings.Contains(got, ".cursor/rules/go-errors.mdc") {
		t.Errorf("Write of a new ledger file: its scoped rules are not in %q", got)
	}
	if strings.Contains(got, "services/payments/AGENTS.md") {
		t.Errorf("Write of a ledger file got the payments rules: %q", got)
	}
	if out, _, _ := hookRun(t, query, data, "pre_tool_use_edit.json", vars); out != "" {
		t.Errorf("second edit of the file in the session added %q", out)
	}
	// Another ledger file: the same documents govern it, and their rules
	// are in the session already: named, counted, not repeated.
	vars["FILE"] = "services/ledger/other_ledger.go"
	if _, _, got := hookRun(t, query, data, "pre_tool_use_write.json", vars); !strings.Contains(got, "### services/ledger/CLAUDE.md") ||
		strings.Contains(got, "LED-001") || !strings.Contains(got, "given earlier in this session") {
		t.Errorf("a second ledger file repeats the rules given for the first, or does not name their files: %q", got)
	}
	vars["FILE"] = "services/payments/refunds.go"
	if _, _, got := hookRun(t, query, data, "pre_tool_use_edit.json", vars); !strings.Contains(got, "services/payments/AGENTS.md") {
		t.Errorf("Edit of a payments file: %q", got)
	}
	if out, errOut, _ := hookRun(t, query, data, "malformed.json", vars); out != "" || !strings.Contains(errOut, "query hook:") {
		t.Errorf("malformed event: stdout %q, stderr %q", out, errOut)
	}
	vars["FILE"] = "../../outside.go"
	if out, errOut, _ := hookRun(t, query, data, "pre_tool_use_write.json", vars); out != "" || !strings.Contains(errOut, "is under no ingested root") {
		t.Errorf("file under no root: stdout %q, stderr %q", out, errOut)
	}
	if out, errOut, _ := hookRun(t, query, filepath.Join(t.TempDir(), "missing"), "session_start.json", vars); out != "" || !strings.Contains(errOut, "nothing ingested") {
		t.Errorf("no data directory: stdout %q, stderr %q", out, errOut)
	}
	// After a compaction the session forgets what was sent: the ledger
	// file's rules come again.
	hookRun(t, query, data, "session_start_compact.json", vars)
	vars["FILE"] = "services/ledger/new_ledger.go"
	if _, _, got := hookRun(t, query, data, "pre_tool_use_edit.json", vars); !strings.Contains(got, "LED-001") {
		t.Errorf("after a compaction the ledger rules did not come again: %q", got)
	}
}

// TestE2E_HookFindsTheProjectData: without --data the hook looks for
// .canon in the event's cwd and the directories above it, wherever the
// hook process runs.
func TestE2E_HookFindsTheProjectData(t *testing.T) {
	query, ingest := buildBinaries(t)
	root := testutil.CopyTree(t, testutil.Examples(t))
	runIngest(t, ingest, filepath.Join(root, ".canon"), root)
	sub := filepath.Join(root, "services", "ledger")
	if _, _, got := hookRun(t, query, "", "session_start.json", map[string]string{"ROOT": sub}); !strings.Contains(got, "SEC-001") {
		t.Errorf("SessionStart from %s without --data: no constitution in %q", sub, got)
	}
	if out, errOut, _ := hookRun(t, query, "", "session_start.json", map[string]string{"ROOT": t.TempDir()}); out != "" || !strings.Contains(errOut, "query hook:") {
		t.Errorf("SessionStart from a directory with no .canon above it: stdout %q, stderr %q", out, errOut)
	}
}

// TestE2E_HookOnRealRepository: on a real repository of the rules corpus,
// a new file in a directory with a nested CLAUDE.md or AGENTS.md gets that
// file's rules before it is written, once per session.
func TestE2E_HookOnRealRepository(t *testing.T) {
	query, ingest := buildBinaries(t)
	repos := filepath.Join(testutil.Corpora(t), "rules", "real-repos")
	repo, nested := nestedRuleFile(t, repos)
	if repo == "" {
		t.Skipf("no repository under %s has a nested CLAUDE.md or AGENTS.md", repos)
	}
	data := t.TempDir()
	runIngest(t, ingest, data, repo)
	vars := map[string]string{"ROOT": repo, "FILE": path.Join(path.Dir(nested), "canon_hook_new_file.ts")}
	t.Logf("%s: a new file beside %s", filepath.Base(repo), nested)
	_, _, got := hookRun(t, query, data, "pre_tool_use_write.json", vars)
	if !strings.Contains(got, "### "+nested+" ") {
		t.Errorf("%s: Write of %s: %s is not in %q", filepath.Base(repo), vars["FILE"], nested, got)
	}
	if out, _, _ := hookRun(t, query, data, "pre_tool_use_edit.json", vars); out != "" {
		t.Errorf("second edit added %q", out)
	}
}

// nestedRuleFile finds, in the first repository (by name) that has one,
// the first nested CLAUDE.md or AGENTS.md below the repository's root,
// as a slash path relative to it.
func nestedRuleFile(t *testing.T, repos string) (repo, rel string) {
	t.Helper()
	entries, err := os.ReadDir(repos)
	if err != nil {
		t.Skipf("no real repositories: %v", err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(repos, e.Name())
		var found []string
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error { // the callback skips errors: WalkDir cannot fail
			if err != nil {
				return nil
			}
			if d.IsDir() && p != dir && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
				return filepath.SkipDir // hidden, or a snapshot of another tree
			}
			if d.IsDir() || filepath.Dir(p) == dir {
				return nil
			}
			if n := d.Name(); n == "CLAUDE.md" || n == "AGENTS.md" {
				r, _ := filepath.Rel(dir, p)
				found = append(found, filepath.ToSlash(r))
			}
			return nil
		})
		if len(found) > 0 {
			slices.Sort(found)
			return dir, found[0]
		}
	}
	return "", ""
}
