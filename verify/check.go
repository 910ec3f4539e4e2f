package verify

import (
	"cmp"
	"slices"
	"strconv"
)

// Options of Check.
type Options struct {
	// Subject is the default subject of facts whose sentence (and the one
	// before) names none: an ID ("DEL-12345"), a record's title or name, or
	// a path (the SubjectForPath of the file being verified).
	Subject string
}

// Check finds the facts of text and verifies each against the records, in
// text order. It is pure and deterministic.
func (v *Verifier) Check(text string, opt Options) []Fact {
	st := &checkState{v: v, text: text, toks: tokenize(text), sents: sentences(text)}
	v.shortenedFieldWords(text, st.toks)
	st.compounds = v.compoundWords(text, st.toks)
	skip := skipSpans(text)
	tv := titledValues(text, skip)
	skipTitled := slices.Clone(skip)
	for _, m := range tv {
		skipTitled = append(skipTitled, [2]int{m.start, m.end})
	}
	titles := v.titleMentions(text, st.toks, skipTitled)
	// A record's name that is the first words of a longer known value
	// ("Sallowmere" of "Sallowmere Depot", a depot) names the value's
	// thing, not the record.
	inner := v.innerNames(text, st.toks, skipTitled)
	titles = slices.DeleteFunc(titles, func(n nameMention) bool { return inner(n.start, n.end) || st.placeBesideField(n) })
	claimed := slices.Clone(skipTitled)
	for _, n := range titles {
		claimed = append(claimed, [2]int{n.start, n.end})
	}
	ms := append(v.extract(text, claimed), tv...)
	titles, tv = v.titlesAfterID(text, st.sents, ms, titles)
	ms = append(ms, tv...)
	ms = slices.DeleteFunc(ms, func(m mention) bool { return v.fieldPeriod(text, m) || denominator(text, m) })
	// IDs written beside a title of another record are wrong IDs: the
	// title names the subject.
	idFix := map[int]*indexed{} // by the ID's offset
	for _, m := range ms {
		if m.kind != KindID && m.kind != KindULID {
			continue
		}
		if r := v.titledBeside(text, m, titles); r != nil {
			idFix[m.start] = r
		}
	}
	for _, m := range ms {
		if (m.kind == KindID || m.kind == KindULID) && idFix[m.start] == nil && (m.profileID || v.lookup(m.subject) != nil) {
			st.addSubject(m.start, m.end, v.normID(m.subject), false)
		}
	}
	st.spanDashedTitles(tv)
	for _, n := range titles {
		st.addSubject(n.start, n.end, n.id, true)
	}
	for _, n := range append(v.nameMentions(text), slices.Concat(v.describedMentions(text, st.toks, skipTitled, st.subjSpans), v.quotedPartMentions(text, skipTitled))...) {
		if !st.subjSpans.overlaps(n.start, n.end) && !claimedBy(ms, n.start, n.end) && !inner(n.start, n.end) {
			st.addSubject(n.start, n.end, n.id, true)
		}
	}
	slices.SortStableFunc(st.subs, func(a, b subjectMention) int { return a.start - b.start })
	st.addEarlierShortNames(ms)
	// A record named after another one in a sentence may be a value of
	// the first ("Berth Planner is owned by the Harbour Ops team"): it is
	// a value when a field word or a copula ties it to the first.
	demoted := st.demote()
	st.demoted = demoted
	for _, d := range demoted {
		if !d.name {
			// The ID is a value: it is not verified as an ID of its own.
			ms = slices.DeleteFunc(ms, func(m mention) bool {
				return (m.kind == KindID || m.kind == KindULID) && m.start == d.start && m.end == d.end
			})
			delete(idFix, d.start)
		}
		ms = append(ms, mention{start: d.start, end: d.end, kind: KindString, value: v.rules.valueKey(text[d.start:d.end]), needsLink: d.ref == "", named: d.id, field: d.ref})
	}
	if opt.Subject != "" {
		st.def = v.normID(opt.Subject)
		if s := v.Subject(opt.Subject); s != "" {
			st.def = s
		}
	}
	for _, m := range ms {
		claimed = append(claimed, [2]int{m.start, m.end})
	}
	if pm := append(st.proseLabels(claimed), st.classWords(claimed)...); len(pm) > 0 {
		for _, m := range pm {
			claimed = append(claimed, [2]int{m.start, m.end})
		}
		ms = append(ms, pm...)
	}
	// A known value may hold a number ("tier 1"): it wins over the number.
	// So does a known value holding a code no record has as its ID
	// ("Electrosys CP-6", "Volvo FL-280"): the code is no subject.
	notNumbers := slices.Clone(skip)
	strayID := func(m mention) bool {
		return (m.kind == KindID || m.kind == KindULID) && !m.profileID && v.lookup(m.subject) == nil
	}
	for _, m := range ms {
		if m.kind != KindNumber && !strayID(m) {
			notNumbers = append(notNumbers, [2]int{m.start, m.end})
		}
	}
	for _, n := range titles {
		notNumbers = append(notNumbers, [2]int{n.start, n.end})
	}
	if dm := v.domainMentions(text, st.toks, append(notNumbers, st.subjSpans...)); len(dm) > 0 {
		var taken spanSet
		for _, m := range dm {
			taken = append(taken, [2]int{m.start, m.end})
			claimed = append(claimed, [2]int{m.start, m.end})
		}
		ms = slices.DeleteFunc(ms, func(m mention) bool { return (m.kind == KindNumber || strayID(m)) && taken.overlaps(m.start, m.end) })
		ms = append(ms, dm...)
	}
	for _, m := range pathMentions(text, append(claimed, st.subjSpans...)) {
		claimed = append(claimed, [2]int{m.start, m.end})
		ms = append(ms, m)
	}
	if sm := v.stringMentions(text, claimed, st.subjSpans, st.subjectAt); len(sm) > 0 {
		// "is unclear", "is TBD" state no value, nor does a judgement no
		// field holds ("results are fine").
		ms = append(ms, slices.DeleteFunc(sm, func(m mention) bool {
			w := nameForm(text[m.start:m.end])
			return !m.needsLink && m.start < m.end && (noValueWords[w] && !v.domains[m.field].holds(v.rules.valueKey(w)) || judgements[w] && !v.anyDomainHolds(v.rules.valueKey(w)))
		})...)
	}
	for _, m := range append(st.headValues(claimed), st.tailValues(claimed)...) {
		if w := nameForm(text[m.start:m.end]); !overlapsMention(ms, m.start, m.end) && (!judgements[w] || v.anyDomainHolds(v.rules.valueKey(w))) {
			ms = append(ms, m)
		}
	}
	slices.SortStableFunc(ms, func(a, b mention) int { return a.start - b.start })
	ms = st.listItems(ms, append(claimed, st.subjSpans...))
	for _, m := range ms {
		if m.kind != KindID && m.kind != KindULID && !st.strayValue(m) {
			st.values = append(st.values, [2]int{m.start, m.end})
			if m.needsLink {
				st.linked = append(st.linked, [2]int{m.start, m.end})
			}
			if m.kind == KindNumber && m.unit != "" && text[m.start] >= '0' && text[m.start] <= '9' {
				st.measures = append(st.measures, [2]int{m.start, m.end})
			}
		}
		if m.kind == KindDate || m.kind == KindVersion {
			st.times = append(st.times, [2]int{m.start, m.end})
		}
	}
	var strays []mention // IDs of no record
	for _, m := range ms {
		if strayID(m) {
			strays = append(strays, m)
		}
	}
	st.windows, st.seps = map[[4]int][5]int{}, map[[2]int][][]int{}
	st.joinNameParts()
	st.subjCover, st.valueCover = coverOf(st.subjSpans, len(text)), coverOf(st.values, len(text))
	lines := lineStarts(text)
	out := make([]Fact, 0, len(ms))
	var last struct {
		end         int
		field, subj string
		kind        string
		m           mention
	}
	for _, m := range ms {
		// A date restating the one before more exactly ("opened in April
		// 2003 — 12 April 2003"), or a value saying it writes the one
		// before again ("31/08 — i.e. 2027-08-31"), is of its field.
		if m.field == "" && last.field != "" && (restates(text, last.m, m) || restatedAs(text, last.m, m)) {
			m.field = last.field
		}
		// The next item of a list states the field of the one before
		// ("involves team-a and team-b"); a value whose mention starts
		// inside the one before ("testing" in "section A/B testing") is
		// no next item.
		if m.field == "" && (m.kind == KindString || m.kind == KindName) && last.field != "" && last.kind == m.kind && last.end <= m.start &&
			(listGapRe.MatchString(text[last.end:m.start]) || looseGapRe.MatchString(text[last.end:m.start])) && !v.ofOtherField(m, last.field) {
			m.field = last.field
		}
		if m.listed && (m.field == "" || v.domains[m.field] == nil || v.domains[m.field].multi == 0) {
			continue // "Status: stable, finally." lists nothing
		}
		st.resolved = ""
		f := Fact{Text: text[m.start:m.end], Kind: m.kind, Value: m.value, Start: m.start, End: m.end, Line: lineOf(lines, m.start)}
		if m.kind == KindID || m.kind == KindULID {
			f.Subject = v.normID(m.subject)
			if r := idFix[m.start]; r != nil {
				v.wrongID(&f, r)
				out = append(out, f)
				continue
			}
			if !m.profileID && v.lookup(m.subject) == nil {
				// An ID no record has may be the value of a field (a cost
				// centre CC-410) when a field word ties it to the subject.
				vm := mention{start: m.start, end: m.end, kind: KindString, value: v.rules.valueKey(m.value), needsLink: true}
				vf := Fact{Text: f.Text, Kind: KindString, Value: vm.value, Start: f.Start, End: f.End, Line: f.Line}
				if st.verifyValue(&vf, vm) {
					out = append(out, vf)
					continue
				}
			}
			if len(strays) > 0 {
				if id, ok := st.valueOfStray(m, strays); ok {
					f.Verdict, f.Reason = Unknown, "no subject: the ID is a value of "+id+", which is not in the sources of truth"
					out = append(out, f)
					continue
				}
			}
			v.verifyID(&f)
			out = append(out, f)
			continue
		}
		if st.verifyValue(&f, m) {
			st.doubt(&f, m)
			st.otherYear(&f, m)
			out = append(out, f)
		}
		last.end, last.field, last.subj, last.kind, last.m = m.end, st.resolved, f.Subject, m.kind, m
	}
	out = v.withBesideTitles(out, text, ms, titles, lines)
	if bf := append(st.boolFacts(out), st.boolAnswers(out)...); len(bf) > 0 {
		// A value unknown inside the words of a yes/no field ("24h" of
		// "is staffed 24h") is part of them.
		out = slices.DeleteFunc(out, func(f Fact) bool {
			return f.Verdict == Unknown && f.Kind != KindID && slices.ContainsFunc(bf, func(b Fact) bool { return b.Start <= f.Start && f.End <= b.End })
		})
		out = append(out, bf...)
		slices.SortStableFunc(out, func(a, b Fact) int { return a.Start - b.Start })
	}
	compounds(text, out)
	return out
}

