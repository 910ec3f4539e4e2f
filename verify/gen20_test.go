package verify

import (
	"testing"
)

// TestCheck_Gen20AbsentModifier checks that a word of a field a record
// lacks, right before a profile's phrase naming another field of it ("the
// winter target"), says the value is the lacking field's: unknown, never
// a mismatch of the other field (set U's "beta target v1.35" of a KEP
// without a beta milestone).
func TestCheck_Gen20AbsentModifier(t *testing.T) {
	recs := []Record{
		{Path: "sot/orchards.yaml", Line: 1, Key: "OR-1", Origin: OriginYAML,
			Fields: map[string]string{"id": "OR-1", "name": "Lowfield", "next_harvest": "2026-09-10", "season.spring": "2026-04-02", "season.winter": "2026-12-01"},
			Lines:  map[string]int{"id": 1, "name": 2, "next_harvest": 3, "season.spring": 5, "season.winter": 6}},
		{Path: "sot/orchards.yaml", Line: 7, Key: "OR-2", Origin: OriginYAML,
			Fields: map[string]string{"id": "OR-2", "name": "Crabtree Rise", "next_harvest": "2026-10-01", "season.spring": "2026-04-20"},
			Lines:  map[string]int{"id": 7, "name": 8, "next_harvest": 9, "season.spring": 11}},
	}
	v := inlineProfiledVerifier(t, recs, "phrases:\n  next_harvest: [target, due]\n")
	runFactCases(t, v, []factCase{
		{"OR-2 winter target 2026-12-05", "2026-12-05", Unknown, "", "do not hold"},
		{"OR-1 winter target 2026-12-05", "2026-12-05", Mismatch, "season.winter", ""},
		{"OR-2 spring target 2026-04-20", "2026-04-20", Verified, "season.spring", ""},
		// Guard: the phrase alone keeps its field.
		{"OR-2 target 2026-10-01", "2026-10-01", Verified, "next_harvest", ""},
	})
}

