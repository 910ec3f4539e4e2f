package verify

import "testing"

// gen8Ambulance is a domain no labelled set has, for the eighth round: an
// air ambulance service's aircraft (a YAML mapping keyed by ID, nested two
// levels, a chief navigator who is also one of a list of navigators, an
// engine block whose field name holds "service", an oxygen flow counted in
// litres per minute) and its bases (a CSV).
var gen8Ambulance = map[string]string{
	"sot/aircraft.yaml": `AMB-21:
  name: Kestrel One
  depot: Haddon Field
  status: active
  commissioned: 2019-04-12
  oxygen_flow_lpm: 15
  training:
    hours: 120
    target_hours: 150
  engine:
    hours: 3100
    last_service: 2026-02-10
  crew:
    chief_navigator: Tomas Reyes
    navigators: [Tomas Reyes, Ines Morel]
AMB-22:
  name: Kestrel Two
  depot: Marsh Lane
  park_kit: Rotor Covers
  status: in repair
  commissioned: 2021-05-03
  oxygen_flow_lpm: 12
  engine:
    hours: 1900
    last_service: 2026-01-22
  crew:
    chief_navigator: Lena Park
    navigators: [Lena Park, Omar Haddad]
`,
	"sot/bases.csv": `base_id,base_name,triage_pph,commissioned_on
BAS-1,Haddon Base,40,2015-06-01
BAS-2,Marsh Base,30,2018-09-14
`,
	"sot/procedures.yaml": `PRC-7:
  title: Clear the rotor.
  section: Rotor and blades
  review_months: 12
  owner: "@rosa.okoye"
  authors: ["@rokoye", "@slind"]
  approvers: ["@mfarr"]
PRC-8:
  title: Refuel under power
  section: Fuel
  review_months: 6
  owner: "@sam.lind"
  authors: ["@mfarr"]
  approvers: ["@slind"]
PRC-9:
  title: Field refuelling
  section: Fuel in the field
  owner: "@sam.lind"
  authors: ["@mfarr"]
  approvers: ["@rokoye"]
`,
}

