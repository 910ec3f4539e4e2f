package ingest

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"github.com/canon-kg/canon/sources"
)

// overBudget returns ctx's error once ctx is done, or a failure of file f
// once its work since start exceeds the file time budget
// (sources.Limits.FileTime): process checks it between the stages after
// parsing (chunking, quads, embeddings), as sources.ParseContext checks it
// while parsing.
func overBudget(ctx context.Context, f sources.File, start time.Time, lim sources.Limits) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	budget := cmp.Or(lim.FileTime, sources.DefaultLimits.FileTime)
	if spent := time.Since(start); spent > budget {
		return &sources.ParseError{Path: f.Path, Err: fmt.Errorf("%w: work time budget %s spent (%s)", sources.ErrLimit, budget, spent.Round(time.Millisecond))}
	}
	return nil
}
