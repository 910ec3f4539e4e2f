package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// ingestRoot writes files into a new root, ingests it and returns the data directory.
func ingestRoot(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		testutil.WriteFile(t, root, name, []byte(text))
	}
	data := t.TempDir()
	if _, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: datadir.Dir(data), LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	return data
}

// ingestExamples ingests examples/ into a new data directory and returns it.
func ingestExamples(t *testing.T) string {
	t.Helper()
	data := t.TempDir()
	if _, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{testutil.Examples(t)}, Data: datadir.Dir(data), LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	return data
}

func TestContext_JSONAndUsage(t *testing.T) {
	data := ingestExamples(t)
	ctx := context.Background()
	args := []string{"context", "--data", data, "--task", "add a database migration for the ledger", "--files", "services/ledger/migrations/001.sql", "--mode", "review", "--json"}
	var a, b, errOut bytes.Buffer
	if err := run(ctx, args, &a, &errOut); err != nil {
		t.Fatalf("context: %v", err)
	}
	if err := run(ctx, args, &b, &errOut); err != nil {
		t.Fatalf("context: %v", err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two runs print different bytes")
	}
	var p retrieve.Pack
	if err := json.Unmarshal(a.Bytes(), &p); err != nil || len(p.Items) == 0 {
		t.Fatalf("pack %v: %s", err, a.String())
	}
	for _, it := range p.Items {
		if it.SourcePath == "" || it.LineStart < 1 || it.LineEnd < it.LineStart {
			t.Errorf("item without a citation: %+v", it)
		}
	}
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"empty task", []string{"context", "--data", data, "--task", "  "}},
		{"unknown mode", []string{"context", "--data", data, "--task", "x", "--mode", "chat"}},
		{"budget under the constitution", []string{"context", "--data", data, "--task", "x", "--budget", "20"}},
		{"negative k", []string{"context", "--data", data, "--task", "x", "--k", "-1"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(ctx, tt.args, &out, &errOut)
			var ue cli.UsageError
			if !errors.As(err, &ue) {
				t.Errorf("error %v, want a usage error", err)
			}
		})
	}
}

func TestContext_ExecutionAnnotatesFacts(t *testing.T) {
	data := ingestRoot(t, map[string]string{
		"data/releases.yaml": "- id: REL-2026-44\n  version: v2.14.0\n  date: 2026-10-27\n  status: released\n" +
			"- id: REL-2026-46\n  version: v2.16.0\n  date: 2026-11-10\n  status: rolled-back\n",
		"docs/release-notes.md": "# Release notes\n\n## Calendar\n\nRelease REL-2026-44 shipped version v2.14.0 on 2026-10-27.\n" +
			"Release REL-2026-46 shipped version v2.15.0 on 2026-11-10.\n",
	})
	ctx := context.Background()
	for _, tt := range []struct {
		mode  string
		notes bool
	}{{"execution", true}, {"review", false}} {
		var out, errOut bytes.Buffer
		err := run(ctx, []string{"context", "--data", data, "--task", "which version did release REL-2026-44 ship", "--mode", tt.mode, "--json"}, &out, &errOut)
		if err != nil {
			t.Fatalf("%s: %v", tt.mode, err)
		}
		var p retrieve.Pack
		if err := json.Unmarshal(out.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		var notes []string
		for _, it := range p.Items {
			notes = append(notes, it.Notes...)
		}
		all := strings.Join(notes, "\n")
		if got := strings.Contains(all, "verified: REL-2026-44") && strings.Contains(all, "MISMATCH: REL-2026-46"); got != tt.notes {
			t.Errorf("%s mode: notes %q", tt.mode, notes)
		}
	}
}

// TestContext_FilesAsAgentsGiveThem: --files takes absolute paths and
// paths relative to the working directory, mapped onto the ingested root;
// a path under no root, or climbing out with "..", is a warning of the
// pack, in JSON and in text.
func TestContext_FilesAsAgentsGiveThem(t *testing.T) {
	data := ingestExamples(t)
	examples := testutil.Examples(t)
	t.Chdir(filepath.Join(examples, "services"))
	ctx := context.Background()
	files := strings.Join([]string{filepath.Join(examples, "services/ledger/new.go"), "payments/x.go", "/etc/passwd", "../../../etc/passwd"}, ",")
	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"context", "--data", data, "--task", "add a ledger entry", "--files", files, "--json"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	var p retrieve.Pack
	if err := json.Unmarshal(out.Bytes(), &p); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(p.Files, ","), "services/ledger/new.go,services/payments/x.go"; got != want {
		t.Errorf("files %s, want %s", got, want)
	}
	if len(p.Warnings) < 2 || !strings.Contains(p.Warnings[0], "/etc/passwd is under no ingested root") ||
		!strings.Contains(p.Warnings[1], "../../../etc/passwd climbs out") {
		t.Errorf("warnings %q", p.Warnings)
	}
	if !strings.Contains(p.Constitution.Text, "LED-001") {
		t.Error("the ledger's nested rules are not in the constitution of a ledger file given by absolute path")
	}
	out.Reset()
	if err := run(ctx, []string{"context", "--data", data, "--task", "add a ledger entry", "--files", "/etc/passwd"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Warning: /etc/passwd is under no ingested root") {
		t.Errorf("text lacks the warning:\n%s", out.String())
	}
}
