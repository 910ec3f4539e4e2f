package verify

import (
	"testing"
)

// gen19Tugs is a domain no labelled set has: a harbour's tugs in YAML,
// keyed by their codes and named by a nickname no field calls a name,
// with a keeper who looks after several, nested engine and winch fields,
// a list field of the berths each serves, and optional fields some tugs
// lack.
var gen19Tugs = map[string]string{
	"sot/tugs.yaml": `tugs:
  TUG-21:
    nickname: Puffinlark
    home_berth: North Quay
    home_port: Port Tamsin
    keeper: Morwenna Tresize
    status: working
    launched: 2012-05-14
    engine_hours: 30410
    engine:
      fuel: marine diesel
      last_overhaul: 2025-11-03
      power_kw: 2400
    winch:
      pull_t: 60
      spare_lines: 2
    berths_served: [North Quay, Salt Steps]
    ports_visited: [Gullhaven, Port Tamsin]
    vhf_channel: Ch 12
  TUG-22:
    nickname: Grebeholm
    home_berth: Salt Steps
    home_port: Gullhaven
    keeper: Morwenna Tresize
    status: laid-up
    launched: 2009-08-30
    engine_hours: 41775
    engine:
      fuel: methanol
      last_overhaul: 2024-06-19
    winch:
      pull_t: 45
      spare_lines: 0
    berths_served: [Salt Steps, Cinder Wharf, North Quay]
    ports_visited: [Gullhaven]
  TUG-23:
    nickname: Tern Island
    home_berth: Cinder Wharf
    home_port: Brackwater
    keeper: Idris Polwhele
    status: working
    launched: 2018-02-11
    engine_hours: 12050
    engine:
      fuel: marine diesel
      last_overhaul: 2026-01-22
    winch:
      pull_t: 80
      spare_lines: 4
    berths_served: [Cinder Wharf]
    ports_visited: [Port Tamsin, Brackwater]
    remarks: Fire-fighting monitor fitted
  TUG-24:
    nickname: Slate Petrel
    home_berth: North Quay
    home_port: Port Tamsin
    keeper: Idris Polwhele
    status: working
    launched: 2021-09-09
    engine_hours: 6020
    engine:
      fuel: methanol
      last_overhaul: 2025-07-07
    winch:
      pull_t: 70
      spare_lines: 3
    berths_served: [North Quay]
    ports_visited: [Port Tamsin]
`,
}

// TestCheck_Gen19LearnedNames checks that a field every record holds
// first, written as unique proper names, names its records though it is
// not called a name, and that then its nested, listed, unit-bearing and
// optional fields are checked of the record so named. A field of people
// shared by several records names none.
func TestCheck_Gen19LearnedNames(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"Puffinlark has run 30,410 hours on its engine.", "30,410 hours", Verified, "tugs.TUG-21.engine_hours", ""},
		{"Grebeholm's winch pulls 50 t.", "50 t", Mismatch, "tugs.TUG-22.winch.pull_t", ""},
		{"Tern Island was launched 11 February 2018.", "11 February 2018", Verified, "tugs.TUG-23.launched", ""},
		{"Grebeholm had its last overhaul on 2024-06-19.", "2024-06-19", Verified, "tugs.TUG-22.engine.last_overhaul", ""},
		{"Tern Island is based at North Quay.", "North Quay", Mismatch, "tugs.TUG-23.home_berth", ""},
		{"Tern Island remarks: Fire-fighting monitor fitted.", "Fire-fighting monitor fitted", Verified, "tugs.TUG-23.remarks", ""},
		{"Puffinlark's engine is rated 2,400 kW.", "2,400 kW", Verified, "tugs.TUG-21.engine.power_kw", ""},
		// An optional field the record lacks: unknown.
		{"Grebeholm's engine is rated 2,000 kW.", "2,000 kW", Unknown, "", ""},
		{"Tern Island listens on Ch 16.", "Ch 16", Unknown, "", ""},
		// Guard: the keeper of two tugs names neither.
		{"Morwenna Tresize keeps TUG-23 as well.", "TUG-23", Verified, "", ""},
	})
	// Guards: a first field of places another field holds too, and one of
	// fewer than minNamedRecords records, name no record.
	w := filesVerifier(t, map[string]string{"sot/piers.yaml": `piers:
  PR-1: {quay: Salt Steps, neighbour: Cinder Wharf, cranes: 2}
  PR-2: {quay: Cinder Wharf, neighbour: North Quay, cranes: 3}
  PR-3: {quay: North Quay, neighbour: Salt Steps, cranes: 1}
  PR-4: {quay: Gull Rock, neighbour: North Quay, cranes: 4}
`})
	if w.isName("quay") {
		t.Error("quay, whose values neighbour holds too, was learned as a name")
	}
	x := filesVerifier(t, map[string]string{"sot/sheds.yaml": `sheds:
  SH-1: {label: Long Shed, bays: 4}
  SH-2: {label: Net Loft, bays: 2}
  SH-3: {label: Rope Walk, bays: 6}
`})
	if x.isName("label") {
		t.Error("label of three records was learned as a name")
	}
}

