package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/canon-kg/canon/eval"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/retrieve"
)

// runEval measures retrieval quality on a BEIR dataset (eval.Run).
func runEval(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query eval", flag.ContinueOnError)
	dir := fs.String("beir", "", "BEIR dataset directory (corpus.jsonl, queries.jsonl, qrels/*.tsv)")
	split := fs.String("split", "test", "qrels split to report (qrels/SPLIT.tsv)")
	tune := fs.Bool("tune", false, "choose the weights on qrels/train.tsv first")
	asJSON := fs.Bool("json", false, "print JSON")
	vocabOff := fs.String("vocab-off", "", "comma-separated vocabulary signals to switch off: "+strings.Join(retrieve.VocabSignalNames, ","))
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
	var off []string
	if *vocabOff != "" {
		off = strings.Split(*vocabOff, ",")
	}
	opt, err := retrieve.Options{}.WithVocabOff(off)
	if err != nil {
		return cli.UsageError{Msg: "eval: --vocab-off: " + err.Error()}
	}
	rep, err := eval.Run(ctx, *dir, eval.RunOptions{Split: *split, Tune: *tune, Vocab: opt.Vocab})
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	return rep.WriteTable(stdout)
}
