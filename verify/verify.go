package verify

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sourcegraph/conc"
)

// Verdicts.
const (
	Verified = "verified"
	Mismatch = "mismatch"
	Unknown  = "unknown"
)

// Fact is one fact found in a text and its verdict (DESIGN §5: the JSON
// shape of `query verify --json`).
type Fact struct {
	Text    string `json:"text"`    // the value as written
	Kind    string `json:"kind"`    // date, ulid, id, number, money, version, status, name or string
	Value   string `json:"value"`   // the value normalised (dates YYYY-MM-DD, --MM-DD when written without a year; versions vX.Y)
	Subject string `json:"subject"` // the ID the fact is about ("" when none)
	Field   string `json:"field"`   // the record field it states ("" when none; a nested record's field in full, flags.new-checkout.expires)
	Verdict string `json:"verdict"` // Verified, Mismatch or Unknown
	// SoTValue, SoTPath and SoTLine are the source-of-truth value and where
	// it is; for a mismatch the SoT value wins.
	SoTValue string `json:"sot_value"`
	SoTPath  string `json:"sot_path"`
	SoTLine  int    `json:"sot_line"`
	Reason   string `json:"reason,omitempty"` // why the verdict is unknown, or that the field was inferred from the value type
	Line     int    `json:"line"`             // 1-based line of the value in the text
	Start    int    `json:"start"`            // byte offset of the value in the text
	End      int    `json:"end"`
}

// indexed is a record with its normalised field names.
type indexed struct {
	Record
	*recHead        // shared by the records of a file with the same fields
	subject  string // display form of the record's ID (DEL-12345, a profile's form)
}

// recHead is what the records of a file with one field set (the rows of a
// CSV) have in common: one each was a fifth of their indexed records.
// The records sharing one are never written through it.
type recHead struct {
	norm   map[string]string // normalised field name -> field name
	prefix string            // dotted path of the fields of a nested record in its file ("flags.new-checkout.")
	kin    string            // the records of its kind (see kinOf)
}

// Verifier checks texts against a fixed set of records. It is immutable
// after New and safe for concurrent use.
type Verifier struct {
	rules      *rules
	records    []*indexed
	byID       idIndex               // ID lookup form (idKey) -> records, precedence order
	byName     nameKeys              // lower-case name key (e.g. "payments") -> record, whose ID form normID(Key) is
	byDir      map[string][]*indexed // directory of a record's file -> records
	heads      map[string]bool       // first stems of the phrases naming record fields
	domains    map[string]*domain    // normalised field -> what it holds across the records
	valueIndex map[string][]*valueEntry
	// templateIndex finds the templates of values (tier #) by first word.
	templateIndex map[string][]*valueEntry
	fwords        map[string]*fieldWords // normalised field -> the words naming it
	// timeFields is whether some field is counted in time (review_in: 6
	// months, interval_months): only then is "annually" a value.
	timeFields bool
	// weekdayValues is whether some field holds weekdays (Friday).
	weekdayValues bool
	// fieldStems are the stems of the words of all field names.
	fieldStems map[string]bool
	// periods are the periods field names carry (tests_last_30d: "30
	// day"): written after "last" or "past" they name the field.
	periods   map[string]bool
	names     []*nameEntry // titles, names and paths of records
	nameIndex map[string][]*nameEntry
	// approxIndex finds the names matched approximately by the stems of
	// two adjacent words among their first four.
	approxIndex map[string][]bigram
	// kinFields are the normalised fields the records of each kind hold
	// (see kinOf), sorted.
	kinFields map[string][]string
	// kinMost are the fields of kinFields most records of the kind hold a
	// value in (see learnKinMost), sorted.
	kinMost map[string][]string
	// idFields are the normalised fields identifying records: id, key,
	// number, ulid, a profile's key fields and those learned from the
	// records (see learnIDFields), in order.
	idFields []string
	// refFields are the fields, by file group, named as IDs that hold
	// other records' keys (see learnIDFields).
	refFields map[string]bool
	// nameFields are the normalised fields learned to name their records
	// though not named as names (see learnNameFields).
	nameFields map[string]bool
	// valueNames are the name fields nested in a mapping that name the
	// thing the mapping is (registrar.name beside the record's own
	// exhibition name): values of the record, not its names.
	valueNames map[string]bool
	// wordFields are the normalised fields by the words that may name
	// them (see indexWordFields), derived from fwords.
	wordFields map[string][]string
	// coreNames are the shorter forms of titles while the names are
	// learned (see titleCores, finishNames), nil after.
	coreNames map[string]*nameEntry
	// nameSlab hands out the names while they are learned.
	nameSlab *slab[nameEntry]
	// byKind finds the records a text calls by their kind and number
	// (see indexKindNumbers).
	byKind map[string][]*indexed
	// idFamilies are the capitals of the IDs two records or more share
	// (see indexIDFamilies), derived from the records.
	idFamilies map[string]bool
	// idPrefixes are the capitals of every ID of capitals, a hyphen and
	// a number, in small letters (see indexIDFamilies).
	idPrefixes map[string]bool
	// described finds the records whose title or file name holds a word,
	// by its stem (see indexDescribed), derived from the records.
	described map[string][]string
	// ids caches normID once the verifier is built (nil while it is).
	ids *idCache
}

