package ingest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/index"
)

// crashTree writes n rule files and SOPs under a new root.
func crashTree(t *testing.T, n int) string {
	root := t.TempDir()
	for i := range n {
		dir := filepath.Join(root, fmt.Sprintf("svc%03d", i))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		rules := fmt.Sprintf("# Service %d rules\n\n## Security\n\n- SEC-%03d: Never log tokens of service %d. (critical) @security\n"+
			"- Always validate input %d at the boundary. (high)\n\n## Style\n\n- Prefer small functions in service %d. #refactor\n", i, i, i, i, i)
		sop := fmt.Sprintf("---\ncategory: sop\napplies_to: \"svc%03d/**\"\nseverity: warning\n---\n\n# Deploying service %d\n\n"+
			"## Requirements\n\n- Tag the release of service %d.\n- Run the smoke tests.\n\n## Steps\n\n%s\n", i, i, i,
			strings.Repeat(fmt.Sprintf("Deploy service %d with care and watch the dashboards. ", i), 40))
		if err := os.WriteFile(filepath.Join(dir, "AGENTS.md"), []byte(rules), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "deploy.md"), []byte(sop), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestRun_KilledMidRun kills an ingest process (SIGKILL) once it has
// recorded some files but not all, then checks that a second run finishes
// the job and leaves exactly what a clean run leaves: nothing stored is
// lost, nothing is stored twice.
func TestRun_KilledMidRun(t *testing.T) {
	if root := os.Getenv("CANON_CRASH_ROOT"); root != "" {
		// The child: ingest slowly (small batches, one worker, documents
		// spread over transactions of 20 quads) until killed.
		_, err := Run(context.Background(), Options{Roots: []string{root}, Data: datadir.Dir(os.Getenv("CANON_CRASH_DATA")),
			Workers: 1, BatchQuads: 50, TxQuads: 20, LockTimeout: time.Second})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("spawns and kills an ingest process")
	}
	root := crashTree(t, 300)
	for _, at := range []int{1, 150, 450} {
		t.Run(fmt.Sprintf("after%d", at), func(t *testing.T) { killAndRecover(t, root, at) })
	}
}

// killAndRecover kills an ingest of root once at least at files are
// recorded, reruns it and compares the stores with a clean ingest.
func killAndRecover(t *testing.T, root string, at int) {
	data := filepath.Join(t.TempDir(), "data")
	cmd := exec.Command(os.Args[0], "-test.run=^TestRun_KilledMidRun$")
	cmd.Env = append(os.Environ(), "CANON_CRASH_ROOT="+root, "CANON_CRASH_DATA="+data)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait until the child has recorded some files, then kill it.
	recorded := 0
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if st, err := datadir.LoadState(datadir.Dir(data).State()); err == nil && len(st.Files) >= at {
			recorded = len(st.Files)
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGKILL) // had it exited already, Wait below says so
	err := cmd.Wait()
	if recorded == 0 || err == nil {
		t.Fatalf("child was not killed mid-run (recorded %d, wait %v)", recorded, err)
	}
	st, err := datadir.LoadState(datadir.Dir(data).State())
	if err != nil {
		t.Fatalf("state.json unreadable after the kill: %v", err)
	}
	t.Logf("killed after %d of 600 files were recorded (%d at kill time)", len(st.Files), recorded)
	if len(st.Files) >= 600 {
		t.Fatal("the child finished before it was killed; nothing was tested")
	}

	// The next run redoes exactly the files the killed run had not recorded.
	s, err := Run(context.Background(), Options{Roots: []string{root}, Data: datadir.Dir(data), LockTimeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("run after the kill: %v", err)
	}
	if s.Unchanged != len(st.Files) || s.Added != 600-len(st.Files) || s.Failed != 0 {
		t.Fatalf("run after the kill: %d unchanged, %d added, %d failed; want %d and %d", s.Unchanged, s.Added, s.Failed, len(st.Files), 600-len(st.Files))
	}
	clean := filepath.Join(t.TempDir(), "clean")
	if _, err := Run(context.Background(), Options{Roots: []string{root}, Data: datadir.Dir(clean), LockTimeout: time.Second}); err != nil {
		t.Fatal(err)
	}
	checkModel(t, datadir.Dir(data))
	q1, c1 := snapshot(t, data)
	q2, c2 := snapshot(t, clean)
	if d := cmp.Diff(q2, q1); d != "" {
		t.Fatalf("graph after kill + rerun differs from a clean ingest (-clean +recovered)\n%s", d)
	}
	if !slices.EqualFunc(c1, c2, func(a, b index.Chunk) bool { return cmp.Equal(a, b) }) {
		t.Fatalf("index after kill + rerun differs from a clean ingest: %d vs %d chunks", len(c1), len(c2))
	}
}
