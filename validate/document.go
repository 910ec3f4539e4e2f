package validate

import (
	"errors"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/staleness"
	"github.com/canon-kg/canon/verify"
)

// Input is one discovered file: its parsed document, or the error Parse
// returned for it.
type Input struct {
	File sources.File
	Doc  *sources.Document // nil when Err is set
	Err  error
}

// Options configure the rules.
type Options struct {
	// ConstitutionLines caps the constitution (CONST-001); 0 means 60.
	ConstitutionLines int
	// StaleAfter is the age of a stale source of truth; 0 means 30 days.
	StaleAfter time.Duration
	// Now is the time the staleness rules judge against; the zero time
	// disables them.
	Now time.Time
	// Exists reports whether a root-relative path exists under root
	// although it is not one of the inputs (an image, a source file); nil
	// means only the inputs exist.
	Exists func(root, path string) bool
}

func (o Options) constitutionLines() int {
	if o.ConstitutionLines > 0 {
		return o.ConstitutionLines
	}
	return 60
}

func newFinding(rule, path string, line int, format string, args ...any) finding.Finding {
	msg := strings.Join(strings.Fields(fmt.Sprintf(format, args...)), " ")
	return finding.Finding{Rule: rule, Severity: severityOf(rule), Path: path, Line: line, Message: msg}
}

// Document evaluates the document rules on one file and returns its
// findings sorted. A parse error yields FM-001, SOT-004 or FILE-001.
func Document(in Input, opt Options) []finding.Finding {
	var out []finding.Finding
	if in.Err != nil || in.Doc == nil {
		out = append(out, parseFinding(in))
		finding.Sort(out)
		return out
	}
	d := in.Doc
	if lf := d.LenientFrontMatter; lf != nil {
		out = append(out, newFinding(RuleLenientFrontMatter, d.Path, lf.Line,
			"front matter is not valid YAML (%s); read as key: value lines, as the agents read it", lf.Err))
	}
	for _, r := range d.RepeatedKeys {
		out = append(out, newFinding(RuleRepeatedKey, d.Path, r.Line,
			"front matter key %q is given again (first at line %d); the last value is used", r.Key, r.First))
	}
	out = append(out, duplicateKeys(d)...)
	out = append(out, globs(d)...)
	out = append(out, severity(d)...)
	out = append(out, invalidDates(d)...)
	out = append(out, adrStatus(d)...)
	out = append(out, stale(in, opt)...)
	finding.Sort(out)
	return out
}

func parseFinding(in Input) finding.Finding {
	path, line, msg := in.File.Path, 0, "cannot be parsed"
	if in.Err != nil {
		msg = in.Err.Error()
		var pe *sources.ParseError
		if errors.As(in.Err, &pe) {
			line, msg = pe.Line, pe.Err.Error()
		}
	}
	switch {
	case errors.Is(in.Err, sources.ErrFrontMatter):
		return newFinding(RuleFrontMatter, path, line, "front matter cannot be parsed: %s", msg)
	case errors.Is(in.Err, sources.ErrCSV), errors.Is(in.Err, sources.ErrYAML):
		return newFinding(RuleSoTUnparseable, path, line, "source of truth cannot be parsed: %s", msg)
	}
	return newFinding(RuleUnreadable, path, line, "file skipped: %s", msg)
}

// Walk is the finding of an entry discovery skipped (a *sources.WalkError:
// a symbolic link to nothing, a name that is not valid UTF-8, a directory
// it cannot read): FILE-001 at the entry's root-relative path, escaped. A
// dangling CLAUDE.md is a file the agents load nothing from. ok is false
// for any other error of a walk (a root that does not exist, a cancelled
// walk): those are not about one entry.
func Walk(err error) (f finding.Finding, ok bool) {
	var we *sources.WalkError
	if !errors.As(err, &we) {
		return finding.Finding{}, false
	}
	return newFinding(RuleUnreadable, sources.EscapePath(we.Path), 0, "not ingested: %s", we.Err), true
}

