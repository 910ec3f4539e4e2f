package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gen4Files are sources of truth of a domain no labelled set has: a
// museum's loan agreements (a YAML mapping keyed by loan ID, nested three
// levels, with optional blocks some loans lack and list fields) and the
// objects lent (a CSV), for the fourth round of generalisation.
var gen4Files = map[string]string{
	"sot/loans.yaml": `LN-2041:
  exhibition: Bronze Age Hoards
  lender:
    institution: Calder Valley Museum
    contact: Ines Varga
    country: Portugal
  venue: East Gallery
  dates:
    start: 2025-03-01
    end: 2025-09-30
    extension:
      until: 2025-12-31
      requested_on: 2025-06-02
  insurance:
    insurer: Hollis Fine Art
    value_gbp: 1250000
    policy_no: HF-88213
  conditions:
    climate:
      humidity_pct: 50
      temperature_c: 19
    max_lux: 50
  registrar:
    name: Harriet Cole
    office: Leeds
  transport:
    max_speed_kmh: 80
  objects: [OBJ-112, OBJ-118]
  status: active
LN-2057:
  exhibition: Glass of the Lagoon
  lender:
    institution: Murano Glass Trust
    contact: Paolo Brunelli
    country: Italy
  venue: North Hall
  dates:
    start: 2024-11-15
    end: 2025-04-20
  insurance:
    insurer: Aldgate Underwriting
    value_gbp: 480000
    policy_no: AU-20417
  conditions:
    climate:
      humidity_pct: 45
      temperature_c: 18
    max_lux: 150
  courier:
    name: Giulia Ferri
    trips: 2
  registrar:
    name: Tomasz Nowak
    office: York
  transport:
    max_speed_kmh: 60
  objects: [OBJ-131]
  status: returned
LN-2063:
  exhibition: Northern Tapestries
  lender:
    institution: Bergen Textile Archive
    contact: Solveig Dahl
    country: Norway
  venue: East Gallery
  dates:
    start: 2026-01-10
    end: 2026-06-28
    extension:
      until: 2026-08-31
      requested_on: 2026-03-15
  insurance:
    insurer: Hollis Fine Art
    value_gbp: 2100000
    policy_no: HF-90155
  conditions:
    climate:
      humidity_pct: 55
      temperature_c: 17
    max_lux: 50
  courier:
    name: Erik Holm
    trips: 3
  registrar:
    name: Harriet Cole
    office: Hull
  transport:
    max_speed_kmh: 70
  objects: [OBJ-140, OBJ-141, OBJ-144]
  status: pending
LN-2078:
  exhibition: Ceramics of Delft
  lender:
    institution: Hague Pottery Foundation
    contact: Marijke Smit
    country: Netherlands
  venue: West Wing
  dates:
    start: 2025-05-05
    end: 2025-10-12
  insurance:
    insurer: Aldgate Underwriting
    value_gbp: 760000
    policy_no: AU-21980
  conditions:
    climate:
      humidity_pct: 50
      temperature_c: 20
    max_lux: 200
  registrar:
    name: Amara Osei
    office: Leeds
  transport:
    max_speed_kmh: 90
  objects: [OBJ-150, OBJ-152]
  status: active
`,
	"sot/objects.csv": `object_id,object_name,maker,medium,year_made,height_cm,weight_kg,gallery,condition,last_condition_check,accession_no
OBJ-112,Gilded Torc,unknown smith,bronze,1200,18,1.4,East Gallery,stable,2025-02-20,CVM.1931.44
OBJ-118,Hoard Cauldron,unknown smith,bronze,1100,46,12.5,East Gallery,fragile,2025-02-21,CVM.1931.52
OBJ-131,Blue Lagoon Goblet,Anna Seguso,glass,1740,24,0.6,North Hall,stable,2024-11-02,MGT.1988.7
OBJ-140,Harvest Hanging,Karin Vik,wool,1620,210,9.0,East Gallery,fragile,2025-12-18,BTA.1902.13
OBJ-141,Fjord Hunt,Karin Vik,wool,1635,180,7.2,East Gallery,stable,2025-12-19,BTA.1902.14
OBJ-144,Winter Feast,Ola Berg,linen,1650,150,5.1,East Gallery,needs treatment,2025-12-20,BTA.1911.2
OBJ-150,Tulip Vase,De Grieksche A,tin-glazed earthenware,1690,98,14.0,West Wing,stable,2025-04-28,HPF.1954.31
OBJ-152,Blue Charger,De Porceleyne Fles,tin-glazed earthenware,1705,6,2.2,West Wing,restored,2025-04-29,HPF.1954.40
`,
}

