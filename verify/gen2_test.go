package verify

import (
	"testing"
)

// gen2Files are sources of truth of a domain no labelled set has (an
// observatory's telescopes and its maintenance agreements), for the
// phrasings the second round of generalisation reads.
var gen2Files = map[string]string{
	"sot/telescopes.csv": `scope_id,name,maker,firmware_version,lead,reviewer,exposures_last_7d,exposures_per_night,status,interface,service_interval_days,year_built,last_serviced
TEL-01,Northern Refractor,Zeiss,4.10,@amara,@bodil,"2,310",330,observing,ASCOM 6.6,30,2004,2026-01-10
TEL-02,Southern Reflector,Celestron,2.3.0,@bodil,@amara,1105,160,parked,INDI 1.9.9,90,2011,2025-11-02
`,
	"docs/ops/dome-closing.md":                "---\ntitle: \"Closing the dome: a checklist\"\nlast_reviewed_on: 2026-03-02\n---\n\nText.\n",
	"plans/411-dome-heater-upgrade/plan.yaml": "key: PLAN-411\nowner: \"@amara\"\nlast_updated: 2026-02-01\n",
	"plans/411-dome-heater-upgrade/README.md": "# Dome heater upgrade\n\nText.\n",
	"plans/shared/a.yaml":                     "key: PLAN-500\nlast_updated: 2026-01-01\n",
	"plans/shared/b.yaml":                     "key: PLAN-501\nlast_updated: 2026-01-02\n",
	"sot/people.csv":                          "person_id,name,manager\nP-1,Ada Quill,Bo Reyes\nP-2,Bo Reyes,Cy Tran\nP-3,Cy Tran,Ada Quill\nP-4,Dr Hal Moss,Cy Tran\n",
	"sot/crew.csv":                            "crew_id,name,duty_officer,watch_leader\nC-1,Ivo Park,Mo Chan,Sam Oduya\nC-2,Lena Ruiz,Sam Oduya,Mo Chan\n",
	"sot/agreements.yaml": `agreements:
  - id: MA-2025-001
    title: Dome motor servicing
    vendor: Ashdown Mechanics
    terms:
      term_months: 36
      notice_days: 90
  - id: MA-2025-002
    title: Mirror recoating
    vendor: Polaris Optics
    terms:
      term_months: 24
      notice_days: 60
`,
}

func gen2Verifier(t *testing.T) *Verifier { return filesVerifier(t, gen2Files) }

