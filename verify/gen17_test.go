package verify

import (
	"testing"
)

// gen17Workshop is a domain no labelled set has, for the seventeenth
// round: a makerspace's pages (front matter with a parent path), its
// courses (a CSV with long titles), its machines (a CSV keyed machine_id, each with an
// hourly fee and a longest session in hours), its looms (a CSV with a fee
// no word of "hour" names) and its rooms (YAML keyed by ID under rooms:,
// each with opening hours and a floor).
var gen17Workshop = map[string]string{
	"sot/machines.csv": `machine_id,name,hourly_fee,max_session_hours,purchase_year,last_teardown,commissioned,room
MC-21,Alder kiln,14.50,3,2017,2025-02-01,2017-05-01,RM-1
MC-22,Brackenfold lathe,9.00,6,2019,2024-11-15,2019-09-01,RM-2
`,
	"sot/halls.csv": `hall_id,name,seats
HL-1,Quarry Hall,120
HL-2,Mill Hall,80
`,
	"sot/looms.csv": `loom_id,name,fee,max_session_hours
LM-4,Rushcombe loom,12,4
LM-5,Tarnley loom,15,5
`,
	"sot/courses.csv": `course_id,title,level,starts,ends,related_courses,tutor,assessor
CR-1,Turning green wood bowls on the lathe for beginners,intro,2026-01-10,2026-02-10,CR-3,@ana,@ben
CR-2,Glass beads for kids,advanced,2026-01-12,2026-02-12,CR-4,@ben,@cal
CR-3,Etching copper plates with ferric chloride,advanced,2026-03-01,2026-04-01,CR-1,@cal,@ana
CR-4,"Wheel-less, Kiln-free Pottery for Small Rooms",intro,2026-05-04,2026-06-04,CR-2,@dee,@eve
`,
	"docs/kiln-firing.md":  "---\ntitle: Firing the Alder kiln\nparent: /workshop.html\nsection: Ceramics\nrelated_repos: [glazes, kiln-log]\n---\nHow to fire it.\n",
	"docs/lathe-safety.md": "---\ntitle: Lathe safety checks\nparent: /safety.html\nsection: Woodwork\nrelated_repos: [lathe-log]\n---\nWhat to check.\n",
	"docs/p7.md":           "---\ntitle: Restoring cast iron planes with electrolysis\nparent: /workshop.html\n---\nRust.\n",
	"docs/p8.md":           "---\ntitle: Seasoning cast iron pans\nparent: /kitchen.html\n---\nOil.\n",
	"docs/kiln-safety.md":  "---\ntitle: Kiln safety\nparent: /safety.html\n---\nGloves.\n",
	"sot/rooms.yaml": `rooms:
  RM-1:
    name: Glassblowing Loft
    floor: -1
    hours: "09:00-17:30"
    capacity: 6
  RM-2:
    name: Print Cellar
    floor: 2
    hours: "10:00-20:00"
    capacity: 12
`,
}