// TestCheck_Gen19ListVerb checks a list field named by a verb form of its
// last word ("serves" of berths_served), of a value another field holds
// too, and by the present of a past participle ("visits" of
// ports_visited), which of a date tells of an event to come.
func TestCheck_Gen19ListVerb(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"Grebeholm visits Gullhaven.", "Gullhaven", Verified, "tugs.TUG-22.ports_visited", ""},
		{"TUG-23 visits Gullhaven too.", "Gullhaven", Mismatch, "tugs.TUG-23.ports_visited", ""},
		{"Tern Island visits Brackwater.", "Brackwater", Verified, "tugs.TUG-23.ports_visited", ""},
		// Guard: the present of a date's past participle is still an
		// event to come.
		{"TUG-23 visits Brackwater, launched again on 2026-03-01.", "2026-03-01", Mismatch, "tugs.TUG-23.launched", ""},
		{"TUG-22 serves Cinder Wharf as well.", "Cinder Wharf", Verified, "tugs.TUG-22.berths_served", ""},
		{"TUG-23 serves North Quay too.", "North Quay", Mismatch, "tugs.TUG-23.berths_served", ""},
		{"Puffinlark serves Salt Steps.", "Salt Steps", Verified, "tugs.TUG-21.berths_served", ""},
	})
}

// TestCheck_Gen19WordyCode checks a record's code written in small
// letters, or a capital and small ones, with a space for its hyphen ("tug
// 22" of TUG-22), where the letters are also the kind the records are
// keyed under (so no kind and number names it); letters no ID has stay
// words.
func TestCheck_Gen19WordyCode(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"tug 22 serves Cinder Wharf.", "Cinder Wharf", Verified, "tugs.TUG-22.berths_served", ""},
		{"Tug 21 serves Cinder Wharf.", "Cinder Wharf", Mismatch, "tugs.TUG-21.berths_served", ""},
		{"tug 22 serves Cinder Wharf.", "tug 22", Verified, "", ""},
		// Guard: letters of no ID with a number name nothing.
		{"Pier 22 serves Cinder Wharf.", "Cinder Wharf", Unknown, "", ""},
	})
}

