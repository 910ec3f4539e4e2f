package verify

import (
	"testing"
)

// gen3Files are sources of truth of a domain no labelled set has (a water
// utility's pumping stations, reservoirs and procedures), for the
// phrasings the third round of generalisation reads.
var gen3Files = map[string]string{
	"sot/stations.csv": `station_id,name,operator_team,duty_engineer,commissioned_year,rated_flow_lps,gross_head_m,telemetry_firmware,last_overhaul,status,inspection_day,permit_ref
PS-201,Millbrook Lift,ops-east,R. Okafor,1998,"1,250",42,3.4.10,2025-09-14,running,Tuesday,EA/2019/044
PS-202,Harrow Weir Station,ops-west,T. Lindqvist,2011,800,18,3.5.2,2024-12-02,standby,Friday,EA/2021/107
PS-203,Coldbeck Booster,ops-east,T. Lindqvist,2016,420,65,3.5.2,2025-03-30,running,Monday,EA/2016/009
`,
	"sot/reservoirs.yaml": `reservoirs:
  - id: RSV-07
    name: Greyfell Reservoir
    capacity_ml: 4200
    upkeep:
      contractor: Brackley & Sons Civils
      contract_ref: UPK-118
    safety:
      inspection:
        last: 2025-06-03
        interval_months: 12
    flow:
      peak_mld: 60
      offpeak_mld: 25
    fed_by: [PS-201, PS-202]
    lead_agency: river-trust
    outlets: [3, 7, 9]
    partner_agencies: [river-trust, county-council]
  - id: RSV-09
    name: Coldwater Tarn
    capacity_ml: 900
    upkeep:
      contractor: Hale Dredging
      contract_ref: UPK-131
    flow:
      peak_mld: 12
      offpeak_mld: 5
    fed_by: [PS-202]
    lead_agency: county-council
    outlets: [1, 4]
    partner_agencies: [county-council, parish-board]
`,
	"docs/procedures/pump-status.md": "---\ntitle: \"Checking pump status remotely\"\nlast_reviewed_on: 2026-01-12\nowner_slack: \"#ops-east\"\nstatus: draft\n---\n\nText.\n",
	"docs/procedures/valve-log.md":   "---\ntitle: \"Keeping the valve log\"\nlast_reviewed_on: 2025-11-02\nowner_slack: \"#ops-west\"\nstatus: published\n---\n\nText.\n",
	"docs/procedures/assets.md":      "---\ntitle: \"Pumps, valves and meters\"\nlast_reviewed_on: 2025-08-08\n---\n\nText.\n",
	"sot/meters.csv":                 "meter_id,name,controller_fw,rated_load_kg,installed_year,shift_start\nMTR-01,North Meter,R2A.4,97000,2014,06:30\nMTR-02,South Meter,4.1.2,23000,2019,14:00\nMTR-03,East Meter,R2B.1,41000,2021,22:00\n",
	"sot/depots.yaml": `depots:
  - code: DEP-NTH
    name: Northgate Depot
    latest_audit: 2025-10-01
    next_audit: 2026-04-01
    closure_date: 2027-05-01
    annual_visits: 1200
    audits:
      first: 2019-04-02
  - code: DEP-STH
    name: Southmoor Depot
    latest_audit: 2025-07-15
    next_audit: 2026-03-01
    annual_visits: 800
    audits:
      first: 2020-02-11
`,
}

func gen3Verifier(t *testing.T) *Verifier { return filesVerifier(t, gen3Files) }

