package verify

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// normField normalises a field name: lower case, with "-", "." and " "
// turned into "_" ("contract.start_date" and "contract_start_date" are one field).
func normField(s string) string {
	b := []byte(strings.ToLower(strings.TrimSpace(s)))
	for i, c := range b {
		if c == '-' || c == '.' || c == ' ' {
			b[i] = '_'
		}
	}
	return string(b)
}

// weakWords are words of field names that name no field on their own
// (last_reviewed_on is named by "reviewed", not by "on").
var weakWords = map[string]bool{
	"on": true, "at": true, "of": true, "in": true, "by": true, "for": true, "to": true, "the": true,
	"a": true, "an": true, "is": true, "date": true, "time": true, "number": true, "no": true, "id": true,
	"value": true, "list": true, "count": true,
	// Prepositions of time name no field on their own (extension.until):
	// "runs until" tells of any end.
	"until": true, "till": true, "since": true, "from": true, "after": true, "before": true,
}

// weighted is a phrase (as stems) naming a field, and how strongly.
type weighted struct {
	stems  []string
	weight int
	after  bool // names the field only written after the value ("Ada inspected X", not "X inspected Ada")
	leaf   bool // a lexicon phrase attached by a word of the field's own name, not of a mapping it is in
}

// Weights of what names a field: a word of its own name, a phrase of the
// profile, a phrase of the lexicon.
const (
	weightOwn     = 2
	weightProfile = 2
	weightLexicon = 1
)

// fieldWords are the words and phrases naming one field.
type fieldWords struct {
	strong, weak map[string]bool   // stems of the words of its name
	last         string            // the stem of the last word of its name
	agents       map[string]string // stem -> an agent noun of its name (manag -> manager)
	leaf         []string          // stems of the strong words of its own name, without the mappings it is in
	acronym      string            // the initials of its words, written in capitals in a text (principal_investigator: PI)
	plurals      map[string]bool   // the plural words of its own name (drivers of crew.drivers)
	phrases      []weighted        // lexicon and profile phrases
}

// hasStem reports whether s is the stem of a word of the field's name,
// strong or weak.
func (fw *fieldWords) hasStem(s string) bool { return fw.strong[s] || fw.weak[s] }

