package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/eval"
	"github.com/canon-kg/canon/internal/cli"
)

func TestEval(t *testing.T) {
	ctx := context.Background()
	tiny := filepath.Join("..", "..", "eval", "testdata", "tiny")
	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"eval", "--beir", tiny}, &out, &errOut); err != nil {
		t.Fatalf("eval: %v", err)
	}
	for _, want := range []string{"| bm25 |", "| embedding |", "| hybrid-no-graph |", "| hybrid |", "weights (defaults"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := run(ctx, []string{"eval", "--beir", tiny, "--tune", "--json"}, &out, &errOut); err != nil {
		t.Fatalf("eval --tune --json: %v", err)
	}
	var rep eval.Report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || !rep.Tuned || len(rep.Results) != 4 || rep.Train == nil {
		t.Errorf("json report %+v, %v\n%s", rep, err, out.String())
	}
}

func TestEval_Usage(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		args []string
	}{
		{"no dir", []string{"eval"}},
		{"missing dir", []string{"eval", "--beir", filepath.Join(t.TempDir(), "none")}},
		{"extra argument", []string{"eval", "--beir", ".", "more"}},
		{"unknown flag", []string{"eval", "--beir", ".", "--nope"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			err := run(ctx, tt.args, &out, &errOut)
			var ue cli.UsageError
			if !errors.As(err, &ue) {
				t.Errorf("error %v, want a usage error", err)
			}
		})
	}
}
