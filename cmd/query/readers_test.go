package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

// childArgsEnv carries the arguments of a query run in a child process
// (the test binary re-executed): readers are separate processes, as the
// locks they hold are per process.
const childArgsEnv = "CANON_QUERY_CHILD_ARGS"

// TestQueryChild is the child process: it runs query with the arguments in
// childArgsEnv and exits with its exit code. Run directly it does nothing.
func TestQueryChild(t *testing.T) {
	enc := os.Getenv(childArgsEnv)
	if enc == "" {
		t.Skip("only runs as a child process")
	}
	var args []string
	if err := json.Unmarshal([]byte(enc), &args); err != nil {
		os.Exit(99)
	}
	err := run(context.Background(), args, os.Stdout, os.Stderr)
	os.Exit(exitCode(err, os.Stdout, os.Stderr))
}

// childQuery is a query run in a child process.
func childQuery(args ...string) *exec.Cmd {
	enc, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^TestQueryChild$")
	cmd.Env = append(os.Environ(), childArgsEnv+"="+string(enc))
	return cmd
}

// runChild runs a query in a child process and returns its stdout.
func runChild(args ...string) ([]byte, error) {
	cmd := childQuery(args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("query %v: %w: %s", args, err, errOut.String())
	}
	return out.Bytes(), nil
}

// hashTree hashes every file under dir by its relative path.
func hashTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		rel, _ := filepath.Rel(dir, p)
		out[rel] = hex.EncodeToString(sum[:])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestReaders_Concurrent: 16 query processes at once on one store all
// answer, the same bytes each; queries change no file of the data
// directory (the index generation included: no merges from readers).
func TestReaders_Concurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 16 processes")
	}
	data := ingestExamples(t)
	before := hashTree(t, data)
	task := []string{"context", "--data", data, "--task", "add a retry to the payments refund handler", "--files", "services/payments/refund.go", "--json"}
	want, err := runChild(task...)
	if err != nil {
		t.Fatal(err)
	}
	const n = 16
	outs := make([][]byte, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = runChild(task...)
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("query %d: %v", i, errs[i])
		}
		if !bytes.Equal(outs[i], want) {
			t.Fatalf("query %d printed other bytes", i)
		}
	}
	if after := hashTree(t, data); !maps.Equal(before, after) {
		t.Fatalf("queries changed the data directory:\nbefore %v\nafter  %v", before, after)
	}
}

// TestReaders_SameBytes: the same store and task give the same bytes ten
// times in a row, for context and search, and leave the index generation
// unchanged.
func TestReaders_SameBytes(t *testing.T) {
	data := ingestExamples(t)
	c, err := datadir.Dir(data).ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	gen := datadir.Dir(data).Generation(c.Generation)
	before := hashTree(t, gen)
	ctx := context.Background()
	for _, args := range [][]string{
		{"context", "--data", data, "--task", "deploy application with a database migration", "--json"},
		{"search", "--data", data, "deploy application", "--json"},
	} {
		var first []byte
		for i := range 10 {
			var out, errOut bytes.Buffer
			if err := run(ctx, args, &out, &errOut); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if i == 0 {
				first = out.Bytes()
			} else if !bytes.Equal(first, out.Bytes()) {
				t.Fatalf("%s run %d printed other bytes", args[0], i+1)
			}
		}
	}
	if after := hashTree(t, gen); !maps.Equal(before, after) {
		t.Fatal("queries changed the index generation's files")
	}
}

// TestReaders_MissingData: a reader given a missing data directory fails
// with the one message and creates nothing.
func TestReaders_MissingData(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope")
	ctx := context.Background()
	for _, args := range [][]string{
		{"context", "--data", missing, "--task", "deploy"},
		{"search", "--data", missing, "deploy"},
		{"verify", "--data", missing, "--text", "v1.2 shipped on 2026-01-02"},
		{"capsule", "--data", missing},
	} {
		var out, errOut bytes.Buffer
		err := run(ctx, args, &out, &errOut)
		if !errors.Is(err, datadir.ErrNothingIngested) || !strings.Contains(err.Error(), "nothing ingested in "+missing+": run `ingest run` first") {
			t.Errorf("%s on a missing directory: %v", args[0], err)
		}
		if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("%s created the data directory", args[0])
		}
	}
}

