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
	defer func() { _ = fh.Close() }() // read-only: nothing to lose
	b, err := readAll(io.LimitReader(fh, limit+1), f.Size+1)
	if err != nil {
		return nil, &ParseError{Path: f.Path, Err: err}
	}
	if int64(len(b)) > limit {
		return nil, tooLarge(int64(len(b)))
	}
	return b, nil
}

// readAll is io.ReadAll starting with a buffer of size bytes (the file's
// discovered size plus one, so that a file that did not change is read
// without growing the buffer; io.ReadAll starts at 512 bytes and grows).
func readAll(r io.Reader, size int64) ([]byte, error) {
	b := make([]byte, 0, max(size, 512))
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // grow
		}
	}
}