// TestCheck_Gen3 checks the phrasings of the third round over a domain no
// labelled set has.
func TestCheck_Gen3(t *testing.T) {
	v := gen3Verifier(t)
	tests := []factCase{
		// Sibling fields share the words of their own names, not those of
		// the mapping they are in: a contractor is no contract_ref.
		{"Upkeep at RSV-07 is contracted to Brackley & Sons Civils.", "Brackley & Sons Civils", Verified, "reservoirs.0.upkeep.contractor", ""},
		{"Upkeep at RSV-07 is contracted to Hale Dredging.", "Hale Dredging", Mismatch, "reservoirs.0.upkeep.contractor", ""},
		{"The upkeep of RSV-09 is UPK-131.", "UPK-131", Verified, "reservoirs.1.upkeep.contract_ref", ""},
		// The words of a path name no field: "status" of pump-status.md.
		{"procedures/pump-status.md was most recently reviewed on 2026-01-12.", "most", Unknown, "", ""},
		{"procedures/pump-status.md is a draft.", "draft", Verified, "status", ""},
		// "most recently" names latest_*.
		{"DEP-NTH was most recently audited on 1 October 2025.", "1 October 2025", Verified, "depots.0.latest_audit", ""},
		// A title stated without quotes: a word changed is a mismatch; one
		// running into the sentence is unknown.
		{"The title of procedures/valve-log.md reads Keeping the pump log.", "Keeping the pump log", Mismatch, "title", ""},
		{"procedures/valve-log.md has the title Keeping the valve log in 2026.", "Keeping the valve log in 2026", Unknown, "title", "not quoted"},
		{"The title of procedures/assets.md is Pumps, valves and meters.", "Pumps", Verified, "title", ""},
		{"The title of procedures/assets.md is Pumps, and it is read yearly.", "Pumps", Unknown, "title", "not quoted"},
		{"Title of procedures/valve-log.md: 'Keeping the valve log'.", "Keeping the valve log", Verified, "title", ""},
		{"Title of procedures/valve-log.md: 'Keeping a valve log'.", "Keeping a valve log", Mismatch, "title", ""},
		// A name stated of a record: called, named, "is the <name>".
		{"PS-202 is called Harrow Weir Station.", "Harrow Weir Station", Verified, "name", ""},
		{"PS-202 is the station named Millbrook Lift.", "Millbrook Lift", Mismatch, "name", ""},
		{"PS-203 is the Coldbeck Booster.", "Coldbeck Booster", Verified, "name", ""},
		{"PS-203 is the Millbrook Lift.", "Millbrook Lift", Mismatch, "name", ""},
		{"PS-203 is the Millbrook Lift's backup.", "Millbrook Lift", Unknown, "", ""},
		{"PS-203 is named after Coldbeck.", "after Coldbeck", Unknown, "", ""},
		{"PS-203 is called every night.", "every night", Unknown, "", ""},
		// Initials, " & ", plurals, slashes, hyphenated words.
		{"R. Okafor is the duty engineer at Harrow Weir Station.", "R. Okafor", Mismatch, "duty_engineer", ""},
		{"Harrow Weir Station is inspected on Fridays.", "Fridays", Verified, "inspection_day", ""},
		{"PS-203 is inspected on Tuesdays.", "Tuesdays", Mismatch, "inspection_day", ""},
		{"PS-201 operates under permit EA/2019/044.", "EA/2019/044", Verified, "permit_ref", ""},
		{"PS-201 operates under permit EA/2019/045.", "EA/2019/045", Mismatch, "permit_ref", ""},
		{"The off-peak flow of RSV-09 is 6 MLD.", "6", Mismatch, "reservoirs.1.flow.offpeak_mld", ""},
		{"Off-peak, Greyfell Reservoir receives 25 MLD.", "25", Verified, "reservoirs.0.flow.offpeak_mld", ""},
		// A channel with its sigil states the field of channels.
		{`"Keeping the valve log" is owned by #ops-east.`, "#ops-east", Mismatch, "owner_slack", ""},
		// IDs a field holds, and the records they relate to.
		{"RSV-07 is fed by PS-203.", "PS-203", Mismatch, "reservoirs.0.fed_by", ""},
		{"PS-202 feeds Coldwater Tarn.", "PS-202", Verified, "reservoirs.1.fed_by", ""},
		{"PS-201 feeds Coldwater Tarn.", "PS-201", Mismatch, "reservoirs.1.fed_by", ""},
		{"PS-201 is upstream of Coldwater Tarn.", "PS-201", Verified, "", ""},
		// IDs of letters name records.
		{"DEP-STH was first audited on 11 February 2020.", "11 February 2020", Verified, "depots.1.audits.first", ""},
		// A record named as the value of a field holding no records.
		{"The operator team of PS-201 is Southmoor Depot.", "Southmoor Depot", Unknown, "operator_team", "holds no records"},
		// An amount states no year; a year opening the sentence is a time.
		{"Before 2024, PS-202 was run by ops-east.", "ops-east", Unknown, "", "former"},
		{"RSV-07 is fed by PS-201, PS-202 and PS-203.", "PS-203", Mismatch, "reservoirs.0.fed_by", ""},
		{"RSV-07 is fed by PS-201, PS-202 and PS-203.", "PS-202", Verified, "reservoirs.0.fed_by", ""},
		// A field the subject's kin hold, named nearer the value than the
		// field named farther, is what the text states.
		{"The next audit of DEP-STH precedes its closure on 2027-05-01.", "2027-05-01", Unknown, "", "do not hold"},
		{"The next audit of DEP-STH is on 2026-03-02.", "2026-03-02", Mismatch, "depots.1.next_audit", ""},
		// An identifier between an article and a field word ending its
		// clause is the field's value.
		{"PS-201 is looked after by the ops-south team.", "ops-south", Mismatch, "operator_team", ""},
		{"PS-201 is looked after by the ops-east team.", "ops-east", Verified, "operator_team", ""},
		// An agent noun names the field of its verb; a number that is no
		// year states no field of years; a weekday no field holds is a
		// value of a field of weekdays its words name.
		{"Northgate Depot had 1,200 visitors last year.", "1,200", Verified, "depots.0.annual_visits", ""},
		{"Coldbeck Booster serves about 20,000 homes a year.", "20,000", Unknown, "", ""},
		{"PS-203 is inspected on Thursdays.", "Thursdays", Mismatch, "inspection_day", ""},
		{"PS-203 is closed on Sundays.", "Sundays", Unknown, "", ""},
		// A field of mixed shapes holding a version for the subject; a
		// unit the field is not counted in.
		{"MTR-02's controller runs version 4.1.3.", "4.1.3", Mismatch, "controller_fw", ""},
		{"MTR-02's controller runs version 4.1.2.", "4.1.2", Verified, "controller_fw", ""},
		{"MTR-01's rated load is 97 t.", "97 t", Unknown, "", ""},
		{"MTR-01's rated load is 97,000 kg.", "97,000 kg", Verified, "rated_load_kg", ""},
		// A time of day is no number; "has a <field> of <value>".
		{"MTR-02's shift start is 14:00.", "14:00", Verified, "shift_start", ""},
		{"MTR-01's shift start is 7:30.", "7:30", Mismatch, "shift_start", ""},
		{"MTR-01's shift start is 6:30.", "6:30", Verified, "shift_start", ""},
		{"MTR-02 has a controller fw of R2A.4.", "R2A.4", Mismatch, "controller_fw", ""},
		{"MTR-03 has a controller fw of R2B.1.", "R2B.1", Verified, "controller_fw", ""},
		{"R2A.4 is the controller fw of MTR-03.", "R2A.4", Mismatch, "controller_fw", ""},
		// A name written approximately may differ in its small words and
		// endings, not in a proper noun.
		{"Harrow Weir Stations has a gross head of 20 m.", "20 m", Mismatch, "gross_head_m", ""},
		{"Harrow Weir Stanton has a gross head of 20 m.", "20 m", Unknown, "", "no subject"},
		// Numbers written in words: tens and ones, hundreds.
		{"PS-203 has a gross head of sixty-five m.", "sixty-five m", Verified, "gross_head_m", ""},
		{"Coldwater Tarn has a capacity of nine hundred.", "nine hundred", Verified, "reservoirs.1.capacity_ml", ""},
		{"Coldwater Tarn has a capacity of eight hundred.", "eight hundred", Mismatch, "reservoirs.1.capacity_ml", ""},
		// A number states an item of a list of numbers, unless it counts
		// the list ("3 outlets").
		{"RSV-07 supplies outlet 7.", "7", Verified, "reservoirs.0.outlets", ""},
		{"RSV-09 supplies outlet 7.", "7", Mismatch, "reservoirs.1.outlets", ""},
		{"RSV-07 has 3 outlets.", "3", Unknown, "", ""},
		// A period written as a word states a field counted in time.
		{"Greyfell Reservoir's safety inspection is done annually.", "annually", Verified, "reservoirs.0.safety.inspection.interval_months", ""},
		{"RSV-07's safety inspection happens quarterly.", "quarterly", Mismatch, "reservoirs.0.safety.inspection.interval_months", ""},
		{"PS-201 reports its flow daily.", "daily", Unknown, "", ""},
		// Two records, each with its own clause.
		{"procedures/valve-log.md was last reviewed on 2025-11-02 and Checking pump status remotely on 2026-01-13.", "2026-01-13", Mismatch, "last_reviewed_on", ""},
		{"procedures/valve-log.md was last reviewed on 2025-11-02 and Checking pump status remotely on 2026-01-12.", "2026-01-12", Verified, "last_reviewed_on", ""},
		{"The review of procedures/valve-log.md is overdue since 2026-01-20.", "2026-01-20", Unknown, "", ""},
		// Of a single-valued field and a list field of one kind, a value
		// neither holds for the subject is told of the single one.
		{"RSV-09 is a river-trust reservoir.", "river-trust", Mismatch, "reservoirs.1.lead_agency", ""},
		{"RSV-09 is a parish-board reservoir.", "parish-board", Verified, "reservoirs.1.partner_agencies", ""},
		{"RSV-09 is a county-council reservoir.", "county-council", Verified, "reservoirs.1.lead_agency", ""},
	}
	runFactCases(t, v, tests)
}
