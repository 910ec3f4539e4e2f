package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/capsule"
)

func TestCapsule(t *testing.T) {
	data := ingestExamples(t)
	ctx := context.Background()

	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"capsule", "--data", data}, &out, &errOut); err != nil {
		t.Fatalf("capsule: %v", err)
	}
	printed, err := capsule.Read(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatalf("printed capsule: %v\n%s", err, out.String())
	}
	if printed.Summary.SourceArtifacts != 18 || printed.ProjectID != "proj:default" || !strings.HasPrefix(printed.CacheKey, capsule.CacheKeyPrefix) {
		t.Fatalf("printed capsule: %+v", printed.Summary)
	}

	file := filepath.Join(t.TempDir(), "contract.json")
	out.Reset()
	if err := run(ctx, []string{"capsule", "--out", file, "--data", data}, &out, &errOut); err != nil {
		t.Fatalf("capsule --out: %v", err)
	}
	if !strings.HasPrefix(out.String(), "wrote "+file+": "+printed.SnapshotID) {
		t.Fatalf("capsule --out printed %q", out.String())
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	written, err := capsule.Read(bytes.NewReader(b))
	if err != nil || written.ContractHash != printed.ContractHash || written.SourceHash != printed.SourceHash {
		t.Fatalf("written capsule %+v, %v", written, err)
	}
	if matches, _ := filepath.Glob(filepath.Join(filepath.Dir(file), ".*tmp*")); len(matches) != 0 {
		t.Fatalf("temporary files left: %v", matches)
	}

	errOut.Reset()
	err = run(ctx, []string{"capsule", "--data", data, "extra"}, &out, &errOut)
	if code := exitCode(err, io.Discard, &errOut); code != 2 {
		t.Fatalf("extra argument: exit %d", code)
	}
	errOut.Reset()
	err = run(ctx, []string{"capsule", "--data", t.TempDir()}, &out, &errOut)
	if code := exitCode(err, io.Discard, &errOut); code != 1 || !strings.Contains(errOut.String(), "nothing ingested in") {
		t.Fatalf("empty data directory: exit %d, %s", code, errOut.String())
	}
}
