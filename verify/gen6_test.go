package verify

import (
	"fmt"
	"strings"
	"testing"
)

// gen6Garden is a domain no labelled set has, for the sixth round: a
// botanical garden's curators (a CSV keyed by curator_id) and glasshouses
// (a YAML mapping keyed by glasshouse ID whose curator_id refers to a
// curator, nested three levels, an optional rating, list fields of
// strings, a store counted in megalitres and a section of several words).
var gen6Garden = map[string]string{
	"sot/curators.csv": `curator_id,curator_name,team,start_year,office_room,phone_ext,certified
CUR-201,Maren Holt,Tropical,2011,B12,4411,yes
CUR-202,Idris Vale,Arid,2016,B14,4412,no
CUR-203,Lena Brook,Alpine,2009,C03,4413,yes
`,
	"sot/glasshouses.yaml": `glasshouses:
  GH-11:
    name: Palm Dome
    curator_id: CUR-201
    section: Tropical Belt
    public_rating: 4
    climate:
      area_m2: 2400
      min_temp_c: 18
    inspection:
      glazing:
        last: 2025-03-02
        next_due: 2026-03-02
        inspector: Oskar Prentice
    rainwater_store_ml: 1.2
    water_inflows:
      - Rain Cistern North
      - Mains Feed
    propagation_steps:
      - cuttings
      - misting
      - potting on
  GH-12:
    name: Cactus House
    curator_id: CUR-202
    section: Desert Row
    public_rating: 3
    climate:
      area_m2: 900
      min_temp_c: 10
    inspection:
      glazing:
        last: 2024-11-20
        next_due: 2025-11-20
        inspector: Vera Lindqvist
    rainwater_store_ml: 0.4
    water_inflows:
      - Mains Feed
    propagation_steps:
      - seed sowing
      - grafting
  GH-13:
    name: Fern Gully
    curator_id: CUR-203
    section: Temperate Walk
    climate:
      area_m2: 1300
      min_temp_c: 12
    inspection:
      glazing:
        last: 2025-06-14
        next_due: 2026-06-14
        inspector: Oskar Prentice
    rainwater_store_ml: 2.1
    water_inflows:
      - Rain Cistern South
    propagation_steps:
      - spore sowing
      - misting
`,
}

