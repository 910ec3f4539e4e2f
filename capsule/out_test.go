package capsule

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestWrite_OnlyRegularFiles(t *testing.T) {
	c := mustBuild(t, fixture())
	want := mustMarshal(t, c)
	dir := t.TempDir()
	regular := filepath.Join(dir, "regular.json")
	if err := os.WriteFile(regular, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	sub := filepath.Join(dir, "sub")
	fifo := filepath.Join(dir, "fifo")
	for _, err := range []error{
		os.Symlink("regular.json", link), os.Mkdir(sub, 0o755),
		os.Symlink("sub", filepath.Join(dir, "dirlink")), os.Symlink("missing", filepath.Join(dir, "dangling")),
		syscall.Mkfifo(fifo, 0o644),
	} {
		if err != nil {
			t.Skipf("cannot build the fixture: %v", err)
		}
	}
	for _, p := range []string{filepath.Join(dir, "new.json"), regular, link} {
		if err := c.Write(p); err != nil {
			t.Errorf("Write(%s): %v", p, err)
		}
		if got, _ := os.ReadFile(p); !bytes.Equal(got, want) {
			t.Errorf("%s does not hold the capsule", p)
		}
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", st, err)
	}
	for name, msg := range map[string]string{
		"sub":       "it is a directory (name a file in it)",
		"dirlink":   "links to " + sub + ", a directory",
		"dangling":  "symbolic link to nothing readable",
		"fifo":      "it is a FIFO",
		"/dev/null": "it is a device",
	} {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, name)
		}
		before, _ := os.Lstat(p)
		err := c.Write(p)
		if !errors.Is(err, ErrNotRegular) || !bytes.Contains([]byte(err.Error()), []byte(msg)) {
			t.Errorf("Write(%s) = %v, want ErrNotRegular with %q", p, err, msg)
		}
		if after, _ := os.Lstat(p); before != nil && (after == nil || after.Mode() != before.Mode()) {
			t.Errorf("%s was replaced", p)
		}
	}
}
