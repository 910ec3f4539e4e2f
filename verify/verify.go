package verify

import (
	"cmp"
	"context"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
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
	Value   string `json:"value"`   // the value normalised (dates YYYY-MM-DD, versions vX.Y)
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
	subject string            // display form of the record's ID (KEP-1287, DEL-12345)
	norm    map[string]string // normalised field name -> field name
	prefix  string            // dotted path of the fields of a nested record in its file ("flags.new-checkout.")
}

// Verifier checks texts against a fixed set of records. It is immutable
// after New and safe for concurrent use.
type Verifier struct {
	records []*indexed
	byID    map[string][]*indexed // normalised ID form -> records, precedence order
	byName  map[string]string     // lower-case name key (e.g. "payments") -> ID form
	byDir   map[string][]*indexed // directory of a record's file -> records
	heads   map[string]bool       // first words of the phrases naming record fields
}

// New indexes records. Each record is found by its key and by the values
// of its ID fields (id, key, number, kep-number, ulid); a record with a
// kep-number is also found as KEP-<n>, and a key that is a plain name
// (payments) is recognised when the text mentions it. A YAML record
// without a key contributes the mappings nested in it as records of their
// own (flags.yaml's flags.new-checkout.* is the record new-checkout).
func New(records []Record) *Verifier {
	var all []nested
	for _, r := range records {
		all = append(all, nested{Record: r})
		all = append(all, nestedRecords(r)...)
	}
	slices.SortFunc(all, func(a, b nested) int {
		return cmp.Or(compareRecords(a.Record, b.Record), strings.Compare(a.prefix, b.prefix))
	})
	v := &Verifier{byID: map[string][]*indexed{}, byName: map[string]string{}, byDir: map[string][]*indexed{}, heads: map[string]bool{}}
	for _, r := range all {
		ix := &indexed{Record: r.Record, prefix: r.prefix, norm: make(map[string]string, len(r.Fields))}
		for _, f := range sortedFields(r.Record) {
			if n := normField(f); ix.norm[n] == "" {
				ix.norm[n] = f
			}
		}
		phraseHeads(v.heads, ix)
		forms := idForms(ix)
		if len(forms) > 0 {
			ix.subject = forms[0]
		}
		for _, f := range forms {
			if f = normID(f); !slices.Contains(v.byID[f], ix) {
				v.byID[f] = append(v.byID[f], ix) // a document path too is found in any case
			}
		}
		if k := strings.TrimSpace(r.Key); nameKeyRe.MatchString(k) && r.Origin != OriginFrontMatter && ix.subject == normID(k) {
			ix.subject = k // a plain name is displayed as written: payments, not PAYMENTS
		}
		if k := strings.ToLower(strings.TrimSpace(r.Key)); nameKeyRe.MatchString(k) && r.Origin != OriginFrontMatter {
			if _, ok := v.byName[k]; !ok {
				v.byName[k] = normID(r.Key)
			}
		}
		v.records = append(v.records, ix)
		dir := path.Dir(r.Path)
		v.byDir[dir] = append(v.byDir[dir], ix)
	}
	return v
}

// Load reads the records from the graph (see LoadRecords) and indexes them.
func Load(ctx context.Context, g quadReader) (*Verifier, error) {
	recs, err := LoadRecords(ctx, g)
	if err != nil {
		return nil, err
	}
	return New(recs), nil
}

// Records is the number of records indexed.
func (v *Verifier) Records() int { return len(v.records) }

var (
	nameKeyRe = regexp.MustCompile(`^[a-z][a-z0-9_-]{2,40}$`)
	digitsRe  = regexp.MustCompile(`^\d+$`)
)

// normID is the lookup form of an ID: upper case, a KEP number as KEP-<n>.
func normID(s string) string {
	s = strings.TrimSpace(s)
	if m := kepIDRe.FindStringSubmatch(s); m != nil && m[0] == s {
		return "KEP-" + trimZeros(m[1])
	}
	return strings.ToUpper(s)
}

// idForms returns the lookup forms of a record, its display form first.
func idForms(r *indexed) []string {
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	kep := ""
	for _, f := range []string{"kep_number", "kep-number"} {
		if n := strings.TrimSpace(r.Fields[f]); digitsRe.MatchString(n) {
			kep = "KEP-" + trimZeros(n)
		}
	}
	add(kep)
	if r.Origin == OriginFrontMatter && r.Key == r.Path {
		add(r.Path)
	} else {
		add(normID(r.Key))
		if digitsRe.MatchString(strings.TrimSpace(r.Key)) {
			add(trimZeros(strings.TrimSpace(r.Key)))
		}
	}
	for _, f := range []string{"id", "key", "number", "ulid"} {
		if x := strings.TrimSpace(r.Fields[f]); x != "" {
			add(normID(x))
		}
	}
	if kep != "" {
		add(strings.TrimPrefix(kep, "KEP-"))
	}
	return out
}

// Subject returns the display form of the subject named by s (an ID such
// as KEP-1287, 1287 or DEL-12345, or a record's path), or "" when no
// record has it.
func (v *Verifier) Subject(s string) string {
	if rs := v.byID[normID(s)]; len(rs) > 0 {
		return rs[0].subject
	}
	p := strings.TrimPrefix(strings.ReplaceAll(s, "\\", "/"), "./")
	for _, r := range v.records {
		if r.Path == p {
			return r.subject
		}
	}
	return ""
}

// SubjectForPath returns the subject of a document at path p (absolute or
// relative, as given on the command line): the record of its own front
// matter, else the record of a YAML/CSV file in the same directory (a KEP's
// README has its kep.yaml). The directory is matched by the longest
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
	return v.byID[normID(subject)]
}

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