// TestCheck_Gen17 checks the seventeenth round's changes over the
// workshop, with guards.
func TestCheck_Gen17(t *testing.T) {
	v := filesVerifier(t, gen17Workshop)
	runFactCases(t, v, []factCase{
		// A rate: "per hour", "an hour" name an hourly field.
		{"Alder kiln: 14.50 per hour, 3 h max.", "14.50", Verified, "hourly_fee", ""},
		{"Alder kiln: 14.50 per hour, 3 h max.", "3 h", Verified, "max_session_hours", ""},
		{"The Brackenfold lathe is 9.00 an hour.", "9.00", Verified, "hourly_fee", ""},
		{"Internal charge per hour for MC-22 is 12.00.", "12.00", Mismatch, "hourly_fee", ""},
		// Guard: "per hour" is no number of hours, though no field of the
		// record is hourly.
		{"LM-4 is 12 per hour.", "12", Unknown, "", ""},
		{"The Tarnley loom costs 5 an hour.", "5", Unknown, "", ""},
		{"LM-5 can be booked for 5 hours at most.", "5 hours", Verified, "max_session_hours", ""},
		// A field's word written as two words ("tear down" of teardown).
		{"MC-21 had a tear down on 2025-02-01.", "2025-02-01", Verified, "last_teardown", ""},
		{"The Brackenfold lathe came back from its tear down on 2025-02-01.", "2025-02-01", Mismatch, "last_teardown", ""},
		// A code of a family of IDs written with a space is an ID though
		// no record has it: a record's ID after it is its value.
		{"MC 29 is in RM-1.", "RM-1", Unknown, "", "no subject"},
		{"MC 29 is in RM-1.", "MC 29", Unknown, "", "no subject"},
		// Guard: capitals of no family are no ID.
		{"ZQ 29 is in RM-1.", "RM-1", Verified, "", ""},
		// A range of times of day is one value, in any written form.
		{"RM-1 hours are 09:00-17:30.", "09:00-17:30", Verified, "rooms.RM-1.hours", ""},
		{"Glassblowing Loft opening hours: 9:00 to 17:30.", "9:00 to 17:30", Verified, "rooms.RM-1.hours", ""},
		{"RM-2 hours: 10:00 – 21:00.", "10:00 – 21:00", Mismatch, "rooms.RM-2.hours", ""},
		// Guard: a time range no field of the shape names is no value.
		{"RM-2 was cleaned 10:00-11:00 today.", "10:00-11:00", Unknown, "", ""},
		// A number with a minus sign; a storey is a floor.
		{"The Glassblowing Loft is in the basement (floor -1).", "-1", Verified, "rooms.RM-1.floor", ""},
		{"RM-2: storey -1.", "-1", Mismatch, "rooms.RM-2.floor", ""},
		{"Print Cellar is on floor −1.", "−1", Mismatch, "rooms.RM-2.floor", ""},
		// Guard: a hyphen joining words or numbers is no minus sign.
		{"RM-2 is on floor 2-3.", "-3", Unknown, "", ""},
		// Lexicon: what a room fits is its capacity, what was bought its
		// purchase.
		{"Glassblowing Loft fits 6 people at most.", "6", Verified, "rooms.RM-1.capacity", ""},
		{"9 is the max occupancy of the Print Cellar.", "9", Mismatch, "rooms.RM-2.capacity", ""},
		// "seats" names a capacity one way: a field named seats is not
		// named by "capacity".
		{"Glassblowing Loft seats 8.", "8", Mismatch, "rooms.RM-1.capacity", ""},
		{"HL-2 seats 80.", "80", Verified, "seats", ""},
		{"HL-1 has a parking capacity of 40 cars.", "40", Unknown, "", ""},
		{"The Alder kiln was bought in 2017.", "2017", Verified, "purchase_year", ""},
		{"MC-22 was bought in 2018.", "2018", Mismatch, "purchase_year", ""},
		// What arrived entered service.
		{"The Brackenfold lathe arrived on 1 September 2019.", "1 September 2019", Verified, "commissioned", ""},
		// A long title is called by its head, without the qualifier
		// phrase that ends it.
		{"Turning green wood bowls on the lathe: level intro.", "intro", Verified, "level", ""},
		{"Turning green wood bowls on the lathe is level advanced.", "advanced", Mismatch, "level", ""},
		// Guard: a head of fewer than four words calls no record.
		{"Glass beads is level intro.", "intro", Unknown, "", ""},
		// Words naming one field in full, and a value another field of
		// other records holds: which one the text gets wrong is not told.
		{"The related course of CR-1 is advanced.", "advanced", Unknown, "level", "ambiguous"},
		// Guard: a field named by one of its words does not hold the
		// value back from its own field.
		{"The course CR-1 is advanced.", "advanced", Mismatch, "level", ""},
		// A site path is a value of a field of paths its words name.
		{"Firing the Alder kiln has /workshop.html as its parent.", "/workshop.html", Verified, "parent", ""},
		{"The parent of Lathe safety checks is /workshop.html.", "/workshop.html", Mismatch, "parent", ""},
		{"Lathe safety checks hangs under /workshop.html in the tree.", "/workshop.html", Mismatch, "parent", ""},
		// Guard: a path no field word names is no value.
		{"Firing the Alder kiln: see /safety.html first.", "/safety.html", Unknown, "", ""},
		// A value set in the role of a field is a claim of that field,
		// whether a record holds such a value or not.
		{"Firing the Alder kiln lists glazes as a related repo.", "glazes", Verified, "related_repos", ""},
		{"Firing the Alder kiln lists firebook as a related repo.", "firebook", Mismatch, "related_repos", ""},
		{"Lathe safety checks lists ceramics as a related repo.", "ceramics", Mismatch, "related_repos", ""},
		// Guard: a plain word before a field's name, in no role, is none.
		{"Firing the Alder kiln has a big related repo.", "big", Unknown, "", ""},
		// The next item of a list is of the field of the one before,
		// though another field holds it, when the two fields share
		// values (people who tutor and assess).
		{"CR-1 tutor: @ana and @eve.", "@eve", Mismatch, "tutor", ""},
		{"CR-1 tutor: @ana and @eve.", "@ana", Verified, "tutor", ""},
		// A record called by words of its title or file name and a noun
		// of its kind.
		{"The cast iron planes page hangs under /safety.html.", "/safety.html", Mismatch, "parent", ""},
		{"Our electrolysis planes page has /workshop.html as its parent.", "/workshop.html", Verified, "parent", ""},
		// Guards: "a" tells a kind, not a record; a single word must be
		// written as a name; words of two records' titles call neither.
		{"A cast iron planes page hangs under /safety.html.", "/safety.html", Unknown, "", ""},
		{"The electrolysis page hangs under /safety.html.", "/safety.html", Unknown, "", ""},
		{"The safety page hangs under /workshop.html.", "/workshop.html", Unknown, "", ""},
		// A quoted part of a title and a noun of its kind.
		{"The 'planes with electrolysis' page hangs under /safety.html.", "/safety.html", Mismatch, "parent", ""},
		// Guard: a part two titles hold calls neither.
		{"The 'cast iron' page hangs under /safety.html.", "/safety.html", Unknown, "", ""},
		// A comma inside a title ends no clause.
		{"The sheet says the start for Wheel-less, Kiln-free Pottery for Small Rooms is 2026-05-06.", "2026-05-06", Mismatch, "starts", ""},
	})
}

