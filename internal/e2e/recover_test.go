package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/internal/testutil"
)

// tree writes n services' rules, SOPs and a source of truth under root;
// version changes the text of every third service and which services
// exist, so that an ingest of version 2 over version 1 adds, modifies,
// deletes and keeps files.
func tree(t testing.TB, root string, n, version int) {
	t.Helper()
	if err := os.RemoveAll(root); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if version == 2 && i%7 == 3 {
			continue // deleted in version 2
		}
		v := 1
		if version == 2 && i%3 == 0 {
			v = 2
		}
		dir := fmt.Sprintf("svc%03d", i)
		testutil.WriteFile(t, root, dir+"/AGENTS.md", []byte(fmt.Sprintf(
			"# Service %d rules (v%d)\n\n## Security\n\n- SEC-%03d: Never log tokens of service %d. (critical) @security\n"+
				"- Always validate input %d at the boundary. (high)\n\n## Style\n\n- Prefer small functions in service %d, version %d. #refactor\n",
			i, v, i, i, i, i, v)))
		testutil.WriteFile(t, root, dir+"/docs/deploy.md", []byte(fmt.Sprintf(
			"---\ncategory: sop\napplies_to: \"%s/**\"\n---\n\n# Deploying service %d\n\n## Requirements\n\n- Tag release %d of service %d.\n\n## Steps\n\n%s\n",
			dir, i, v, i, strings.Repeat(fmt.Sprintf("Deploy service %d (v%d) with care and watch the dashboards. ", i, v), 30))))
		testutil.WriteFile(t, root, dir+"/data/owners.csv", []byte(fmt.Sprintf("id,owner,version\nsvc%d,team-%d,%d\n", i, i%5, v)))
	}
	if version == 2 {
		for i := n; i < n+n/10; i++ {
			testutil.WriteFile(t, root, fmt.Sprintf("new%03d/AGENTS.md", i), []byte(fmt.Sprintf("# New %d\n\n- Always document service %d.\n", i, i)))
		}
	}
}

// stored is everything a data directory holds that answers depend on.
type stored struct {
	quads   []graph.Quad
	chunks  []index.Chunk
	answers answers
}

func load(t testing.TB, data string) stored {
	t.Helper()
	s := loadStores(t, data)
	s.answers = ask(t, "", data)
	return s
}

