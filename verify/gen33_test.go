package verify

import "testing"

// TestCheck_Gen33EmptyKinDate checks that a date with no field word near
// it is not taken as the only date field its record holds when most
// records of its kind hold another date field the record leaves empty or
// lacks (set QQ's "Lumeric hatched on 1989-07-01" of an animal with no
// born_on, compared with its vet check: two spurious mismatches). A kind
// whose records hold the other field only now and then (a KEP's
// last-updated) keeps the inference.
func TestCheck_Gen33EmptyKinDate(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/hives.yaml": `hives:
  HV-101:
    name: Hive 1
    keeper: Ada Rusk
    founded_on: 2015-04-02
    inspection:
      last: 2026-05-01
  HV-102:
    name: Hive 2
    keeper: Bram Tull
    founded_on: 2016-04-02
    inspection:
      last: 2026-05-02
  HV-103:
    name: Hive 3
    keeper: Cora Vell
    founded_on: 2017-04-02
    inspection:
      last: 2026-05-03
  HV-104:
    name: Hive 4
    keeper: Dai Morrow
    founded_on: 2018-04-02
    inspection:
      last: 2026-05-04
  HV-105:
    name: Hive 5
    keeper: Esk Palin
    inspection:
      last: 2026-05-05
`,
		"sot/boats.yaml": `boats:
  BT-201:
    name: Boat 1
    launched_on: 2015-04-02
    refit_on: 2020-01-01
  BT-202:
    name: Boat 2
    launched_on: 2016-04-02
  BT-203:
    name: Boat 3
    launched_on: 2017-04-02
  BT-204:
    name: Boat 4
    launched_on: 2018-04-02
  BT-205:
    name: Boat 5
    launched_on: 2019-04-02
`,
	})
	runFactCases(t, v, []factCase{
		{"HV-105 swarmed on 1989-07-01.", "1989-07-01", Unknown, "", "kind"},
		// Guard: a record holding the kind's date fields keeps the one the
		// text names, and a kind's field held now and then does not count.
		{"HV-104 was founded on 2018-04-03.", "2018-04-03", Mismatch, "hives.HV-104.founded_on", ""},
		{"BT-203 dates back to 2017-04-02.", "2017-04-02", Verified, "boats.BT-203.launched_on", ""},
		{"BT-204 dates back to 2018-05-02.", "2018-05-02", Mismatch, "boats.BT-204.launched_on", ""},
	})
}

// TestCheck_Gen33Capacity checks that a capacity said by "can take" or
// "licensed for" names a field of a capacity (sets QQ and OO: "ENC-0142
// can take 36 penguins", "licensed for 8 gibbons max"), and that a field
// named as the most of a count of things (max_bathers: "max" and a plural
// noun) is named by the words of a capacity (set OO's "SWP-0105 capacity
// 1,500", "can take 600 people"). A field bounding a measure (max_depth_m)
// is no capacity.
func TestCheck_Gen33Capacity(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/halls.csv": "hall_id,hall_name,capacity,chairs_stored\nHL-101,Tanner Hall,120,80\nHL-102,Quay Room,40,30\n",
		"sot/docks.csv": "dock_id,dock_name,max_boats,max_depth_m\nDK-201,Salt Steps,14,6\nDK-202,Eel Quay,9,4\n",
	})
	runFactCases(t, v, []factCase{
		{"HL-101 can take 120 guests.", "120", Verified, "capacity", ""},
		{"Quay Room is licensed for 45 people max.", "45", Mismatch, "capacity", ""},
		{"DK-201 capacity 14.", "14", Verified, "max_boats", ""},
		{"Eel Quay can take 12 boats.", "12", Mismatch, "max_boats", ""},
		{"DK-202 capacity 9.", "9", Verified, "max_boats", ""},
	})
}

// TestCheck_Gen33CountAfterSubject checks that a plain number counting a
// plural noun, written right after the subject and a colon, a dash or a
// verb of holding, is the subject's only count of things (set QQ's
// "ENC-0123 currently houses 7 otters", "Hollowbright Aviary: 97 birds",
// "ENC-0239: 2 red pandas"; MM's "BUS-0110 holds 33 pupils" of seats).
// Not after "has" (set V's "LB-503 has 4 fume hoods" of a lab counting
// its benches), nor when the kind counts two things, nor of people or
// times.
func TestCheck_Gen33CountAfterSubject(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/pens.csv":  "pen_id,pen_name,capacity,resident_count,area_m2\nPN-101,Brackenhollow Run,10,7,940\nPN-102,Tindle Heights,8,5,5000\n",
		"sot/lofts.csv": "loft_id,loft_name,bird_count,nest_count\nLF-201,Upper Loft,40,12\nLF-202,Lower Loft,30,9\n",
	})
	runFactCases(t, v, []factCase{
		{"PN-101 currently houses 7 voles.", "7", Verified, "resident_count", ""},
		{"Tindle Heights: 6 hares.", "6", Mismatch, "resident_count", ""},
		{"PN-101 - 9 water voles", "9", Mismatch, "resident_count", ""},
		{"Brackenhollow Run: 7 animals present.", "7", Verified, "resident_count", ""},
		// Guards.
		{"PN-102 has 3 feeders, book one ahead.", "3", Unknown, "", ""},
		{"PN-102: 3 volunteers on Sunday.", "3", Unknown, "", ""},
		{"LF-201: 40 pigeons.", "40", Unknown, "", ""},
		{"Brackenhollow Run: 4 voles, 3 shrews.", "4", Unknown, "", ""},
		{"PN-102 houses 2 hares and 3 rabbits.", "2", Unknown, "", ""},
	})
	// After "has" or "have", the things the subject's file is named by
	// (set OO's "Hollinsgate Herons have 22 lifeguards" of a team in
	// lifeguard_teams.yaml, counted by its headcount).
	w := filesVerifier(t, map[string]string{
		"sot/diver_teams.yaml": "teams:\n  DT-301:\n    name: Kelp Otters\n    headcount: 14\n  DT-302:\n    name: Reef Herons\n    headcount: 22\n",
	})
	runFactCases(t, w, []factCase{
		{"Reef Herons have 22 divers.", "22", Verified, "teams.DT-302.headcount", ""},
		{"Kelp Otters have 11 divers.", "11", Mismatch, "teams.DT-301.headcount", ""},
		{"Kelp Otters have 3 boats.", "3", Unknown, "", ""},
	})
}

// TestCheck_Gen33MeasureOfTwoFields checks a measure two fields are named
// by alike: the head of "<head> is <value>" naming both (set NN's
// "Kestrelmoor stage is 18.5 m wide" of stage.width_m and depth_m), a
// word after the value naming one tells which; and the period of a rate
// ("53 kg/day", "164 miles a week") names the field its unit names whose
// name has the period's adverb (daily_kg, weekly_miles; sets QQ and KK),
// not another field in that unit (weight_kg).
func TestCheck_Gen33MeasureOfTwoFields(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/halls.yaml":   "halls:\n  VN-301:\n    name: Kestrel Hall\n    stage:\n      width_m: 18.5\n      depth_m: 12\n  VN-302:\n    name: Salle Aube\n    stage:\n      width_m: 24\n      depth_m: 14\n",
		"sot/animals.yaml": "animals:\n  AN-101:\n    name: Ysmerel\n    weight_kg: 5.8\n    diet:\n      type: herbivore\n      daily_kg: 35\n  AN-102:\n    name: Pruel\n    weight_kg: 140\n    diet:\n      type: herbivore\n      daily_kg: 9\n",
	})
	runFactCases(t, v, []factCase{
		{"Kestrel Hall stage is 18.5 m wide, enough.", "18.5 m", Verified, "halls.VN-301.stage.width_m", ""},
		{"The stage of VN-302 is 26 m wide.", "26 m", Mismatch, "halls.VN-302.stage.width_m", ""},
		{"AN-101 browse ration 53 kg/day", "53 kg/day", Mismatch, "animals.AN-101.diet.daily_kg", ""},
		{"Pruel: 9 kg/day.", "9 kg/day", Verified, "animals.AN-102.diet.daily_kg", ""},
		// Guard: with no word naming one, the head names both.
		{"VN-302 stage is 24 m.", "24 m", Unknown, "", "ambiguous"},
	})
}

// TestCheck_Gen33StateAfterName checks that a known value of a state
// opening with a preposition ("in service", "on loan"), written right
// after the subject's name, is stated of it with its verb left out (sets
// MM, NN, Z and DD: "Roster shows INS-0107 in service for the spring
// programme", "Rookwarden Cello on loan, so use ..."). A value of one
// word right after the name stays untied ("Team X gateway logs").
func TestCheck_Gen33StateAfterName(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/barges.csv": "barge_id,barge_name,status,cargo\nBG-101,Tern Barge,in service,grain\nBG-102,Heron Barge,on loan,coal\nBG-103,Swift Barge,laid up,grain\nBG-104,Otter Barge,in service,coal\n",
	})
	runFactCases(t, v, []factCase{
		{"Roster shows BG-102 in service for the spring run.", "in service", Mismatch, "status", ""},
		{"Heads-up: Tern Barge on loan, so use the Otter Barge.", "on loan", Mismatch, "status", ""},
		{"Heron Barge on loan until May.", "on loan", Verified, "status", ""},
		// Guard: a value of one word right after the name.
		{"Tern Barge coal shed is full.", "coal", Unknown, "", ""},
	})
}

// TestCheck_Gen33OtherWordNoTypo checks that a rare source value differing
// from a common one by a whole short word ("off display" of "on display")
// is a value of its own, not a typo of the common one (set QQ's "Lumeric
// is on display again" of an animal off display, labelled a mismatch). A
// letter dropped inside a word is still a typo.
func TestCheck_Gen33OtherWordNoTypo(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/kites.csv": "kite_id,kite_name,status\nKT-101,Red Kite,on display\nKT-102,Blue Kite,on display\nKT-103,Green Kite,on display\nKT-104,Gold Kite,off display\nKT-105,Grey Kite,on dsplay\n",
	})
	runFactCases(t, v, []factCase{
		{"Gold Kite is on display again.", "on display", Mismatch, "status", ""},
		{"Grey Kite is on display.", "on display", Unknown, "status", "typo"},
	})
}

// TestCheck_Gen33SinceOfStart checks that a date after "has run since",
// "has been running since" or "has been around since" states the start or
// the creation of the subject (sets MM and NN: "RTE-014 has run since 4
// September 2019" of started_on, "KEP 5793 has been around since 15
// January 2025" of its creation date), where "since" alone bounds a time.
func TestCheck_Gen33SinceOfStart(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/ferries.yaml": "ferries:\n  FR-101:\n    name: Tern Crossing\n    started_on: 2019-09-04\n    last_audit: 2026-01-10\n",
		"sot/notes.yaml":   "notes:\n  NT-201:\n    title: Pier lights\n    created: 2025-01-15\n    updated: 2026-02-01\n",
	})
	runFactCases(t, v, []factCase{
		{"FR-101 has run since 4 September 2019.", "4 September 2019", Verified, "ferries.FR-101.started_on", ""},
		{"Tern Crossing has been running since 5 September 2022.", "5 September 2022", Mismatch, "ferries.FR-101.started_on", ""},
		{"NT-201 has been around since 15 January 2024, so it is not new.", "15 January 2024", Mismatch, "notes.NT-201.created", ""},
		// Guard: "since" alone bounds a time.
		{"FR-101 has been late since 4 September 2019.", "4 September 2019", Unknown, "", ""},
	})
}

// TestCheck_Gen33MadeIsBuilt checks that a field of the year a thing was
// made is named by the words of building ("built 2004", "dates from
// 1989") and by "dated" (set NN's "INS-0117 dated 1747 on the soundboard
// inscription" of made_year).
func TestCheck_Gen33MadeIsBuilt(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/bells.csv": "bell_id,bell_name,made_year,founder\nBL-101,Great Tom,1742,Rudhall\nBL-102,Little John,1881,Taylor\n",
	})
	runFactCases(t, v, []factCase{
		{"BL-101 (built 1742) still rings true.", "1742", Verified, "made_year", ""},
		{"Little John dates from 1889 and was cast for a jubilee.", "1889", Mismatch, "made_year", ""},
		{"Appraiser draft: BL-101 dated 1747 on the waist inscription.", "1747", Mismatch, "made_year", ""},
	})
}

// TestCheck_Gen33RestatedValue checks that a value written again in
// another form after a word saying so ("i.e.", "sorry,", "I mean") is of
// the field of the value before it (sets QQ and GG: "last reviewed
// 18/07/2025... sorry, 2025-07-18", "fifty-four euros, i.e. €54"). A value
// after a dash alone keeps its own field.
func TestCheck_Gen33RestatedValue(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/tours.yaml": "tours:\n  TR-301:\n    title: Iberian Tides Tour\n    ticket_price_eur: 54\n    reviewed_on: 2025-07-18\n    created_on: 2020-01-02\n  TR-302:\n    title: Alpine Crossing Tour\n    ticket_price_eur: 40\n    reviewed_on: 2025-01-18\n    created_on: 2021-01-02\n",
	})
	runFactCases(t, v, []factCase{
		{"Iberian Tides Tour tickets are fifty-four euros, i.e. €54, same as last season.", "€54,", Verified, "tours.TR-301.ticket_price_eur", ""},
		{"TR-302 last reviewed 18/01/2025... sorry, 2025-01-19.", "2025-01-19", Mismatch, "tours.TR-302.reviewed_on", ""},
		{"TR-301 tickets are 54 euros — 2020-01-02 prices.", "2020-01-02", Unknown, "", ""},
	})
}