// fieldWordsOf builds the words naming a field from its name (the words
// of owner_team are owner and team), the lexicon groups one of whose
// phrases is made of those words, and the profile's phrases for it.
func (r *rules) fieldWordsOf(name string) *fieldWords {
	fw := &fieldWords{strong: map[string]bool{}, weak: map[string]bool{}}
	own := stems(name)
	var initials []byte
	for _, w := range words(name) {
		if !weakWords[w] && !allDigits(w) {
			initials = append(initials, w[0])
		}
	}
	if len(initials) >= 2 && len(initials) <= 4 {
		fw.acronym = string(initials)
	}
	for _, w := range words(name) {
		w = singularAgent(w)
		if (strings.HasSuffix(w, "er") || strings.HasSuffix(w, "or")) && len(w) > 4 {
			if fw.agents == nil {
				fw.agents = map[string]string{}
			}
			fw.agents[stem(w)] = w
		}
	}
	if len(own) > 0 {
		fw.last = own[len(own)-1]
	}
	leafName := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		leafName = name[i+1:]
	}
	for _, w := range words(leafName) {
		if !weakWords[w] {
			fw.leaf = append(fw.leaf, stem(w))
		}
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && stem(w) != w {
			if fw.plurals == nil {
				fw.plurals = map[string]bool{}
			}
			fw.plurals[w] = true
		}
	}
	for i, s := range own {
		if w := words(name)[i]; weakWords[w] {
			fw.weak[s] = true
		} else {
			fw.strong[s] = true
			if len(w) >= 6 && strings.HasSuffix(w, "y") {
				fw.strong[stem(w[:len(w)-1])] = true // delivery is named by "delivered"
			}
		}
	}
	// The verb of an agent noun of its own name (lead of leader) attaches
	// the groups it is a phrase of: "is led by X" names the leader.
	verbs := agentVerbs(leafName)
	for _, g := range r.lexicon {
		attach, byLeaf := false, false
		for _, p := range g {
			if oneWayPhrases[strings.Join(p, " ")] {
				continue // (it names the group's fields, it attaches none)
			}
			if len(p) == 1 && verbs[p[0]] {
				attach, byLeaf = true, true
				continue
			}
			all := true
			for _, s := range p {
				if !fw.strong[s] && !fw.weak[s] {
					all = false
				}
			}
			strongOne := slices.ContainsFunc(p, func(s string) bool { return fw.strong[s] })
			if all && strongOne {
				attach = true
				byLeaf = byLeaf || slices.ContainsFunc(p, func(s string) bool { return slices.Contains(fw.leaf, s) })
			}
		}
		if attach {
			for _, p := range g {
				fw.phrases = append(fw.phrases, weighted{p, weightLexicon, false, byLeaf})
			}
		}
	}
	if countBound(leafName) {
		fw.phrases = append(fw.phrases, r.capacityPhrases()...) // max_bathers: the most bathers a thing takes
	}
	for _, p := range r.phrases[normField(name)] {
		fw.phrases = append(fw.phrases, weighted{p, weightProfile, false, true})
	}
	// A period in the name (tests_last_30d) is named by the period
	// written out: "30 days".
	for _, p := range fieldPeriods(name) {
		for _, sp := range slices.Sorted(maps.Keys(units)) {
			if units[sp] == p.unit {
				fw.phrases = append(fw.phrases, weighted{[]string{p.value, stem(sp)}, weightOwn, false, true})
			}
		}
	}
	// An agent noun names its field with its verb and "by": a funder is
	// who a thing is "funded by", a maintainer who it is "maintained by".
	for _, w := range words(name) {
		w = singularAgent(w) // a list of drivers is named by "drives" as a driver is
		base, ok := strings.CutSuffix(w, "er")
		if !ok {
			base, ok = strings.CutSuffix(w, "or")
		}
		if !ok || len(base) < 3 || weakWords[w] {
			continue
		}
		for _, v := range []string{stem(base), stem(base + "e")} {
			if !slices.ContainsFunc(fw.phrases, func(p weighted) bool { return len(p.stems) == 2 && p.stems[0] == v && p.stems[1] == "by" }) {
				fw.phrases = append(fw.phrases, weighted{[]string{v, "by"}, weightOwn, false, true})
				// The verb alone names it weakly, after the value: "Ada
				// inspected X" (in "X inspected Ada" Ada is inspected).
				fw.phrases = append(fw.phrases, weighted{[]string{v}, weightLexicon, true, true})
			}
		}
	}
	return fw
}

// singularAgent is w without the plural ending of an agent noun
// ("drivers": driver, "approvers": approver); other words as they are.
func singularAgent(w string) string {
	if len(w) > 5 && (strings.HasSuffix(w, "ers") || strings.HasSuffix(w, "ors")) {
		return w[:len(w)-1]
	}
	return w
}