// gen4Cranes is a harbour's quay cranes: a YAML list whose items nest
// ratings, an inspection with its inspector, an optional refit and a list
// of operators.
var gen4Cranes = map[string]string{
	"sot/cranes.yaml": `cranes:
  - crane_id: QC-11
    name: Puffin
    berth: B4
    manufacturer: Liebherr
    ratings:
      swl_t: 65
      outreach_m: 52
    inspection:
      last: 2025-08-14
      next: 2026-02-14
      inspector:
        name: Moira Reid
        company: Forth Lifting Ltd
    operators: [J. Baird, K. Shah]
    refit:
      year: 2019
      yard: Rosyth
    status: in service
  - crane_id: QC-12
    name: Gannet
    berth: B4
    manufacturer: ZPMC
    ratings:
      swl_t: 50
      outreach_m: 48
    inspection:
      last: 2025-05-02
      next: 2025-11-02
      inspector:
        name: Tam Ogilvie
        company: Forth Lifting Ltd
    operators: [K. Shah]
    status: under repair
  - crane_id: QC-14
    name: Skua
    berth: B6
    manufacturer: Liebherr
    ratings:
      swl_t: 80
      outreach_m: 60
    inspection:
      last: 2025-09-30
      next: 2026-03-30
      inspector:
        name: Moira Reid
        company: Clyde Cranes Survey
    operators: [R. Munro, J. Baird]
    refit:
      year: 2022
      yard: Leith
    status: in service
`,
}

// gen4Sessions is a conference's sessions: a YAML list whose items nest
// a schedule, a chair and a list of speakers (mappings of their own).
var gen4Sessions = map[string]string{
	"sot/sessions.yaml": `sessions:
  - session_id: SES-101
    title: Tidal Power at Scale
    room: Hall A
    schedule:
      day: 2026-05-12
      start: "09:30"
      duration_min: 45
    chair:
      name: Ruth Adeyemi
      affiliation: University of Hull
    speakers:
      - name: Lars Eklund
        affiliation: Nordic Tidal AS
      - name: Mei Tanaka
        affiliation: Kyoto Marine Lab
    capacity: 300
    recorded: yes
  - session_id: SES-102
    title: Offshore Cable Faults
    room: Room 4
    schedule:
      day: 2026-05-12
      start: "11:00"
      duration_min: 60
    chair:
      name: Tomas Novak
      affiliation: Brno Tech
    speakers:
      - name: Ana Ruiz
        affiliation: Cadiz Grid
    capacity: 120
    recorded: no
  - session_id: SES-103
    title: Grid Storage Markets
    room: Hall A
    schedule:
      day: 2026-05-13
      start: "14:00"
      duration_min: 90
    chair:
      name: Ruth Adeyemi
      affiliation: University of Hull
    speakers:
      - name: Priya Nair
        affiliation: Pune Energy Institute
      - name: Lars Eklund
        affiliation: Nordic Tidal AS
    capacity: 300
    recorded: yes
`,
}

func gen4Verifier(t *testing.T) *Verifier { return filesVerifier(t, gen4Files) }

// gen4Statement is a generated statement: its text, the value it states
// as written, the field it states and whether the value is true.
type gen4Statement struct {
	text, value, field string
	truth              bool
}

// gen4Phrase writes a field's name as the words a text names it by: the
// words of its leaf, with its mapping's words before them (or the mapping
// alone for a leaf "name"), and the unit its name ends in moved to the
// value (insurance.value_gbp: "insurance value", "1250000 GBP").
func gen4Phrase(field, value string) (short, long, written string) {
	segs := strings.Split(field, ".")
	leaf := words(segs[len(segs)-1])
	written = value
	// (a year is no count of years: built_year holds 1980, not 1980 years)
	if x, _, ok := numberValue(value); ok && len(leaf) > 1 && (canonUnit(leaf[len(leaf)-1]) != "" || slices.Contains([]string{"gbp", "usd", "eur", "pct", "c"}, leaf[len(leaf)-1])) &&
		(canonUnit(leaf[len(leaf)-1]) != "year" || x < 1000) {
		u := leaf[len(leaf)-1]
		leaf = leaf[:len(leaf)-1]
		switch u {
		case "pct":
			written = value + "%"
		default:
			written = value + " " + strings.ToUpper(u)
		}
	}
	parent := ""
	if len(segs) > 1 {
		parent = strings.Join(words(segs[len(segs)-2]), " ")
	}
	short = strings.Join(leaf, " ")
	if short == "name" && parent != "" {
		return parent, parent, written
	}
	long = strings.TrimSpace(parent + " " + short)
	return short, long, written
}

