package retrieve

// diversityStrong is how much a document's further chunk must outscore the
// best chunk of every document not yet in the pack to take a second slot:
// strong evidence that the rest of the document matters more than another
// document.
const diversityStrong = 2

// diversify reorders candidates sorted best first so that the first k hold
// as many documents as the candidates offer: each document is represented
// by its best chunk, and a further chunk of a document already in the top
// goes in only when it scores diversityStrong times the best candidate of a
// document not yet there (or when no other document is left). Rules are not
// capped: a rule file's rules are separate instructions. Candidates past k
// keep their order.
func (e *Engine) diversify(cs []*cand, k int) []*cand {
	if e.opt.Vocab.NoDiversity || len(cs) <= 1 {
		return cs
	}
	out := make([]*cand, 0, len(cs))
	used := make([]bool, len(cs))
	inTop := map[int]bool{}
	for len(out) < k {
		// The best candidate of a document not yet in the top.
		fresh := -1
		for i, c := range cs {
			if !used[i] && (c.rule >= 0 || !inTop[c.doc(e)]) {
				fresh = i
				break
			}
		}
		// The best remaining candidate of any kind.
		next := -1
		for i := range cs {
			if !used[i] {
				next = i
				break
			}
		}
		if next < 0 {
			break
		}
		pick := next
		if fresh >= 0 && fresh != next && cs[next].score < diversityStrong*cs[fresh].score {
			pick = fresh
		}
		used[pick] = true
		if c := cs[pick]; c.rule < 0 {
			inTop[c.doc(e)] = true
		}
		out = append(out, cs[pick])
	}
	for i, c := range cs {
		if !used[i] {
			out = append(out, c)
		}
	}
	return out
}
