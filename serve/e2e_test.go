package serve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
)

// binaries builds cmd/query and cmd/ingest once for the end-to-end tests.
var binaries = struct {
	once          sync.Once
	dir           string
	query, ingest string
	err           error
}{}

func TestMain(m *testing.M) {
	code := m.Run()
	if binaries.dir != "" {
		_ = os.RemoveAll(binaries.dir) // best effort: a temporary directory
	}
	os.Exit(code)
}

func buildBinaries(t testing.TB) (query, ingest string) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end: builds the binaries (skipped under -short)")
	}
	b := &binaries
	b.once.Do(func() {
		if b.dir, b.err = os.MkdirTemp("", "canon-e2e-bin-"); b.err != nil {
			return
		}
		b.query, b.ingest = filepath.Join(b.dir, "query"), filepath.Join(b.dir, "ingest")
		for bin, pkg := range map[string]string{b.query: "./cmd/query", b.ingest: "./cmd/ingest"} {
			cmd := exec.Command("go", "build", "-o", bin, pkg)
			cmd.Dir = testutil.RepoRoot(t)
			if out, err := cmd.CombinedOutput(); err != nil {
				b.err = &buildError{pkg: pkg, out: string(out), err: err}
				return
			}
		}
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return b.query, b.ingest
}

type buildError struct {
	pkg, out string
	err      error
}

func (e *buildError) Error() string { return "go build " + e.pkg + ": " + e.err.Error() + "\n" + e.out }

// runIngest runs the ingest binary over root into data.
func runIngest(t *testing.T, bin, data, root string) {
	t.Helper()
	if out, err := exec.Command(bin, "run", "--data", data, root).CombinedOutput(); err != nil {
		t.Fatalf("ingest run: %v\n%s", err, out)
	}
}

// TestE2E_TypeScriptClient drives the built `query serve` over stdio with
// the reference TypeScript SDK (@modelcontextprotocol/sdk, installed from
// npm into a temporary directory): initialize, tools/list,
// prepare_task_context on examples/, an ingest of a changed tree, and
// calls that answer from the new snapshot once the server has switched.
func TestE2E_TypeScriptClient(t *testing.T) {
	query, ingest := buildBinaries(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed")
	}
	client := t.TempDir()
	for _, f := range []string{"package.json", "client.mjs"} {
		b, err := os.ReadFile(filepath.Join("testdata", "e2e", f))
		if err != nil {
			t.Fatal(err)
		}
		testutil.WriteFile(t, client, f, b)
	}
	install := exec.Command(npm, "install", "--no-audit", "--no-fund", "--loglevel=error")
	install.Dir = client
	if out, err := install.CombinedOutput(); err != nil {
		t.Skipf("npm install failed (offline?): %v\n%s", err, out)
	}

	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	runIngest(t, ingest, data, root)
	cmd := exec.Command(node, "client.mjs", query, data, root)
	cmd.Dir = client
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill() // best effort: it may have exited already
		_ = cmd.Wait()         // killed or waited for already: nothing to learn
	}()
	steps := map[string]map[string]any{}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	timer := time.AfterFunc(90*time.Second, func() { _ = cmd.Process.Kill() }) // a watchdog: the scan below then ends
	defer timer.Stop()
	for sc.Scan() {
		var step map[string]any
		if err := json.Unmarshal(sc.Bytes(), &step); err != nil {
			t.Fatalf("client printed %q: %v", sc.Text(), err)
		}
		name, _ := step["step"].(string)
		steps[name] = step
		t.Logf("%s", sc.Text())
		if name == "pack1" {
			testutil.WriteFile(t, root, "docs/sops/ledger-index-migrations.md", []byte("---\ntitle: Ledger index migrations\napplies_to: [\"services/ledger/**\"]\n---\n"+
				"# Ledger index migrations\n\n## Requirements\n\n1. Create every ledger index concurrently so the migration never locks the ledger table.\n"))
			runIngest(t, ingest, data, root)
			if _, err := io.WriteString(stdin, "ingested\n"); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("client: %v\nstderr:\n%s", err, stderr.String())
	}
	for _, s := range []string{"initialized", "tools", "pack1", "pack2", "bad"} {
		if steps[s] == nil {
			t.Fatalf("no step %s; stderr:\n%s", s, stderr.String())
		}
	}
	var names []string
	for _, n := range steps["tools"]["names"].([]any) {
		names = append(names, n.(string))
	}
	slices.Sort(names)
	if want := []string{ToolCapsule, ToolState, ToolRulesForFile, ToolContext, ToolSearch, ToolVerify}; !slices.Equal(names, want) {
		t.Errorf("tools %v, want %v", names, want)
	}
	if steps["tools"]["readOnly"] != true {
		t.Error("a tool lacks readOnlyHint")
	}
	p1, p2 := steps["pack1"], steps["pack2"]
	if p1["isError"] != false || p1["items"].(float64) == 0 || !strings.Contains(p1["text"].(string), "# Context for") {
		t.Errorf("pack1 %v", p1)
	}
	if f := p1["files"].([]any); len(f) != 1 || f[0] != "services/ledger/migrations/003_add_index.sql" {
		t.Errorf("pack1 files %v: the absolute path was not mapped onto the root", f)
	}
	published, err := datadir.Dir(data).CurrentSnapshotID()
	if err != nil {
		t.Fatal(err)
	}
	if p2["snapshot"] != published || p2["snapshot"] == p1["snapshot"] || p2["errors"].(float64) != 0 {
		t.Fatalf("pack2 %v, want snapshot %s", p2, published)
	}
	if !slices.Contains(p2["cites"].([]any), any("docs/sops/ledger-index-migrations.md")) {
		t.Errorf("the new snapshot's pack does not cite the new SOP: %v", p2["cites"])
	}
	st := p2["state"].(map[string]any)
	if st["snapshot_id"] != published || st["switches"].(float64) != 1 || st["switched_at"] == "" {
		t.Errorf("get_project_state after the switch: %v", st)
	}
	t.Logf("switch seen by the client %v ms after the ingest, after %v calls", p2["ms"], p2["calls"])
	if bad := steps["bad"]; bad["isError"] != true || !strings.Contains(bad["text"].(string), "empty task") {
		t.Errorf("empty task: %v", bad)
	}
}