// TestCheck_Gen6 checks the phrasings of the sixth round over the garden:
// each class of failure with a case that failed before the round, and
// guards that must stay unknown.
func TestCheck_Gen6(t *testing.T) {
	v := filesVerifier(t, gen6Garden)
	runFactCases(t, v, []factCase{
		// An ID field holding another file's keys in records keyed by
		// their own is a reference: CUR-201 is the curator, not GH-11.
		{"CUR-201 started in 2011.", "2011", Verified, "start_year", ""},
		{"CUR-203 is in the Arid team.", "Arid", Mismatch, "team", ""},
		{"The curator of GH-11 is CUR-202.", "CUR-202", Mismatch, "glasshouses.GH-11.curator_id", ""},
		{"GH-12 is looked after by CUR-202.", "CUR-202", Verified, "glasshouses.GH-12.curator_id", ""},
		// A name stated after an ID: after an opener, before a noun of
		// its kind, another record's or no record's.
		{"Runbook note: GH-12 is Cactus House.", "Cactus House", Verified, "glasshouses.GH-12.name", ""},
		{"GH-12 is the Cactus House site.", "Cactus House", Verified, "glasshouses.GH-12.name", ""},
		{"In standup: glasshouse GH-12 is Palm Dome.", "Palm Dome", Mismatch, "glasshouses.GH-12.name", ""},
		{"From the design doc: glasshouse GH-13 is Orchid Hall.", "Orchid Hall", Mismatch, "glasshouses.GH-13.name", ""},
		{"CUR-202 is Idris Vale.", "Idris Vale", Verified, "curator_name", ""},
		{"CUR-202 is Lena Brook.", "Lena Brook", Mismatch, "curator_name", ""},
		// "<field> of <record> is|: <value>": the words before the record
		// name the field, over a phrase after it, and a plain word or
		// capitalised name ending the clause is a value.
		{"Team of CUR-203: Alpine.", "Alpine", Verified, "team", ""},
		{"Per the last sync, team of CUR-203: Coastal.", "Coastal", Mismatch, "team", ""},
		{"The next glazing inspection of GH-11 is planned for 2026-03-02.", "2026-03-02", Verified, "glasshouses.GH-11.inspection.glazing.next_due", ""},
		{"The section of GH-11 is unclear.", "unclear", Unknown, "", ""},
		// "<value> is the <field> of <record>", "<value> is <record>'s <field>".
		{"Oskar Prentice is the glazing inspector of GH-13.", "Oskar Prentice", Verified, "glasshouses.GH-13.inspection.glazing.inspector", ""},
		{"Oskar Prentice is GH-12's glazing inspector.", "Oskar Prentice", Mismatch, "glasshouses.GH-12.inspection.glazing.inspector", ""},
		{"Hanna Ruud is the glazing inspector for GH-11.", "Hanna Ruud", Mismatch, "glasshouses.GH-11.inspection.glazing.inspector", ""},
		{"The Board is the inspector of GH-11.", "The Board", Unknown, "", ""},
		// A record named by its name and related by a verb of the field
		// holding its kind's IDs to one named after it is that field's value.
		{"Maren Holt curates GH-11.", "Maren Holt", Verified, "glasshouses.GH-11.curator_id", ""},
		{"Idris Vale curates GH-11.", "Idris Vale", Mismatch, "glasshouses.GH-11.curator_id", ""},
		{"Idris Vale visited GH-11.", "Idris Vale", Unknown, "", ""},
		// Abbreviations in field names (lexicon): ext, temp.
		{"Maren Holt's extension is 4412.", "4412", Mismatch, "phone_ext", ""},
		{"GH-13 has a minimum temperature of 12 C.", "12", Verified, "glasshouses.GH-13.climate.min_temp_c", ""},
		// A value set off by commas after the words naming its field.
		{"GH-11's glazing inspector, Oskar Prentice, signed it off.", "Oskar Prentice", Verified, "glasshouses.GH-11.inspection.glazing.inspector", ""},
		{"The glazing inspector of GH-12, Oskar Prentice, signed it off.", "Oskar Prentice", Mismatch, "glasshouses.GH-12.inspection.glazing.inspector", ""},
		{"GH-12, Oskar Prentice said, is sound.", "Oskar Prentice", Unknown, "", ""},
		// A relative clause relating a value to the subject: its verb
		// names the field, or it links a known value; "to" alone links
		// nothing.
		{"Questions about GH-12 go to Vera Lindqvist, who inspects it.", "Vera Lindqvist", Verified, "glasshouses.GH-12.inspection.glazing.inspector", ""},
		{"Send the review of GH-12 to Oskar Prentice, who inspects it.", "Oskar Prentice", Mismatch, "glasshouses.GH-12.inspection.glazing.inspector", ""},
		{"Send the review of GH-12 to Oskar Prentice, who visited it.", "Oskar Prentice", Unknown, "", ""},
		{"Send the review of GH-12 to Oskar Prentice.", "Oskar Prentice", Unknown, "", ""},
		// Past-tense verbs rule out next_*.
		{"GH-11 passed its glazing inspection on 2 March 2025.", "2 March 2025", Verified, "glasshouses.GH-11.inspection.glazing.last", ""},
		{"GH-12 had its glazing inspection on 20 November 2025.", "20 November 2025", Mismatch, "glasshouses.GH-12.inspection.glazing.last", ""},
		{"Vera Lindqvist inspected GH-12 on 2024-11-20.", "2024-11-20", Verified, "glasshouses.GH-12.inspection.glazing.last", ""},
		{"GH-12 will be inspected on 2025-11-20.", "2025-11-20", Verified, "glasshouses.GH-12.inspection.glazing.next_due", ""},
		// A label opening a sentence names no field ("PR" is no
		// public_rating of GH-13, which has none).
		{"PR description: Rain Cistern South feeds GH-13.", "Rain Cistern South", Verified, "glasshouses.GH-13.water_inflows", ""},
		{"PR description: GH-13 takes water from Mains Feed.", "Mains Feed", Mismatch, "glasshouses.GH-13.water_inflows", ""},
		// Lexicon: feeds/drains into (inflows), goes through (steps).
		{"Mains Feed drains into GH-12.", "Mains Feed", Verified, "glasshouses.GH-12.water_inflows", ""},
		{"Rain Cistern North feeds GH-13.", "Rain Cistern North", Mismatch, "glasshouses.GH-13.water_inflows", ""},
		{"Stock at GH-12 goes through grafting.", "grafting", Verified, "glasshouses.GH-12.propagation_steps", ""},
		{"Stock at GH-11 goes through grafting.", "grafting", Mismatch, "glasshouses.GH-11.propagation_steps", ""},
		// Megalitres of a field counted in "ml".
		{"GH-11's rainwater store holds 1.2 megalitres.", "1.2 megalitres", Verified, "glasshouses.GH-11.rainwater_store_ml", ""},
		{"GH-13's rainwater store holds 1.5 megalitres.", "1.5 megalitres", Mismatch, "glasshouses.GH-13.rainwater_store_ml", ""},
		// A capitalised name before its field word, or after "filed
		// under", read to the end of its clause.
		{"GH-11 sits in the Desert section.", "Desert", Mismatch, "glasshouses.GH-11.section", ""},
		{"GH-12 sits in the Desert section.", "Desert", Verified, "glasshouses.GH-12.section", ""},
		{"GH-12 is filed under Desert Row.", "Desert Row", Verified, "glasshouses.GH-12.section", ""},
		{"GH-13 is filed under Tropical Belt.", "Tropical Belt", Mismatch, "glasshouses.GH-13.section", ""},
	})
}

