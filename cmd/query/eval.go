package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/canon-kg/canon/eval"
	"github.com/canon-kg/canon/internal/cli"
)

// runEval measures retrieval quality on a BEIR dataset (eval.Run).
func runEval(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query eval", flag.ContinueOnError)
	dir := fs.String("beir", "", "BEIR dataset directory (corpus.jsonl, queries.jsonl, qrels/*.tsv)")
	split := fs.String("split", "test", "qrels split to report (qrels/SPLIT.tsv)")
	tune := fs.Bool("tune", false, "choose the weights on qrels/train.tsv first")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.UsageError{Msg: fmt.Sprintf("eval: unexpected argument %q", pos[0])}
	}
	if *dir == "" {
		return cli.UsageError{Msg: "eval: --beir DIR is required"}
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		return cli.UsageError{Msg: fmt.Sprintf("eval: --beir %s is not a directory", *dir)}
	}
	rep, err := eval.Run(ctx, *dir, eval.RunOptions{Split: *split, Tune: *tune})
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	return rep.WriteTable(stdout)
}
