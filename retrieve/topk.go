package retrieve

import "slices"

// topK returns the k first of xs in the order cmp defines (cmp < 0: a
// comes first), sorted, without sorting all of xs: a heap of k holds the
// best so far with the worst at its root. cmp must be a total order for
// the result to be deterministic.
func topK[T any](xs []T, k int, cmp func(a, b T) int) []T {
	if k <= 0 {
		return nil
	}
	if len(xs) <= k {
		out := slices.Clone(xs)
		slices.SortFunc(out, cmp)
		return out
	}
	h := make([]T, 0, k)
	worse := func(i, j int) bool { return cmp(h[i], h[j]) > 0 }
	down := func(i int) {
		for {
			l, w := 2*i+1, i
			if l < len(h) && worse(l, w) {
				w = l
			}
			if r := l + 1; r < len(h) && worse(r, w) {
				w = r
			}
			if w == i {
				return
			}
			h[i], h[w] = h[w], h[i]
			i = w
		}
	}
	for _, x := range xs {
		if len(h) < k {
			h = append(h, x)
			for i := len(h) - 1; i > 0; {
				p := (i - 1) / 2
				if !worse(i, p) {
					break
				}
				h[i], h[p] = h[p], h[i]
				i = p
			}
			continue
		}
		if cmp(x, h[0]) < 0 {
			h[0] = x
			down(0)
		}
	}
	slices.SortFunc(h, cmp)
	return h
}
