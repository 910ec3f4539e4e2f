package datadir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
)

// Generations lists the index generations on disk, in ascending order.
func (d Dir) Generations() ([]int, error) {
	ents, err := os.ReadDir(d.Index())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list generations in %s: %w", d.Index(), err)
	}
	var gens []int
	for _, e := range ents {
		if g, ok := parseGeneration(e.Name()); ok && e.IsDir() {
			gens = append(gens, g)
		}
	}
	slices.Sort(gens)
	return gens, nil
}

// parseGeneration parses a generation directory's name (six or more
// digits).
func parseGeneration(name string) (int, bool) {
	if len(name) < 6 {
		return 0, false
	}
	for i := 0; i < len(name); i++ {
		if name[i] < '0' || name[i] > '9' {
			return 0, false
		}
	}
	g, err := strconv.Atoi(name)
	return g, err == nil && g > 0
}

// NewGeneration creates an empty generation directory, numbered after
// every generation on disk and after floor, with its readers' lock file,
// and returns its number. Only the writer, holding the lock, calls it.
func (d Dir) NewGeneration(floor int) (int, error) {
	gens, err := d.Generations()
	if err != nil {
		return 0, err
	}
	g := floor + 1
	if len(gens) > 0 {
		g = max(g, gens[len(gens)-1]+1)
	}
	if err := os.MkdirAll(d.Generation(g), 0o755); err != nil {
		return 0, fmt.Errorf("create generation %d in %s: %w", g, d, err)
	}
	if err := d.createReadersLock(g); err != nil {
		return 0, err
	}
	return g, nil
}

// createReadersLock creates generation gen's readers' lock file when
// missing.
func (d Dir) createReadersLock(gen int) error {
	p := filepath.Join(d.Generation(gen), readersLock)
	f, err := os.OpenFile(p, os.O_RDONLY|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("create readers' lock %s: %w", p, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("create readers' lock %s: %w", p, err)
	}
	return nil
}

// Collect removes the generations on disk other than those in keep that
// no reader holds, and returns the ones it removed. A generation a reader
// holds stays for a later run to collect. Only the writer, holding the
// lock, calls it.
func (d Dir) Collect(keep ...int) ([]int, error) {
	gens, err := d.Generations()
	if err != nil {
		return nil, err
	}
	var removed []int
	var errs []error
	for _, g := range gens {
		if slices.Contains(keep, g) {
			continue
		}
		ok, err := d.removeGeneration(g)
		if err != nil {
			errs = append(errs, err)
		}
		if ok {
			removed = append(removed, g)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return removed, fmt.Errorf("collect old generations in %s: %w", d, err)
	}
	return removed, nil
}

// removeGeneration removes generation g unless a reader holds it. It
// holds the readers' lock exclusively while it removes the directory, so a
// reader that opened the lock file meanwhile sees it gone once it gets its
// shared lock (lockShared).
func (d Dir) removeGeneration(g int) (bool, error) {
	dir := d.Generation(g)
	f, err := os.Open(filepath.Join(dir, readersLock))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// Never published (a run killed while creating it): no reader.
	case err != nil:
		return false, err
	default:
		defer func() { _ = f.Close() }() // opened read-only to probe the lock: nothing to lose
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return false, nil
		}
		if err != nil {
			return false, fmt.Errorf("lock %s: %w", f.Name(), err)
		}
	}
	if err := os.RemoveAll(dir); err != nil {
		return false, fmt.Errorf("remove generation %s: %w", dir, err)
	}
	return true, nil
}

// MigrateFlatIndex moves an index written by a canon from before index
// generations (index/ holding the index itself) into generation 1 (its
// GenerationIndex), and reports whether there was one. It is safe to rerun after a crash at any
// point. Only the writer, holding the lock, calls it.
func (d Dir) MigrateFlatIndex() (bool, error) {
	flat := d.Index() + ".flat"
	if _, err := os.Stat(flat); errors.Is(err, fs.ErrNotExist) {
		isFlat, err := d.indexIsFlat()
		if err != nil || !isFlat {
			return false, err
		}
		if err := os.Rename(d.Index(), flat); err != nil {
			return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
		}
	} else if err != nil {
		return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
	}
	if err := os.MkdirAll(d.Generation(1), 0o755); err != nil {
		return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
	}
	if err := os.Rename(flat, d.GenerationIndex(1)); err != nil {
		return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
	}
	if err := syncDir(d.Generation(1)); err != nil {
		return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
	}
	return true, d.createReadersLock(1)
}

// indexIsFlat reports whether index/ is an index itself rather than the
// parent of generations: it holds Bleve's index_meta.json.
func (d Dir) indexIsFlat() (bool, error) {
	_, err := os.Stat(filepath.Join(d.Index(), "index_meta.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("migrate index %s: %w", d.Index(), err)
	}
	return true, nil
}