// candidates are the normalised fields of the subject's records a value
// may state: not identifying ones, and of a shape the value can have.
func (v *Verifier) candidates(recs []*indexed, m mention) []string {
	shapes := shapesOf(m)
	key := ""
	if m.kind == KindString {
		key = v.rules.valueKey(m.value)
	}
	var out []string
	for _, r := range recs {
		for n := range r.norm {
			if slices.Contains(out, n) || v.identifies(r, n) || r.prefix == "" && ownKeyField(r, n) || positional(n) {
				continue
			}
			// A period written as a word states only a field counted in time.
			if m.period && !timeUnits[fieldUnit(n)] && !timeUnits[strings.TrimPrefix(v.fieldShape(n), typeNumber+" ")] {
				continue
			}
			// The period of a field counted per a unit of time ("weekly" of
			// rehearsal_hours_week) names it and is no value of it.
			if m.period && m.unit != "" && m.unit == timeRatePeriod(n) {
				continue
			}
			// A measure in a unit is no count (12,400 m³ of pump_count).
			if m.kind == KindNumber && m.unit != "" && m.unit != "%" && countField(n) {
				continue
			}
			// A number in months is no value of notice_days.
			if u := countedIn(n); m.kind == KindNumber && m.unit != "" && u != "" && !unitOfField(u, m.unit) || m.kind == KindMoney && u != "" {
				continue // (an amount is no count of years either)
			}
			if m.kind == KindDate && v.fieldShape(n) == shapeNumber && !yearValueRe.MatchString(strings.TrimSpace(r.field(r.norm[n]))) {
				continue // a year states a number field only when it holds years
			}
			if (m.kind == KindMoney || m.unit != "" || m.kind == KindNumber && !yearValueRe.MatchString(m.value)) && v.yearField(n) {
				continue // an amount, a measure or a number that is no year states no year
			}
			if sh := v.fieldShape(n); slices.Contains(shapes, sh) || m.unit != "" && strings.HasPrefix(sh, typeNumber+" ") ||
				slices.Contains(shapes, typeVersion) && versionLike(strings.TrimSpace(r.field(r.norm[n]))) ||
				m.kind == KindNumber && m.unit == "" && numberList(r.field(r.norm[n])) ||
				m.kind == KindString && v.domains[n].holds(key) ||
				m.kind == KindString && sitePath(m.value) && sitePath(r.field(r.norm[n])) {
				// (a field of mixed shapes holding a version for this record:
				// R2A.4, 4.1.2; a string value a field of another shape holds: 12c of engine_release;
				// a site path, of a field of paths)
				out = append(out, n)
			}
		}
	}
	// A rate written in a field's own unit is that field's, not one a
	// conversion reaches (m³ a day of intake_m3_day, not output_ml_day).
	if strings.Contains(m.unit, "/") && slices.ContainsFunc(out, func(n string) bool { return countedIn(n) == m.unit || countedIn(n) == alikeUnit(m.unit) }) {
		out = slices.DeleteFunc(out, func(n string) bool {
			u := countedIn(n)
			return strings.Contains(u, "/") && u != m.unit && u != alikeUnit(m.unit)
		})
	}
	// A measure in a unit some candidate is counted in is no plain
	// number's ("400000 ml" of tank.volume_l, not stores.spare_tanks)
	// unless a word of its name is a unit (hours_since_overhaul).
	if m.kind == KindNumber && m.unit != "" && m.unit != "%" && slices.ContainsFunc(out, func(n string) bool { return v.countedAlike(n, m.unit) }) {
		out = slices.DeleteFunc(out, func(n string) bool { return countedIn(n) == "" && v.fieldShape(n) == shapeNumber && !unitWordIn(n) })
	}
	slices.Sort(out)
	return out
}

// countField reports whether a normalised field counts things by its
// name: pump_count, seat_qty, number_of_beds, headcount.
func countField(n string) bool {
	ws := words(n)
	if len(ws) == 1 {
		// headcount, pagecount (a noun of four letters or more before
		// "count": not discount, account)
		return len(ws[0]) >= len("count")+4 && strings.HasSuffix(ws[0], "count")
	}
	switch ws[len(ws)-1] {
	case "count", "qty", "quantity":
		return true
	}
	return (ws[0] == "number" || ws[0] == "num") && ws[1] == "of"
}

// numberList reports whether a value is a list of two numbers or more
// (routes: 11, 22, 35): a number states one of its items.
func numberList(s string) bool {
	if _, _, ok := numberValue(s); ok {
		return false // 1,920 is one number
	}
	items := listItems(s)
	if len(items) < 2 {
		return false
	}
	for _, it := range items {
		if _, u, ok := numberValue(it); !ok || u != "" {
			return false
		}
	}
	return true
}

// ownKeyField reports whether field n of r holds r's own key (service:
// payments names the subject, it is not a fact about it).
func ownKeyField(r *indexed, n string) bool {
	return strings.EqualFold(strings.TrimSpace(r.field(r.norm[n])), strings.TrimSpace(r.Key))
}

// domainField picks the field of a string value no word names: the
// candidate field whose domain holds it; among several, the one holding it
// for this subject, unless the value classifies the record (classifies: see
// classifies). It returns "" and the reason when there is none.
func (v *Verifier) domainField(recs []*indexed, cands []string, m mention, classifies bool) (string, string) {
	val := v.rules.valueKey(m.value)
	var in []string
	for _, n := range cands {
		// The names of a list of mappings (see listNames) are stated only
		// where the list's words name it: "PRJ-2 builds on FooGate" states
		// no feature gate of PRJ-2.
		if r, name := findField(recs, n); r != nil && itemNameLeaf(&r.Record, name) != "" {
			continue
		}
		// A record named by its title is held by a field of its IDs.
		if v.domains[n].holds(val) || m.named != "" && v.domains[n].holds(v.rules.valueKey(m.named)) {
			in = append(in, n)
		}
	}
	switch len(in) {
	case 0:
		return "", "no field: no field of " + recs[0].subject + " named near the value, and no field holds it"
	case 1:
		return in[0], ""
	}
	// A value classifying the record ("X is a river-trust reservoir") tells its
	// one value of that kind, not one of a list it is in.
	if n := v.scalarOfKin(in); classifies && n != "" {
		return n, ""
	}
	for _, n := range in {
		if r, name := findField(recs, n); r != nil && slices.Contains(normItems(v, r.field(name)), val) {
			return n, ""
		}
	}
	if n := v.scalarOfKin(in); n != "" {
		return n, ""
	}
	return "", "ambiguous: no field named near the value, and " + strconv.Itoa(len(in)) + " fields hold it (" + strings.Join(in, ", ") + ")"
}

