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

// topByScore returns the k of ids that score best, highest score first,
// ties in id order: topK with that order (ids distinct, scores not NaN),
// with its comparisons inlined. The document ranking and its feedback
// words select so among every document a task touches, once per query.
func topByScore(ids []int, score []float64, k int) []int {
	if k <= 0 {
		return nil
	}
	s := byScore(score)
	h := make([]int, 0, min(k, len(ids)))
	for _, x := range ids {
		if len(h) < k {
			h = append(h, x)
			s.up(h, len(h)-1)
			continue
		}
		if s.after(h[0], x) {
			h[0] = x
			s.down(h, 0, len(h))
		}
	}
	// The heap's worst is at its root: move it to the end, k times.
	for n := len(h) - 1; n > 0; n-- {
		h[0], h[n] = h[n], h[0]
		s.down(h, 0, n)
	}
	return h
}

// byScore orders ids by their score, highest first, ties in id order.
type byScore []float64

// after reports whether a ranks after b.
func (s byScore) after(a, b int) bool {
	return s[a] < s[b] || (s[a] == s[b] && a > b)
}

// up and down keep h[:n] a heap with the id ranking last at its root.
func (s byScore) up(h []int, i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !s.after(h[i], h[p]) {
			return
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

func (s byScore) down(h []int, i, n int) {
	for {
		l, w := 2*i+1, i
		if l < n && s.after(h[l], h[w]) {
			w = l
		}
		if r := l + 1; r < n && s.after(h[r], h[w]) {
			w = r
		}
		if w == i {
			return
		}
		h[i], h[w] = h[w], h[i]
		i = w
	}
}
