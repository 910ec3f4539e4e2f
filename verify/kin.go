package verify

import (
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
)

// kinOf is the kind of a record: records of one kind hold the same
// fields, so a field its kin hold and it lacks is a field the text may
// name and the sources of truth do not hold for it. The rows of one CSV
// and the items of one YAML list are kin; so are YAML files of one name
// in different folders (one file per entity), and the pages under one
// top folder of a root.
func kinOf(r *indexed) string {
	switch {
	case r.prefix != "":
		return r.Origin + ":" + r.Path + ":" + digitRunRe.ReplaceAllString(r.prefix, "#")
	case r.Origin == OriginFrontMatter:
		top, _, _ := strings.Cut(r.Path, "/")
		return r.Origin + ":" + top
	}
	return r.Origin + ":" + path.Base(r.Path)
}

// kinMemo gives the records of one file, origin and prefix one kinOf
// string instead of one each (190,000 rows of a CSV held 3.5 MB of them).
type kinMemo map[[3]string]string

func (m kinMemo) of(r *indexed) string {
	k := [3]string{r.Origin, r.Path, r.prefix}
	kin, ok := m[k]
	if !ok {
		kin = kinOf(r)
		m[k] = kin
	}
	return kin
}

// learnKin collects the fields the records of each kind hold.
func (v *Verifier) learnKin() {
	sets := map[string]map[string]bool{}
	for _, r := range v.records {
		set := sets[r.kin]
		if set == nil {
			set = map[string]bool{}
			sets[r.kin] = set
		}
		for n := range r.norm {
			if !positional(n) && !v.identifies(r, n) {
				set[n] = true
			}
		}
	}
	v.kinFields = make(map[string][]string, len(sets))
	for k, set := range sets {
		v.kinFields[k] = slices.Sorted(maps.Keys(set))
	}
	v.learnKinMost()
}

// learnKinMost collects the fields most records of each kind hold a value
// in (three in four of them or more, in a kind of five records or more): a field a record of the
// kind leaves empty is then a gap in that record, not a field the kind
// holds only now and then (a date of its last change, which many records
// never had).
func (v *Verifier) learnKinMost() {
	size := map[string]int{}
	held := map[string]map[string]int{}
	for _, r := range v.records {
		size[r.kin]++
		h := held[r.kin]
		if h == nil {
			h = map[string]int{}
			held[r.kin] = h
		}
		for n, name := range r.norm {
			if strings.TrimSpace(r.field(name)) != "" && !positional(n) && !v.identifies(r, n) {
				h[n]++
			}
		}
	}
	v.kinMost = make(map[string][]string, len(held))
	for k, h := range held {
		if size[k] < minKinMost {
			continue
		}
		var most []string
		for n, c := range h {
			if 4*c >= 3*size[k] {
				most = append(most, n)
			}
		}
		if len(most) > 0 {
			slices.Sort(most)
			v.kinMost[k] = most
		}
	}
}

// minKinMost is the fewest records of a kind whose fields held by most
// of them are learned: of fewer, a field left empty tells nothing.
const minKinMost = 5

// absentNamed returns the field the words around m name strongly (a word
// of its name or a phrase) when the subject's kin hold it and its records
// do not: "X was last modified on <date>" where X has no modification-date
// field is not a statement of its creation date; its score and distance.
// The zero scoredField when none. The phrases of the value's candidate
// fields cands take their words first ("parked at" names depot, and its
// "park" names no park_kit field).
func (st *checkState) absentNamed(recs []*indexed, cands []string, m mention, lo, hi int) scoredField {
	v := st.v
	absent := v.kinFieldsOfShape(recs, m, func(n string) bool {
		r, _ := findField(recs, n)
		return r == nil
	})
	if len(absent) == 0 || !st.anyWordOf(absent, lo, hi) {
		return scoredField{}
	}
	saved := st.ruledOut
	st.present = cands // "parked at" names depot: its "park" is no park_kit field
	named := v.namedFields(absent, st, m, lo, hi)
	st.ruledOut, st.present = saved, nil
	if len(named) == 0 || named[0].score < weightOwn {
		return scoredField{}
	}
	return named[0]
}

// kinFieldsOfShape returns the fields the kin of recs (the subject's
// records) hold, of the shape of the value m, that keep accepts.
func (v *Verifier) kinFieldsOfShape(recs []*indexed, m mention, keep func(n string) bool) []string {
	shapes := shapesOf(m)
	var out []string
	for _, n := range v.kinFields[recs[0].kin] {
		if !keep(n) {
			continue
		}
		if sh := v.fieldShape(n); slices.Contains(shapes, sh) || m.unit != "" && strings.HasPrefix(sh, typeNumber+" ") {
			out = append(out, n)
		}
	}
	return out
}

// anyWordOf reports whether a word of text[lo:hi] is a word of the name
// of one of the fields, or the first word of one of their phrases: a
// cheap test before scoring them.
func (st *checkState) anyWordOf(fields []string, lo, hi int) bool {
	for i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= lo }); i < len(st.toks) && st.toks[i].start < hi; i++ {
		s := st.toks[i].stem
		if c, ok := st.compounds[i]; ok {
			s = c
		}
		for _, n := range fields {
			fw := st.v.fwords[n]
			if fw == nil {
				continue
			}
			if fw.hasStem(s) || st.toks[i].low == fw.acronym || slices.ContainsFunc(fw.phrases, func(p weighted) bool { return p.stems[0] == s }) {
				return true
			}
			if b := st.agentStem(i); b != "" && fw.strong[b] {
				return true
			}
		}
	}
	return false
}

// emptyKinField returns a field of the subject's kind of the shape of the
// value m, which most records of the kind hold (see learnKinMost) and the
// subject's records leave empty or lack, when field was
// taken only as the one field of the subject holding such a value (reason
// is empty: no count word, no value held chose it): "Lumeric hatched on
// 1989-07-01" of an animal with no born_on tells of no vet.last_checkup,
// the only date it holds. "" when none, or when field was chosen so.
func (v *Verifier) emptyKinField(recs []*indexed, m mention, field, reason string) string {
	if reason != "" || m.kind != KindDate || m.precision == 1 {
		return ""
	}
	empty := v.kinFieldsOfShape(recs, m, func(n string) bool {
		if n == field || !slices.Contains(v.kinMost[recs[0].kin], n) {
			return false
		}
		r, name := findField(recs, n)
		return r == nil || strings.TrimSpace(r.field(name)) == ""
	})
	if len(empty) == 0 {
		return ""
	}
	return empty[0]
}

// recHeads hands out the heads of records, one for each field set,
// prefix and kin, as the verifier learns them and as its index is read:
// the records of a file come one after another, and the last stays at
// hand.
type recHeads struct {
	last *recHead
	set  string // the last head's field set
	by   map[[3]string]*recHead
}

// of is the head of a record of the field set set (a string naming it:
// its fields, or its norm map's pairs, joined by NUL), prefix and kin;
// norm gives that set's norm map when the head is new.
func (h *recHeads) of(set, prefix, kin string, norm func() map[string]string) *recHead {
	if h.last != nil && h.set == set && h.last.prefix == prefix && h.last.kin == kin {
		return h.last
	}
	k := [3]string{set, prefix, kin}
	hd := h.by[k]
	if hd == nil {
		if h.by == nil {
			h.by = map[[3]string]*recHead{}
		}
		hd = &recHead{norm: norm(), prefix: prefix, kin: kin}
		h.by[k] = hd
	}
	h.last, h.set = hd, set
	return hd
}
