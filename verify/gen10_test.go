package verify

import "testing"

// gen10Orchards is a domain no labelled set has, for the tenth round: a
// fruit farm's irrigation ponds (a CSV whose fields are counted in units,
// one of them a rate) and its packing sheds (a YAML mapping keyed by ID).
var gen10Orchards = map[string]string{
	"sot/ponds.csv": `pond_id,name,intake_m3_day,depth_m,yield_kwh,crew,lining,pump_count,output_ml_day,spill_lps
PD-4,Alder Pond,"2,000",4,900,Greenrow Crew,puddled clay,3,2,40
PD-7,Sedge Pond,350,2,120,Hillrow Crew,butyl sheet,1,0.4,12
PD-9,Quorly Beck Holding Pond,80,1,40,Greenrow Crew,butyl sheet,1,0.1,5
`,
	"sot/guides.csv": `guide_id,title,owner_team
GU-1,Zephyrine Grafting Basics,Greenrow Crew
`,
	"sot/sheds.yaml": `sheds:
  SH-2:
    name: Wexcombe Packing Shed
    opened: "1994-05-02"
    manager: Ida Wexcombe
    water_source: borehole
    insured: "yes"
    rating: B
  SH-3:
    name: Glen Tarrow Packing Shed
    opened: "2011-09-19"
    manager: Rab Innes
    water_source: town mains
    insured: "no"
    rating: B*
  SH-4:
    name: Central Packing Shed
    opened: "2001-01-08"
    water_source: central borehole
`,
}

// TestCheck_Gen10 checks the tenth round's changes over the orchards, with
// guards that must stay unknown.
func TestCheck_Gen10(t *testing.T) {
	v := filesVerifier(t, gen10Orchards)
	runFactCases(t, v, []factCase{
		// A measure with its exponent written as a superscript, and a rate
		// of it per a unit of time (a, per, each, or a slash), is a value
		// of the field whose name ends in the measure and the unit of time,
		// never of the field counted in the measure's base unit.
		{"Alder Pond takes in 2,000 m³ a day.", "2,000 m³ a day", Verified, "intake_m3_day", ""},
		{"Alder Pond takes in 2,300 m³/day.", "2,300 m³/day", Mismatch, "intake_m3_day", ""},
		{"Sedge Pond intake: 350 m3 per day.", "350 m3 per day", Verified, "intake_m3_day", ""},
		{"Alder Pond takes in 3 megalitres a day.", "3 megalitres a day", Mismatch, "output_ml_day", ""},
		{"Alder Pond has an intake of 2,000 cubic metres per day.", "2,000 cubic metres per day", Verified, "intake_m3_day", ""},
		{"Alder Pond intake is 2,100 m³ daily.", "2,100 m³", Mismatch, "intake_m3_day", ""},
		// A measure is no count, even where a verb names the count.
		{"Alder Pond pumps 2,100 m3 daily.", "2,100 m3", Unknown, "", ""},
		// "produces" names an output.
		{"Alder Pond produces 2 Ml/d.", "2 Ml/d", Verified, "output_ml_day", ""},
		// A rate written out names the field ending in its initials.
		{"Alder Pond spills 40 litres a second.", "40 litres a second", Verified, "spill_lps", ""},
		{"Sedge Pond spills 40 litres per second.", "40 litres per second", Mismatch, "spill_lps", ""},
		// A rate states a field counted in its measure alone.
		{"Sedge Pond's pump yields 120 kWh a year.", "120 kWh a year", Verified, "yield_kwh", ""},
		// A preposition after a unit says where, not what is measured.
		{"Sedge Pond lies 2 m below the orchard.", "2 m", Verified, "depth_m", ""},
		{"Alder Pond lies 3 m below the orchard.", "3 m", Mismatch, "depth_m", ""},
		// A name of several words is also called by its leading words
		// when its last word ends another name too (its kind: Pond, Shed)
		// and its first is no word of another name nor a common word,
		// capitalised.
		{"Quorly Beck intake: 80 m³/day.", "80 m³/day", Verified, "intake_m3_day", ""},
		{"Quorly takes in 90 m³/day.", "90 m³/day", Mismatch, "intake_m3_day", ""},
		{"Wexcombe opened on 2 May 1994.", "2 May 1994", Verified, "sheds.SH-2.opened", ""},
		{"Wexcombe opened on 3 May 1994.", "3 May 1994", Mismatch, "sheds.SH-2.opened", ""},
		// Guards: another proper name that starts with the short name,
		// and the words of a name written in lower case, name nothing.
		{"Glen Corrie Store opened on 3 May 1994.", "3 May 1994", Unknown, "", ""},
		{"MV Wexcombe Star opened on 3 May 1994.", "3 May 1994", Unknown, "", ""},
		{"The quorly beck takes in 90 m³/day.", "90 m³/day", Unknown, "", ""},
		// A word some value writes in lower case is a common word, no name.
		{"Central opened on 3 May 1994.", "3 May 1994", Unknown, "", ""},
		// Who answers a yes/no question may be said before the answer.
		{"Is Glen Tarrow Packing Shed insured? The broker says no.", "no", Verified, "sheds.SH-3.insured", ""},
		{"Is Glen Tarrow Packing Shed insured? Rab confirmed: yes.", "yes", Mismatch, "sheds.SH-3.insured", ""},
		{"Is Glen Tarrow Packing Shed insured? Nobody knows yes or no.", "no", Unknown, "", ""},
		// "draws from" names the field of a source.
		{"Wexcombe Packing Shed draws from a borehole.", "borehole", Verified, "sheds.SH-2.water_source", ""},
		{"Glen Tarrow Packing Shed draws from a borehole.", "borehole", Mismatch, "sheds.SH-3.water_source", ""},
		// A record written as a label before a known value states it.
		{"Alder Pond: puddled clay still.", "puddled clay", Verified, "lining", ""},
		{"Sedge Pond: puddled clay, relined in 2019.", "puddled clay", Mismatch, "lining", ""},
		{"Sedge Pond: ask about puddled clay.", "puddled clay", Unknown, "", ""},
		// A value followed by a noun or a verb is no label's.
		{"Sedge Pond: puddled clay patches found.", "puddled clay", Unknown, "", ""},
		{"Sedge Pond: puddled clay arrived by lorry.", "puddled clay", Unknown, "", ""},
		// A mark glued to a known value is part of it: B* is no B.
		{"Wexcombe Packing Shed has a rating of B*.", "B*", Mismatch, "sheds.SH-2.rating", ""},
		{"Glen Tarrow Packing Shed has a rating of B*.", "B*", Verified, "sheds.SH-3.rating", ""},
		{"Wexcombe Packing Shed has a rating of *B*.", "B", Verified, "sheds.SH-2.rating", ""},
		// Nor are the first words of a title a name.
		{"Zephyrine Grafting Basics belongs to Greenrow Crew.", "Greenrow Crew", Verified, "owner_team", ""},
		{"Zephyrine belongs to Greenrow Crew.", "Greenrow Crew", Unknown, "", ""},
		// A record named by its title and said to live in (be tracked
		// as, documented in) an ID of its kind states that ID.
		{"The Zephyrine Grafting Basics guide lives in GU-2.", "GU-2", Mismatch, "guide_id", ""},
		{"Zephyrine Grafting Basics is tracked as GU-1.", "GU-1", Verified, "", ""},
	})
}