// gen4Statements generates, for every field of every loan and object,
// statements of its true value and of another record's (or, alone in
// its field, a number one higher), named by ID and by the words of the
// field, of its mapping and the field, or of its mapping alone, in seven
// templates.
func gen4Statements(v *Verifier, prefixes ...string) []gen4Statement {
	var recs []*indexed
	byField := map[string][]string{} // field -> the distinct values the records hold
	for _, r := range v.records {
		if len(prefixes) > 0 && !slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(r.subject, p) }) ||
			len(prefixes) == 0 && (r.subject == "" || r.prefix == "" && !strings.HasSuffix(r.Path, ".csv")) {
			continue
		}
		recs = append(recs, r)
		for _, f := range sortedFields(r.Record) {
			if val := r.field(f); !slices.Contains(byField[f], val) {
				byField[f] = append(byField[f], val)
			}
		}
	}
	templates := []string{"The %s of %s is %s.", "%[2]s's %[1]s is %[3]s.", "For %[2]s, the %[1]s is %[3]s.", "The %s for %s is %s.", "%[2]s has a %[1]s of %[3]s.",
		"%[3]s is the %[1]s of %[2]s.", "%[2]s: %[1]s %[3]s."}
	var out []gen4Statement
	for _, r := range recs {
		// A record is named by its ID and by its own name.
		subjects := []string{r.subject}
		for _, f := range sortedFields(r.Record) {
			if !strings.Contains(f, ".") && nameField(normField(f)) && r.field(f) != "" && len(listItems(r.field(f))) == 1 {
				subjects = append(subjects, r.field(f))
			}
		}
		for _, f := range sortedFields(r.Record) {
			n := normField(f)
			// (the record's own ID and name are its subject, not a fact)
			if r.field(f) == r.subject || !strings.Contains(f, ".") && nameField(n) || len(listItems(r.field(f))) > 1 || positional(n) {
				continue
			}
			val := r.field(f)
			other := ""
			for _, o := range byField[f] {
				if o != val && o != "" && len(listItems(o)) == 1 {
					other = o
					break
				}
			}
			if x, _, ok := numberValue(val); ok && other == "" {
				other = strconv.FormatFloat(x+1, 'f', -1, 64)
			}
			for _, st := range []struct {
				value string
				truth bool
			}{{val, true}, {other, false}} {
				if st.value == "" {
					continue
				}
				short, long, written := gen4Phrase(f, st.value)
				phrases := []string{short, long}
				if segs := strings.Split(f, "."); len(segs) > 1 {
					// The mapping's words alone: "the registrar of LN-2041".
					phrases = append(phrases, strings.Join(words(segs[len(segs)-2]), " "))
				}
				// The lexicon's phrases for the field, as verbs: "LSE-1 expires 2033-07-31".
				if fw := v.fwords[n]; fw != nil {
					for _, w := range fw.phrases {
						if w.weight == weightLexicon && w.leaf && !w.after && len(w.stems) > 1 {
							out = append(out, gen4Statement{fmt.Sprintf("%s is %s %s.", r.subject, strings.Join(w.stems, " "), written), written, f, st.truth})
						}
					}
				}
				phrases = slices.Compact(slices.DeleteFunc(phrases, func(p string) bool { return p == "" }))
				for k, subj := range subjects {
					for _, p := range phrases {
						for _, tpl := range templates[:len(templates)-3*min(k, 1)] { // (by name, four templates)
							out = append(out, gen4Statement{fmt.Sprintf(tpl, p, subj, written), written, f, st.truth})
						}
					}
				}
			}
		}
	}
	return out
}

// TestCheck_Gen4Generated checks thousands of generated statements over
// the loans and objects: a true value is never a mismatch, another
// record's value is never verified, a value verified or mismatched is
// the field's, and most true values are verified.
func TestCheck_Gen4Generated(t *testing.T) {
	v := gen4Verifier(t)
	checkGenerated(t, v, gen4Statements(v, "LN-", "OBJ-"), 0.85)
}

