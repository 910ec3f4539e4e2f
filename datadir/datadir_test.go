package datadir

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestAcquire_ExclusiveAcrossProcesses(t *testing.T) {
	if os.Getenv("CANON_LOCK_CHILD") != "" {
		d := Dir(os.Getenv("CANON_LOCK_CHILD"))
		_, err := d.Acquire(context.Background(), "child", 100*time.Millisecond)
		if err == nil {
			os.Exit(0)
		}
		_, _ = os.Stdout.WriteString(err.Error()) // best effort: exit status 7 says it
		os.Exit(7)
	}
	d := Dir(filepath.Join(t.TempDir(), "data"))
	l, err := d.Acquire(context.Background(), "ingest run", 0)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestAcquire_ExclusiveAcrossProcesses$")
	cmd.Env = append(os.Environ(), "CANON_LOCK_CHILD="+string(d))
	out, err := cmd.Output()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 7 {
		t.Fatalf("child got the lock while held: %v %s", err, out)
	}
	want := "ingest run, pid " + strconv.Itoa(os.Getpid())
	if !strings.Contains(string(out), want) || !strings.Contains(string(out), "data directory in use") {
		t.Fatalf("child error %q does not name holder %q", out, want)
	}
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command(os.Args[0], "-test.run=^TestAcquire_ExclusiveAcrossProcesses$")
	cmd.Env = append(os.Environ(), "CANON_LOCK_CHILD="+string(d))
	if out, err := cmd.Output(); err != nil {
		t.Fatalf("child could not take released lock: %v %s", err, out)
	}
}

func TestAcquire_WaitsThenSucceeds(t *testing.T) {
	d := Dir(t.TempDir())
	l1, err := d.Acquire(context.Background(), "a", 0)
	if err != nil {
		t.Fatal(err)
	}
	// flock locks are per open file description, so a second Acquire in
	// the same process conflicts just as another process would.
	go func() {
		time.Sleep(150 * time.Millisecond)
		if err := l1.Release(); err != nil {
			t.Error(err)
		}
	}()
	l2, err := d.Acquire(context.Background(), "b", 5*time.Second)
	if err != nil {
		t.Fatalf("second acquire: %v", err)
	}
	defer func() {
		if err := l2.Release(); err != nil {
			t.Error(err)
		}
	}()
	if got := readHolder(d.LockFile()); got != "b, pid "+strconv.Itoa(os.Getpid()) {
		t.Fatalf("Holder = %q", got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Acquire(ctx, "c", time.Minute); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled acquire: %v", err)
	}
}

func TestWriteFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "state.json")
	for _, s := range []string{"one", "two"} {
		if err := WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(p)
		if string(b) != s {
			t.Fatalf("got %q want %q", b, s)
		}
	}
	ents, _ := os.ReadDir(filepath.Dir(p))
	if len(ents) != 1 {
		t.Fatalf("temporary files left: %v", ents)
	}
	if err := WriteFile(filepath.Join(p, "x"), nil, 0o644); err == nil {
		t.Fatal("write under a file succeeded")
	}
}

func TestAppendLine(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", "log.csv")
	if err := AppendLine(p, []byte("h\n"), []byte("a\n")); err != nil {
		t.Fatal(err)
	}
	if err := AppendLine(p, []byte("h\n"), []byte("b\n")); err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if _, err := f.WriteString("torn"); err != nil { // a crash mid-line
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := AppendLine(p, []byte("h\n"), []byte("c\n")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	if string(b) != "h\na\nb\ntorn\nc\n" {
		t.Fatalf("file = %q", b)
	}
}