// scalarOfKin returns, of fields whose names share a word and hold one
// value, the only one holding a single value per record, the others
// holding lists (lead_agency beside partner_agencies): a value neither
// holds for the subject is told of the single one ("is a river-trust
// reservoir"). "" when there is no such field.
func (v *Verifier) scalarOfKin(in []string) string {
	scalar := ""
	for _, n := range in {
		if v.domains[n].multi == 0 {
			if scalar != "" {
				return ""
			}
			scalar = n
		}
	}
	if scalar == "" || v.fwords[scalar] == nil {
		return ""
	}
	for _, n := range in {
		if n == scalar || v.fwords[n] == nil {
			continue
		}
		if !slices.ContainsFunc(v.fwords[n].leaf, func(s string) bool {
			return slices.Contains(v.fwords[scalar].leaf, s) || slices.Contains(v.fwords[scalar].leaf, strings.TrimSuffix(s, "s"))
		}) {
			return ""
		}
	}
	return scalar
}

// closedClass reports whether val and the subject's field n hold values
// of one closed class, weekdays or times of day: a weekday or time no
// field holds is a value of such a field its words name.
func closedClass(recs []*indexed, n, val string) bool {
	if weekdays[val] {
		return weekdayField(recs, []string{n}) != ""
	}
	if timeKey(val) != "" {
		r, name := findField(recs, n)
		return r != nil && timeKey(r.field(name)) != ""
	}
	if sitePath(val) {
		r, name := findField(recs, n)
		return r != nil && sitePath(r.field(name))
	}
	if timeRangeKey(val) != "" {
		r, name := findField(recs, n)
		return r != nil && timeRangeKey(r.field(name)) != ""
	}
	return false
}

// weekdayField returns the only candidate field of the subject's records
// holding a weekday, "" when none or several do: a weekday no field
// holds is a value of a field of weekdays its words name.
func weekdayField(recs []*indexed, cands []string) string {
	return onlyFieldOfItems(recs, cands, func(it string) bool { return weekdays[strings.ToLower(it)] })
}

// onlyFieldOfItems returns the only candidate field of the subject's
// records whose value is a list of items all of which are, "" when none
// or several are.
func onlyFieldOfItems(recs []*indexed, cands []string, are func(item string) bool) string {
	found := ""
	for _, n := range cands {
		r, name := findField(recs, n)
		if r == nil {
			continue
		}
		items := listItems(r.field(name))
		if len(items) == 0 || slices.ContainsFunc(items, func(it string) bool { return !are(it) }) {
			continue
		}
		if found != "" {
			return ""
		}
		found = n
	}
	return found
}

// holding returns the candidate fields whose domain holds m's value.
func (v *Verifier) holding(cands []string, m mention) []string {
	val := v.rules.valueKey(m.value)
	var out []string
	for _, n := range cands {
		if v.domains[n].holds(val) {
			out = append(out, n)
		}
	}
	return out
}

// ownHeld reports whether the value m is held by one candidate field
// only, across the records, and that field of the subject's records
// holds it: the value can then be verified, never a mismatch.
func (v *Verifier) ownHeld(recs []*indexed, cands []string, m mention) bool {
	in := v.holding(cands, m)
	if len(in) != 1 {
		return false
	}
	r, name := findField(recs, in[0])
	if r == nil {
		return false
	}
	verdict, _ := v.compare(m, r.field(name), in[0])
	return verdict == Verified
}

// selfNamed reports whether a word of the value m names the only field
// of cands holding it ("tier-2" of tier).
func (v *Verifier) selfNamed(toks []token, cands []string, m mention) bool {
	in := v.holding(cands, m)
	if len(in) != 1 || v.fwords[in[0]] == nil {
		return false
	}
	for _, t := range toks {
		if t.start >= m.start && t.end <= m.end && v.fwords[in[0]].strong[t.stem] {
			return true
		}
	}
	return false
}

