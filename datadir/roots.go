package datadir

import "slices"

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
