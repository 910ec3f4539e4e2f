package datadir

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Dir is a data directory.
type Dir string

// Paths inside the data directory.
func (d Dir) Graph() string   { return filepath.Join(string(d), "graph") }
func (d Dir) Index() string   { return filepath.Join(string(d), "index") }
func (d Dir) State() string   { return filepath.Join(string(d), "state.json") }
func (d Dir) Capsule() string { return filepath.Join(string(d), "capsule.json") }
func (d Dir) Actions() string { return filepath.Join(string(d), "actions.csv") }
func (d Dir) Runs() string    { return filepath.Join(string(d), "runs.jsonl") }
func (d Dir) LockFile() string {
	return filepath.Join(string(d), "lock")
}

// ErrLocked is returned (wrapped) when the lock is still held at the timeout.
var ErrLocked = errors.New("data directory in use")

// Lock is a held data-directory lock.
type Lock struct {
	f *os.File
}

// Acquire takes the exclusive lock of the data directory, creating the
// directory when missing. It waits up to timeout (0: fail at once) and
// records holder (e.g. "ingest run") and this process's pid in the lock
// file for the error messages of others.
func (d Dir) Acquire(ctx context.Context, holder string, timeout time.Duration) (*Lock, error) {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return nil, fmt.Errorf("create data directory %s: %w", d, err)
	}
	f, err := os.OpenFile(d.LockFile(), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open lock %s: %w", d.LockFile(), err)
	}
	deadline := time.Now().Add(timeout)
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			_ = f.Close() // nothing written yet: nothing to lose
			return nil, fmt.Errorf("lock %s: %w", d.LockFile(), err)
		}
		if !time.Now().Before(deadline) {
			who := readHolder(d.LockFile())
			_ = f.Close() // nothing written yet: nothing to lose
			return nil, fmt.Errorf("%w: %s holds %s (waited %s)", ErrLocked, who, d.LockFile(), timeout)
		}
		select {
		case <-ctx.Done():
			_ = f.Close() // nothing written yet: nothing to lose
			return nil, fmt.Errorf("wait for lock %s: %w", d.LockFile(), ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
	info := fmt.Sprintf("%s\npid %d\nsince %s\n", holder, os.Getpid(), time.Now().UTC().Format(time.RFC3339))
	if err = f.Truncate(0); err == nil {
		_, err = f.WriteAt([]byte(info), 0)
	}
	if err != nil {
		return nil, errors.Join(fmt.Errorf("record lock holder in %s: %w", d.LockFile(), err), f.Close())
	}
	return &Lock{f: f}, nil
}

// readHolder describes who holds (or last held) the lock recorded in the
// lock file at path, e.g. "ingest run, pid 4242".
func readHolder(path string) string {
	b, err := os.ReadFile(path)
	if err != nil || len(b) == 0 {
		return "another process"
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	what, pid := lines[0], ""
	for _, l := range lines[1:] {
		if p, ok := strings.CutPrefix(l, "pid "); ok {
			if _, err := strconv.Atoi(p); err == nil {
				pid = p
			}
		}
	}
	if pid == "" {
		return what
	}
	return what + ", pid " + pid
}

// Release releases the lock. It is safe to call more than once.
func (l *Lock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
	err = errors.Join(err, l.f.Close())
	l.f = nil
	if err != nil {
		return fmt.Errorf("release lock: %w", err)
	}
	return nil
}

// WriteFile writes data to path atomically: a temporary file in the same
// directory is written, synced and renamed over path, and the directory is
// synced. Readers see the old or the new content, never a mix.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	return WriteFileFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFileFunc is WriteFile with the content written by write, through a
// buffer, so a large file need not be held in memory first.
func WriteFileFunc(path string, perm os.FileMode, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	bw := bufio.NewWriterSize(f, 1<<16)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(perm)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp) // best effort: the write failed already; a leftover temporary file is harmless
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// syncDir fsyncs directory dir, making the renames in it durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("sync directory %s: %w", dir, err)
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("sync directory %s: %w", dir, err)
	}
	return nil
}

// AppendLine appends line (which must end in "\n") to the file at path, in
// a single write followed by fsync, creating the file and its directory
// when missing; header is written first when the file is new or empty.
// Concurrent appenders, other processes included, never interleave within
// a line, and a line torn by a crash is ended first so it never swallows
// the new one.
func AppendLine(path string, header, line []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("append to %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("append to %s: %w", path, err)
	}
	b := line
	if st, err := f.Stat(); err == nil && st.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, st.Size()-1); err == nil && last[0] != '\n' {
			b = append([]byte{'\n'}, line...)
		}
	} else if err == nil {
		b = append(append([]byte{}, header...), line...)
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if err = errors.Join(err, f.Close()); err != nil {
		return fmt.Errorf("append to %s: %w", path, err)
	}
	return nil
}