// TestCheck_Gen17Modifier checks that a word of a field's own name right
// before a phrase naming another field says which of the phrase's kind
// the value is ("the pilot target": the pilot's target).
func TestCheck_Gen17Modifier(t *testing.T) {
	recs := []Record{{Path: "sot/products.yaml", Line: 1, Key: "PR-1", Origin: OriginYAML,
		Fields: map[string]string{"id": "PR-1", "name": "Fernhollow", "latest_release": "v3.4", "phase.pilot": "v3.2", "phase.launch": "v3.4"},
		Lines:  map[string]int{"id": 1, "name": 2, "latest_release": 3, "phase.pilot": 5, "phase.launch": 6}}}
	v := inlineProfiledVerifier(t, recs, "phrases:\n  latest_release: [target, planned for]\n")
	runFactCases(t, v, []factCase{
		{"v3.2 is the pilot target for PR-1.", "v3.2", Verified, "phase.pilot", ""},
		{"PR-1: pilot planned for v3.3.", "v3.3", Mismatch, "phase.pilot", ""},
		{"PR-1: target v3.4.", "v3.4", Verified, "latest_release", ""},
		// Values in a row, each after the word naming its field.
		{"PR-1 timeline: pilot v3.1 -> launch v3.4.", "v3.1", Mismatch, "phase.pilot", ""},
		{"PR-1 timeline: pilot v3.1 -> launch v3.4.", "v3.4", Verified, "phase.launch", ""},
		// Guard: values written before their words keep them.
		{"PR-1 timeline: v3.2 pilot, v3.3 launch.", "v3.2", Verified, "phase.pilot", ""},
		// Guard: a word of a field's name apart from the phrase tells
		// nothing of it.
		{"PR-1 is planned for v3.4 after a long pilot.", "v3.4", Verified, "latest_release", ""},
	})
}