// idCache holds normID, a pure function of its string, for the first
// maxNormIDs strings the checks of texts look up (n counts them), and
// the phrases of the subjects they name (see subjectPhrases).
type idCache struct {
	m        sync.Map
	n        atomic.Int64
	phrases  sync.Map
	nPhrases atomic.Int64
}

// maxNormIDs bounds the strings whose normID is cached.
const maxNormIDs = 1 << 14

// Config configures a Verifier: the profiles of the corpora it checks
// (see Profile).
type Config struct {
	Profiles []*Profile
}

// New indexes records with no profile (see NewWith).
func New(records []Record) *Verifier {
	v, err := NewWith(records, Config{})
	if err != nil {
		panic(err) // no profile, nothing to compile
	}
	return v
}

// NewWith indexes records. Each record is found by its key, by the values
// of its ID fields (id, key, number, ulid and a profile's key fields, e.g.
// a profile's ID form), by its title or name field and by its path; a key that is a
// plain name (payments) is recognised when the text mentions it. A YAML
// record without a key contributes the mappings nested in it as records of
// their own (flags.yaml's flags.new-checkout.* is the record
// new-checkout). The domain of every field (the shapes and the values it
// holds across the records) is learned here, once.
func NewWith(records []Record, cfg Config) (*Verifier, error) {
	v, err := learn(records, cfg)
	if err != nil {
		return nil, err
	}
	v.derive()
	return v, nil
}

// learn learns what the index file holds (see writeIndex) from records:
// the verifier NewWith returns but for the indexes derive adds, which a
// reader of the file derives itself.
func learn(records []Record, cfg Config) (*Verifier, error) {
	return learnBlocks([]recBlock{{recs: records}}, cfg)
}

