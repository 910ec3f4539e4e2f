package verify

import "testing"

// TestCheck_Gen31FocusAdverbTitle checks that an adverb stressing a stated
// title ("is just", "is literally") is no word of the title (sets MM's
// "KEP-555's title is just \"Apply\" (server-side apply)" and NN's "title
// is literally x-y-z, hyphens and all", spurious mismatches labelled
// verified). A wrong title after the adverb is still a mismatch.
func TestCheck_Gen31FocusAdverbTitle(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/charts/ch-4.yaml": "chart_id: CH-4\ntitle: Soundings\nscale: 5000\n",
		"sot/charts/ch-5.yaml": "chart_id: CH-5\ntitle: inner-harbour-approaches\nscale: 2500\n",
	})
	runFactCases(t, v, []factCase{
		{"CH-4's title is just \"Soundings\" (the survey of 1998).", "Soundings", Verified, "title", ""},
		{"CH-5's title is literally inner-harbour-approaches, hyphens and all.", "inner-harbour-approaches", Verified, "title", ""},
		{"CH-4's title is just \"Depths\".", "Depths", Mismatch, "title", ""},
	})
}

// TestCheck_Gen31PathInLongerPath checks that the start of a path which
// goes on past a record's folder ("repo/source/guides/x.md") is no
// approximate name of the record titled by the folder's words (set MM's path of a page
// no record holds, resolved to the index page of its repository: a
// spurious mismatch of its review date). A page's own path still names it.
func TestCheck_Gen31PathInLongerPath(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"docs/quayside__harbour-crew-handbook/source/index.md":        "---\ntitle: \"Harbour crew handbook\"\nlast_reviewed_on: 2025-12-01\n---\n\nText.\n",
		"docs/quayside__harbour-crew-handbook/source/guides/tides.md": "---\ntitle: \"Tides\"\nlast_reviewed_on: 2025-05-06\n---\n\nText.\n",
	})
	runFactCases(t, v, []factCase{
		{"quayside__harbour-crew-handbook/source/guides/cranes.md last reviewed 3 March 2025", "3 March 2025", Unknown, "", ""},
		{"quayside__harbour-crew-handbook/source/guides/tides.md last reviewed 3 March 2025", "3 March 2025", Mismatch, "last_reviewed_on", ""},
	})
}

// TestCheck_Gen31SpacedThousands checks that a number whose thousands are
// grouped by spaces before its unit is one number ("61 120 km", set MM's
// odometer, a spurious mismatch of "61").
func TestCheck_Gen31SpacedThousands(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/tugs.csv": "tug_id,name,odometer_km,engine_hours\nTG-1,Saltings Otter,61120,3200\nTG-2,Marram Seal,1250000,8800\n",
	})
	runFactCases(t, v, []factCase{
		{"Saltings Otter odometer 61 120 km at the November inspection.", "61 120 km", Verified, "odometer_km", ""},
		{"TG-2 odometer 1 250 000 km.", "1 250 000 km", Verified, "odometer_km", ""},
		{"TG-1 odometer 61 900 km.", "61 900 km", Mismatch, "odometer_km", ""},
	})
}

// TestCheck_Gen31AlikeEmpty checks that of fields named alike by a word of
// their own names (am_sailing, pm_sailing), a word before it naming none
// ("afternoon sailing") may name the one the subject leaves empty: the
// mismatch with the other is no evidence (set MM's "RTE-022 afternoon
// departure 15:10" of a route with no afternoon departure, compared with
// its morning one). The field's own word still compares.
func TestCheck_Gen31AlikeEmpty(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/ferries.yaml": `ferries:
  FR-1:
    name: Outer Skerry
    timetable:
      am_sailing: "08:10"
      pm_sailing: ""
  FR-2:
    name: Inner Skerry
    timetable:
      am_sailing: "07:40"
      pm_sailing: "16:20"
`,
	})
	runFactCases(t, v, []factCase{
		{"FR-1 afternoon sailing 15:10.", "15:10", Unknown, "", "leaves empty"},
		{"FR-1 am sailing 09:10.", "09:10", Mismatch, "ferries.FR-1.timetable.am_sailing", ""},
	})
}

// TestCheck_Gen31HeadingWord checks that a word naming a field before the
// subject, apart from it by a comma, is a heading and not the field of a
// value after a colon after the subject ("Insurance renewal, item X:
// instrument dated 1742", set NN's spurious mismatch of a year with the
// insured value). A field named after the colon still compares.
func TestCheck_Gen31HeadingWord(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/bells.csv": "bell_id,name,cast_year,insured_value_eur\nBL-1,Great Tenor,1742,\"1,850,000\"\nBL-2,Treble,1811,\"412,000\"\n",
	})
	runFactCases(t, v, []factCase{
		{"Insurance renewal, item BL-1: bell dated 1742, no change to the description.", "1742", Unknown, "", ""},
		{"Insurance renewal, item BL-1: insured value 2,000,000.", "2,000,000", Mismatch, "insured_value_eur", ""},
	})
}

// TestCheck_Gen31TitleLabel checks that the word title as a label before a
// title in quotes or capitals states it ("X: title 'Y'", "X title: Y",
// "current title 'Y'"; set MM's SOP pages, four cases missed), and that
// a bar ends an unquoted title as a table's cell ("title: X | team").
// A title in small letters after the word states nothing.
func TestCheck_Gen31TitleLabel(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"docs/harbour/cutover.md": "---\ntitle: \"Cutover runbook\"\nsection: Release planning\n---\n\nText.\n",
		"docs/harbour/gauges.md":  "---\ntitle: \"Tide gauges\"\nsection: Monitoring tools\n---\n\nText.\n",
	})
	runFactCases(t, v, []factCase{
		{"docs/harbour/cutover.md: title 'Cutover runbook'.", "Cutover runbook", Verified, "title", ""},
		{"docs/harbour/gauges.md title: Tide gauges", "Tide gauges", Verified, "title", ""},
		{"Renaming docs/harbour/gauges.md? Current title 'Tide gauge list'.", "Tide gauge list", Mismatch, "title", ""},
		{"Audit row: docs/harbour/cutover.md | title: Cutover runbook | harbour", "Cutover runbook", Verified, "title", ""},
		{"docs/harbour/cutover.md title needs a rewrite.", "needs a rewrite", Unknown, "", ""},
	})
}
