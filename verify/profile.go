package verify

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// Profile is what verify needs to know about one corpus beyond what it
// learns from the records: how its texts write IDs and versions, the
// phrases that name its fields, values that mean the same. Profiles are
// data (profiles/*.yaml, or a file the config names), never code.
type Profile struct {
	Name string `yaml:"name"`
	// IDs are the ways a text names a record by number.
	IDs []IDForm `yaml:"ids"`
	// KeyFields identify a record besides id, key, number and ulid.
	KeyFields []string `yaml:"key_fields"`
	// Versions are patterns of a version written with a product name; the
	// first group is the version.
	Versions []string `yaml:"versions"`
	// VersionWords before or after a bare 1.27 make it a version.
	VersionWords []string `yaml:"version_words"`
	// Phrases name a field besides the words of its name and the lexicon.
	Phrases map[string][]string `yaml:"phrases"`
	// Equivalents are values that mean the same ([ga, stable]).
	Equivalents [][]string `yaml:"equivalents"`
	// Values are values a field may hold besides those the records hold
	// (the statuses of a workflow), so that a text stating one is checked.
	Values map[string][]string `yaml:"values"`
	// SubjectNouns after "this" or "the" name the subject of a text
	// ("this proposal is accepted").
	SubjectNouns []string `yaml:"subject_nouns"`
}

// IDForm is one way a text names a record by number: Pattern's first
// group is the number, Form the display ID ("%s" is the number without
// leading zeros), Field the record field holding the number.
type IDForm struct {
	Pattern string `yaml:"pattern"`
	Form    string `yaml:"form"`
	Field   string `yaml:"field"`
}

//go:embed profiles/*.yaml lexicon.yaml
var dataFS embed.FS

// Profiles lists the names of the profiles shipped with verify, sorted.
func Profiles() []string {
	ents, _ := fs.ReadDir(dataFS, "profiles")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	slices.Sort(out)
	return out
}