// TestCheck_Gen19LeadWord checks that a word of one page's title starting
// a sentence before a noun of documents ("Pilotage note: ...") is a
// lead-in, not a description of that page: its capital is the
// sentence's. Written as a name inside a sentence it still describes it.
func TestCheck_Gen19LeadWord(t *testing.T) {
	files := map[string]string{
		"sot/tugs.yaml":      gen19Tugs["sot/tugs.yaml"],
		"docs/pilotage.md":   "---\ntitle: Harbour Pilotage Process\nlast_reviewed_on: 2026-02-01\ncreated: 2019-04-02\n---\nText.\n",
		"docs/mooring.md":    "---\ntitle: Mooring lines care\nlast_reviewed_on: 2025-09-12\ncreated: 2018-03-03\n---\nText.\n",
		"docs/dredging.md":   "---\ntitle: Dredging windows\nlast_reviewed_on: 2025-10-01\ncreated: 2020-01-20\n---\nText.\n",
		"docs/fenders.md":    "---\ntitle: Fender inspection\nlast_reviewed_on: 2026-01-05\ncreated: 2021-06-30\n---\nText.\n",
		"docs/stevedores.md": "---\ntitle: Stevedore gangs\nlast_reviewed_on: 2024-11-11\ncreated: 2017-07-07\n---\nText.\n",
	}
	v := filesVerifier(t, files)
	runFactCases(t, v, []factCase{
		{"Pilotage note: TUG-22 was launched on 2009-08-31.", "2009-08-31", Mismatch, "tugs.TUG-22.launched", ""},
		{"Pilotage note: Grebeholm was launched on 2009-08-30.", "2009-08-30", Verified, "tugs.TUG-22.launched", ""},
		// Guard: the word written as a name inside a sentence.
		{"Per the Pilotage page, it was last reviewed on 2026-02-01.", "2026-02-01", Verified, "last_reviewed_on", ""},
	})
}

// gen19Glasshouses is another domain no labelled set has: a botanic
// garden's glasshouses in YAML, with nested climate and irrigation
// mappings whose fields end in units, a list of species, and optional
// fields (a visitor limit, a note, a reopening date) some lack.
var gen19Glasshouses = map[string]string{
	"sot/glasshouses.yaml": `glasshouses:
  GH-31:
    name: Palm Vault
    curator: Agnieszka Trelawny
    status: open
    built: 1887-05-02
    floor_area_m2: 1450
    climate:
      min_temp_c: 18
      humidity_pct: 80
      heating: biomass
    irrigation:
      last_flush: 2026-03-11
      flow_lpm: 42
    species_housed: [Coconut palm, Traveller's tree, Bird of paradise]
    visitor_limit: 120
    curator_note: Roof glazing replaced 2019
  GH-32:
    name: Cactus Gallery
    curator: Ruairi Fenwick
    status: closed
    built: 1954-09-17
    floor_area_m2: 610
    climate:
      min_temp_c: 8
      humidity_pct: 25
      heating: gas
    irrigation:
      last_flush: 2025-12-02
      flow_lpm: 9
    species_housed: [Saguaro, Golden barrel cactus]
    reopening_on: 2026-09-01
  GH-33:
    name: Fern Hollow
    curator: Agnieszka Trelawny
    status: open
    built: 1902-04-21
    floor_area_m2: 880
    climate:
      min_temp_c: 12
      humidity_pct: 90
      heating: gas
    irrigation:
      last_flush: 2026-02-20
      flow_lpm: 30
    species_housed: [Tree fern, Royal fern, Filmy fern]
    visitor_limit: 60
`,
	"sot/beds.csv": "bed_id,name,soil_depth_mm,frost_line_cm,mains_pressure_bar,area_acres\nBD-1,Long Border,450,30,3.5,2\nBD-2,Rock Garden,120,15,2.8,0.5\n",
}

// TestCheck_Gen19Units checks values in units the checker did not know
// (°C, mm, cm, bar, acres) against the fields their names end in, in
// other units of the same measure too, and a lexicon word of a field's
// name ("minimum" of min_temp_c) between the subject and the value.
func TestCheck_Gen19Units(t *testing.T) {
	v := filesVerifier(t, gen19Glasshouses)
	runFactCases(t, v, []factCase{
		{"The Fern Hollow minimum temperature is 14 °C.", "14 °C", Mismatch, "glasshouses.GH-33.climate.min_temp_c", ""},
		{"Palm Vault: min temp 18°C, humidity 80%.", "18°C", Verified, "glasshouses.GH-31.climate.min_temp_c", ""},
		{"Palm Vault: min temp 16 celsius.", "16 celsius", Mismatch, "glasshouses.GH-31.climate.min_temp_c", ""},
		{"BD-1 has 450 mm of soil.", "450 mm", Verified, "soil_depth_mm", ""},
		{"The Rock Garden soil depth is 12 cm.", "12 cm", Verified, "soil_depth_mm", ""},
		{"Long Border's frost line sits at 35 cm.", "35 cm", Mismatch, "frost_line_cm", ""},
		{"Mains pressure at BD-2 is 2.8 bar.", "2.8 bar", Verified, "mains_pressure_bar", ""},
		{"BD-1 covers 2 acres.", "2 acres", Verified, "area_acres", ""},
		// Guard: a temperature in Fahrenheit is no value of a field in
		// Celsius.
		{"GH-33 is kept at a minimum of 54 °F.", "54 °F", Unknown, "", ""},
	})
}

