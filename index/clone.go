package index

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Clone makes the new directory dst an index
// with the contents of the closed index at src, for a writer to change
// while readers keep searching src: Bleve's segment files (*.zap) are
// immutable once written, so they are hard-linked; the files Bleve
// rewrites in place (index_meta.json, the root bolt file) are copied. src
// is not modified. A failed Clone leaves dst partial: remove it.
func Clone(src, dst string) error {
	if err := os.Mkdir(dst, 0o755); err != nil {
		return fmt.Errorf("clone index %s: %w", src, err)
	}
	if err := copyFile(filepath.Join(src, "index_meta.json"), filepath.Join(dst, "index_meta.json")); err != nil {
		return fmt.Errorf("clone index %s: %w", src, err)
	}
	srcStore, dstStore := filepath.Join(src, "store"), filepath.Join(dst, "store")
	ents, err := os.ReadDir(srcStore)
	if err != nil {
		return fmt.Errorf("clone index %s: %w", src, err)
	}
	if err := os.Mkdir(dstStore, 0o700); err != nil {
		return fmt.Errorf("clone index %s: %w", src, err)
	}
	for _, e := range ents {
		if !e.Type().IsRegular() {
			continue
		}
		from, to := filepath.Join(srcStore, e.Name()), filepath.Join(dstStore, e.Name())
		if strings.HasSuffix(e.Name(), ".zap") {
			err = os.Link(from, to)
		} else {
			err = copyFile(from, to)
		}
		if err != nil {
			return fmt.Errorf("clone index %s: %w", src, err)
		}
	}
	return nil
}

// copyFile copies the regular file from to the new file to, synced.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer func() { _ = in.Close() }() // read-only: nothing to lose
	st, err := in.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, st.Mode().Perm())
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	return errors.Join(err, out.Close())
}