// TestCheck_Gen2 checks the phrasings of the second round: a version
// written with a trailing zero, a relative clause about the value, a
// unit that rules a field out, a field named by the period in its name,
// a title stated of a record.
func TestCheck_Gen2(t *testing.T) {
	v := gen2Verifier(t)
	tests := []factCase{
		// 4.10 is not 4.1.
		{"TEL-01 reports firmware 4.10.", "4.10", Verified, "firmware_version", ""},
		{"TEL-01 reports firmware 4.1.", "4.1", Mismatch, "firmware_version", ""},
		// A relative clause after the value tells of the value, not of the subject.
		{"TEL-01 is led by @amara, who is also the reviewer of TEL-02.", "@amara", Verified, "lead", ""},
		{"TEL-01 is led by @bodil, who is also the reviewer of TEL-02.", "@bodil", Mismatch, "lead", ""},
		// A unit rules out a field counted in another unit.
		{"MA-2025-001 runs on 24 month terms.", "24 month", Mismatch, "agreements.0.terms.term_months", ""},
		{"MA-2025-002 runs on 24 month terms.", "24 month", Verified, "agreements.1.terms.term_months", ""},
		// The period a field name carries names it and states no value.
		{"TEL-01 took 2,310 exposures over the last 7 days.", "2,310", Verified, "exposures_last_7d", ""},
		{"TEL-02 took 1,150 exposures in the past 7 days.", "1,150", Mismatch, "exposures_last_7d", ""},
		{"TEL-02 took 1,105 exposures in the past 7 days.", "7 days", Unknown, "", ""},
		// An apposition between the subject and the copula.
		{"TEL-02, bought second hand in the spring, is parked.", "parked", Verified, "status", ""},
		{"TEL-02, bought second hand in the spring, is observing.", "observing", Mismatch, "status", ""},
		// The folder of a record's file names it, unless it holds several.
		{"The last updated date on plans/411-dome-heater-upgrade is 2026-02-01.", "2026-02-01", Verified, "last_updated", ""},
		{"411-dome-heater-upgrade was last updated on 2026-02-03.", "2026-02-03", Mismatch, "last_updated", ""},
		{"plans/shared was last updated on 2026-01-01.", "2026-01-01", Unknown, "", "no subject"},
		// A value the text says the subject's is not is no claim.
		{"TEL-01 is led by @amara, not @bodil.", "@bodil", Unknown, "", ""},
		{"TEL-01 is led by @amara, not @bodil.", "@amara", Verified, "lead", ""},
		// A verb of rating between the field word and the value is no value.
		{"The status of TEL-02 is rated parked.", "rated", Unknown, "", ""},
		{"The status of TEL-02 is rated parked.", "parked", Verified, "status", ""},
		// A known value holding a version; a version after an acronym is that thing's.
		{"TEL-02 speaks INDI 1.9.9 to the dome.", "INDI 1.9.9", Verified, "interface", ""},
		{"TEL-02 speaks INDI 1.9.", "1.9", Unknown, "", "whose version"},
		{"TEL-02 speaks TLS v1.3.", "v1.3", Unknown, "", "whose version"},
		{"TEL-02 runs 2.3.1.", "2.3.1", Mismatch, "firmware_version", ""},
		// A duration that says when is no value; a number word joined to its unit.
		{"TEL-01 was serviced 2 days ago.", "2 days", Unknown, "", ""},
		{"TEL-01 is serviced every thirty days.", "thirty days", Verified, "service_interval_days", ""},
		{"TEL-01 has a thirty-day service interval.", "thirty-day", Verified, "service_interval_days", ""},
		// A sentence opening with a time tells of an event.
		{"Since 2025-12-01, TEL-02 has been observing.", "observing", Unknown, "", ""},
		{"TEL-02 has been observing.", "observing", Mismatch, "status", ""},
		// A time before which the sentence tells, a date bounding a time, what is to be.
		{"Before 2025-06-01, TEL-01 was led by @bodil.", "@bodil", Unknown, "", "former"},
		{"ops/dome-closing.md has been stale since 2026-03-09.", "2026-03-09", Unknown, "", "bounds a time"},
		{"ops/dome-closing.md will be reviewed in April 2026.", "April 2026", Unknown, "", ""},
		{"ops/dome-closing.md was reviewed in April 2026.", "April 2026", Mismatch, "last_reviewed_on", ""},
		// A unit names only a field whose name ends in it; a sentence opening with a time tells of it.
		{"TEL-01 is repainted every two years.", "two years", Unknown, "", "no field"},
		{"In 2025, TEL-01 took 330 exposures per night.", "330", Unknown, "", "opens with a time"},
		// A date after a long verb phrase no field names tells of an event.
		{"ops/dome-closing.md was copied into the operations wiki on 2026-05-01.", "2026-05-01", Unknown, "", "event"},
		// A semicolon ends the subject's reach; a change's start and "used to" are former values.
		{"Ask @amara about TEL-01; @amara leads TEL-02.", "@amara", Mismatch, "lead", ""},
		{"The lead of TEL-01 moved from @bodil to @amara.", "@bodil", Unknown, "", "former"},
		{"The lead of TEL-01 moved from @bodil to @amara.", "@amara", Verified, "lead", ""},
		{"TEL-01's lead used to be @bodil.", "@bodil", Unknown, "", "former"},
		// An agent noun's verb in the active voice relates the other way round.
		{"Bo Reyes manages Ada Quill.", "Ada Quill", Unknown, "", ""},
		{"Ada Quill is managed by Bo Reyes.", "Bo Reyes", Verified, "manager", ""},
		{"Ada Quill's manager is Cy Tran.", "Cy Tran", Mismatch, "manager", ""},
		// A year states a field of years; a date near a field of another shape states no other field.
		{"TEL-01 was built in 2004.", "2004", Verified, "year_built", ""},
		{"TEL-01 was built in 2005.", "2005", Mismatch, "year_built", ""},
		{"TEL-01 was built in June 2004.", "June 2004", Unknown, "", "year_built"},
		// A name is also written without its honorific; a person beside an ID of another kind is no wrong ID.
		{"Hal Moss's manager is Cy Tran.", "Cy Tran", Verified, "manager", ""},
		{"TEL-01 (Ada Quill) is observing.", "TEL-01", Verified, "", ""},
		// A list item that is a known value of another field does not take the first item's field.
		{"TEL-01 is observing and Celestron.", "Celestron", Unknown, "", ""},
		{"TEL-01 is observing and parked.", "parked", Mismatch, "status", ""},
		// A value after a list of records is no one record's; a record's ID and name side by side are one.
		{"TEL-02 and TEL-01 take 160 and 330 exposures per night.", "330", Unknown, "", "list of records"},
		{"TEL-01, Northern Refractor, is observing.", "observing", Verified, "status", ""},
		// A field named by its initials in capitals.
		{"The DO of C-1 is Mo Chan.", "Mo Chan", Verified, "duty_officer", ""},
		{"The DO of C-2 is Mo Chan.", "Mo Chan", Mismatch, "duty_officer", ""},
		// A title stated of a record: quoted, or running to the end of the sentence.
		{`ops/dome-closing.md is titled "Closing the dome: a checklist".`, "Closing the dome: a checklist", Verified, "title", ""},
		{"The title of ops/dome-closing.md is 'Opening the dome'.", "Opening the dome", Mismatch, "title", ""},
		{"ops/dome-closing.md has the title Closing the dome: a checklist.", "Closing the dome: a checklist", Verified, "title", ""},
		{`ops/dome-closing.md's title is "Dome".`, "Dome", Mismatch, "title", ""},
		{"The title of ops/dome-closing.md is Closing the dome: a checklist, and it is read yearly.", "Closing the dome: a checklist", Verified, "title", ""},
		{"ops/dome-closing.md is titled Opening the dome and is kept by us.", "Opening the dome and is kept by us", Unknown, "title", "not quoted"},
		{`The page titled "Closing the dome: a checklist" was last reviewed on 2026-03-02.`, "2026-03-02", Verified, "last_reviewed_on", ""},
	}
	runFactCases(t, v, tests)
}

// TestCheck_NameJoin checks that an "and" inside a name written in
// capitals splits no clause: the field word before the name still names
// the value after it.
func TestCheck_NameJoin(t *testing.T) {
	v := gen2Verifier(t)
	for text, want := range map[string]string{
		"The exposures per night logged by Sky and Planets Survey for TEL-01 is 330.": Verified,
		"The exposures per night logged by Sky and Planets Survey for TEL-01 is 320.": Mismatch,
	} {
		var got Fact
		for _, f := range v.Check(text, Options{}) {
			if f.Kind == KindNumber {
				got = f
			}
		}
		if got.Verdict != want || got.Field != "exposures_per_night" {
			t.Errorf("%s: got %s %q (%s), want %s exposures_per_night", text, got.Verdict, got.Field, got.Reason, want)
		}
	}
}
