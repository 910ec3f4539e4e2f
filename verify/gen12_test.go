package verify

import "testing"

// gen12SeedBanks is a domain no labelled set has, for the twelfth round:
// a seed bank network's vaults (a CSV with two fields counted in metres,
// of very different sizes, and a share in %) and its seed collections (a
// YAML mapping keyed by ID, with a nested range of days, a list of short
// tray codes and two dates, one named by a lexicon word).
var gen12SeedBanks = map[string]string{
	"sot/vaults.csv": `vault_id,vault_name,region,country,altitude_m,shelf_height_m,viability_pct,founded,status,curator
SB-201,Fennick Seed Vault,Harl Moors,Iceland,412,2.1,88,1994-05-12,open,Ysolde Tarrant
SB-202,Quarrow Gene Store,Brackwater,Portugal,1450,2.4,92,2008-09-01,open,Anselm Grey
SB-203,Lintmoor Seed Library,Lintmoor,Chile,120,1.8,79,2016-03-30,closed,Ysolde Tarrant
`,
	"sot/collections.yaml": `collections:
  SC-11:
    name: Upland Barley Set
    vault: SB-201
    germination:
      min_days: 4
      max_days: 18
    trays: [N, E, Wx]
    regeneration: "2027-05-01"
    audit_due: "2026-09-15"
    owner_team: seed-ops
  SC-12:
    name: Coastal Kale Set
    vault: SB-202
    germination:
      min_days: 6
      max_days: 30
    trays: [S, Qa]
    regeneration: "2028-02-10"
    audit_due: "2026-11-02"
    owner_team: field-crew
`,
}

// TestCheck_Gen12 checks the twelfth round's changes over the seed
// banks, with guards that must stay unknown.
func TestCheck_Gen12(t *testing.T) {
	v := filesVerifier(t, gen12SeedBanks)
	runFactCases(t, v, []factCase{
		// A field's name says the unit of its plain numbers (altitude_m),
		// and of two fields in one unit the value's size picks the one
		// whose values are of that size.
		{"Fennick Seed Vault sits at 412 m.", "412 m", Verified, "altitude_m", ""},
		{"SB-202 stands at 1,540 m.", "1,540 m", Mismatch, "altitude_m", ""},
		{"SB-203 has 1.8 m shelves.", "1.8 m", Verified, "shelf_height_m", ""},
		{"SB-201 has 2.4 m shelves.", "2.4 m", Mismatch, "shelf_height_m", ""},
		{"Quarrow Gene Store is 1.2 km up.", "1.2 km", Mismatch, "altitude_m", ""},
		// Guards: a size of neither field's values stays ambiguous, and a
		// share in % is of no measure a name's unit says.
		{"SB-201 has a 15 m corridor.", "15 m", Unknown, "", ""},
		{"SB-201 has a 95% uptime target.", "95%", Unknown, "", ""},
		// A capitalised word before a list field's word is the item it is
		// (not the whole list), and a code of one or two letters some
		// record's list holds is a value there too.
		{"Upland Barley Set has a Wx tray.", "Wx", Verified, "collections.SC-11.trays", ""},
		{"SC-11 has an E tray.", "E", Verified, "collections.SC-11.trays", ""},
		{"SC-11 has an S tray.", "S", Mismatch, "collections.SC-11.trays", ""},
		// Guards: a code no record holds, or a plain word, states nothing.
		{"SC-11 has a Z tray.", "Z", Unknown, "", ""},
		{"SC-11 has a big tray.", "big", Unknown, "", ""},
		// The noun opening a label's clause before a participle of plan
		// names the field, not the participle's lexicon word (due).
		{"Upland Barley Set: regeneration due on 1 May 2027.", "1 May 2027", Verified, "collections.SC-11.regeneration", ""},
		{"Coastal Kale Set: regeneration planned for 1 May 2027.", "1 May 2027", Mismatch, "collections.SC-12.regeneration", ""},
		{"SC-11 regeneration planned for 1 May 2027.", "1 May 2027", Verified, "collections.SC-11.regeneration", ""},
		// A verb relating the subject to a thing (shares, connects to)
		// states the one field of the subject's own record holding it.
		{"Fennick Seed Vault shares Harl Moors with a weather station.", "Harl Moors", Verified, "region", ""},
		// So does a copula whose words name a field not holding the value
		// ("the region hub in Iceland": region holds no country).
		{"Fennick Seed Vault is the region hub in Iceland.", "Iceland", Verified, "country", ""},
		{"SB-202 is the region hub in Iceland.", "Iceland", Unknown, "", ""},
		// Guards: of another record's value, or after "no longer", it
		// states nothing (never a mismatch).
		{"Quarrow Gene Store shares Harl Moors with a weather station.", "Harl Moors", Unknown, "", ""},
		{"SB-203 connects to Brackwater.", "Brackwater", Unknown, "", ""},
		{"Fennick Seed Vault no longer shares Harl Moors with a weather station.", "Harl Moors", Unknown, "", ""},
		// "sits with" names an owner (lexicon).
		{"Upland Barley Set sits with seed-ops.", "seed-ops", Verified, "collections.SC-11.owner_team", ""},
		{"Coastal Kale Set sits with seed-ops.", "seed-ops", Mismatch, "collections.SC-12.owner_team", ""},
		// Words of a range's ends (lexicon: up to, reaches, starts at, as
		// low as) name the field of its upper or its lower end.
		// (Values of the size of both fields: the words alone tell them apart.)
		{"SC-11 germination takes up to 18 days.", "18 days", Verified, "collections.SC-11.germination.max_days", ""},
		{"Upland Barley Set germination runs out to 12 days.", "12 days", Mismatch, "collections.SC-11.germination.max_days", ""},
		{"SC-12 germination starts at 6 days.", "6 days", Verified, "collections.SC-12.germination.min_days", ""},
		{"Coastal Kale Set germination starts at 8 days.", "8 days", Mismatch, "collections.SC-12.germination.min_days", ""},
		// A value of one field's size only is that field's.
		{"Coastal Kale Set germination takes 30 days.", "30 days", Verified, "collections.SC-12.germination.max_days", ""},
		// Guards: no word of an end, and a size of both, stays ambiguous.
		{"SC-11 germination takes 10 days.", "10 days", Unknown, "", ""},
		// Guards: a noun naming no field leaves the participle's word.
		{"Upland Barley Set: audit due on 15 September 2026.", "15 September 2026", Verified, "collections.SC-11.audit_due", ""},
	})
}
