package main

import (
	"bytes"
	"context"
	"errors"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/internal/testutil"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRunValidate_Examples(t *testing.T) {
	var outs [2]bytes.Buffer
	for i := range outs {
		if err := run(context.Background(), []string{"validate", "--json", filepath.Join("..", "..", "examples")}, &outs[i], &bytes.Buffer{}); err != nil {
			t.Fatalf("validate examples: %v", err)
		}
	}
	if !bytes.Equal(outs[0].Bytes(), outs[1].Bytes()) {
		t.Fatal("two validations of examples/ differ")
	}
	if !strings.Contains(outs[0].String(), `"status": `) {
		t.Errorf("no status in %s", outs[0].String())
	}
}

func TestRunValidate_BlockedExit3(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "a.md"), []byte("---\ntitle: [x\n---\n# A\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err := run(context.Background(), []string{"validate", root}, &out, &bytes.Buffer{})
	var se cli.StatusError
	if !errors.As(err, &se) || se.Code != 3 {
		t.Fatalf("err %v, want exit 3", err)
	}
	if code := exitCode(err, io.Discard, &bytes.Buffer{}); code != 3 {
		t.Errorf("exit code %d, want 3", code)
	}
	if !strings.Contains(out.String(), "BLOCK FM-001") || !strings.Contains(out.String(), "status: BLOCKED") {
		t.Errorf("output:\n%s", out.String())
	}
}

// TestRunValidate_Corpora prints the summary by rule ID over the shared
// corpora (skipped without them, and under -short).
func TestRunValidate_Corpora(t *testing.T) {
	if testing.Short() {
		t.Skip("corpora validation")
	}
	corpora := testutil.Corpora(t)
	var out bytes.Buffer
	err := run(context.Background(), []string{"validate", corpora}, &out, &bytes.Buffer{})
	var se cli.StatusError
	if err != nil && (!errors.As(err, &se) || se.Code != 3) {
		t.Fatal(err)
	}
	s := out.String()
	i := strings.Index(s, "summary by rule:")
	if i < 0 {
		t.Fatalf("no summary in output")
	}
	t.Logf("\n%s", s[i:])
	for _, want := range []string{"SOT-002", "LINK-001", "ADR-001"} {
		if !strings.Contains(s[i:], want) {
			t.Errorf("summary lacks %s", want)
		}
	}
}