// TestCheck_Gen4GeneratedCranes does the same over the cranes.
func TestCheck_Gen4GeneratedCranes(t *testing.T) {
	v := filesVerifier(t, gen4Cranes)
	checkGenerated(t, v, gen4Statements(v), 0.85)
	runFactCases(t, v, []factCase{
		// A unit written out names the field its short form ends (swl_t).
		{"Puffin has a safe working load of 60 tonnes.", "60 tonnes", Mismatch, "cranes.0.ratings.swl_t", ""},
		{"Gannet was inspected by Moira Reid.", "Moira Reid", Mismatch, "cranes.1.inspection.inspector.name", ""},
		{"Skua's inspector works for Clyde Cranes Survey.", "Clyde Cranes Survey", Verified, "cranes.2.inspection.inspector.company", ""},
		{"Gannet was refitted in 2021.", "2021", Unknown, "", "do not hold"},
	})
}

// TestCheck_Gen4GeneratedSessions does the same over the sessions.
func TestCheck_Gen4GeneratedSessions(t *testing.T) {
	v := filesVerifier(t, gen4Sessions)
	checkGenerated(t, v, gen4Statements(v), 0.85)
	runFactCases(t, v, []factCase{
		// A period in a multiple of the unit of time a field is counted in.
		{"The duration of SES-102 is 1 hour.", "1 hour", Verified, "sessions.1.schedule.duration_min", ""},
		{"The duration of SES-102 is 2 hours.", "2 hours", Mismatch, "sessions.1.schedule.duration_min", ""},
		{"SES-102 is chaired by Ruth Adeyemi.", "Ruth Adeyemi", Mismatch, "sessions.1.chair.name", ""},
		{"The chair of Offshore Cable Faults is from Brno Tech.", "Brno Tech", Verified, "sessions.1.chair.affiliation", ""},
	})
}

// TestCheck_GeneratedOverSets does the same over the own sources of
// truth of every labelled set (services and teams, databases and release
// trains, research projects, laboratory contracts, ferry leases, wind-farm
// leases, and own-dev's bridges, libraries and vessels).
func TestCheck_GeneratedOverSets(t *testing.T) {
	if testing.Short() {
		t.Skip("checks about 60,000 statements")
	}
	for _, set := range labelledSets {
		t.Run(set, func(t *testing.T) {
			v := filesVerifier(t, setSoT(t, set))
			checkGenerated(t, v, gen4Statements(v), 0.85)
		})
	}
}

// labelledSets are the labelled sets with sources of truth of their own.
var labelledSets = []string{"blind-a", "blind-b", "blind-c", "blind-d", "blind-e", "blind-f", "blind-g", "blind-h", "own-dev"}

// setSoT reads the own sources of truth of a labelled set.
func setSoT(t *testing.T, set string) map[string]string {
	t.Helper()
	dir := filepath.Join("testdata", set, "sot")
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files["sot/"+e.Name()] = string(b)
	}
	return files
}

func checkGenerated(t *testing.T, v *Verifier, stmts []gen4Statement, want float64) {
	t.Helper()
	if len(stmts) < 1000 {
		t.Fatalf("%d statements generated, want >= 1000", len(stmts))
	}
	verified, truths := 0, 0
	for _, s := range stmts {
		var got *Fact
		at := strings.LastIndex(s.text, s.value)
		facts := v.Check(s.text, Options{})
		for i := range facts {
			if f := &facts[i]; f.Kind != KindID && f.Start < at+len(s.value) && at < f.End {
				got = f
			}
		}
		if s.truth {
			truths++
		}
		if got == nil || got.Verdict == Unknown {
			continue
		}
		switch {
		case s.truth && got.Verdict == Mismatch:
			t.Errorf("%q: a true value is a mismatch (%s, SoT %q): %s", s.text, got.Field, got.SoTValue, got.Reason)
		case !s.truth && got.Verdict == Verified:
			t.Errorf("%q: a wrong value is verified (%s)", s.text, got.Field)
		case !strings.HasSuffix(got.Field, s.field):
			t.Errorf("%q: %s as %s, want field %s", s.text, got.Verdict, got.Field, s.field)
		case s.truth:
			verified++
		}
	}
	rate := float64(verified) / float64(truths)
	t.Logf("%d statements, %d true, %.3f of the true verified", len(stmts), truths, rate)
	if rate < want {
		t.Errorf("%.3f of the true statements verified, want >= %.2f", rate, want)
	}
}

