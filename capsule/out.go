package capsule

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotRegular is returned (wrapped) by Write when the path names
// something other than a regular file: a directory, a device, a FIFO or a
// socket, or a symbolic link to one of them or to nothing.
var ErrNotRegular = errors.New("not a regular file")

// regularTarget returns the path Write replaces for path: path itself when
// it does not exist or is a regular file, the target of a symbolic link
// that resolves to a regular file (so the link stays and its file gets the
// capsule), and an error wrapping ErrNotRegular for anything else, which is
// never replaced: a rename over /dev/stdout would replace the device node.
func regularTarget(path string) (string, error) {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, nil
	}
	if err != nil {
		return "", fmt.Errorf("write capsule to %s: %w", path, err)
	}
	target := path
	if st.Mode()&fs.ModeSymlink != 0 {
		target, err = filepath.EvalSymlinks(path)
		if err != nil {
			return "", fmt.Errorf("write capsule to %s: symbolic link to nothing readable (%w): %w", path, err, ErrNotRegular)
		}
		if st, err = os.Stat(target); err != nil {
			return "", fmt.Errorf("write capsule to %s: %w", path, err)
		}
	}
	if st.Mode().IsRegular() {
		return target, nil
	}
	what := "a special file"
	switch m := st.Mode(); {
	case m.IsDir():
		what = "a directory (name a file in it)"
	case m&fs.ModeNamedPipe != 0:
		what = "a FIFO"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	}
	if target != path {
		return "", fmt.Errorf("write capsule to %s: it links to %s, %s: %w", path, target, what, ErrNotRegular)
	}
	return "", fmt.Errorf("write capsule to %s: it is %s: %w", path, what, ErrNotRegular)
}