// loadStores reads the quads and chunks of data (no answers).
func loadStores(t testing.TB, data string) stored {
	t.Helper()
	ctx := context.Background()
	d := datadir.Dir(data)
	g, err := graph.Open(ctx, d.Graph(), graph.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var s stored
	s.quads, err = g.Quads(ctx)
	_ = g.Close() // only read: nothing to lose
	if err != nil {
		t.Fatal(err)
	}
	cur, err := d.ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	x, err := index.Open(ctx, d.GenerationIndex(cur.Generation), index.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	s.chunks, err = x.Chunks(ctx)
	_ = x.Close() // opened read-only: nothing to lose
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// killPoints is how many random kill -9 points each ingest gets.
func killPoints() int {
	if n, err := strconv.Atoi(os.Getenv("CANON_FAULT_KILLS")); err == nil && n > 0 {
		return n
	}
	return 20
}

// TestFault_KillRecover kills a full and an incremental ingest with SIGKILL
// at random points; after each, one more run must leave the same quads,
// chunks and capsule contract as a clean ingest, and no drift.
func TestFault_KillRecover(t *testing.T) {
	faultSuite(t)
	seed := uint64(time.Now().UnixNano())
	if s, err := strconv.ParseUint(os.Getenv("CANON_FAULT_SEED"), 10, 64); err == nil {
		seed = s
	}
	t.Logf("seed %d (CANON_FAULT_SEED to repeat)", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	const services = 120
	root := filepath.Join(t.TempDir(), "root")
	tree(t, root, services, 1)
	v1 := filepath.Join(t.TempDir(), "v1")
	full := must(t, "ingest", nil, "run", "--data", v1, root)
	tree(t, root, services, 2)
	clean := filepath.Join(t.TempDir(), "clean")
	must(t, "ingest", nil, "run", "--data", clean, root)
	inc := run(t, "ingest", "run", "--data", testutil.CopyTree(t, v1), root)
	want := load(t, clean)
	t.Logf("full ingest %s, incremental %s; %d quads, %d chunks", full.wall.Round(time.Millisecond), inc.wall.Round(time.Millisecond), len(want.quads), len(want.chunks))

	identicalSearch, total := 0, 0
	for _, kind := range []string{"full", "incremental"} {
		span := full.wall
		if kind == "incremental" {
			span = inc.wall
		}
		kills := 0
		for i := 0; kills < killPoints() && i < 3*killPoints(); i++ {
			delay := time.Duration(rng.Int64N(int64(span) * 9 / 10))
			data := filepath.Join(t.TempDir(), "data")
			if kind == "incremental" {
				data = testutil.CopyTree(t, v1)
			}
			cmd := exec.Command(filepath.Join(bin, "ingest"), "run", "--data", data, root)
			began := start(t, cmd)
			time.Sleep(delay)
			_ = cmd.Process.Signal(syscall.SIGKILL) // had it exited already, wait says so
			killed := wait(t, cmd, began)
			if killed.code == 0 {
				t.Logf("%s %2d: finished before the kill at %s; another point", kind, i, delay.Round(time.Millisecond))
				continue
			}
			kills++
			r := must(t, "ingest", nil, "run", "--json", "--data", data, root)
			var s struct {
				Reconciled *struct {
					GraphOrphans []string `json:"graph_orphans"`
					IndexOrphans []string `json:"index_orphans"`
					Stale        []string `json:"stale"`
				} `json:"reconciled"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
				t.Fatalf("ingest run --json output: %v", err)
			}
			note := "nothing to reconcile"
			if s.Reconciled != nil {
				note = fmt.Sprintf("reconciled %d+%d orphans, %d stale", len(s.Reconciled.GraphOrphans), len(s.Reconciled.IndexOrphans), len(s.Reconciled.Stale))
			}
			t.Logf("%s %2d: killed at %s (exit %d), %s", kind, i, delay.Round(time.Millisecond), killed.code, note)
			got := load(t, data)
			if d := cmp.Diff(want.quads, got.quads); d != "" {
				t.Errorf("%s kill %d at %s: graph differs from a clean ingest (-clean +recovered):\n%s", kind, i, delay, tail(d, 2000))
			}
			if !slices.EqualFunc(want.chunks, got.chunks, func(a, b index.Chunk) bool { return cmp.Equal(a, b) }) {
				t.Errorf("%s kill %d at %s: index differs from a clean ingest: %d vs %d chunks", kind, i, delay, len(got.chunks), len(want.chunks))
			}
			if got.answers.contractHash != want.answers.contractHash || got.answers.capsule != want.answers.capsule {
				t.Errorf("%s kill %d at %s: capsule contract %s, clean %s", kind, i, delay, got.answers.contractHash, want.answers.contractHash)
			}
			same := true
			for _, ans := range []struct {
				what      string
				want, got map[string]string
			}{{"search", want.answers.search, got.answers.search}, {"context", want.answers.context, got.answers.context}} {
				for _, q := range slices.Sorted(maps.Keys(ans.want)) {
					if ans.got[q] != ans.want[q] {
						same = false
						t.Errorf("%s kill %d at %s: %s %q answers differently from a clean ingest:\n%s", kind, i, delay, ans.what, q, tail(cmp.Diff(ans.want[q], ans.got[q]), 2000))
					}
				}
			}
			if same {
				identicalSearch++
			}
			must(t, "ingest", nil, "run", "--check", "--data", data, root)
		}
		if total += kills; kills < killPoints() {
			t.Errorf("%s: only %d of %d runs were killed before they finished", kind, kills, killPoints())
		}
	}
	t.Logf("%d of %d recoveries answered every search and context query byte-identically to a clean ingest", identicalSearch, total)
}
