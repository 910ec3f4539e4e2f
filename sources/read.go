package sources

import (
	"cmp"
	"fmt"
	"io"
	"os"
)

// ReadFile reads a discovered file whose size may not exceed limit (0 means
// DefaultMaxSize). A file over the limit, whether by its discovered size or
// because it grew since, is a *ParseError wrapping ErrTooLarge; any other
// failure is a *ParseError wrapping the I/O error.
func ReadFile(f File, limit int64) ([]byte, error) {
	limit = cmp.Or(limit, DefaultMaxSize)
	tooLarge := func(n int64) error {
		return &ParseError{Path: f.Path, Err: fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, n, limit)}
	}
	if f.Size > limit {
		return nil, tooLarge(f.Size)
	}
	fh, err := os.Open(f.Abs)
	if err != nil {
		return nil, &ParseError{Path: f.Path, Err: err}
	}
	defer fh.Close()
	b, err := io.ReadAll(io.LimitReader(fh, limit+1))
	if err != nil {
		return nil, &ParseError{Path: f.Path, Err: err}
	}
	if int64(len(b)) > limit {
		return nil, tooLarge(int64(len(b)))
	}
	return b, nil
}