// TestCheck_Gen4 checks the phrasings of the fourth round over the loans
// and objects.
func TestCheck_Gen4(t *testing.T) {
	v := gen4Verifier(t)
	tests := []factCase{
		// A name in a mapping tells of the thing the mapping is (the
		// registrar), not of the loan, and the mapping's word names it, not
		// a string beside it (registrar.office).
		{"The registrar for LN-2041 is Harriet Cole.", "Harriet Cole", Verified, "LN-2041.registrar.name", ""},
		{"LN-2057's registrar is Harriet Cole.", "Harriet Cole", Mismatch, "LN-2057.registrar.name", ""},
		{"LN-2057's registrar works from the Leeds office.", "Leeds", Mismatch, "LN-2057.registrar.office", ""},
		// A name in an optional block names no loan; a loan without the
		// block holds no such value.
		{"The courier for LN-2057 is Giulia Ferri.", "Giulia Ferri", Verified, "LN-2057.courier.name", ""},
		{"The courier for LN-2063 is Giulia Ferri.", "Giulia Ferri", Mismatch, "LN-2063.courier.name", ""},
		{"LN-2041's courier is Erik Holm.", "Erik Holm", Unknown, "", "do not hold"},
		// "until" names no field alone: "runs until" tells of the end.
		{"LN-2041 runs until 30 September 2025.", "30 September 2025", Verified, "LN-2041.dates.end", ""},
		{"LN-2041 expires on 2025-10-30.", "2025-10-30", Mismatch, "LN-2041.dates.end", ""},
		{"The extension of LN-2063 runs until 2026-09-30.", "2026-09-30", Mismatch, "LN-2063.dates.extension.until", ""},
		// Rates with a slash name a field ending in them without it.
		{"LN-2063 may travel at up to 70 km/h.", "70 km/h", Verified, "LN-2063.transport.max_speed_kmh", ""},
		{"The transport speed limit for LN-2063 is 80 km/h.", "80 km/h", Mismatch, "LN-2063.transport.max_speed_kmh", ""},
		// A word of a field's name is no value of another; an identifier
		// noun after a field word is part of it.
		{"The condition of OBJ-150 was last checked on 2025-04-29.", "last", Unknown, "", ""},
		{"OBJ-150's accession number is HPF.1954.31.", "HPF.1954.31", Verified, "accession_no", ""},
		{"OBJ-150's accession number is HPF.1954.32.", "HPF.1954.32", Mismatch, "accession_no", ""},
		// A value joined by a hyphen to a word of its field's name.
		{"OBJ-150 is a stable-condition piece.", "stable", Verified, "condition", ""},
		{"OBJ-144 is a stable-condition piece.", "stable", Mismatch, "condition", ""},
		{"OBJ-144 is a stable-looking piece.", "stable", Unknown, "", ""},
		// A mapping inside a loan is a block of its fields, not a record
		// named by its key.
		{"The extension was requested on 2026-03-16.", "2026-03-16", Unknown, "", "no subject"},
	}
	runFactCases(t, v, tests)
}

// TestNestedValueNames_Clash checks that one repeated name among many in
// a mapping naming its records (identity.name) is a clash of names: the
// others still name their records.
func TestNestedValueNames_Clash(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/halls.yaml": `halls:
  - id: K-01
    identity:
      name: Hall 1
      wing: north
    floor_area_m2: 110
  - id: K-02
    identity:
      name: Hall 2
      wing: south
    floor_area_m2: 120
  - id: K-03
    identity:
      name: Hall 3
      wing: north
    floor_area_m2: 130
  - id: K-04
    identity:
      name: Hall 4
      wing: south
    floor_area_m2: 140
  - id: K-05
    identity:
      name: Hall 5
      wing: north
    floor_area_m2: 150
  - id: K-06
    identity:
      name: Hall 6
      wing: south
    floor_area_m2: 160
  - id: K-07
    identity:
      name: Hall 7
      wing: north
    floor_area_m2: 170
  - id: K-08
    identity:
      name: Hall 8
      wing: south
    floor_area_m2: 180
  - id: K-09
    identity:
      name: Hall 9
      wing: north
    floor_area_m2: 190
  - id: K-10
    identity:
      name: Hall 10
      wing: south
    floor_area_m2: 200
  - id: K-11
    identity:
      name: Hall 10
      wing: north
    floor_area_m2: 210
`})
	runFactCases(t, v, []factCase{
		{"Hall 3 has a floor area of 130 m2.", "130 m2", Verified, "halls.2.floor_area_m2", ""},
		{"Hall 3 has a floor area of 140 m2.", "140 m2", Mismatch, "halls.2.floor_area_m2", ""},
	})
}
