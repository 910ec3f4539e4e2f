package verify

import (
	"testing"
)

// TestCheck_Gen18PhraseModifier checks that a phrase naming one field,
// joined by a copula to a phrase naming another, says which of the
// other's kind the value is ("debut is planned for v3.5": the launch, by
// the profile's "debut"). Without a copula the phrase is the other's
// object ("targeting GA in 1.38", set S's k4858_ga, kept).
func TestCheck_Gen18PhraseModifier(t *testing.T) {
	recs := []Record{{Path: "sot/products.yaml", Line: 1, Key: "PR-7", Origin: OriginYAML,
		Fields: map[string]string{"id": "PR-7", "name": "Ashbourne", "latest_release": "v3.4", "phase.pilot": "v3.2", "phase.launch": "v3.6"},
		Lines:  map[string]int{"id": 1, "name": 2, "latest_release": 3, "phase.pilot": 5, "phase.launch": 6}}}
	v := inlineProfiledVerifier(t, recs, "phrases:\n  latest_release: [targeting, planned for]\n  phase.launch: [debut]\n")
	runFactCases(t, v, []factCase{
		{"For PR-7 the debut is planned for v3.6.", "v3.6", Verified, "phase.launch", ""},
		{"For PR-7 the debut was planned for v3.5.", "v3.5", Mismatch, "phase.launch", ""},
		// Guard: the other phrase alone keeps its field.
		{"PR-7 is planned for v3.4.", "v3.4", Verified, "latest_release", ""},
	})
}

// gen18Lighthouses is a domain no labelled set has: lighthouses in YAML,
// each with the date it was first lit, its last repaint and its next
// survey, three dates no word near the value told apart before "came
// into use" named the first.
var gen18Lighthouses = map[string]string{
	"sot/lights.yaml": `lights:
  LH-11:
    name: Corrowdale Point Light
    commissioned: 1911-06-02
    last_repainted: 2021-04-10
    next_survey: 2027-03-01
  LH-12:
    name: Skerrybrook Light
    commissioned: 1934-09-15
    last_repainted: 2019-08-20
    next_survey: 2026-12-01
`,
}

// TestCheck_Gen18CameIntoUse checks the lexicon's "came into use" and
// its kin as a start of service.
func TestCheck_Gen18CameIntoUse(t *testing.T) {
	v := filesVerifier(t, gen18Lighthouses)
	runFactCases(t, v, []factCase{
		{"Corrowdale Point Light came into use on 2 June 1911.", "2 June 1911", Verified, "lights.LH-11.commissioned", ""},
		{"LH-12 was brought into use 1934-09-16.", "1934-09-16", Mismatch, "lights.LH-12.commissioned", ""},
		{"Skerrybrook Light has been in use since September 15, 1934.", "September 15, 1934", Verified, "lights.LH-12.commissioned", ""},
		// Guard: the other dates keep their own words.
		{"LH-11 was last repainted on 2021-04-10.", "2021-04-10", Verified, "lights.LH-11.last_repainted", ""},
	})
}

// TestCheck_Gen18YearOfDate checks that a plain year after the words of a
// field of dates is that date's year, and guards: a year no word of such
// a field is near, and a count or a year field, keep their ways.
func TestCheck_Gen18YearOfDate(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/lights.yaml": gen18Lighthouses["sot/lights.yaml"],
		"sot/buoys.csv":   "buoy_id,name,year_laid,chain_links\nBY-3,Gannet Shoal buoy,1988,2019\n",
	})
	runFactCases(t, v, []factCase{
		{"LH-12 (commissioned 1934) is the younger light.", "1934", Verified, "lights.LH-12.commissioned", ""},
		{"LH-11 (commissioned 1921) is the older light.", "1921", Mismatch, "lights.LH-11.commissioned", ""},
		// Guard: a field of years keeps its years, a count its number.
		{"BY-3 was laid 1988 and has 2019 chain links.", "2019", Verified, "chain_links", ""},
		{"BY-3 was laid 1988 and has 2019 chain links.", "1988", Verified, "year_laid", ""},
	})
	// Guard: a year after another verb is not the commissioning's.
	for _, f := range v.Check("LH-11 was commissioned 1911 and refitted 1998.", Options{}) {
		if f.Text == "1998" && f.Verdict == Mismatch {
			t.Errorf("1998 (refitted) checked as %s: %s", f.Field, f.Verdict)
		}
	}
}
