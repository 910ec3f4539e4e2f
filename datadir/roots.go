package datadir

import (
	"fmt"
	"slices"
)

// Roots are the ingested roots the state records (absolute directories),
// sorted, for mapping the paths agents give onto them (rootpath).
func (s *State) Roots() []string {
	out := []string{}
	for _, f := range s.Files {
		out = append(out, f.Root)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Roots are the ingested roots of the published snapshot (Snapshot.Roots).
// With nothing published the error wraps ErrNothingIngested.
func (d Dir) Roots() ([]string, error) {
	c, err := d.ReadCurrent()
	if err != nil {
		return nil, err
	}
	return d.rootsOf(c)
}

// Roots are the ingested roots of the held snapshot, as current.json
// records them; for a pointer written before roots were recorded there,
// those of the state file.
func (s *Snapshot) Roots() ([]string, error) { return s.d.rootsOf(s.Current) }

func (d Dir) rootsOf(c Current) ([]string, error) {
	if c.Roots != nil {
		return c.Roots, nil
	}
	state, err := LoadState(d.State())
	if err != nil {
		return nil, fmt.Errorf("roots of %s: %w", d, err)
	}
	return state.Roots(), nil
}