// learnBlocks is learn of the records of blocks, in any order (see
// loadBlocks); it lets go of each block once it holds it.
func learnBlocks(blocks []recBlock, cfg Config) (*Verifier, error) {
	rl, err := compileRules(cfg.Profiles)
	if err != nil {
		return nil, fmt.Errorf("verify: profiles: %w", err)
	}
	size := 0
	for _, b := range blocks {
		size += b.len()
	}
	all := make([]nested, 0, size)
	for i, b := range blocks {
		for r := range b.records() {
			all = append(all, listNames(nested{Record: r}))
			for _, n := range nestedRecords(r) {
				all = append(all, listNames(n))
			}
		}
		blocks[i] = recBlock{}
	}
	slices.SortFunc(all, func(a, b nested) int {
		return cmp.Or(compareRecords(a.Record, b.Record), strings.Compare(a.prefix, b.prefix))
	})
	v := &Verifier{rules: rl, byID: newIDIndex(), byName: nameKeys{set: true}, byDir: map[string][]*indexed{},
		heads: map[string]bool{}, fwords: map[string]*fieldWords{}, periods: map[string]bool{}, fieldStems: map[string]bool{}}
	v.idFields = append(slices.Clone(idFields), rl.keyFields...)
	learned, refs := learnIDFields(all)
	v.refFields = refs
	for _, f := range slices.Sorted(maps.Keys(learned)) {
		if !slices.Contains(v.idFields, f) {
			v.idFields = append(v.idFields, f)
		}
	}
	v.nameFields = learnNameFields(all, v.idFields)
	// Records of one field set share one norm map: the rows of a CSV all
	// have the same columns, and a map each was most of a large file's
	// verifier (53 MB of 190,000 rows).
	norms := map[string]map[string]string{}
	var loose []looseForm // the codes written with a space or glued (EI QVA, EIQVA)
	kins := kinMemo{}     // the records of a file share their kin's string
	var heads recHeads    // and the rows of a table their head
	var tabs tables       // and the rows of a table their columns
	var recs slab[indexed]
	for _, r := range all {
		fields := sortedFields(r.Record)
		set := strings.Join(fields, "\x00")
		norm, ok := norms[set]
		if !ok {
			norm = v.learnFields(fields)
			norms[set] = norm
		}
		ix := recs.new()
		*ix = indexed{Record: r.Record, recHead: &recHead{norm: norm, prefix: r.prefix}}
		ix.compactLines(&tabs)
		forms := v.idForms(ix)
		if len(forms) > 0 {
			ix.subject = forms[0]
		}
		for _, f := range forms {
			v.byID.add(v.idKey(f), ix, len(v.records), v.records) // a document path too is found in any case
		}
		loose = append(loose, looseForms(ix, len(v.records), forms)...)
		if k := strings.TrimSpace(r.Key); nameKeyRe.MatchString(k) && r.Origin != OriginFrontMatter && ix.subject == v.normID(k) {
			ix.subject = k // a plain name is displayed as written: payments, not PAYMENTS
		}
		if k := strings.ToLower(strings.TrimSpace(r.Key)); nameKeyRe.MatchString(k) && r.Origin != OriginFrontMatter {
			v.byName.add(joinCodes(k), int32(len(v.records))) // (the first record of a key keeps it)
		}
		ix.recHead = heads.of(set, r.prefix, kins.of(ix), func() map[string]string { return norm })
		v.records = append(v.records, ix)
		dir := path.Dir(r.Path)
		v.byDir[dir] = append(v.byDir[dir], ix)
	}
	v.addLooseForms(loose)
	v.byName.finish(v.records)
	v.byID.pack() // (its map let go before the names and domains are learned)
	v.valueNames = nestedValueNames(v.records)
	// The names and the domains are learned from the records at once: each
	// writes only its own indexes.
	var wg conc.WaitGroup
	wg.Go(v.learnDomains)
	seen := map[string]int32{}
	v.coreNames, v.nameSlab = map[string]*nameEntry{}, &slab[nameEntry]{}
	for _, ix := range v.records {
		v.indexNames(ix, seen)
	}
	v.finishNames(seen)
	v.nameSlab = nil
	wg.Wait()
	v.learnKin()
	for n, d := range v.domains {
		if timeUnits[fieldUnit(n)] || timeUnits[strings.TrimPrefix(d.shape, typeNumber+" ")] {
			v.timeFields = true // (any one: order does not matter)
		}
	}
	for _, ix := range v.records {
		for n, orig := range ix.norm {
			if v.phraseField(ix, orig) {
				if st := stems(orig); len(st) > 0 {
					v.heads[st[0]] = true
				}
				for _, p := range v.fwords[n].phrases {
					v.heads[p.stems[0]] = true
				}
				for s := range v.fwords[n].strong {
					v.heads[s] = true // a word of its name alone (see phrases)
				}
			}
		}
	}
	v.indexShortNames()
	v.indexKindNumbers()
	return v, nil
}