func normItems(v *Verifier, s string) []string {
	var out []string
	for _, it := range listItems(s) {
		out = append(out, v.rules.valueKey(it))
	}
	return out
}

// shapeField picks the field of a date, version, amount or number with a
// unit no word names: the only candidate field of the subject's records of
// that shape.
func (v *Verifier) shapeField(recs []*indexed, cands []string, m mention) (string, string) {
	typ := mentionType(m)
	if typ == "" {
		return "", "no field: no field named near the value (the field of a plain number or word is never inferred)"
	}
	var fs []string
	for _, n := range cands {
		// A decimal in a field counted in a unit (uptime_pct: 99.95) holds no version.
		if r, name := findField(recs, n); r != nil && (valueType(r.field(name)) == typ ||
			typ == typeVersion && versionLike(strings.TrimSpace(r.field(name))) && (fieldUnit(n) == "" || strictVersion(strings.TrimSpace(r.field(name)))) ||
			m.unit != "" && typ == typeNumber+" "+m.unit && (unitNamedNumber(n, r.field(name), m.unit) && v.sized(n, m) || unitWordNumber(n, r.field(name), m.unit))) {
			fs = append(fs, n)
		}
	}
	fs = spelledUnit(v.bySize(fs, m), m)
	switch len(fs) {
	case 0:
		return "", "no field: no field named near the value, and no field of " + recs[0].subject + " holds " + typeLabel(typ)
	case 1:
		return fs[0], ""
	}
	if held := v.heldBy(recs, fs, m); len(held) > 0 {
		return held[0], "field inferred from the value: of the " + strconv.Itoa(len(fs)) + " fields of " + recs[0].subject +
			" holding " + typeLabel(typ) + ", " + strings.Join(held, ", ") + " holds this one"
	}
	return "", "ambiguous: no field named near the value, and " + strconv.Itoa(len(fs)) +
		" fields of " + recs[0].subject + " hold " + typeLabel(typ) + " (" + strings.Join(fs, ", ") + ")"
}

// unitNamedNumber reports whether field n holds a plain number val in
// the unit its name ends in (aperture_m: 4.1), which a number in unit mu
// may be, when it is of the size of the values the field holds (see
// sized: "a 40 TB scratch quota" is no storage_tb of 4200). A share in %
// is of no measure: "a 99.9% uptime target" is no canary_percent.
func unitNamedNumber(n, val, mu string) bool {
	u := countedIn(n)
	return mu != "%" && u != "" && unitOfField(u, mu) && valueType(val) == "" && shapeOf(val) == shapeNumber
}

// touchedFields returns the fields of v.wordFields the words ws may name
// (see scoreFields): by their stems (a compound's when they are one),
// their agent stems and their lower-case forms (a field's initials).
func (v *Verifier) touchedFields(st *checkState, ws []word) []string {
	var out []string
	add := func(k string) {
		for _, n := range v.wordFields[k] {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	for _, w := range ws {
		s := st.toks[w.i].stem
		if c, ok := st.compounds[w.i]; ok {
			s = c
		}
		add(s)
		if b := st.agentStem(w.i); b != "" {
			add(b)
		}
		add(st.toks[w.i].low)
	}
	return out
}

// indexWordFields indexes the fields by the words that may name them:
// the strong and weak words of their names, the first words of their
// phrases and their initials (see touchedFields).
func (v *Verifier) indexWordFields() {
	v.wordFields = map[string][]string{}
	add := func(k, n string) {
		if !slices.Contains(v.wordFields[k], n) {
			v.wordFields[k] = append(v.wordFields[k], n)
		}
	}
	for _, n := range slices.Sorted(maps.Keys(v.fwords)) {
		fw := v.fwords[n]
		for s := range fw.strong {
			add(s, n)
		}
		for s := range fw.weak {
			add(s, n)
		}
		for _, p := range fw.phrases {
			add(p.stems[0], n)
		}
		if fw.acronym != "" {
			add(fw.acronym, n)
		}
	}
}

// findField returns the first record (in precedence order) holding the
// normalised field, and the field's name there.
func findField(recs []*indexed, field string) (*indexed, string) {
	n := normField(field)
	for _, r := range recs {
		if orig, ok := r.norm[n]; ok {
			return r, orig
		}
	}
	return nil, ""
}
