package e2e

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// bin holds the ingest and query binaries TestMain builds.
var bin string

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	if os.Getenv("CANON_FAULT") == "" && os.Getenv("CANON_TEST_POSTGRES_URL") == "" {
		return m.Run() // every test skips
	}
	dir, err := os.MkdirTemp("", "canon-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer func() { _ = os.RemoveAll(dir) }() // best effort: a temporary directory
	_, file, _, _ := runtime.Caller(0)
	repo := filepath.Join(filepath.Dir(file), "..", "..")
	build := exec.Command("go", "build", "-o", dir+string(filepath.Separator), "./cmd/ingest", "./cmd/query")
	build.Dir = repo
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "build the binaries:", err)
		return 1
	}
	bin = dir
	return m.Run()
}

// result is a finished child process.
type result struct {
	code           int
	stdout, stderr string
	wall           time.Duration
	maxRSS         int64 // bytes, from the child's rusage
}

// run runs a built binary (name "ingest" or "query") with args and waits.
func run(t testing.TB, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(filepath.Join(bin, name), args...)
	return wait(t, cmd, start(t, cmd))
}

func start(t testing.TB, cmd *exec.Cmd) time.Time {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	cmd.Env = append(os.Environ(), "NO_COLOR=1")
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", cmd, err)
	}
	return time.Now()
}

func wait(t testing.TB, cmd *exec.Cmd, began time.Time) result {
	t.Helper()
	err := cmd.Wait()
	r := result{wall: time.Since(began), code: cmd.ProcessState.ExitCode()}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatalf("%s: %v", cmd, err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.maxRSS = int64(ru.Maxrss) * 1024 // KB on Linux
	}
	r.stdout = cmd.Stdout.(*bytes.Buffer).String()
	r.stderr = cmd.Stderr.(*bytes.Buffer).String()
	return r
}

// must runs name with args and fails the test on an exit code not in ok
// (0 when none is given).
func must(t testing.TB, name string, ok []int, args ...string) result {
	t.Helper()
	r := run(t, name, args...)
	if len(ok) == 0 {
		ok = []int{0}
	}
	for _, c := range ok {
		if r.code == c {
			return r
		}
	}
	t.Fatalf("%s %s: exit %d\n%s%s", name, strings.Join(args, " "), r.code, r.stdout, tail(r.stderr, 2000))
	return r
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}