// TestReaders_DuringIngest: while an ingest rewrites half the corpus,
// queries in other processes answer, each exactly as the old or the new
// snapshot answers, never a mix and never an error.
func TestReaders_DuringIngest(t *testing.T) {
	if testing.Short() {
		t.Skip("ingests a synthetic corpus twice")
	}
	root := t.TempDir()
	const files = 400
	write := func(rev int, only func(i int) bool) {
		for i := range files {
			if !only(i) {
				continue
			}
			var b strings.Builder
			fmt.Fprintf(&b, "# Service %d runbook\n\n## Deploy\n\n", i)
			for j := range 12 {
				fmt.Fprintf(&b, "Deploy step %d of service %d revision %d: roll out the application in waves and watch the error rate of shard %d.\n\n", j, i, rev, (i*7+j)%13)
			}
			fmt.Fprintf(&b, "## Rules\n\n- Always run the database migration for service %d before the deploy (revision %d).\n- Never deploy service %d on Fridays.\n", i, rev, i)
			testutil.WriteFile(t, root, fmt.Sprintf("docs/svc%03d.md", i), []byte(b.String()))
		}
	}
	write(1, func(int) bool { return true })
	data := t.TempDir()
	ctx := context.Background()
	opt := ingest.Options{Roots: []string{root}, Data: datadir.Dir(data), LockTimeout: 30 * time.Second}
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	args := []string{"context", "--data", data, "--task", "deploy the application with a database migration", "--json"}
	answer := func() (string, []byte) {
		out, err := runChild(args...)
		if err != nil {
			t.Error(err)
			return "", nil
		}
		var p struct {
			SnapshotID string `json:"snapshot_id"`
		}
		if err := json.Unmarshal(out, &p); err != nil || p.SnapshotID == "" {
			t.Errorf("pack without snapshot_id: %v", err)
		}
		return p.SnapshotID, out
	}
	oldID, oldOut := answer()

	write(2, func(i int) bool { return i%2 == 0 })
	done := make(chan error, 1)
	go func() {
		_, err := ingest.Run(ctx, opt)
		done <- err
	}()
	type result struct {
		id     string
		out    []byte
		during bool
	}
	var (
		mu      sync.Mutex
		results []result
		wg      sync.WaitGroup
	)
	ingesting := true
	for ingesting {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			ingesting = false
		default:
		}
		for range 2 {
			wg.Add(1)
			go func(during bool) {
				defer wg.Done()
				id, out := answer()
				mu.Lock()
				results = append(results, result{id, out, during})
				mu.Unlock()
			}(ingesting)
		}
		wg.Wait()
	}
	newID, newOut := answer()
	if newID == oldID {
		t.Fatal("the ingest did not change the snapshot")
	}
	during := 0
	for _, r := range results {
		if r.during {
			during++
		}
		switch r.id {
		case oldID:
			if !bytes.Equal(r.out, oldOut) {
				t.Errorf("a query of the old snapshot %s printed other bytes than before the ingest", oldID)
			}
		case newID:
			if !bytes.Equal(r.out, newOut) {
				t.Errorf("a query of the new snapshot %s printed other bytes than after the ingest", newID)
			}
		default:
			t.Errorf("a query answered from snapshot %q, neither old %s nor new %s", r.id, oldID, newID)
		}
	}
	if during == 0 {
		t.Fatal("no query started while the ingest ran")
	}
	ids := make([]string, 0, len(results))
	for _, r := range results {
		ids = append(ids, r.id)
	}
	slices.Sort(ids)
	t.Logf("%d queries while ingesting (%d in all): snapshots %v", during, len(results), slices.Compact(ids))
}