// LoadProfile reads a profile: a name is one shipped with verify (see Profiles), a
// path (holding a "/" or ending in .yaml or .yml) a file, relative to dir
// when not absolute.
func LoadProfile(name, dir string) (*Profile, error) {
	var b []byte
	var err error
	if strings.ContainsAny(name, `/\`) || strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml") {
		p := name
		if !filepath.IsAbs(p) && dir != "" {
			p = filepath.Join(dir, p)
		}
		b, err = os.ReadFile(p)
	} else {
		b, err = dataFS.ReadFile("profiles/" + name + ".yaml")
		if errors.Is(err, fs.ErrNotExist) {
			err = fmt.Errorf("no such profile (shipped: %s)", strings.Join(Profiles(), ", "))
		}
	}
	if err != nil {
		return nil, fmt.Errorf("verify: load profile %s: %w", name, err)
	}
	p, err := decodeProfile(b)
	if err != nil {
		return nil, fmt.Errorf("verify: profile %s: %w", name, err)
	}
	return p, nil
}

// LoadProfiles loads each named profile (see LoadProfile).
func LoadProfiles(names []string, dir string) ([]*Profile, error) {
	var out []*Profile
	for _, n := range names {
		p, err := LoadProfile(n, dir)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func decodeProfile(b []byte) (*Profile, error) {
	var p Profile
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&p); err != nil {
		return nil, err
	}
	if _, err := compileRules([]*Profile{&p}); err != nil {
		return nil, err
	}
	return &p, nil
}

// idRule is a compiled IDForm.
type idRule struct {
	re    *regexp.Regexp
	form  string
	field string // normalised
	// words, when given, are lower-case words one of which a text must
	// hold for re to match (a cheap test before a slow case-insensitive
	// pattern).
	words []string
	scan  *scanner // re's scanner
}

// rules are the compiled profiles and the lexicon.
type rules struct {
	ids          []idRule
	keyFields    []string // normalised
	versions     []*scanner
	versionWords map[string]bool
	phrases      map[string][][]string // normalised field -> phrases as stems
	equiv        map[string]string     // normalised value -> canonical value
	subjectLead  *regexp.Regexp        // "this <noun>", nil when no profile names one
	nouns        map[string]bool       // the profiles' subject nouns, in lower case
	values       map[string][]string   // normalised field -> normalised values a profile adds
	lexicon      [][][]string          // groups of phrases as stems
}

// lexiconFile is the shape of lexicon.yaml.
type lexiconFile struct {
	Groups [][]string `yaml:"groups"`
}

// baseLexicon is lexicon.yaml's groups of phrases, as stems.
// oneWayPhrases are its phrases written with a leading "~": they name the
// fields of their group, and a field whose name they are is not named by
// the group ("seats" names a capacity; a field named seats is not named
// by "capacity").
var baseLexicon, oneWayPhrases = mustLexicon()

func mustLexicon() ([][][]string, map[string]bool) {
	b, err := dataFS.ReadFile("lexicon.yaml")
	if err != nil {
		panic(err)
	}
	var lf lexiconFile
	if err := yaml.Unmarshal(b, &lf); err != nil {
		panic(fmt.Sprintf("verify: lexicon.yaml: %v", err))
	}
	out, oneWay := make([][][]string, 0, len(lf.Groups)), map[string]bool{}
	for _, g := range lf.Groups {
		var ps [][]string
		for _, p := range g {
			q, once := strings.CutPrefix(p, "~")
			if s := stems(q); len(s) > 0 {
				ps = append(ps, s)
				if once {
					oneWay[strings.Join(s, " ")] = true
				}
			}
		}
		out = append(out, ps)
	}
	return out, oneWay
}

func compileRules(ps []*Profile) (*rules, error) {
	r := &rules{versionWords: map[string]bool{}, phrases: map[string][][]string{}, equiv: map[string]string{}, lexicon: baseLexicon,
		values: map[string][]string{}, nouns: map[string]bool{}}
	var nouns []string
	for _, p := range ps {
		for _, id := range p.IDs {
			re, err := regexp.Compile(id.Pattern)
			if err != nil {
				return nil, fmt.Errorf("ids: %w", err)
			}
			if re.NumSubexp() < 1 || !strings.Contains(id.Form, "%s") {
				return nil, fmt.Errorf("ids: %q needs a group and a form with %%s", id.Pattern)
			}
			r.ids = append(r.ids, idRule{re: re, form: id.Form, field: normField(id.Field), scan: newScanner(re)})
		}
		for _, k := range p.KeyFields {
			r.keyFields = append(r.keyFields, normField(k))
		}
		for _, v := range p.Versions {
			re, err := regexp.Compile(v)
			if err != nil {
				return nil, fmt.Errorf("versions: %w", err)
			}
			if re.NumSubexp() < 1 {
				return nil, fmt.Errorf("versions: %q has no group", v)
			}
			r.versions = append(r.versions, newScanner(re))
		}
		for _, w := range p.VersionWords {
			r.versionWords[strings.ToLower(w)] = true
		}
		for f, phs := range p.Phrases {
			for _, ph := range phs {
				if s := stems(ph); len(s) > 0 {
					r.phrases[normField(f)] = append(r.phrases[normField(f)], s)
				}
			}
		}
		for _, eq := range p.Equivalents {
			if len(eq) < 2 {
				continue
			}
			canon := normValue(eq[len(eq)-1])
			for _, e := range eq {
				r.equiv[normValue(e)] = canon
			}
		}
		for f, vs := range p.Values {
			for _, x := range vs {
				r.values[normField(f)] = append(r.values[normField(f)], normValue(x))
			}
		}
		for _, n := range p.SubjectNouns {
			nouns = append(nouns, regexp.QuoteMeta(n))
			r.nouns[strings.ToLower(n)] = true
		}
		// A subject noun with a number names the record of that number
		// ("proposal 42" of a profile whose IDs are numbered).
		if len(p.SubjectNouns) > 0 && len(p.IDs) > 0 {
			var ns []string
			for _, n := range p.SubjectNouns {
				ns = append(ns, regexp.QuoteMeta(n))
			}
			slices.Sort(ns)
			re := regexp.MustCompile(`(?i)\b(?:` + strings.Join(ns, "|") + `)s?\s+(?:no\.?\s*|number\s+|#\s*)?(\d{1,6})\b`)
			var low []string
			for _, n := range p.SubjectNouns {
				low = append(low, strings.ToLower(n))
			}
			r.ids = append(r.ids, idRule{re, p.IDs[0].Form, normField(p.IDs[0].Field), low, newScanner(re)})
		}
	}
	if len(nouns) > 0 {
		slices.Sort(nouns)
		r.subjectLead = regexp.MustCompile(`(?i)\b(?:this|the)\s+(?:` + strings.Join(nouns, "|") + `)\b`)
	}
	return r, nil
}

// valueKey is the form values are compared and looked up in: normalised
// (normValue), without a leading @ or #, as its canonical equivalent, its
// codes joined (joinCodes: "LK-301" of a field holding "LK301"). IDs
// are looked up in the same form (see idKey).
func (r *rules) valueKey(s string) string { return joinCodes(r.spacedKey(s)) }

// spacedKey is valueKey with its codes' words apart as written: the words
// a text writes the value in.
func (r *rules) spacedKey(s string) string {
	return r.canonValue(normValue(strings.TrimLeft(strings.TrimSpace(s), "#@")))
}

// canonValue maps a normalised value to its canonical equivalent.
func (r *rules) canonValue(s string) string {
	if c, ok := r.equiv[s]; ok {
		return c
	}
	return s
}
