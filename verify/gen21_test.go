package verify

import (
	"testing"
)

// gen21Utility is a water utility's pumping stations (CSV: a name of
// two capitalised words, shared first words with its reservoirs, a
// manager, a crew count, an inspection date) and its reservoirs (YAML).
func gen21Utility(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/stations.csv": `station_id,name,district,crew,manager,capacity_mld,last_inspection
PS-301,Brackwater Intake,North,12,Odile Fenmarsh,40,2026-02-09
PS-302,Millbeck Lift,North,9,Casimir Rooke,22,2026-02-26
PS-303,Yarrowby Booster,South,7,Tamsin Elderkin,15,2026-01-14
PS-304,Corran Weir,South,11,Bram Haverleigh,31,2026-03-03
`,
		"sot/reservoirs.yaml": `reservoirs:
  - id: RV-11
    name: Brackwater Reservoir
    volume_ml: 5400
    warden: Odile Fenmarsh
  - id: RV-12
    name: Brackwater Upper
    volume_ml: 2100
    warden: Casimir Rooke
  - id: RV-13
    name: Fellgate Tarn
    volume_ml: 900
    warden: Bram Haverleigh
`,
	})
}

// TestCheck_Gen21EarlierShortName checks that the first word of a
// station's name, written after the text named the station in full, names
// that station, though the names of other records (reservoirs) open with
// it too (set W's "Saltgrave Quay ... Saltgrave inspected ..."), where the
// subject of the sentence before was taken: a mismatch of a true date.
func TestCheck_Gen21EarlierShortName(t *testing.T) {
	v := gen21Utility(t)
	runFactCases(t, v, []factCase{
		{"Outage log: Brackwater Intake (crew 12) tripped first; Millbeck Lift, capacity 22 MLD, took the load. Brackwater inspected 9 Feb 2026.",
			"9 Feb 2026", Verified, "last_inspection", ""},
		{"Outage log: Brackwater Intake (crew 12) tripped first; Millbeck Lift took the load. Brackwater inspected 3 Mar 2026.",
			"3 Mar 2026", Mismatch, "last_inspection", ""},
		// Guard: a word of another proper name ("Brackwater Upper") is
		// that name's, and the station keeps its own full name.
		{"Brackwater Intake tripped; Millbeck Lift took the load. Brackwater Upper holds 2100 ML.",
			"2100 ML", Verified, "reservoirs.1.volume_ml", ""},
	})
}

// TestCheck_Gen21DoubtCarried checks that a mismatch is not answered of
// the record named in the sentence before when the value's sentence names
// another record by a word of its name: whose value it is, the reader
// cannot tell.
func TestCheck_Gen21DoubtCarried(t *testing.T) {
	v := gen21Utility(t)
	runFactCases(t, v, []factCase{
		{"Millbeck Lift took the load. Brackwater inspected 9 Feb 2026.", "9 Feb 2026", Unknown, "last_inspection", "no subject"},
		// Guard: with no other name in its sentence the value is still
		// the carried subject's, mismatch and all.
		{"Millbeck Lift took the load. It was inspected on 9 Feb 2026.", "9 Feb 2026", Mismatch, "last_inspection", ""},
		{"Millbeck Lift took the load. It was inspected on 26 Feb 2026.", "26 Feb 2026", Verified, "last_inspection", ""},
	})
}

// TestCheck_Gen21HandleOfOtherKind checks that a handle written with its
// @ is no value of a field named by the words near it that holds no
// handles and no people (a team): "driven by @x" of a project whose owner
// is a team is its lead's, verified when the lead is x, unknown when no
// field holds x, never the owner's mismatch (set W's "KEP 4292 was driven
// by @ardaguclu" of owning-sig). People named without their @ are of the
// handles' kind: a reviewer written with one is still compared.
func TestCheck_Gen21HandleOfOtherKind(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/projects.yaml": `projects:
  PJ-1: {title: Meter Upgrade, owner: team-metering, leads: ["@ofenmarsh"], reviewers: [crooke, telderkin]}
  PJ-2: {title: Leak Analytics, owner: team-network, leads: ["@bhaverleigh", "@crooke"], reviewers: [ofenmarsh]}
  PJ-3: {title: Valve Survey, owner: team-network, leads: ["@telderkin"], reviewers: [bhaverleigh]}
`})
	runFactCases(t, v, []factCase{
		{"PJ-1 was driven by @ofenmarsh.", "@ofenmarsh", Verified, "projects.PJ-1.leads", ""},
		{"PJ-1 is owned by @someoneelse.", "@someoneelse", Unknown, "", ""},
		{"PJ-3 is owned by team-metering.", "team-metering", Mismatch, "projects.PJ-3.owner", ""},
		{"PJ-1 reviewed by @bhaverleigh.", "@bhaverleigh", Mismatch, "projects.PJ-1.reviewers", ""},
	})
}

// TestCheck_Gen21RecordHeldByOtherField checks that a record named as the
// value of words naming a field that holds no records ("belongs to" of a
// custodian) is verified when another field of the subject holds that
// very record (its site), and stays unknown otherwise (set V's "IN-814
// belongs to LB-518"); the subject itself is no such record.
func TestCheck_Gen21RecordHeldByOtherField(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/sites.csv": `site_id,name,town
ST-1,Harrowgate Yard,Corby
ST-2,Quillon Depot,Ashby
ST-3,Fennick Works,Dalby
`,
		"sot/meters.yaml": `meters:
  - id: MT-1
    site: ST-2
    custodian: Odile Fenmarsh
  - id: MT-2
    site: ST-3
    custodian: Casimir Rooke
  - id: MT-3
    site: ST-1
    custodian: Bram Haverleigh
`})
	runFactCases(t, v, []factCase{
		{"Commissioning note: MT-1 belongs to ST-2 from now on.", "ST-2", Verified, "meters.0.site", "which site of MT-1 holds"},
		{"MT-1 belongs to ST-3.", "ST-3", Unknown, "meters.0.custodian", "holds no records"},
	})
}

// TestCheck_Gen21CrewEstablishment checks the general words of a crew's
// size: "an establishment of", "a complement of", "crewed by".
func TestCheck_Gen21CrewEstablishment(t *testing.T) {
	v := gen21Utility(t)
	runFactCases(t, v, []factCase{
		{"Roster row: PS-301, establishment of 12 operators.", "12", Verified, "crew", ""},
		{"Roster row: PS-302, establishment of 12 operators.", "12", Mismatch, "crew", ""},
		{"Yarrowby Booster: 7 operators on establishment.", "7", Verified, "crew", ""},
		{"PS-304 has a complement of 9.", "9", Mismatch, "crew", ""},
		{"PS-304 is crewed by 11 operators.", "11", Verified, "crew", ""},
	})
}

// gen21Substations is a grid operator's substations: a backup feed naming
// another substation, a voltage and a rating.
func gen21Substations(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{"sot/substations.csv": `substation_id,name,region,manager,voltage_kv,capacity_mva,backup_feed
SS-410,Harlow Gate,East,Priya Ashdown,132,120,SS-412
SS-411,Kestrel Fen,East,Tomas Wrey,33,90,SS-410
SS-412,Mardle Cross,West,Priya Ashdown,275,240,SS-413
SS-413,Oxley Mead,West,Ines Calloway,33,60,
SS-414,Pennock Hill,North,Ruben Sallis,132,180,SS-411
`})
}

// TestCheck_Gen21FutureChange checks that a value after a change to come
// ("will be upgraded to") states no present value: unknown, not a
// mismatch; a value stated now still is.
func TestCheck_Gen21FutureChange(t *testing.T) {
	v := gen21Substations(t)
	runFactCases(t, v, []factCase{
		{"Kestrel Fen will be upgraded to 132 kV in 2027.", "132", Unknown, "voltage_kv", "change to come"},
		{"Oxley Mead is due to be raised to 90 MVA next year.", "90 MVA", Unknown, "capacity_mva", "change to come"},
		// Guard: the present tense is a claim.
		{"Kestrel Fen was upgraded to 132 kV.", "132", Mismatch, "voltage_kv", ""},
	})
}

// TestCheck_Gen21InverseRelation checks that a record named as the value
// of a field relating records ("backs up") is no mismatch when the named
// record's same field holds the subject: "A backs up B" may tell that A is
// B's backup feed as well as the other way round.
func TestCheck_Gen21InverseRelation(t *testing.T) {
	v := gen21Substations(t)
	runFactCases(t, v, []factCase{
		{"Harlow Gate backs up Kestrel Fen.", "Kestrel Fen", Unknown, "backup_feed", "from that side"},
		// Guard: neither side holds it.
		{"Mardle Cross backs up Pennock Hill.", "Pennock Hill", Mismatch, "backup_feed", ""},
		{"Pennock Hill backs up to Kestrel Fen.", "Kestrel Fen", Verified, "backup_feed", ""},
	})
}

// TestCheck_Gen21Telegraphic checks that a note of a subject, one
// preposition and a known value ("WK-2 on standby.") states the value of
// the subject, as "is on" does: before, nothing tied it and no fact was
// found (set W's "FS-214 on standby." of a closed station).
func TestCheck_Gen21Telegraphic(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/pumps.csv": `pump_id,name,status
PM-1,Lowmead,running
PM-2,Highmead,standby
PM-3,Ferncroft,running
PM-4,Brockley,retired
`})
	runFactCases(t, v, []factCase{
		{"PM-4 on standby.", "standby", Mismatch, "status", ""},
		{"Ferncroft on standby.", "standby", Mismatch, "status", ""},
		{"PM-2 on standby.", "standby", Verified, "status", ""},
		// Guard: a note with more words is not one.
		{"PM-4 on Tuesday, standby.", "standby", Unknown, "", ""},
	})
}

// gen21Works is a water utility's treatment works.
func gen21Works(t *testing.T) *Verifier {
	t.Helper()
	return filesVerifier(t, map[string]string{
		"sot/works.csv": `works_id,name,town,manager,opened,capacity_mld
WS-01,Thornbury Works,Thornbury,Alma Greaves,1968-04-01,55
WS-02,Coldharbour Works,Lydd,Jonas Pike,1981-06-15,30
WS-03,Sallowfield Works,Sallowfield,Nadia Brook,1999-09-09,72
WS-04,Ember Vale Works,Ember Vale,Owen Tarrant,2012-02-20,18
`,
		"sot/reservoirs.yaml": `reservoirs:
  RS-1: {name: Thornbury Water, station: WS-01, grade: B}
  RS-2: {name: Sallow Mere, station: WS-03, grade: A}
  RS-3: {name: Ember Pool, station: WS-04, grade: C}
`})
}

// TestCheck_Gen21PossessedRecord checks that a value after a record named
// as a noun of the subject's ("X's sister site Y opened in 2012") is no
// mismatch of X: it may be Y's (Y was taken as a value of X).
func TestCheck_Gen21PossessedRecord(t *testing.T) {
	v := gen21Works(t)
	runFactCases(t, v, []factCase{
		{"WS-03's sister site WS-04 opened in 2012.", "2012", Unknown, "opened", "noun of WS-03"},
		{"Sallowfield Works' sister site Ember Vale Works opened in 2012.", "2012", Unknown, "opened", "noun of WS-03"},
		// Guard: with no record after the noun the value is the subject's.
		{"Sallowfield Works' treatment hall opened in 2012.", "2012", Mismatch, "opened", ""},
	})
}

// TestCheck_Gen21Bound checks that a date or number after a word bounding
// it ("after 1990", "more than 40") is no mismatch of the value: the text
// does not state it.
func TestCheck_Gen21Bound(t *testing.T) {
	v := gen21Works(t)
	runFactCases(t, v, []factCase{
		{"Ember Vale Works, like Sallowfield Works, opened after 1990.", "1990", Unknown, "opened", "bounds"},
		{"Thornbury Works opened before 1970.", "1970", Unknown, "opened", "bounds"},
		// Guard: the value itself is still compared.
		{"Thornbury Works opened in 1970.", "1970", Mismatch, "opened", ""},
	})
}