// TestCheck_Gen19UnitOfAnother checks that the unit of one measure ("at
// 2,867 m") names no field of another in the sentence ("40 cm of snow").
func TestCheck_Gen19UnitOfAnother(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/huts.csv": "hut_id,name,altitude_m,beds\nHT-1,Corrie Bothy,2867,12\nHT-2,Lochan Refuge,1905,8\nHT-3,Scree Hut,2410,6\n"})
	runFactCases(t, v, []factCase{
		{"HT-1 at 2,867 m still has 40 cm of snow at the door.", "40 cm", Unknown, "", ""},
		{"HT-1 at 2,867 m still has 40 cm of snow at the door.", "2,867 m", Verified, "altitude_m", ""},
	})
}

// TestCheck_Gen19Elliptical checks a known value stated in a sentence of
// its own of the record the sentence before names: after a pronoun and a
// copula, or an adverb alone, the value ending the sentence.
func TestCheck_Gen19Elliptical(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"TUG-22 is moored at Salt Steps. Still laid-up.", "laid-up", Verified, "tugs.TUG-22.status", ""},
		{"Grebeholm is moored at Salt Steps. It is still working.", "working", Mismatch, "tugs.TUG-22.status", ""},
		// Guards: the value does not end the sentence, or no record is
		// named in the sentence before.
		{"TUG-22 is moored at Salt Steps. It is still working on the tow.", "working", Unknown, "", ""},
		{"The crew met at noon. It is still working.", "working", Unknown, "", ""},
	})
}

// TestCheck_Gen19HedgedItem checks that a list item after a hedge ("and I
// believe B as well") or an article ("and a B") states the field of the
// item before, as one after a plain "and" does.
func TestCheck_Gen19HedgedItem(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"Ports for TUG-22: Gullhaven, and I believe Brackwater as well.", "Brackwater", Mismatch, "tugs.TUG-22.ports_visited", ""},
		{"Ports for TUG-21: Gullhaven, and probably Port Tamsin.", "Port Tamsin", Verified, "tugs.TUG-21.ports_visited", ""},
	})
	// An article after the conjunction: "a X and a Y".
	w := filesVerifier(t, map[string]string{"sot/machines.yaml": `machines:
  MC-1: {bay: East, tooling: [die set, face mill, vice]}
  MC-2: {bay: West, tooling: [collet chuck, steady rest]}
`})
	runFactCases(t, w, []factCase{
		{"MC-1 has a face mill and a collet chuck.", "collet chuck", Mismatch, "machines.MC-1.tooling", ""},
		{"MC-2 has a steady rest and a collet chuck.", "collet chuck", Verified, "machines.MC-2.tooling", ""},
	})
}

// TestCheck_Gen19LabelledPlainList checks that a plain word listed after
// a known value in a list after a label is an item of a field of lists
// (mismatch when the record's list lacks it), and nothing of a field of
// one value.
func TestCheck_Gen19LabelledPlainList(t *testing.T) {
	v := filesVerifier(t, gen19Tugs)
	runFactCases(t, v, []factCase{
		{"Ports visited by TUG-23: Brackwater, Lowmoor.", "Lowmoor", Mismatch, "tugs.TUG-23.ports_visited", ""},
		// Guard: "mostly" is no second status.
		{"TUG-23 status: working, mostly.", "mostly", Unknown, "", ""},
		{"TUG-23 status: working, mostly.", "working", Verified, "tugs.TUG-23.status", ""},
	})
}

