package verify

// slab hands out values of T from chunks of slabChunk, one allocation for
// each chunk: a verifier's records (120 bytes) and names (56) were 128
// and 64 bytes each allocated alone, the size classes above them. A
// value handed out keeps its chunk: for what lives as long as the rest.
type slab[T any] struct{ free []T }

// slabChunk is the count of values of a chunk.
const slabChunk = 256

// new is a zero T of the slab's.
func (s *slab[T]) new() *T {
	if len(s.free) == 0 {
		s.free = make([]T, slabChunk)
	}
	p := &s.free[0]
	s.free = s.free[1:]
	return p
}