// derive adds the indexes derived from what learn learned (or readIndex
// read), and the cache of the checks.
func (v *Verifier) derive() {
	v.indexWordFields()
	v.indexIDFamilies()
	v.indexDescribed()
	v.ids = &idCache{}
}

// learnFields returns the norm map of a record's fields (normalised name
// to the name as written; the first of the sorted fields wins a shared
// normal form) and learns the words, stems and periods of the fields it
// meets for the first time.
func (v *Verifier) learnFields(fields []string) map[string]string {
	norm := make(map[string]string, len(fields))
	for _, f := range fields {
		n := normField(f)
		if norm[n] == "" {
			norm[n] = f
		}
		if v.fwords[n] == nil {
			v.fwords[n] = v.rules.fieldWordsOf(f)
			for s := range v.fwords[n].strong {
				v.fieldStems[s] = true
			}
			for _, p := range fieldPeriods(f) {
				v.periods[p.value+" "+p.unit] = true
			}
		}
	}
	return norm
}

// Load reads the records from the graph (see LoadRecords) and indexes them.
func Load(ctx context.Context, g quadReader) (*Verifier, error) {
	return LoadWith(ctx, g, Config{})
}

// LoadWith reads the records from the graph (see LoadRecords) and indexes
// them with cfg (see NewWith).
func LoadWith(ctx context.Context, g quadReader, cfg Config) (*Verifier, error) {
	blocks, err := loadBlocks(ctx, g, true)
	if err != nil {
		return nil, err
	}
	v, err := learnBlocks(blocks, cfg)
	if err != nil {
		return nil, err
	}
	v.derive()
	return v, nil
}

// Records is the number of records indexed.
func (v *Verifier) Records() int { return len(v.records) }

var nameKeyRe = regexp.MustCompile(`^[a-z][a-z0-9_-]{2,40}$`)

// normID is the lookup form of an ID: upper case, an ID written in a
// profile's form as that form (a profile may read "PRJ 12" as PRJ-12).
func (v *Verifier) normID(s string) string {
	if v.ids == nil {
		return v.idForm(s)
	}
	if id, ok := v.ids.m.Load(s); ok {
		return id.(string)
	}
	id := v.idForm(s)
	if v.ids.n.Add(1) <= maxNormIDs {
		v.ids.m.Store(strings.Clone(s), strings.Clone(id)) // (not a slice of a text it would hold in memory)
	}
	return id
}

// idForm computes normID.
func (v *Verifier) idForm(s string) string {
	s = strings.TrimSpace(s)
	lower := ""
	for _, r := range v.rules.ids {
		if len(r.words) > 0 {
			if lower == "" {
				lower = strings.ToLower(s)
			}
			if !slices.ContainsFunc(r.words, func(w string) bool { return strings.HasPrefix(lower, w) }) {
				continue // a subject noun starts the ID or it is not of this form
			}
		}
		if !r.scan.mayMatch(s) {
			continue // (no match)
		}
		if m := r.re.FindStringSubmatchIndex(s); m != nil && m[0] == 0 && m[1] == len(s) {
			return strings.ToUpper(fmt.Sprintf(r.form, trimZeros(s[m[2]:m[3]])))
		}
	}
	return strings.ToUpper(s)
}