// TestCheck_Gen19WordyCodeGuard checks that a word of grammar before a
// number is no code, though the records' IDs start with its letters.
func TestCheck_Gen19WordyCodeGuard(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/tags.csv": "tag,name,speed_kn\nAT-14,Skerry Buoy,9\nAT-15,Gull Post,12\nAT-16,Rook Beacon,14\n"})
	runFactCases(t, v, []factCase{
		{"Gull Post was logged at 14 kn.", "14 kn", Mismatch, "speed_kn", ""},
		{"at 14 the post was checked", "at 14", Unknown, "", ""},
	})
}

// TestCheck_Gen19UnitInValue checks a measure in another unit than the
// one the source's value is written with ("7.5 kW", "120 m"): converted,
// it is verified, not a mismatch.
func TestCheck_Gen19UnitInValue(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/wells.csv": "well_id,name,depth,pump_rating\n" +
		"WL-11,Brannock Well,120 m,7.5 kW\nWL-12,Fenwick Bore,85 m,5.5 kW\nWL-13,Hollins Well,140 m,11 kW\n"})
	runFactCases(t, v, []factCase{
		{"The Brannock Well pump is 7500 W.", "7500 W", Verified, "pump_rating", ""},
		{"WL-11 depth: 0.12 km.", "0.12 km", Verified, "depth", ""},
		{"WL-12 depth: 0.095 km.", "0.095 km", Mismatch, "depth", ""},
		{"Hollins Well's pump is rated 11 kW.", "11 kW", Verified, "pump_rating", ""},
	})
}

// TestCheck_Gen19CountVerb checks a count named by the present of its
// field's participle ("seats 41" of seating.seated), which the mapping's
// other counts share a word with ("seating"): the leaf's word wins.
func TestCheck_Gen19CountVerb(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/coaches.yaml": `coaches:
  CO-1: {depot: Northgate, status: active, seating: {seated: 38, standing: 52}}
  CO-2: {depot: Southmead, status: active, seating: {seated: 41, standing: 45}}
  CO-3: {depot: Northgate, status: spare, seating: {seated: 45, standing: 30}}
`})
	runFactCases(t, v, []factCase{
		{"CO-2 seats 41.", "41", Verified, "coaches.CO-2.seating.seated", ""},
		{"CO-3 has 41 seats.", "41", Mismatch, "coaches.CO-3.seating.seated", ""},
		{"CO-1 has room for 52 standing.", "52", Verified, "coaches.CO-1.seating.standing", ""},
	})
}

// TestCheck_Gen19UnitWordShadow checks a number followed by a word that is
// no unit of the field the words before it name (tank.volume_l), when
// they name a count too (stores.spare_tanks): unknown, not a mismatch of
// the count; and watt-hours converted to a field's kWh.
func TestCheck_Gen19UnitWordShadow(t *testing.T) {
	v := filesVerifier(t, map[string]string{"sot/launches.yaml": `launches:
  LN-1: {status: afloat, depot: Quay, tank: {volume_l: 180}, stores: {spare_tanks: 3}, cells: {store_kwh: 18}, hull_hours: 9000, engine: {hours_since_refit: 300}}
  LN-2: {status: ashore, depot: Quay, tank: {volume_l: 400}, stores: {spare_tanks: 1}, cells: {store_kwh: 40}, hull_hours: 7000, engine: {hours_since_refit: 120}}
`})
	runFactCases(t, v, []factCase{
		{"LN-1's tank is 180 gallons.", "180", Unknown, "", "no unit"},
		{"LN-1 carries 3 spare tanks.", "3", Verified, "launches.LN-1.stores.spare_tanks", ""},
		{"LN-2's tank is 400000 ml.", "400000 ml", Verified, "launches.LN-2.tank.volume_l", ""},
		{"LN-2's cells store 40000 Wh.", "40000 Wh", Verified, "launches.LN-2.cells.store_kwh", ""},
		// Guard: a plain number field whose name has a unit word keeps
		// its measures.
		{"LN-1's engine has run 300 hours since its refit.", "300 hours", Verified, "launches.LN-1.engine.hours_since_refit", ""},
	})
}
