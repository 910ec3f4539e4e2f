package verify

import "testing"

// gen15Boats is a domain no labelled set has, for the fifteenth round: a
// rowing club's boats (a CSV keyed boat_id, each named by a timber, a bird
// and its kind Skiff, the timbers written in lower case in a field of
// their own) and its moorings (YAML keyed by ID under moorings:).
var gen15Boats = map[string]string{
	"sot/boats.csv": `boat_id,boat_name,timber,skipper,launched,crew
BT-401,Willow Heron Skiff,willow,Ada Voss,2018-04-02,4
BT-402,Birch Kestrel Skiff,birch,Ned Harlow,2019-05-04,6
BT-403,Alder Plover Skiff,alder,Ines Dray,2021-06-12,2
`,
	"sot/moorings.yaml": `moorings:
  MR-12:
    name: Eastgate Quay Mooring
    depth_m: 4
    district: Harbourside
    hazards: [eelgrass, ferry wash]
    capacity: 6
    winch_installed: 2020-03-01
  MR-15:
    name: Saltpan Reach Mooring
    depth_m: 2
    district: Old Basin
    hazards: [shallow bar, eelgrass]
    capacity: 3
    winch_installed: 2021-07-09
`,
	"docs/club/boathouse.md": "---\ntitle: \"Our boathouse keys (BHK)\"\nowner_slack: \"#club-keys\"\n---\n\nText.\n",
	"docs/club/launch.md":    "---\ntitle: \"Rota: Launching from the slipway\"\nowner_slack: \"#club-rota\"\n---\n\nText.\n",
	"docs/club/oars.md":      "---\ntitle: \"Oar care\"\nowner_slack: \"#club-kit\"\n---\n\nText.\n",
	"docs/club/oars-2.md":    "---\ntitle: \"Oar care (advanced)\"\nowner_slack: \"#club-coaches\"\n---\n\nText.\n",
}

// TestCheck_Gen15 checks the fifteenth round's changes over the rowing
// club, with guards.
func TestCheck_Gen15(t *testing.T) {
	v := filesVerifier(t, gen15Boats)
	runFactCases(t, v, []factCase{
		// A record whose ID is letters and a number is called by a word
		// of its kind and the number: its ID field's name, the mapping it
		// is keyed in, its file's name.
		{"boat 402 was launched on 2019-05-04.", "2019-05-04", Verified, "launched", ""},
		{"Boat 402 was launched on 2019-05-05.", "2019-05-05", Mismatch, "launched", ""},
		{"Club log: the depth at mooring 15 is 3 m.", "3 m", Mismatch, "moorings.MR-15.depth_m", ""},
		{"boat 402 was launched on 2019-05-04.", "boat 402", Verified, "", ""},
		// Guard: a number no record of the kind has names nothing.
		{"boat 499 was launched on 2019-05-04.", "2019-05-04", Unknown, "", ""},
		// A code written with no separator, or in lower case, is the ID a
		// record has.
		{"BT403 was launched on 2021-06-12.", "2021-06-12", Verified, "launched", ""},
		{"bt-403 was launched on 2021-06-13.", "2021-06-13", Mismatch, "launched", ""},
		{"BT403 was launched on 2021-06-12.", "BT403", Verified, "", ""},
		// A name of a kind is called by its leading words though its first
		// word is a value written in lower case, when they are two or more.
		{"Willow Heron was launched on 2018-04-02.", "2018-04-02", Verified, "launched", ""},
		{"Birch Kestrel rows with 5 crew.", "5", Mismatch, "crew", ""},
		// Guard: the first word alone is the value, no name.
		{"Willow was launched on 2018-04-02.", "2018-04-02", Unknown, "", ""},
		// A name written in full beside an ID is what the text says of the
		// ID's record: its own, or another record's (a wrong name).
		{"Rota: BT-401 (Willow Heron Skiff) needs a new oar.", "Willow Heron Skiff", Verified, "boat_name", ""},
		{"Rota: BT-401 (Birch Kestrel Skiff) needs a new oar.", "Birch Kestrel Skiff", Mismatch, "boat_name", "beside the ID"},
		{"Saltpan Reach Mooring (MR-12) is silting up.", "Saltpan Reach Mooring", Mismatch, "moorings.MR-12.name", ""},
		// The lexicon: "went in" names an installation, "room for" a
		// capacity.
		{"The winch on MR-12 went in on 2020-03-01.", "2020-03-01", Verified, "moorings.MR-12.winch_installed", ""},
		{"MR-15 has room for 5 boats.", "5", Mismatch, "moorings.MR-15.capacity", ""},
		// A place in an apposition after the record, a noun of its kind
		// between them or not, is the record's.
		{"MR-15, over in Harbourside, needs dredging.", "Harbourside", Mismatch, "moorings.MR-15.district", ""},
		{"Eastgate Quay site, in Harbourside, needs dredging.", "Harbourside", Verified, "moorings.MR-12.district", ""},
		// Guard: another noun after the record opens no apposition.
		{"MR-15 dredgers, over in Harbourside, are busy.", "Harbourside", Unknown, "", ""},
		// A number after a word numbering a part of the text ("item 5:")
		// is no value.
		{"Minutes, item 6: depth at MR-12: 4 m.", "6", Unknown, "", ""},
		{"Minutes, point 2: Depth of MR-15 at low water: 3.", "3", Mismatch, "moorings.MR-15.depth_m", ""},
		// A value the subject's own record holds in one field, in its
		// sentence and with no field word, states that field: verified.
		{"MR-15 warning: shallow bar at low tide.", "shallow bar", Verified, "moorings.MR-15.hazards", ""},
		{"Warning: shallow bar off MR-15 at low tide.", "shallow bar", Verified, "moorings.MR-15.hazards", ""},
		// Guard: a subject set apart from the value after it ("same as").
		{"Warning: shallow bar, same as MR-15 last year.", "shallow bar", Unknown, "", ""},
		// Guard: never a mismatch: another record's value is no claim.
		{"MR-12 warning: shallow bar at low tide.", "shallow bar", Unknown, "", ""},
		// An ID "known as" or "what we call" a name, a phrase of place
		// after the name or not, states it.
		{"Reminder that BT-402 is what we call the Birch Kestrel Skiff on the rota.", "Birch Kestrel Skiff", Verified, "boat_name", ""},
		{"BT-402 is known as the Alder Plover Skiff.", "Alder Plover Skiff", Mismatch, "boat_name", ""},
		// A judgement no field holds is no value ("results are fine").
		{"Timber test results for Willow Heron Skiff are fine; crew of 4.", "fine", Unknown, "", ""},
		// Guard: a possessive name or ID tells of another thing.
		{"Rota: BT-401 is the Birch Kestrel Skiff's tender.", "Birch Kestrel Skiff", Unknown, "", ""},
		// A title is called by its words without a leading "Our" and a
		// bracketed aside, and by its part after a label's colon.
		{"The boathouse keys page is owned by #club-rota.", "#club-rota", Mismatch, "owner_slack", ""},
		{"Who looks after the launching from the slipway runbook? The header says #club-rota.", "#club-rota", Verified, "owner_slack", ""},
		// Guard: a shorter form that is another page's full title names that page.
		{"Oar care is owned by #club-kit.", "#club-kit", Verified, "owner_slack", ""},
		// Guard: a record of another kind beside the ID is no name of it.
		{"Rota: BT-401 (Eastgate Quay Mooring) needs a new oar.", "Eastgate Quay Mooring", Unknown, "", ""},
	})
}
