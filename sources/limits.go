package sources

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrLimit is wrapped by the *ParseError of a file that exceeds one of the
// Limits: the file is rejected as a whole, with the line where the limit was
// crossed, and never partly stored.
var ErrLimit = errors.New("sources: resource limit exceeded")

// Limits bound the work Parse does for one file, so that a small hostile
// file (a YAML alias bomb, a list nested thousands of levels deep, hundreds
// of thousands of rows) cannot take the memory or the time of a run. A zero
// field takes its value from DefaultLimits.
type Limits struct {
	// AliasNodes bounds the YAML nodes a source of truth may reach through
	// aliases (each node visited through an alias counts once per visit):
	// nested aliases multiply, so 684 bytes can expand to millions of nodes.
	AliasNodes int
	// Records bounds the records of a CSV or YAML source of truth.
	Records int
	// Rules bounds the rules extracted from one document.
	Rules int
	// Depth bounds nesting: Markdown lists and block quotes (checked before
	// the Markdown parser runs, whose time grows with the square of the
	// depth) and YAML collections.
	Depth int
	// FileTime is the work time budget of one file; Parse checks it (and
	// the context) while it reads rows, records and rules.
	FileTime time.Duration
}

// DefaultLimits are far above what real governance files need (the largest
// rule file of the corpora holds a few hundred rules, the largest CSV 481
// rows) and low enough that one file at the limit stays in the hundreds of
// MB through the graph and index writers.
var DefaultLimits = Limits{
	AliasNodes: 10_000,
	Records:    20_000,
	Rules:      10_000,
	Depth:      64,
	FileTime:   10 * time.Second,
}

// withDefaults fills the zero fields from DefaultLimits.
func (l Limits) withDefaults() Limits {
	return Limits{
		AliasNodes: cmp.Or(l.AliasNodes, DefaultLimits.AliasNodes),
		Records:    cmp.Or(l.Records, DefaultLimits.Records),
		Rules:      cmp.Or(l.Rules, DefaultLimits.Rules),
		Depth:      cmp.Or(l.Depth, DefaultLimits.Depth),
		FileTime:   cmp.Or(l.FileTime, DefaultLimits.FileTime),
	}
}

// Validate reports a negative limit.
func (l Limits) Validate() error {
	if l.AliasNodes < 0 || l.Records < 0 || l.Rules < 0 || l.Depth < 0 || l.FileTime < 0 {
		return fmt.Errorf("sources: negative limit in %+v", l)
	}
	return nil
}

// work is the budget of one Parse call: its limits, its context and the
// deadline of the file's time budget. check is cheap enough for every row.
type work struct {
	ctx      context.Context
	lim      Limits
	deadline time.Time
	calls    int
	aliases  int // nodes reached through aliases so far
}

func newWork(ctx context.Context, lim Limits) *work {
	lim = lim.withDefaults()
	return &work{ctx: ctx, lim: lim, deadline: time.Now().Add(lim.FileTime)}
}

// check returns the context's error once it is done, or a limit error at
// line once the time budget is spent; it looks at the clock every 64 calls.
func (w *work) check(line int) error {
	if w.calls++; w.calls%64 != 0 {
		return nil
	}
	if err := w.ctx.Err(); err != nil {
		return err
	}
	if time.Now().After(w.deadline) {
		return &posError{line: line, err: fmt.Errorf("%w: work time budget %s spent", ErrLimit, w.lim.FileTime)}
	}
	return nil
}

// limitError is the error of a count limit crossed at line.
func limitError(line int, what string, limit int) error {
	return &posError{line: line, err: fmt.Errorf("%w: more than %d %s", ErrLimit, limit, what)}
}