// idForms returns the lookup forms of a record, its display form first.
func (v *Verifier) idForms(r *indexed) []string {
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	var numbered []string // profile forms and their bare numbers
	for _, rule := range v.rules.ids {
		if orig, ok := r.norm[rule.field]; ok {
			if n := strings.TrimSpace(r.field(orig)); allDigits(n) {
				add(fmt.Sprintf(rule.form, trimZeros(n)))
				numbered = append(numbered, trimZeros(n))
			}
		}
	}
	var ids []string // the values of its ID fields
	for _, f := range v.idFields {
		if orig, ok := r.norm[f]; ok && !v.isRef(r, f) {
			if x := strings.TrimSpace(r.field(orig)); x != "" && !slices.Contains(ids, v.normID(x)) {
				ids = append(ids, v.normID(x))
			}
		}
	}
	if len(ids) > 0 && !slices.Contains(ids, v.normID(r.Key)) {
		// A record keyed by its title (no id field the parser knew) is
		// displayed by its ID.
		for _, x := range ids {
			add(x)
		}
	}
	if r.Origin == OriginFrontMatter && r.Key == r.Path {
		add(r.Path)
	} else {
		add(v.normID(r.Key))
		if allDigits(strings.TrimSpace(r.Key)) {
			add(trimZeros(strings.TrimSpace(r.Key)))
		}
	}
	for _, x := range ids {
		add(x)
	}
	for _, n := range numbered {
		add(n)
	}
	return out
}

// Subject returns the display form of the subject named by s (an ID such
// as DEL-12345 or a profile's form, a title or name, or a record's path,
// else some words of one record's name or title: see subjectByWords), or
// "" when no record has it.
func (v *Verifier) Subject(s string) string {
	if rs := v.byID.get(v.idKey(s), v.records); len(rs) > 0 {
		return rs[0].subject
	}
	p := strings.TrimPrefix(strings.ReplaceAll(s, "\\", "/"), "./")
	byPath := ""
	for _, r := range v.records {
		if r.Path == p {
			return r.subject
		}
		if strings.HasSuffix(r.Path, "/"+p) && r.subject != byPath {
			if byPath != "" {
				return "" // the end of the paths of two records names neither
			}
			byPath = r.subject
		}
	}
	if byPath != "" {
		return byPath
	}
	form := nameForm(s)
	for _, e := range v.names {
		if e.form == form {
			return e.subject
		}
	}
	return v.subjectByWords(s)
}

// SubjectForPath returns the subject of a document at path p (absolute or
// relative, as given on the command line): the record of its own front
// matter, else the record of a YAML/CSV file in the same directory (a
// README beside its record's YAML file). The directory is matched by the longest
// stored directory that ends p's directory; "" when none.
func (v *Verifier) SubjectForPath(p string) string {
	p = path.Clean(strings.ReplaceAll(p, "\\", "/"))
	dir := path.Dir(p)
	best := ""
	for d := range v.byDir {
		if d != "." && (dir == d || strings.HasSuffix(dir, "/"+d)) &&
			(len(d) > len(best) || len(d) == len(best) && d < best) {
			best = d
		}
	}
	if best == "" {
		return ""
	}
	recs := v.byDir[best]
	base := path.Base(p)
	for _, r := range recs {
		if path.Base(r.Path) == base && r.Origin == OriginFrontMatter {
			return r.subject
		}
	}
	for _, r := range recs {
		if r.Origin != OriginFrontMatter && r.subject != "" {
			return r.subject
		}
	}
	return ""
}

// lookup returns the records of a subject in precedence order.
func (v *Verifier) lookup(subject string) []*indexed {
	if subject == "" {
		return nil
	}
	return v.byID.get(v.idKey(subject), v.records)
}

// idKey is the form records are looked up by their IDs in: normID with
// its codes joined, as values are compared (see valueKey): "LK-304" and
// "NB 07" name LK304 and NB-07.
func (v *Verifier) idKey(s string) string { return joinCodes(v.normID(s)) }

// Counts are the number of facts of each verdict.
type Counts struct {
	Verified int `json:"verified"`
	Mismatch int `json:"mismatch"`
	Unknown  int `json:"unknown"`
}

// Count tallies the verdicts of facts.
func Count(facts []Fact) Counts {
	var c Counts
	for _, f := range facts {
		switch f.Verdict {
		case Verified:
			c.Verified++
		case Mismatch:
			c.Mismatch++
		default:
			c.Unknown++
		}
	}
	return c
}

// String formats the counts as "verified=N mismatch=N unknown=N".
func (c Counts) String() string {
	return fmt.Sprintf("verified=%d mismatch=%d unknown=%d", c.Verified, c.Mismatch, c.Unknown)
}
