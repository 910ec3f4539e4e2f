package verify

import "testing"

// gen14Orchard is a domain no labelled set has, for the fourteenth round:
// a community orchard network's orchards (a CSV with the date each opened
// and the dates its picking season starts and ends, one orchard not open
// yet), its pickers' lodges (with one date field) (named after an orchard's town and a word of
// their own, each of the kind Lodge) and its apple varieties (YAML keyed by ID, each with the dates of
// its pilot and rollout phases and a target date).
var gen14Orchard = map[string]string{
	"sot/orchards.csv": `orchard_id,name,keeper,opened,season_start,season_end
OR-11,Ashby Orchard,Mabel Crane,1998-05-02,2026-08-15,2026-10-31
OR-14,Corby Orchard,Hugh Lantry,,2027-08-14,2027-10-30
OR-17,Fenwick Orchard,Tamsin Oake,2004-03-19,2026-08-22,2026-11-07
`,
	"sot/lodges.csv": `lodge_id,name,beds,warden,last_inspection
LG-1,Ashby Picker Lodge,12,Ivo Hart,2026-03-02
LG-2,Ashby Barn Lodge,6,Ruth Pell,2026-03-09
LG-3,Fenwick Hill Lodge,8,Nell Brock,2026-02-23
`,
	"sot/varieties.yaml": `varieties:
  VR-21:
    name: Ashby Russet
    phase:
      pilot: 2025-03-01
      rollout: 2026-09-01
    planned_date: 2026-12-01
  VR-25:
    name: Fenwick Pippin
    phase:
      pilot: 2024-04-10
      rollout: 2025-10-05
    planned_date: 2025-09-30
`,
}

// TestCheck_Gen14 checks the fourteenth round's changes over the orchard
// network, with guards.
func TestCheck_Gen14(t *testing.T) {
	v := filesVerifier(t, gen14Orchard)
	runFactCases(t, v, []factCase{
		// A clause's noun before a participle of plan names the value's
		// field, whatever the participle names (planned_date).
		{"VR-21: pilot 2025-03-01, rollout planned for 2026-09-01.", "2026-09-01", Verified, "varieties.VR-21.phase.rollout", ""},
		{"VR-21: pilot 2025-03-01, rollout planned for 2026-10-01.", "2026-10-01", Mismatch, "varieties.VR-21.phase.rollout", ""},
		{"VR-25 is in pilot now, rollout scheduled for 2025-10-05.", "2025-10-05", Verified, "varieties.VR-25.phase.rollout", ""},
		// Guard: with no noun opening the clause, the participle names its field.
		{"VR-21 is planned for 2026-12-01.", "2026-12-01", Verified, "varieties.VR-21.planned_date", ""},
		// An aside holding a value of its own after its words tells of
		// that value, not of the one before it.
		{"VR-21 reached rollout on 2026-09-01 (pilot was 2025-03-01).", "2026-09-01", Verified, "varieties.VR-21.phase.rollout", ""},
		{"VR-21 reached rollout on 2026-09-01 (pilot was 2025-03-01).", "2025-03-01", Verified, "varieties.VR-21.phase.pilot", ""},
		{"VR-25 reached rollout on 2025-11-05 (pilot was 2024-04-10).", "2025-11-05", Mismatch, "varieties.VR-25.phase.rollout", ""},
		// Guard: a value alone in the aside is a note on the first value.
		{"New on 2025-03-01 (pilot): Ashby Russet.", "2025-03-01", Verified, "varieties.VR-21.phase.pilot", ""},
		// A verb in the present tense does not name a field written in the
		// past tense: "opens" is a season's start, "closes" its end.
		{"Ashby Orchard opens 2026-08-15 for picking.", "2026-08-15", Verified, "season_start", ""},
		{"Ashby Orchard opens 2026-08-16 for picking.", "2026-08-16", Mismatch, "season_start", ""},
		{"Fenwick Orchard reopens on 2026-08-22 after the storm.", "2026-08-22", Verified, "season_start", ""},
		{"Fenwick Orchard closes on 2026-11-07.", "2026-11-07", Verified, "season_end", ""},
		{"Fenwick Orchard closed on 2026-11-01 after a short season.", "2026-11-01", Mismatch, "season_end", ""},
		// Guards: the past tense names the date opened; a record that has
		// not opened yet may be said to open on its first day.
		{"Ashby Orchard opened on 1998-05-02.", "1998-05-02", Verified, "opened", ""},
		{"Fenwick Orchard opened on 2005-03-19.", "2005-03-19", Mismatch, "opened", ""},
		{"Corby Orchard opens on 2027-05-01.", "2027-05-01", Unknown, "opened", ""},
		// A name of a kind is called by its first word and its kind, the
		// words between left out, when no other name holds both; "sleeps"
		// names beds.
		{"Fenwick lodge sleeps 8 pickers.", "8", Verified, "beds", ""},
		{"Fenwick Lodge sleeps 10.", "10", Mismatch, "beds", ""},
		{"Fenwick Lodge is wardened by Ivo Hart.", "Ivo Hart", Mismatch, "warden", ""},
		// Guard: two lodges of Ashby, so "Ashby Lodge" names neither.
		{"Ashby Lodge sleeps 12.", "12", Unknown, "", ""},
		// A name of three words or more is called by its last words, in
		// lower case after an article, when no other name holds them.
		{"The picker lodge sleeps 12.", "12", Verified, "beds", ""},
		{"Staff note: the hill lodge is wardened by Ruth Pell.", "Ruth Pell", Mismatch, "warden", ""},
		{"The hill lodge was inspected on 2026-02-20.", "2026-02-20", Mismatch, "last_inspection", ""},
		// Guard: one last word alone is no name.
		{"The barn sleeps 6.", "6", Unknown, "", ""},
		// A word of a lexicon group between the record and a date names a
		// concept its only date field is not: that field is not inferred.
		{"The hill lodge opens 2026-05-01.", "2026-05-01", Unknown, "", "opens"},
		{"Fenwick Hill Lodge closes 2026-10-01.", "2026-10-01", Unknown, "", "closes"},
	})
}
