package validate

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sourcegraph/conc/iter"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/sources"
)

// RunOptions configure Run.
type RunOptions struct {
	Discover sources.Options
	Parse    sources.ParseOptions
	Workers  int // parsing concurrency; 0 = GOMAXPROCS
	Options
}

// Run discovers the roots, parses every file and validates the tree. When
// opt.Exists is nil, a path exists when it is on disk under its root. An
// entry the walk skipped (a dangling link, a name that is not valid
// UTF-8) is a finding of its own (Walk) and the rest is judged; any other
// walk error (a root that does not exist) and a cancelled context are
// returned.
func Run(ctx context.Context, roots []string, opt RunOptions) (*Report, error) {
	files, errs := sources.Discover(ctx, roots, opt.Discover)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("validate: %w", err)
	}
	var walked []finding.Finding // the entries the walk skipped
	for _, err := range errs {
		f, ok := Walk(err)
		if !ok {
			return nil, fmt.Errorf("validate: %w", err)
		}
		walked = append(walked, f)
	}
	m := iter.Mapper[sources.File, Input]{MaxGoroutines: opt.Workers}
	inputs := m.Map(files, func(f *sources.File) Input {
		return parse(ctx, *f, opt.Parse)
	})
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("validate: %w", err)
	}
	if opt.Exists == nil {
		opt.Exists = func(root, p string) bool {
			_, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
			return err == nil
		}
	}
	rep := Tree(inputs, opt.Options)
	if len(walked) > 0 {
		rep = NewReport(rep.Documents, append(rep.Findings, walked...))
	}
	return rep, nil
}

func parse(ctx context.Context, f sources.File, opt sources.ParseOptions) Input {
	in := Input{File: f}
	if in.Err = ctx.Err(); in.Err != nil {
		return in
	}
	data, err := sources.ReadFile(f, opt.MaxSize)
	if err != nil {
		in.Err = err
		return in
	}
	in.Doc, in.Err = sources.Parse(f, data, opt)
	return in
}
