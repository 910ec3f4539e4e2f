package verify

import (
	"testing"
)

// gen23Press is a small press's chapbooks (YAML: authors and editors as
// lists of people).
func gen23Press(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/chapbooks.yaml": `chapbooks:
  CB-12:
    title: Salt Hymns
    authors: [Ilsa Varrow]
    editors: [Dunstan Pell, Mirren Aske]
    printed: "2024-03-09"
  CB-13:
    title: Low Tide Almanac
    authors: [Corwen Blythe]
    editors: [Ilsa Varrow]
    printed: "2025-01-20"
`,
	})
}

// TestCheck_Gen23HeldByNearerNamedField checks that a value the words
// right beside it give to a field holding it ("Ilsa Varrow wrote CB-12")
// is no mismatch of another field a later word names ("so she is the best
// editor for this"): the sentence tells of both, and the value is the
// nearer one's (set Z's "@jefftree wrote #2896 ... so he is the best
// reviewer for this").
func TestCheck_Gen23HeldByNearerNamedField(t *testing.T) {
	v := gen23Press(t)
	runFactCases(t, v, []factCase{
		{"Hi all, Ilsa Varrow wrote CB-12 (the salt poems) so she is the best editor for this.", "Ilsa Varrow", Unknown, "chapbooks.CB-12.editors", "also names authors"},
		// Guards: a field named nearer the value than the holder's words
		// is still compared ("edited by ... after the author's notes");
		// a value no other field holds is a mismatch.
		{"CB-12 was edited by Ilsa Varrow after the author's notes.", "Ilsa Varrow", Mismatch, "chapbooks.CB-12.editors", ""},
		{"Hi all, Corwen Blythe wrote CB-12 (the salt poems) so he is the best editor for this.", "Corwen Blythe", Mismatch, "chapbooks.CB-12.editors", ""},
	})
}

// gen23Brewery is a brewery's fermenting vessels (YAML keyed by their
// own IDs, each with a maker's serial of capitals and digits in
// hyphenated parts, not all in the ID shape).
func gen23Brewery(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/vessels.yaml": `vessels:
  FV-01:
    serial: HLT-AB0412
    capacity_hl: "40"
    brewer: Tamsin Greave
    last_cleaned: 2025-11-03
  FV-02:
    serial: HLT-AB0431
    capacity_hl: "60"
    brewer: Osric Dunmore
    last_cleaned: 2025-10-21
  FV-03:
    serial: KRN-77-2210
    capacity_hl: "60"
    brewer: Tamsin Greave
    last_cleaned: 2025-12-01
`,
	})
}

// TestCheck_Gen23SerialNamesRecord checks that a record keyed by an ID
// of its own is named by its serial, a field named as a code whose
// values are all codes of capitals and digits (set Z's engines named by
// "PCE-ED0911", the serial of QE-4101).
func TestCheck_Gen23SerialNamesRecord(t *testing.T) {
	v := gen23Brewery(t)
	runFactCases(t, v, []factCase{
		{"HLT-AB0412 was last cleaned on 2025-11-03.", "2025-11-03", Verified, "vessels.FV-01.last_cleaned", ""},
		{"HLT-AB0431 was last cleaned on 2025-11-03.", "2025-11-03", Mismatch, "vessels.FV-02.last_cleaned", ""},
		// Guard: the key still names it.
		{"FV-02 was last cleaned on 2025-10-21.", "2025-10-21", Verified, "vessels.FV-02.last_cleaned", ""},
	})
}

// gen23Gliders is a gliding club's fleet (CSV keyed by registrations of
// letters in two parts).
func gen23Gliders(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/gliders.csv": `registration,name,launches,inspector,tow_hours
OE-KLM,Tarn Swift,412,Halvard Quist,1204
OE-KLP,Fell Kite,388,Ysolde Marrack,980
OE-KLR,Scree Petrel,240,Halvard Quist,1530
OE-KLS,Ghyll Harrier,517,Ysolde Marrack,760
`,
	})
}

// TestCheck_Gen23LooseRegistration checks that a registration-like code
// written with a space for its hyphen or glued names its record as the
// subject a case gives (set Z's "EI QVA has now flown 31,542 cycles",
// "EIQVK 100 seats").
func TestCheck_Gen23LooseRegistration(t *testing.T) {
	v := gen23Gliders(t)
	for _, tt := range []struct{ subject, text, fact, verdict, field string }{
		{"OE KLM", "Log summary: OE KLM has now made 412 launches.", "412", Verified, "launches"},
		{"OEKLP", "Log summary: OEKLP has now made 412 launches.", "412", Mismatch, "launches"},
		// Guard: a code no record has names none.
		{"OE KLX", "Log summary: OE KLX has now made 412 launches.", "412", Unknown, ""},
	} {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			for _, f := range v.Check(tt.text, Options{Subject: tt.subject}) {
				if f.Text == tt.fact {
					if f.Verdict == tt.verdict && f.Field == tt.field {
						return
					}
					got = append(got, f.Verdict+" "+f.Field+" ("+f.Reason+")")
				}
			}
			t.Errorf("got %v, want %s %q", got, tt.verdict, tt.field)
		})
	}
}

// TestCheck_Gen23InitialsAsUnit checks that a number followed by the
// initials of a field counted in a unit ("1,204 TH" of tow_hours) is that
// field's (set Z's "EI-QVB total time 27,133 FH" of flight_hours).
func TestCheck_Gen23InitialsAsUnit(t *testing.T) {
	v := gen23Gliders(t)
	runFactCases(t, v, []factCase{
		{"Log: OE-KLM 1,204 TH.", "1,204", Verified, "tow_hours", ""},
		{"Log: OE-KLP total 1,204 TH.", "1,204", Mismatch, "tow_hours", ""},
		// Guard: other capitals after the number name no field.
		{"Log: OE-KLP 1,204 XQ.", "1,204", Unknown, "", ""},
	})
}

// TestCheck_Gen23AdmittedNamesAdmissions checks that "admitted" names a
// field of admissions (lexicon): "<shelter> admitted 812 animals last
// year" (set Y's "WD-101 admitted 4,210 patients last year").
func TestCheck_Gen23AdmittedNamesAdmissions(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/shelters.csv": `shelter_id,name,annual_admissions,last_inspection
SH-4,Brackenfold Rescue,812,2025-08-14
SH-5,Wetherly Paws,640,2025-11-02
`,
	})
	runFactCases(t, v, []factCase{
		{"Annual report: SH-4 admitted 812 animals last year.", "812", Verified, "annual_admissions", ""},
		{"Annual report: SH-5 admitted 812 animals.", "812", Mismatch, "annual_admissions", ""},
	})
}