// TestCheck_Gen8 checks the eighth round's changes over the air
// ambulances, with guards that must stay unknown.
func TestCheck_Gen8(t *testing.T) {
	v := filesVerifier(t, gen8Ambulance)
	runFactCases(t, v, []factCase{
		// A plural agent noun is named by its verb as the singular is, and
		// of a tie between a single field and a list holding its value,
		// the list holding the value states it.
		{"Ines Morel navigates AMB-21 on weekends.", "Ines Morel", Verified, "AMB-21.crew.navigators", ""},
		{"Tomas Reyes navigates AMB-21.", "Tomas Reyes", Verified, "AMB-21.crew.navigators", ""},
		{"Omar Haddad navigates AMB-21.", "Omar Haddad", Mismatch, "AMB-21.crew.navigators", ""},
		{"Lena Park navigates AMB-21.", "Lena Park", Unknown, "", ""},
		{"The chief navigator of AMB-21 is Ines Morel.", "Ines Morel", Mismatch, "AMB-21.crew.chief_navigator", ""},
		// A lexicon phrase of several words takes its words from the field
		// a word of it names alone: "in service since" is commissioned.
		{"AMB-22 has been in service since 3 May 2021.", "3 May 2021", Verified, "AMB-22.commissioned", ""},
		{"In service since 2020-01-22, AMB-22 flies from Marsh Lane.", "2020-01-22", Mismatch, "AMB-22.commissioned", ""},
		{"AMB-21's engine was last serviced on 2026-02-10.", "2026-02-10", Verified, "AMB-21.engine.last_service", ""},
		// A lexicon phrase of a field the subject holds takes its words
		// from a field its kin hold and it lacks (park_kit).
		{"AMB-21 is parked at Marsh Lane overnight.", "Marsh Lane", Mismatch, "AMB-21.depot", ""},
		{"AMB-21 is parked at Haddon Field overnight.", "Haddon Field", Verified, "AMB-21.depot", ""},
		{"AMB-22 has been running since 2021-05-03.", "2021-05-03", Verified, "AMB-22.commissioned", ""},
		// "wrote" names the authors, in a relative clause too.
		{"Pinged @mfarr, who wrote PRC-7, about the checklist.", "@mfarr", Mismatch, "PRC-7.authors", ""},
		{"@rokoye wrote PRC-7.", "@rokoye", Verified, "PRC-7.authors", ""},
		// A rate written out names the field ending in its initials.
		{"BAS-1 can handle 40 patients per hour.", "40", Verified, "triage_pph", ""},
		{"BAS-2 handles 25 patients an hour.", "25", Mismatch, "triage_pph", ""},
		{"BAS-2 has 25 patients a day.", "25", Unknown, "", ""},
		// A stop inside a quoted title does not end the sentence.
		{`The approver of "Clear the rotor." is @slind.`, "@slind", Mismatch, "PRC-7.approvers", ""},
		// "its <field words>, <value>" at the end of the clause.
		{"Kestrel Two has stayed at its depot, Marsh Lane.", "Marsh Lane", Verified, "AMB-22.depot", ""},
		{"Kestrel One has stayed at its depot, Marsh Lane.", "Marsh Lane", Mismatch, "AMB-21.depot", ""},
		{"Kestrel One has stayed at its depot, Marsh Lane, said Omar Haddad.", "Marsh Lane", Mismatch, "AMB-21.depot", ""},
		// A plain value of a field of short names may end before a phrase
		// of place, unless the record's own value reads on into it.
		{"PRC-7 is filed under Fuel in the crew handbook.", "Fuel", Mismatch, "PRC-7.section", ""},
		{"PRC-9 is filed under Fuel in the field.", "Fuel in the field", Verified, "PRC-9.section", ""},
		{"PRC-9 is filed under Fuel in the handbook.", "Fuel", Unknown, "PRC-9.section", "first words"},
		{"PRC-9 is in the Fuel section.", "Fuel", Unknown, "PRC-9.section", "first words"},
		// Handles with a dot inside are read whole.
		{"The owner of PRC-7 is @rosa.okoye.", "@rosa.okoye", Verified, "PRC-7.owner", ""},
		{"The owner of PRC-7 is @sam.lind, not a channel.", "@sam.lind", Mismatch, "PRC-7.owner", ""},
		// A noun of an agent's verb ("approval") names the field; only
		// the verb's own forms are the active verb ("A approves B").
		{"PRC-8 got its approval from @slind.", "@slind", Verified, "PRC-8.approvers", ""},
		{"PRC-8 got its approval from @mfarr.", "@mfarr", Mismatch, "PRC-8.approvers", ""},
		// Lexicon: opened, joined the fleet.
		{"BAS-1 opened on 2015-06-01.", "2015-06-01", Verified, "commissioned_on", ""},
		{"AMB-22 joined the fleet on 2020-05-03.", "2020-05-03", Mismatch, "AMB-22.commissioned", ""},
		// A plural word of one tied field's own name names it.
		{"Lena Park is one of the navigators of AMB-21.", "Lena Park", Mismatch, "AMB-21.crew.navigators", ""},
		{"Ines Morel is one of the navigators of AMB-21.", "Ines Morel", Verified, "AMB-21.crew.navigators", ""},
		{"Lena Park is a navigator of AMB-21.", "Lena Park", Unknown, "", ""},
		// "<value>, one of its <field words>" or "<value>, an <field
		// word> on <record>," names the value's field.
		{"@slind, an approver on PRC-7, left a comment.", "@slind", Mismatch, "PRC-7.approvers", ""},
		{"@mfarr, an approver on PRC-7, left a comment.", "@mfarr", Verified, "PRC-7.approvers", ""},
		// The agent of a passive verb between the verb and a value leaves
		// the verb's words to the value ("last serviced by X on <date>").
		{"AMB-21's engine was last serviced by Omar Haddad on 2026-02-10.", "2026-02-10", Verified, "AMB-21.engine.last_service", ""},
		{"AMB-22's engine was last serviced by Omar Haddad on 2026-02-10.", "2026-02-10", Mismatch, "AMB-22.engine.last_service", ""},
		{"AMB-22's engine was serviced with Omar Haddad on 2026-02-10.", "2026-02-10", Unknown, "", ""},
		// A past verb of a field's word rules out the fields of an aim.
		{"AMB-21's crew has trained 120 hours this year.", "120 hours", Verified, "AMB-21.training.hours", ""},
		{"AMB-21's crew is targeted to train 150 hours.", "150 hours", Verified, "AMB-21.training.target_hours", ""},
		// "every year", "once a month" are periods, as "annually" is.
		{"PRC-7 is reviewed every year.", "every year", Verified, "PRC-7.review_months", ""},
		{"PRC-8 is reviewed once a month.", "once a month", Mismatch, "PRC-8.review_months", ""},
		// "signed off" names the approvers in the active voice too.
		{"@rokoye signed off PRC-8.", "@rokoye", Mismatch, "PRC-8.approvers", ""},
		{"AMB-21 took off with Ines Morel, one of its navigators.", "Ines Morel", Verified, "AMB-21.crew.navigators", ""},
		{"AMB-21 took off with Omar Haddad, one of its navigators.", "Omar Haddad", Mismatch, "AMB-21.crew.navigators", ""},
	})
}

// TestAdjunctAfter checks where a plain value of a field of short names
// may end: before a phrase of place, unless the record's own value reads
// on into it.
func TestAdjunctAfter(t *testing.T) {
	tests := []struct {
		rest, value, sot string
		want             bool
	}{
		{" in the dev docs sidebar.", "logging", "Monitoring and alerting", true},
		{" on the ops wiki", "rollbacks", "Release and rollback", true},
		{" in the field.", "fuel", "Fuel in the field", false},
		{" and alerting.", "monitoring", "Monitoring and alerting", false},
		{" in 2024.", "logging", "Monitoring and alerting", false},
	}
	for _, tt := range tests {
		if got := adjunctAfter(tt.rest, tt.value, tt.sot); got != tt.want {
			t.Errorf("adjunctAfter(%q, %q, %q) = %v, want %v", tt.rest, tt.value, tt.sot, got, tt.want)
		}
	}
}
