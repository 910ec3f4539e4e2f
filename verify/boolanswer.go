package verify

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// answeredRe is a question's mark and who answers it before the answer:
// "? QA says", "? The team confirmed:" (up to three words and a verb of
// answering, see answerVerbs).
var answeredRe = regexp.MustCompile(`\?\s+(?:[\w'’-]+\s+){1,3}(\w+)[:,]?$`)

// maxAnswered is the most bytes answeredRe may match.
const maxAnswered = 96

// answerVerbs say that their subject answers a question.
var answerVerbs = map[string]bool{
	"says": true, "said": true, "confirms": true, "confirmed": true, "replies": true, "replied": true,
	"answers": true, "answered": true, "reports": true, "reported": true,
}

// boolAnswers finds the yes/no fields a text states as a label or a
// question answered by a yes/no word: "Step-free access at X: yes.",
// "X step-free? No.". The words before the mark (in its sentence) name the
// record and all the words of one of its yes/no fields, in order. facts
// are the facts found so far: a field they already state of the record is
// not stated again.
func (st *checkState) boolAnswers(facts []Fact) []Fact {
	v, text := st.v, st.text
	var out []Fact
	for i, t := range st.toks {
		claimed := boolWords[t.low]
		if claimed == "" || len(t.low) < 2 || st.subjSpans.overlaps(t.start, t.end) || !clauseEndsAt(text, t.end) {
			continue
		}
		mark := strings.TrimRight(text[:t.start], " \t")
		tail := max(0, len(mark)-maxAnswered) // the answerer's words are few
		if m := answeredRe.FindStringSubmatchIndex(mark[tail:]); m != nil && answerVerbs[strings.ToLower(mark[tail+m[2]:tail+m[3]])] {
			mark = mark[:tail+m[0]+1] // "X accredited? QA says yes."
		} else if !strings.HasSuffix(mark, ":") && !strings.HasSuffix(mark, "?") || i == 0 || st.toks[i-1].end > len(mark) {
			continue // only a mark between the label or question and the answer
		}
		at := len(mark) - 1
		lo := st.sents[sentenceOf(st.sents, at)]
		if k := strings.LastIndexAny(text[lo:at], ";:"); k >= 0 {
			lo += k + 1
		}
		var subj *subjectMention
		for k := range st.subs {
			if s := &st.subs[k]; s.start >= lo && s.end <= at && s.ref == "" {
				if subj != nil && subj.id != s.id {
					subj = nil // two records: whose is it?
					break
				}
				subj = s
			}
		}
		if subj == nil {
			continue
		}
		recs := v.lookup(subj.id)
		if len(recs) == 0 || strings.Contains(text[lo:at], ",") {
			continue
		}
		t0, t1 := sortSearchTok(st.toks, lo), sortSearchTok(st.toks, at)
		if slices.ContainsFunc(st.toks[t0:t1], func(t token) bool { return boolHedges[t.low] || slices.Contains(aimStems, t.stem) }) {
			continue // "Step-free access planned at X: yes" answers of a plan
		}
		var found []Fact
		for _, r := range recs {
			for _, n := range slices.Sorted(maps.Keys(r.norm)) {
				name := r.norm[n]
				if !v.boolField(n) || slices.ContainsFunc(facts, func(f Fact) bool { return f.Subject == recs[0].subject && strings.HasSuffix(normField(f.Field), n) }) {
					continue
				}
				ws := boolStems(name)
				named := false
				for k := t0; k+len(ws) <= t1 && len(ws) > 0 && !named; k++ {
					named = stemsAt(st.toks, k, ws) && !st.subjSpans.overlaps(st.toks[k].start, st.toks[k+len(ws)-1].end)
				}
				if !named {
					continue
				}
				found = append(found, boolFact(text, t.start, t.end, claimed, recs[0].subject, r, name))
			}
		}
		if len(found) == 1 { // the words name one yes/no field
			out = append(out, found[0])
		}
	}
	return out
}
