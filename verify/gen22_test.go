package verify

import (
	"testing"
)

// gen22Lights is a lighthouse board's lights (YAML, nested mappings: a
// lamp on some lights only, a survey on every one) and its tenders (CSV:
// a refit date some rows leave empty).
func gen22Lights(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/lights.yaml": `lights:
  LT-21:
    name: Gannet Skerry Light
    keeper: Orla Penhallow
    lamp:
      type: rotating catoptric
      range_nm: "18"
    survey:
      last_date: "2025-11-04"
      category: B
  LT-22:
    name: Corrow Point Beacon
    keeper: Tobin Marsk
    survey:
      last_date: "2026-02-17"
      category: C
  LT-23:
    name: Hollin Bar Light
    keeper: Wenna Trescow
    lamp:
      type: ""
      range_nm: "12"
    survey:
      last_date: "2025-09-30"
      category: A
`,
		"sot/tenders.csv": `tender_id,name,launch_date,refit_date,crew
TN-5,Merrow Tern,1998-04-12,2019-06-03,14
TN-6,Kestle Fulmar,2004-09-21,,11
TN-7,Porthgwin Shearwater,2011-03-08,2022-10-15,16
`,
	})
}

// TestCheck_Gen22EmptyNamedField checks that a value the text gives a
// field by its words (every word of its own name, or a phrase) is not
// compared with another field of its shape when the subject lacks the
// named field or leaves it empty though other lights hold it: "<light>
// lamp type: halogen" of a light with no lamp is unknown, never a
// mismatch of its survey category, which the lexicon's "type" also names
// (set X's "Larkspur Rise Tower dam type: steel", "KEP 2371 GA target
// v1.39" of a KEP with no stable milestone).
func TestCheck_Gen22EmptyNamedField(t *testing.T) {
	v := gen22Lights(t)
	runFactCases(t, v, []factCase{
		{"Corrow Point Beacon lamp type: halogen.", "halogen", Unknown, "", "lamp_type, which is empty for LT-22"},
		{"Hollin Bar Light lamp type: halogen.", "halogen", Unknown, "", "lamp_type, which is empty for LT-23"},
		// Guards: a light holding the named field is compared with it;
		// a text naming the category, or the survey's type, still
		// states the category.
		{"Gannet Skerry Light lamp type: halogen.", "halogen", Mismatch, "lights.LT-21.lamp.type", ""},
		{"Corrow Point Beacon category: halogen.", "halogen", Mismatch, "lights.LT-22.survey.category", ""},
		{"Corrow Point Beacon survey type: halogen.", "halogen", Mismatch, "lights.LT-22.survey.category", ""},
		{"Corrow Point Beacon survey category: C.", "C", Verified, "lights.LT-22.survey.category", ""},
	})
}

// TestCheck_Gen22TailAfterProperWord checks that the last words of a
// light's name ("Skerry Light" of Gannet Skerry Light) after a capitalised
// word opening the sentence do not name it: the text names another light
// the sources do not hold (set X's "Tarnwick Upper Reservoir was
// inspected ...", verified of Wrenfold Upper Reservoir).
func TestCheck_Gen22TailAfterProperWord(t *testing.T) {
	v := gen22Lights(t)
	runFactCases(t, v, []factCase{
		{"Puffin Skerry Light was surveyed on 2025-11-04.", "2025-11-04", Unknown, "", "no subject"},
		// Guards: the last words alone, or after an article, still name
		// the light.
		{"Skerry Light was surveyed on 2025-11-04.", "2025-11-04", Verified, "lights.LT-21.survey.last_date", ""},
		{"The Skerry Light was surveyed on 2025-11-04.", "2025-11-04", Verified, "lights.LT-21.survey.last_date", ""},
	})
}

// TestCheck_Gen22CarriedPastUnknownName checks that a value whose
// sentence opens with a proper name no record has is not answered a
// mismatch of the record named in the sentence before: the text tells
// of a light the sources do not hold.
func TestCheck_Gen22CarriedPastUnknownName(t *testing.T) {
	v := gen22Lights(t)
	runFactCases(t, v, []factCase{
		{"Corrow Point Beacon is kept by Tobin Marsk. Tarnock Head Light was surveyed on 2026-03-01.", "2026-03-01", Unknown, "lights.LT-22.survey.last_date", "no subject"},
		// Guards: a pronoun, or the record's own name, carries the
		// subject, mismatch and all.
		{"Corrow Point Beacon is kept by Tobin Marsk. It was surveyed on 2026-03-01.", "2026-03-01", Mismatch, "lights.LT-22.survey.last_date", ""},
		{"Corrow Point Beacon is kept by Tobin Marsk. Corrow Point Beacon was surveyed on 2026-03-01.", "2026-03-01", Mismatch, "lights.LT-22.survey.last_date", ""},
		// Guard: capitalised words of a field's name are no name.
		{"Corrow Point Beacon is kept by Tobin Marsk. Survey Last Date: 2026-03-01.", "2026-03-01", Mismatch, "lights.LT-22.survey.last_date", ""},
	})
}
