package verify

import (
	"testing"
)

// gen27Volunteers is a library's volunteers (CSV: hours given a week, a
// count of shifts for one year named in its field, and a start date).
func gen27Volunteers(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/volunteers.csv": `volunteer_id,name,desk,volunteer_hours_week,shifts_2024,started_on
VL-301,Agatha Pennimore,returns,6,41,2019-03-02
VL-302,Osric Tallowby,children,12,88,2021-09-14
`,
	})
}

// TestCheck_Gen27TimeRateField checks that a field whose name ends in two
// units of time (volunteer_hours_week) holds so many of the first in each
// of the second: "6 hours a week" was compared as 6 hours against 6
// weeks, a mismatch (set GG's "logs 20 hours of rehearsal per week" of
// rehearsal_hours_week), and "weekly", the rate's period, was a value of
// its own.
func TestCheck_Gen27TimeRateField(t *testing.T) {
	v := gen27Volunteers(t)
	runFactCases(t, v, []factCase{
		{"VL-301 gives 6 hours a week at the returns desk.", "6 hours", Verified, "volunteer_hours_week", ""},
		{"VL-302 volunteers 12 h weekly.", "12 h", Verified, "volunteer_hours_week", ""},
		{"VL-302 volunteers 12 h weekly.", "weekly", Unknown, "", ""},
		{"VL-301 volunteers 9 hours per week.", "9 hours", Mismatch, "volunteer_hours_week", ""},
		{"VL-302 volunteers 720 minutes a week.", "720 minutes", Verified, "volunteer_hours_week", ""},
	})
	for _, tt := range []struct{ name, unit, per string }{
		{"volunteer_hours_week", "h", "week"},
		{"duty_days_year", "day", "year"},
		{"run_mins_day", "min", "day"},
		{"germination_min_days", "", ""},
		{"interval_days", "", ""},
		{"capacity_m3_day", "", ""},
		{"weeks_per_hour", "", ""},
	} {
		if u, p := timeRate(words(tt.name)); u != tt.unit || p != tt.per {
			t.Errorf("timeRate(%s) = %q, %q, want %q, %q", tt.name, u, p, tt.unit, tt.per)
		}
	}
}

// TestCheck_Gen27YearInFieldName checks that a year in a field's name
// (shifts_2024) is no list position: the field was never named by its
// words (set GG's concerts_2025, "played 13 concerts in 2025"). The year
// is the period the field holds its value for: a sentence writing
// another year states nothing of it, and a mismatch of a sentence
// writing no year is unknown.
func TestCheck_Gen27YearInFieldName(t *testing.T) {
	v := gen27Volunteers(t)
	runFactCases(t, v, []factCase{
		{"VL-301 covered 41 shifts in 2024.", "41", Verified, "shifts_2024", ""},
		{"VL-302 covered 80 shifts in 2024.", "80", Mismatch, "shifts_2024", ""},
		{"VL-302 covered 80 shifts in 2023.", "80", Unknown, "shifts_2024", "tells of 2023"},
		{"VL-302 covered 88 shifts in 2023.", "88", Unknown, "shifts_2024", "tells of 2023"},
		{"VL-302 covered 80 shifts.", "80", Unknown, "shifts_2024", "names no year"},
		// Guard: a position in a list is still none (contacts_0_email).
	})
	if !positional("contacts_0_email") || positional("shifts_2024") {
		t.Error("positional: want contacts_0_email a position and shifts_2024 none")
	}
}

// TestCheck_Gen27ModifierNamesField checks that a value is the field's
// whose naming words modify those naming the field compared, when that
// field holds it ("launch target <date>": the target of the launch; sets
// FF's and GG's "GA target v1.35" of a KEP whose stable milestone is
// v1.35 and whose latest one is v1.36). Round 27 made the mismatch
// unknown; round 29 verifies it of the modifier's field, as both sets'
// writers labelled it. A field named after the value, farther than the
// one compared, still leaves the mismatch.
func TestCheck_Gen27ModifierNamesField(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/projects.csv": `project_id,name,launch_date,target_date
PJ-71,Larchway Portal,2026-05-01,2026-09-30
PJ-72,Quillbank Archive,2026-02-14,2026-03-31
`,
	})
	runFactCases(t, v, []factCase{
		{"PJ-71 launch target 2026-05-01.", "2026-05-01", Verified, "launch_date", "modify those naming"},
		{"PJ-72 target 2026-03-31.", "2026-03-31", Verified, "target_date", ""},
		{"PJ-72 target 2026-04-30.", "2026-04-30", Mismatch, "target_date", ""},
		// Guard: named after the value, not modifying the field's words.
		{"PJ-71 target 2026-05-01, well after the launch.", "2026-05-01", Mismatch, "target_date", ""},
	})
}

// TestCheck_Gen27SubjectByWords checks that a default subject naming no
// record exactly calls the one record whose name or title holds its
// words in order: a person by the family name, a place by its own word
// without its kind, a title by its leading words (sets FF's and GG's
// "Kestrelholm", "Kovrath", O's "willowmere cabin", DD's "Salt and
// Silver" of "Salt and Silver: Coastal Crafts"). Words two records'
// names hold, or only common ones, call none.
func TestCheck_Gen27SubjectByWords(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/singers.csv": `singer_id,name,voice,joined_on
SG-11,Perpetua Hollingrake,alto,2016-09-01
SG-12,Ignatius Hollingrake,bass,2018-01-15
SG-13,Wilhelmina Sparrowdyke,soprano,2020-03-02
`,
		"sot/marinas.csv": `marina_id,name,berths
MR-1,Cowlingford Marina,120
MR-2,Tidewell Haven Marina,64
`,
		"sot/tours.yaml": `tours:
  TR-5:
    title: "Harbour Lights: Winter Songs"
    venue: Old Exchange
`,
	})
	for _, tt := range []struct{ subject, want string }{
		{"Sparrowdyke", "SG-13"},
		{"sparrowdyke", "SG-13"},
		{"Cowlingford", "MR-1"},
		{"tidewell marina", "MR-2"},
		{"Harbour Lights", "TR-5"},
		{"Hollingrake", ""}, // two singers
		{"Marina", ""},      // every marina's kind
		{"Lights Harbour", ""},
	} {
		if got := v.Subject(tt.subject); got != tt.want {
			t.Errorf("Subject(%q) = %q, want %q", tt.subject, got, tt.want)
		}
	}
	for _, tt := range []struct {
		subject, text, fact, verdict, field string
	}{
		{"Sparrowdyke", "Sparrowdyke's voice is soprano.", "soprano", Verified, "voice"},
		{"Sparrowdyke", "Sparrowdyke joined on 2021-03-02.", "2021-03-02", Mismatch, "joined_on"},
		{"Cowlingford", "Cowlingford has 120 berths.", "120", Verified, "berths"},
		{"Hollingrake", "Hollingrake joined on 2016-09-01.", "2016-09-01", Unknown, ""},
	} {
		var got Fact
		for _, f := range v.Check(tt.text, Options{Subject: tt.subject}) {
			if f.Text == tt.fact {
				got = f
			}
		}
		if got.Verdict != tt.verdict || got.Field != tt.field {
			t.Errorf("%s (subject %s): got %s %q (%s), want %s %q", tt.text, tt.subject, got.Verdict, got.Field, got.Reason, tt.verdict, tt.field)
		}
	}
}

// TestCheck_Gen27ListOfTitles checks that the items of a YAML list of
// titles are values found whole, as a short note of prose is: a list
// holding one item of five words or more was prose as a whole and no
// item of it was found (set GG's works of a programme, "PRG-2308 closes
// with Holst The Planets"). A value no item is stays unfound.
func TestCheck_Gen27ListOfTitles(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/clubs.yaml": `clubs:
  BC-4:
    name: Tuesday Readers
    host: Ottoline Marsh
    books:
      - The Salt Road
      - A Winter Walk Through the Lowland Parishes
  BC-5:
    name: Canal Circle
    host: Barnaby Lisle
    books:
      - Notes from the Towpath
      - The Lock Keeper's Daughter
`,
	})
	runFactCases(t, v, []factCase{
		{"BC-4 is reading A Winter Walk Through the Lowland Parishes.", "A Winter Walk Through the Lowland Parishes", Verified, "clubs.BC-4.books", ""},
		{"BC-4 starts with The Salt Road.", "The Salt Road", Verified, "clubs.BC-4.books", ""},
		{"BC-4 is reading Notes from the Towpath.", "Notes from the Towpath", Mismatch, "clubs.BC-4.books", ""},
	})
}

// TestCheck_Gen27HeldByOne checks that a value of a shape several fields
// of the subject hold, none named or several named alike, is verified of
// the one holding it (sets A, G, O, S, U, W, Y, Z, BB, DD, EE, FF and
// GG: "was impounded 5 May 1949" of the reservoir's one date that is 5
// May 1949, "offers 310 metres of quay" of length_m beside depth_m): a
// careful reader finds the text true of the record. A value none holds
// stays ambiguous, never a mismatch; fields named by the same words of a
// block they are in ("the power of X is ...") stay ambiguous too.
func TestCheck_Gen27HeldByOne(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/locks.csv": `lock_id,name,opened_on,last_drained_on,rise_m,chamber_length_m
LK-21,Ferrisgate Lock,1794-06-11,2023-02-06,2.4,22.5
LK-22,Hobbs Mill Lock,1801-09-30,2024-01-15,1.9,21.0
`,
		"sot/quays.csv": `quay_id,name,depth_m,width_m
QY-1,Tarrant Steps,8.5,9.0
QY-2,Oyster Row,7.0,12.0
`,
		"sot/pumps.yaml": `pumps:
  PU-3:
    name: Sedgemoor Pump
    power:
      mains_kva: 100
      backup_kva: 200
`,
	})
	runFactCases(t, v, []factCase{
		{"Ferrisgate Lock was first flooded on 11 June 1794.", "11 June 1794", Verified, "opened_on", "holds this one"},
		{"Ferrisgate Lock was first flooded on 12 June 1794.", "12 June 1794", Unknown, "", "ambiguous"},
		{"Hobbs Mill Lock: 21.0 m.", "21.0 m", Verified, "chamber_length_m", ""},
		{"Hobbs Mill Lock: 21.5 m.", "21.5 m", Mismatch, "chamber_length_m", ""}, // (of the size of the chambers only, as before)
		{"Tarrant Steps offers 9.0 m of mooring.", "9.0 m", Verified, "width_m", ""},
		{"Tarrant Steps offers 9.5 m of mooring.", "9.5 m", Unknown, "", "ambiguous"},
		{"The power of PU-3 is 200 kVA.", "200 kVA", Unknown, "", "ambiguous"},
	})
}

// TestCheck_Gen27CompoundModifier checks that the first word of a
// hyphenated compound before a noun names no field of a value before it:
// "310 m of deep-water mooring" tells of a mooring, and its 310 m is no
// depth (set FF's spurious mismatch "340 m of deep-water quay" of
// depth_m). A word standing alone still names its field.
func TestCheck_Gen27CompoundModifier(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/quays.csv": `quay_id,name,depth_m,length_m
QY-7,Cobble Reach,14.5,310
QY-8,Gull Stair,9.0,120
`,
	})
	runFactCases(t, v, []factCase{
		{"Cobble Reach: 310 m of deep-water mooring.", "310 m", Verified, "length_m", ""},
		{"Gull Stair: 9.0 m deep at low water.", "9.0 m", Verified, "depth_m", ""},
		{"Gull Stair is 9.5 m deep.", "9.5 m", Mismatch, "depth_m", ""},
	})
}