// keyFields are the fields that make a record's key explicit.
var keyFields = []string{"id", "key", "number", "kep_number", "kep-number", "ulid", "name"}

// duplicateKeys: SOT-001 for explicit keys (an id, key, number or name
// column or field), SOT-005 for a table keyed by its first column only.
func duplicateKeys(d *sources.Document) []finding.Finding {
	var out []finding.Finding
	first := map[string]int{}
	for _, r := range d.Records {
		if r.Key == "" {
			continue
		}
		l, dup := first[r.Key]
		if !dup {
			first[r.Key] = r.Line
			continue
		}
		rule := RuleImplicitKey
		for k, v := range r.All() {
			if slices.Contains(keyFields, strings.ToLower(k)) && strings.TrimSpace(v) == r.Key {
				rule = RuleDuplicateKey
				break
			}
		}
		out = append(out, newFinding(rule, d.Path, r.Line, "key %q is also the key of the record at line %d", r.Key, l))
	}
	return out
}

// globs: GLOB-001.
func globs(d *sources.Document) []finding.Finding {
	var out []finding.Finding
	check := func(g string, line int, where string) {
		if g = strings.TrimSpace(g); g != "" && !doublestar.ValidatePattern(g) {
			out = append(out, newFinding(RuleGlob, d.Path, line, "%s glob %q is not a valid pattern", where, g))
		}
	}
	seen := map[string]bool{}
	for _, key := range []string{"applies_to", "globs", "scope", "paths"} {
		v, ok := d.Meta[key]
		if !ok {
			continue
		}
		for _, g := range globValues(v, key == "globs") {
			if !seen[key+"\x00"+g] {
				seen[key+"\x00"+g] = true
				check(g, d.MetaLines[key], key)
			}
		}
	}
	for _, r := range d.Rules {
		for _, g := range r.Scopes {
			check(g, r.Line, "rule "+r.ID+" scope")
		}
	}
	return out
}

// globValues reads a glob or a list of globs; for Cursor's globs a string
// is a comma-separated list (commas inside {} or [] do not separate).
func globValues(v any, commas bool) []string {
	switch x := v.(type) {
	case string:
		if commas {
			return splitTop(x)
		}
		return []string{x}
	case []any:
		var out []string
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// splitTop splits s at the commas outside braces and brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' && depth == 0 {
			out = append(out, strings.Trim(strings.TrimSpace(s[start:i]), `"'`))
			start = i + 1
			continue
		}
		switch s[i] {
		case '{', '[':
			depth++
		case '}', ']':
			depth = max(depth-1, 0)
		}
	}
	return out
}

var severities = []string{"error", "warning", "info"}

// severity: SEV-001.
func severity(d *sources.Document) []finding.Finding {
	v, ok := d.Meta["severity"]
	if !ok || d.Kind == sources.KindSoT {
		return nil
	}
	s, _ := v.(string)
	if slices.Contains(severities, strings.ToLower(strings.TrimSpace(s))) {
		return nil
	}
	return []finding.Finding{newFinding(RuleSeverity, d.Path, d.MetaLines["severity"], "severity %q is not one of %s", fmt.Sprint(v), strings.Join(severities, ", "))}
}

