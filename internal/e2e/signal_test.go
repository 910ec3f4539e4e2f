package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

// TestFault_SIGTERM stops an ingest with SIGTERM while it parses and
// writes (450 small files and two just under the record and rule limits),
// at a tenth, a third and three fifths of a whole run's time:
// it must exit within a second, and the next run must finish the job with
// the stores holding exactly what state.json records.
func TestFault_SIGTERM(t *testing.T) {
	faultSuite(t)
	root := filepath.Join(t.TempDir(), "root")
	const services = 150
	tree(t, root, services, 1)
	var csv, rules strings.Builder
	csv.WriteString("id,name,owner\n")
	for r := range 19_000 {
		fmt.Fprintf(&csv, "%d,name %d,team %d\n", r, r, r%7)
	}
	rules.WriteString("# Rules\n\n")
	for r := range 9_000 {
		fmt.Fprintf(&rules, "- Always check item %d before merging.\n", r)
	}
	testutil.WriteFile(t, root, "big/large.csv", []byte(csv.String()))
	testutil.WriteFile(t, root, "big/AGENTS.md", []byte(rules.String()))
	files := 3*services + 2
	// The signal goes at fractions of a whole run's time on this machine:
	// at fixed times (0.2, 0.7 and 1.5 s) a fast machine had finished
	// parsing by the last one, and the run published and exited 0. The
	// quicker of two runs: one slowed by a busy machine put 60% past the
	// end of the next (2.62 s measured, then a run of 1.85 s).
	whole := min(must(t, "ingest", nil, "run", "--data", filepath.Join(t.TempDir(), "whole"), root).wall,
		must(t, "ingest", nil, "run", "--data", filepath.Join(t.TempDir(), "whole2"), root).wall)
	t.Logf("a whole run takes %s", whole.Round(time.Millisecond))
	for _, frac := range []float64{0.1, 0.35, 0.6} {
		after := time.Duration(frac * float64(whole))
		t.Run(fmt.Sprintf("%.0f%%", 100*frac), func(t *testing.T) {
			data := filepath.Join(t.TempDir(), "data")
			cmd := exec.Command(filepath.Join(bin, "ingest"), "run", "--data", data, root)
			began := start(t, cmd)
			time.Sleep(after)
			sent := time.Now()
			if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Fatal(err)
			}
			r := wait(t, cmd, began)
			stop := time.Since(sent)
			t.Logf("SIGTERM after %s: exit %d in %s (max RSS %d MB)", after, r.code, stop.Round(time.Millisecond), r.maxRSS>>20)
			if r.code == 0 {
				t.Fatalf("the run finished in %s before SIGTERM: nothing tested", r.wall)
			}
			if stop > time.Second {
				t.Errorf("exit %s after SIGTERM, want within 1 s", stop)
			}
			out := must(t, "ingest", nil, "run", "--json", "--data", data, root).stdout
			var s summary
			if err := json.Unmarshal([]byte(out), &s); err != nil || s.TotalDocs != files || s.Failed != 0 {
				t.Errorf("run after SIGTERM: %+v %v", s, err)
			}
			must(t, "ingest", nil, "run", "--check", "--data", data, root)
		})
	}
}

// TestFault_DiskFull runs an ingest whose data directory is on a tmpfs too
// small for it, then the same data directory with room (copied to a normal
// directory): the second run must leave no orphan and the stores of a
// clean ingest. It needs root for the mount.
func TestFault_DiskFull(t *testing.T) {
	faultSuite(t)
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root")
	}
	root := filepath.Join(t.TempDir(), "root")
	tree(t, root, 120, 1)
	mnt := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", mnt).Run() }) // unmounted already unless the test failed first
	full := filepath.Join(mnt, "data")
	r := run(t, "ingest", "run", "--data", full, root)
	if r.code == 0 || !strings.Contains(r.stderr, "no space left on device") {
		t.Fatalf("ingest on a full disk: exit %d\n%s", r.code, tail(r.stderr, 1000))
	}
	drift := run(t, "ingest", "run", "--check", "--data", full, root)
	t.Logf("after the full disk: exit %d, check exit %d: %s", r.code, drift.code, strings.TrimSpace(tail(drift.stdout, 200)))
	data := testutil.CopyTree(t, full)
	if out, err := exec.Command("umount", mnt).CombinedOutput(); err != nil {
		t.Fatalf("umount %s: %v %s", mnt, err, out)
	}
	must(t, "ingest", nil, "run", "--data", data, root)
	must(t, "ingest", nil, "run", "--check", "--data", data, root)
	clean := filepath.Join(t.TempDir(), "clean")
	must(t, "ingest", nil, "run", "--data", clean, root)
	want, got := load(t, clean), load(t, data)
	if len(want.quads) != len(got.quads) || len(want.chunks) != len(got.chunks) || want.answers.contractHash != got.answers.contractHash {
		t.Errorf("after the full disk and a run with room: %d quads, %d chunks, contract %s; clean: %d, %d, %s",
			len(got.quads), len(got.chunks), got.answers.contractHash, len(want.quads), len(want.chunks), want.answers.contractHash)
	}
}