// TestCheck_Gen20UnitWordField checks that a measure with no field word
// near it is of the field whose name spells its unit out ("logged 9,000
// hours" of a kiln's hours_fired), not of the only field counted in a unit
// it converts to (service.interval_days, whose mismatch it was: set V's
// hours_used); two fields spelling it out are told apart by nothing.
func TestCheck_Gen20UnitWordField(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/kilns.yaml": `kilns:
  KL-1: {name: Emberwick, hours_fired: 9000, service: {interval_days: 365}}
  KL-2: {name: Ashgrove, hours_fired: 4100, service: {interval_days: 500}}
  KL-3: {name: Cinderby, hours_fired: 300, service: {interval_days: 2}}
`})
	w := filesVerifier(t, map[string]string{"sot/ovens.yaml": `ovens:
  OV-1: {name: Breadloft, hours_baked: 900, hours_idle: 700}
  OV-2: {name: Crustholm, hours_baked: 600, hours_idle: 800}
`})
	runFactCases(t, w, []factCase{
		// Two fields in hours, none named: the one holding the value is
		// verified (round 27), another value is no mismatch of either.
		{"OV-1 has logged 900 hours.", "900 hours", Verified, "ovens.OV-1.hours_baked", "holds this one"},
		{"OV-1 has logged 950 hours.", "950 hours", Unknown, "", "2 fields"},
	})
	runFactCases(t, v, []factCase{
		{"KL-1 has logged 9,000 hours altogether.", "9,000 hours", Verified, "kilns.KL-1.hours_fired", ""},
		{"KL-2 has logged 9,000 hours altogether.", "9,000 hours", Mismatch, "kilns.KL-2.hours_fired", ""},
		// Guard: the field's own word still names it, and the interval
		// keeps a number in its own unit.
		{"KL-2 has been fired for 4,100 hours.", "4,100 hours", Verified, "kilns.KL-2.hours_fired", ""},
		{"KL-1 is serviced every 365 days.", "365 days", Verified, "kilns.KL-1.service.interval_days", ""},
	})
}

// TestCheck_Gen20NamedFieldOfSharedKind checks that a value written after
// the words naming one field in full ("the warden of HV-2 is X") is that
// field's, though only another field of the subject holds it, when the
// two fields hold a value in common (wardens are among the volunteers):
// the text claims X is the warden, a mismatch, not a volunteer, verified
// (set V's custodian and trained users, set V's author of a KEP).
func TestCheck_Gen20NamedFieldOfSharedKind(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/hives.yaml": `hives:
  HV-1: {name: Clover Bank, warden: Ottilie Brack, volunteers: [Ottilie Brack, Isolde Varga]}
  HV-2: {name: Heather Ridge, warden: Fenwick Auld, volunteers: [Fenwick Auld, Perrin Hale, Ottilie Brack]}
  HV-3: {name: Lime Walk, warden: Maelis Oduya, volunteers: [Maelis Oduya]}
`})
	runFactCases(t, v, []factCase{
		{"The warden of HV-2 is Perrin Hale.", "Perrin Hale", Mismatch, "hives.HV-2.warden", ""},
		{"Handover: HV-1 warden: Isolde Varga while Ottilie is away.", "Isolde Varga", Mismatch, "hives.HV-1.warden", ""},
		{"The warden of HV-2 is Fenwick Auld.", "Fenwick Auld", Verified, "hives.HV-2.warden", ""},
		// Guard: the value with no field word is still the one holding it.
		{"HV-2 counts on Perrin Hale.", "Perrin Hale", Verified, "hives.HV-2.volunteers", ""},
	})
}

// TestCheck_Gen20LexiconOpenedCh checks two words of general English the
// lexicon gained: "opened" of a field named "established" (a place opens
// when it is established) and "ch" of a field named "channel" (set U's
// stations).
func TestCheck_Gen20LexiconOpenedCh(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/kiosks.yaml": `kiosks:
  KS-40: {name: Gorse Corner, established: 2019-04-11, boiler: {last_serviced: 2025-02-03, channel: 14}}
  KS-41: {name: Pebble Steps, established: 2021-07-30, boiler: {last_serviced: 2024-11-19, channel: 9}}
`})
	runFactCases(t, v, []factCase{
		{"KS 40 opened April 11, 2019.", "April 11, 2019", Verified, "kiosks.KS-40.established", ""},
		{"KS-41 opened on 2021-08-02.", "2021-08-02", Mismatch, "kiosks.KS-41.established", ""},
		{"Pebble Steps answers on ch 9.", "9", Verified, "kiosks.KS-41.boiler.channel", ""},
		{"KS-40 is on ch 15.", "15", Mismatch, "kiosks.KS-40.boiler.channel", ""},
		// Guard: the other date keeps its own words.
		{"KS-40's boiler was last serviced on 2025-02-03.", "2025-02-03", Verified, "kiosks.KS-40.boiler.last_serviced", ""},
	})
}

// TestCheck_Gen20TrackedIn checks the kep profile's "tracked in" of the
// latest milestone ("last tracked in v1.21", set U), where "last" alone
// names the date of the last update, which holds no version.
func TestCheck_Gen20TrackedIn(t *testing.T) {
	recs := []Record{{Path: "keps/sig-x/9901-widget-gates/kep.yaml", Line: 1, Key: "9901", Origin: OriginYAML,
		Fields: map[string]string{"kep-number": "9901", "title": "Widget Gates", "latest-milestone": "v1.30", "last-updated": "2024-02-01"},
		Lines:  map[string]int{"kep-number": 1, "title": 2, "latest-milestone": 3, "last-updated": 4}}}
	p, err := LoadProfile("kep", "")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewWith(recs, Config{Profiles: []*Profile{p}})
	if err != nil {
		t.Fatal(err)
	}
	runFactCases(t, v, []factCase{
		{"KEP-9901 last tracked in v1.29 before it was withdrawn.", "v1.29", Mismatch, "latest-milestone", ""},
		{"KEP-9901 is tracked in v1.30.", "v1.30", Verified, "latest-milestone", ""},
	})
}