// verifyValue gives the verdict of a value; it reports false when m is a
// known value that nothing in its sentence ties to a field (no fact).
func (st *checkState) verifyValue(f *Fact, m mention) bool {
	v, text := st.v, st.text
	st.wordsNamed, st.against, st.handleNamedOther = "", false, ""
	subj, naming, at := st.subjectAt(m.start)
	if d := st.relativeOfValue(m.start); d != nil {
		subj, naming, at = d.id, namedBefore, d // "X tows Y, which was drydocked on <date>"
	}
	f.Subject = subj
	lo, hi := st.valueSentence(m)
	f.Verdict = Unknown
	if f.Subject == "" {
		if m.needsLink {
			return false
		}
		f.Reason = "no subject: no record named in the sentence or the one before, and no default subject"
		return true
	}
	recs := v.lookup(f.Subject)
	if len(recs) == 0 {
		if m.needsLink {
			return false
		}
		f.Reason = "no subject: " + f.Subject + " is not in the sources of truth"
		return true
	}
	f.Subject = recs[0].subject
	if reason := st.notSubjects(at, m, naming, f.Subject); reason != "" {
		if m.needsLink {
			return false
		}
		f.Reason = reason
		return true
	}
	if st.formerValue(m, lo, hi) || st.beforeTime(m, lo) || fromValue(text, m) {
		if m.needsLink {
			return false
		}
		f.Reason = "no claim: the text states a former value (previously, formerly, no longer, before a time)"
		return true
	}
	if m.kind == KindNumber && st.timedBefore(lo, m.start) {
		if m.needsLink {
			return false
		}
		f.Reason = "no claim: the sentence opens with a time (\"In 2023, ...\") and tells of that time, not of now"
		return true
	}
	if negatedBeforeScan.matchString(text[max(lo, m.start-32):m.start]) {
		if m.needsLink {
			return false
		}
		f.Reason = "no claim: the text says what the value is not (not, rather than, instead of)"
		return true
	}
	field, how := m.field, ""
	if m.titled != 0 {
		if field = titleField(recs); field == "" {
			f.Reason = "no field: the records of " + f.Subject + " hold no title"
			return true
		}
	}
	if r, _ := findField(recs, field); field != "" && r == nil {
		field = "" // the phrase named a field of another subject
	}
	if field == "" {
		if field = st.ownIDField(recs, m, lo); field != "" {
			how = "field named by its own words (it identifies " + f.Subject + ")"
		}
	}
	if field == "" {
		key := candidatesKey(f.Subject, m)
		cands, ok := st.cands[key]
		if !ok {
			cands = v.candidates(recs, m)
			if st.cands == nil {
				st.cands = map[string][]string{}
			}
			st.cands[key] = cands
		}
		cands, unitDropped := v.countedInWord(recs, cands, m, text)
		counted := "" // the noun a number counts, which a field named after it is not
		if m.kind == KindNumber && m.unit == "" && m.end+1 < len(text) && text[m.end] == ' ' && isLetter(rune(text[m.end+1])) {
			cands = slices.DeleteFunc(slices.Clone(cands), func(n string) bool {
				c := st.countedOther(n, m, lo, hi)
				counted = cmp.Or(counted, c)
				return c != ""
			})
		}
		st.ruledOut, st.pastRuled = st.ruledOut[:0], ""
		st.recs = recs // (see leftEmpty)
		named := v.namedFields(cands, st, m, lo, hi)
		if len(named) == 0 {
			named = st.questionNamed(cands, m)
		}
		pastRuled := st.pastRuled
		if d := v.namedAsDropped(unitDropped, named, m, text); d != "" {
			f.Reason = "no field: the number is followed by a word that is no unit of " + d + ", which the words naming " + named[0].field + " name too"
			return true
		}
		st.recs = nil
		if len(st.ruledOut) > 0 {
			cands = slices.DeleteFunc(slices.Clone(cands), func(n string) bool { return slices.Contains(st.ruledOut, n) })
		}
		wordsNameOther := false // the words name only fields that do not hold such values
		if m.needsLink && m.kind == KindString {
			// A known value is a field's only when that field holds such
			// values: "check the gateway logs" does not name a reviewer.
			strong := slices.IndexFunc(named, func(n scoredField) bool { return n.score >= weightOwn })
			if strong >= 0 && len(named[strong].own) >= len(v.fwords[named[strong].field].leaf) {
				st.wordsNamed = named[strong].field // named in full ("related repo", not "feature" of feature_gates)
			}
			named = slices.DeleteFunc(named, func(n scoredField) bool {
				return !v.ofKind(n.field, v.rules.valueKey(m.value)) && m.named == "" && !sigilOf(recs, n.field, text[m.start]) &&
					!closedClass(recs, n.field, m.value) && !st.setInRole(m, n) && !v.sharedKind(n.field, v.rules.valueKey(m.value))
			})
			wordsNameOther = strong >= 0 && len(named) == 0
		}
		named = v.breakTie(st, st.sigiledOnly(recs, cands, named, m), m)
		named = v.heldOfTie(recs, named, m)
		if len(named) > 0 {
			// Only a lexicon phrase names a field of the subject, or a
			// phrase farther from the value than the own words of a field
			// its kin hold ("scheduled for deprecation in v1.36"), or more
			// of them ("the backup generator ... is rated at 60 kVA" of a
			// mast without backup.generator_kva, whose grid_supply_kva only
			// the unit names), or a word of it modifies the phrase naming
			// the subject's field ("the winter target" of a record with no
			// season.winter: see modifies): that field is what the text
			// states.
			if a := st.absentNamed(recs, cands, m, lo, hi); a.field != "" && !st.namesSubject(a, named[0], at, m, lo, hi) &&
				(named[0].score < weightOwn || named[0].dist > 1 && a.dist < named[0].dist || a.score > named[0].score ||
					interleaved(named[0], a) || modifies(st, []scoredField{named[0], a}) || st.tiesAbsent(named[0], a, m)) {
				absent := a.field
				if m.needsLink {
					return false
				}
				f.Reason = "no field: the text names " + absent + ", which the records of " + f.Subject + " do not hold"
				return true
			}
		}
		switch {
		case len(named) > 1 && named[0].score == named[1].score && (named[0].dist == named[1].dist || interleaved(named[0], named[1])):
			// Two fields named as strongly by words among one another's
			// are not told apart by which word is nearer (see interleaved).
			if m.needsLink {
				return false
			}
			f.Reason = "ambiguous between named fields " + named[0].field + " and " + named[1].field
			return true
		case len(named) > 0 && st.roleModifier(named[0]) != "":
			// "X's deputy safety officer is Y" names a role the record
			// does not hold, not its safety.officer.
			if m.needsLink {
				return false
			}
			f.Reason = "no field: the text names the " + st.roleModifier(named[0]) + " of the role " + named[0].field + " holds, another role"
			return true
		case len(named) > 0:
			field = named[0].field
			if named[0].score < weightOwn {
				if v.farFromSizes(field, m) {
					f.Reason = "no field: only a phrase names " + field + ", and the number is far from the sizes of its values"
					return true // "X holds 12 events a year" of a stock of thousands
				}
				// Only a lexicon phrase names the field, and it tells of
				// a noun of the subject's ("X's paint dates from <date>").
				if noun := st.possessedNoun(at, m, field, named[0].dist, lo, hi); noun != "" {
					if m.needsLink {
						return false
					}
					f.Reason = "no field: the text tells of the " + strconv.Quote(noun) + " of " + f.Subject + ", which " + field + " is not"
					return true
				}
			}
		}
		if field == "" && m.needsLink {
			// "reviewed by team-x" names the reviewers, who are people: the
			// verb is no link to another field holding the value.
			linked := false
			if at != nil {
				gap := withoutApposition(text[at.end:m.start])
				linked = (copulaRe.MatchString(gap) || st.copulaBeside(at, m) || labelGapRe.MatchString(gap) && labelEndRe.MatchString(text[m.end:]) || appositiveValue(text, at.end, m) || !wordsNameOther && verbLinked(gap) && !st.agentVerbIn(cands, at.end, m.start) ||
					stateAfterName(text, at.end, m)) &&
					!st.timedAfter(m, hi) && !st.timedBefore(lo, at.start)
				// "... to team-a, who look after it": the clause ties the
				// value to the subject.
				linked = linked || st.relativeLinks(m, hi) && !st.timedBefore(lo, at.start)
			}
			if !linked && naming == namedAfter {
				// "Tramway Crew looks after VMR-L6": an agent opening
				// the sentence, before the subject.
				linked = st.agentBefore(m, lo)
			}
			if !linked && v.rules.subjectLead != nil {
				if l := v.rules.subjectLead.FindAllStringIndex(text[lo:m.start], -1); len(l) > 0 {
					linked = copulaRe.MatchString(text[lo+l[len(l)-1][1] : m.start])
				}
			}
			// A channel or handle held by one field of the subject is
			// that field's value wherever the sentence names it.
			if !linked && (text[m.start] == '#' || text[m.start] == '@') {
				linked = len(v.holding(cands, m)) == 1
			}
			// A value that says its field (tier-2 of tier) needs no link,
			// nor one a sentence of its own states ("It is still X.").
			if !linked {
				linked = v.selfNamed(st.toks, cands, m) || at == nil && st.elliptical(m, subj, lo) || st.telegraphic(at, m, lo, cands)
			}
			// A verb relating the subject to a thing ("connects to",
			// "shares"), or a link whose words name another field ("is
			// our site in Kazakhstan"), states the one field of the
			// subject's own record holding the value: verified, never a
			// mismatch.
			if !linked && at != nil && at.end <= m.start && at.start >= inferScopeStart(text, lo, m.start) {
				gap := withoutApposition(text[at.end:m.start])
				linked = (relatingLinked(gap) || wordsNameOther && verbLinked(gap)) && v.ownHeld(recs, cands, m)
			}
			linked = linked || st.ownLinked(recs, cands, m, at, naming, lo)
			if !linked {
				return false // a known value nothing ties to a field of the subject
			}
		}
		if field == "" {
			if absent := st.absentNamed(recs, cands, m, lo, hi).field; absent != "" {
				f.Reason = "no field: the text names " + absent + ", which the records of " + f.Subject + " do not hold"
				return true
			}
		}
		if field == "" && m.named != "" && at != nil && at.name && at.end <= m.start && st.memberOf(f, m, at, lo, hi) {
			return true
		}
		if field == "" && (m.kind == KindString || m.kind == KindName) {
			var reason string
			if field, reason = v.domainField(recs, cands, m, st.classifies(m, f.Subject)); field == "" {
				// A channel or handle no field holds states the only field
				// of the subject holding channels (handles) when the subject
				// is named before it in its clause.
				if m.kind == KindName && at != nil && at.start >= inferScopeStart(text, lo, m.start) && st.handleNamedOther == "" {
					field = sigilField(recs, cands, m.value)
				}
				if field == "" {
					f.Reason = reason
					return true
				}
				how = "field inferred from value type: the only field of " + f.Subject + " holding " + m.value[:1] + "-values"
			} else if c := sigilWritten(recs, field); c != 0 && text[m.start] != c {
				// A channel or handle is not proposed by plain words: "Data
				// Platform" is a team's name, not its #data-platform.
				if m.needsLink {
					return false
				}
				f.Reason = "no field: the value is written without the " + string(c) + " of " + field
				return true
			} else {
				how = "field proposed by the value (" + field + " holds it)"
				st.against = wordsNameOther && st.wordsNamed != "" && st.wordsNamed != field
			}
		}
		if field == "" {
			if m.kind == KindDate && m.precision == 1 {
				f.Reason = "no field: no field named near the year (the field of a year alone is never inferred)"
				return true
			}
			if mentionType(m) != "" && (at == nil || at.start < inferScopeStart(text, lo, m.start) && !valuesAfter(text, at, m.start)) {
				f.Reason = "no field: no field named near the value, and " + f.Subject + " is not named before it in its clause (the field is not inferred)"
				return true
			}
			// "the SLO of X is 99.9%" names a property no field holds: the
			// value is not some other field's.
			if prop := st.namedProperty(m, lo); prop != "" {
				f.Reason = "no field: the text names " + strconv.Quote(prop) + ", which no field of " + f.Subject + " is"
				return true
			}
			if m.kind == KindDate && boundDateRe.MatchString(text[max(lo, m.start-12):m.start]) {
				f.Reason = "no field: no field named near the date, which bounds a time (since, until, by) rather than states a field"
				return true
			}
			if m.kind == KindDate && at != nil && at.end <= m.start && st.contentWords(at.end, m.start) > maxDateVerbWords {
				f.Reason = "no field: no field named near the date, and the words between " + f.Subject + " and it tell of an event no field names"
				return true
			}
			if pastRuled != "" { // "X was inspected on <date>" of next_inspection: no other date's
				f.Reason = "no field: the text tells of a past event of " + pastRuled + ", which holds the next one"
				return true
			}
			if counted != "" {
				f.Reason = "no field: the number counts " + strconv.Quote(counted) + ", which no field named near it is"
				return true
			}
			if other := st.namedOtherShape(recs, cands, m, lo, hi); other != "" {
				if y, ok := yearOfDateField(v, m, other); ok {
					return st.verifyValue(f, y) // "commissioned 1967" of a date field: its year
				}
				if v.writtenAsHeld(recs, other, text[m.start:m.end]) {
					return st.settle(f, m, recs, other, "the field named holds the value exactly as written")
				}
				f.Reason = "no field: the text names " + other + ", which holds no value of this shape"
				return true
			}
			if w := versionOwner(text, m); w != "" {
				f.Reason = "no field: no field named near the value, and it follows " + strconv.Quote(w) + ", whose version it may be"
				return true
			}
			var reason string
			if field, reason = st.shapeOrCount(recs, cands, m, lo); field == "" {
				f.Reason = reason
				return true
			}
			if w := nameOwner(text, m, at); w != "" && !namesVersioned(field) {
				f.Reason = "no field: no field named near the value, and it follows " + strconv.Quote(w) + ", whose version it may be rather than " + f.Subject + "'s " + field
				return true
			}
			if w := st.otherConcept(field, at, m); w != "" {
				f.Reason = "no field: the words before the date name " + strconv.Quote(w) + ", which " + field + " is not"
				return true
			}
			if e := v.emptyKinField(recs, m, field, reason); e != "" {
				f.Reason = "ambiguous: no field named near the value; " + field + " is the only field of " + f.Subject + " holding " +
					typeLabel(mentionType(m)) + ", but its kind's " + e + ", which it leaves empty, may be the one the text tells of"
				return true
			}
			how = cmp.Or(reason, "field inferred from value type: the only field of "+f.Subject+" holding "+typeLabel(mentionType(m)))
		}
	}
	return st.settle(f, m, recs, field, how)
}