var (
	isoShapeRe  = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$`)
	dateNameRe  = regexp.MustCompile(`(?i)(?:^|[._-])(?:date|created|updated|deadline|due|expires|launched|last_reviewed_on)$|(?:_on|_at)$`)
	dateShapeRe = regexp.MustCompile(`^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$`)
)

// invalidDates: SOT-002, over the records of a CSV/YAML file and the front
// matter of a document.
func invalidDates(d *sources.Document) []finding.Finding {
	recs := d.Records
	if len(d.Meta) > 0 {
		m := verify.MetaRecord(d.Path, d.Meta, d.MetaLines)
		recs = append(recs[:len(recs):len(recs)], sources.Record{Path: m.Path, Line: m.Line, Fields: m.Fields, Lines: m.Lines})
	}
	var out []finding.Finding
	var order []int    // a table's columns in the order of their names
	var table []string // the names order is of
	for i := range recs {
		r := &recs[i]
		if r.Names == nil {
			names := slices.Sorted(maps.Keys(r.Fields))
			out = append(out, recordDates(d.Path, r, names, nil)...)
			continue
		}
		if len(r.Names) == 0 {
			continue
		}
		if table == nil || &table[0] != &r.Names[0] {
			table, order = r.Names, make([]int, len(r.Names))
			for j := range order {
				order[j] = j
			}
			slices.SortFunc(order, func(a, b int) int { return strings.Compare(table[a], table[b]) })
		}
		out = append(out, recordDates(d.Path, r, table, order)...)
	}
	return out
}

// recordDates is invalidDates' findings of one record, by the order of
// its field names: names sorted, or a table row's names by the indexes of
// order.
func recordDates(p string, r *sources.Record, names []string, order []int) []finding.Finding {
	var out []finding.Finding
	n := len(names)
	if order != nil {
		n = len(order)
	}
	for j := range n {
		var k, v string
		if order == nil {
			k = names[j]
			v = r.Fields[k]
		} else {
			k, v = names[order[j]], r.Values[order[j]]
		}
		if v = strings.TrimSpace(v); v == "" || validDateValue(v) {
			continue
		}
		if isoShapeRe.MatchString(v) || dateNameRe.MatchString(k) && dateShapeRe.MatchString(v) {
			line := r.Lines[k]
			if order != nil {
				line = r.Line
				if r.ValueLines != nil {
					line = r.ValueLines[order[j]]
				}
			}
			if line == 0 {
				line = r.Line
			}
			out = append(out, newFinding(RuleInvalidDate, p, line, "%s: %q is not a valid date (want YYYY-MM-DD)", k, v))
		}
	}
	return out
}

func validDateValue(v string) bool {
	for _, l := range []string{time.DateOnly, time.RFC3339, "2006-01-02 15:04:05", "2006-01-02T15:04:05", "2006/01/02"} {
		if _, err := time.Parse(l, v); err == nil {
			return true
		}
	}
	return false
}

// adrStatus: ADR-001.
func adrStatus(d *sources.Document) []finding.Finding {
	if d.Kind != sources.KindADR || d.ADR == nil || d.ADR.Status != "" {
		return nil
	}
	line := max(d.ADR.StatusLine, 1)
	if d.ADR.StatusRaw != "" {
		return []finding.Finding{newFinding(RuleADRStatus, d.Path, line, "ADR status %q is not one of proposed, accepted, deprecated, superseded, rejected", d.ADR.StatusRaw)}
	}
	return []finding.Finding{newFinding(RuleADRStatus, d.Path, line, "ADR has no status")}
}

// stale: the staleness package's rules over front matter, the top-level
// review fields of a YAML file, or the file time of a CSV/YAML file.
func stale(in Input, opt Options) []finding.Finding {
	if opt.Now.IsZero() {
		return nil
	}
	d := in.Doc
	meta, lines := d.Meta, d.MetaLines
	if d.Kind == sources.KindSoT {
		meta, lines = nil, nil
		if len(d.Records) > 0 && !strings.EqualFold(path.Ext(d.Path), ".csv") { // a YAML file
			r := d.Records[0]
			for _, k := range []string{staleness.KeyLastReviewed, staleness.KeyReviewIn} {
				if v, ok := r.Fields[k]; ok {
					if meta == nil {
						meta, lines = map[string]any{}, map[string]int{}
					}
					meta[k], lines[k] = v, r.Lines[k]
				}
			}
		}
	}
	return staleness.Evaluate(in.File, meta, lines, opt.Now, opt.StaleAfter)
}