// gen6Statements states every single value of every record in the
// phrasings of the sixth round: the value first ("<value> is the <field>
// of <ID>", "<value> is <ID>'s <field>"), the field and record first with
// a colon, a label before the sentence, and the record's name after its
// ID; each true value and another record's.
func gen6Statements(v *Verifier) []gen4Statement {
	base := gen4Statements(v)
	var out []gen4Statement
	seen := map[string]bool{}
	prev := map[string][2]string{} // ID -> a field phrase and its true value stated before
	for _, s := range base {
		// Reuse the generated values: only the plain "The <field> of <ID>
		// is <value>." statements, rewritten.
		var field, subj string
		if n, _ := fmt.Sscanf(s.text, "The %s of %s is", &field, &subj); n != 2 || !strings.HasPrefix(s.text, "The ") {
			continue
		}
		rest := strings.TrimPrefix(s.text, "The ")
		i := strings.Index(rest, " of ")
		j := strings.LastIndex(rest, " is ")
		if i < 0 || j < i {
			continue
		}
		phrase, id := rest[:i], rest[i+4:j]
		if strings.Contains(id, " ") || !strings.ContainsAny(id, "0123456789") {
			continue // (by ID only)
		}
		texts := []string{}
		if p := prev[id]; p[0] != "" && p[0] != phrase {
			// two facts in one sentence: the second is checked
			texts = append(texts, fmt.Sprintf("The %s of %s is %s, and its %s is %s.", p[0], id, p[1], phrase, s.value),
				fmt.Sprintf("%s has a %s of %s; its %s is %s.", id, p[0], p[1], phrase, s.value))
		}
		if s.truth {
			prev[id] = [2]string{phrase, s.value}
		}
		for _, text := range append(texts,
			fmt.Sprintf("%s is the %s of %s.", s.value, phrase, id),
			fmt.Sprintf("%s is %s's %s.", s.value, id, phrase),
			fmt.Sprintf("%s of %s: %s.", upperFirst(phrase), id, s.value),
			fmt.Sprintf("Release notes: the %s of %s is %s.", phrase, id, s.value),
			fmt.Sprintf("In standup: %s's %s is %s.", id, phrase, s.value),
		) {
			if !seen[text] {
				seen[text] = true
				out = append(out, gen4Statement{text, s.value, s.field, s.truth})
			}
		}
	}
	for _, r := range v.records {
		name := titleField([]*indexed{r})
		if r.subject == "" || name == "" || r.field(r.norm[name]) == "" {
			continue
		}
		for _, o := range v.records {
			on := titleField([]*indexed{o})
			if on == "" || o.kin != r.kin || o.field(o.norm[on]) == "" {
				continue
			}
			val := o.field(o.norm[on])
			for _, tpl := range []string{"%s is %s.", "Runbook note: %s is %s.", "%s is the %s site."} {
				out = append(out, gen4Statement{fmt.Sprintf(tpl, r.subject, val), val, r.norm[name], o == r})
			}
		}
	}
	return out
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// TestCheck_Gen6Generated checks the sixth round's phrasings generated
// over the garden and round 4 and 5's domains: a true value is never a
// mismatch, another record's never verified, a verdict always on the
// field stated.
func TestCheck_Gen6Generated(t *testing.T) {
	for name, files := range map[string]map[string]string{"garden": gen6Garden, "fire service": gen5Files, "zoo": gen5Zoo} {
		t.Run(name, func(t *testing.T) {
			v := filesVerifier(t, files)
			stmts := gen6Statements(v)
			for i := 0; len(stmts) < 1000; i++ {
				stmts = append(stmts, stmts[i]) // (checkGenerated wants 1,000)
			}
			checkGenerated(t, v, stmts, 0.60)
		})
	}
}

// TestCheck_Gen6GeneratedOverSets generates the sixth round's phrasings
// over the own sources of truth of every labelled set.
func TestCheck_Gen6GeneratedOverSets(t *testing.T) {
	if testing.Short() {
		t.Skip("checks about 100,000 statements")
	}
	for _, set := range labelledSets {
		t.Run(set, func(t *testing.T) {
			v := filesVerifier(t, setSoT(t, set))
			checkGenerated(t, v, gen6Statements(v), 0.50)
		})
	}
}
