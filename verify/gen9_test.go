package verify

import "testing"

// gen9Bookmobiles is a domain no labelled set has, for the ninth round: a
// library service's branches (a CSV, one branch named as the first word
// of a garage) and its bookmobiles (a YAML mapping keyed by ID, with a
// livery block and a dashboard only one of them has).
var gen9Bookmobiles = map[string]string{
	"sot/branches.csv": `branch_id,name,daily_visits,owner_team,opened_on,head_librarian,wheelchair_access,gate_pph
BR-1,Elmbrook,420,team-lending,2001-03-02,Ada Quill,yes,60
BR-2,Foxley Green,180,team-outreach,2009-09-14,Ben Otto,no,40
`,
	"sot/guides.csv": `guide_id,title,author,approver
GD-1,Loading the van,@amy,@bo
GD-2,Winter driving,@bo,@cy
`,
	"sot/bookmobiles.yaml": `BKM-1:
  name: Wren
  kind: electric van
  garage: Elmbrook Garage
  owner_team: team-lending
  entered_service: 2015-04-01
  last_service: 2025-11-20
  technician: Di Marsh
  metrics_dashboard: dash-wren
  livery:
    colour: Sky Blue
    repainted_on: 2020-06-01
  partner_schools: [oakfield-primary, hillside-academy]
BKM-2:
  name: Lark
  kind: diesel truck
  garage: Foxley Garage
  owner_team: team-outreach
  entered_service: 2018-10-15
  last_service: 2026-01-05
  technician: Cy Rowe
  livery:
    colour: Moss Green
    repainted_on: 2022-02-11
  partner_schools: [hillside-academy]
`,
}

// TestCheck_Gen9 checks the ninth round's changes over the bookmobiles,
// with guards that must stay unknown.
func TestCheck_Gen9(t *testing.T) {
	v := filesVerifier(t, gen9Bookmobiles)
	runFactCases(t, v, []factCase{
		// A record's name that is the first word of a longer known value
		// is a word of that value ("Elmbrook" of "Elmbrook Garage").
		{"Wren is garaged at Elmbrook Garage.", "Elmbrook Garage", Verified, "BKM-1.garage", ""},
		{"Lark is kept at Elmbrook Garage.", "Elmbrook Garage", Mismatch, "BKM-2.garage", ""},
		// "per day" names a daily field.
		{"BR-1 footfall: 420 per day.", "420", Verified, "daily_visits", ""},
		{"BR-2 footfall: 420 per day.", "420", Mismatch, "daily_visits", ""},
		// "<verb> by its <field words>, <value>": the verb names the
		// field of its agent.
		{"GD-1 was approved by its own author, @amy.", "@amy", Mismatch, "approver", ""},
		{"GD-2 was approved by its author, @cy.", "@cy", Verified, "approver", ""},
		{"GD-2 is overdue, says its author, @bo.", "@bo", Verified, "author", ""},
		// A rate of any plural count names the field ending in its
		// initials ("readers an hour" of gate_pph).
		{"BR-1 lets in 60 readers an hour.", "60", Verified, "gate_pph", ""},
		{"BR-2 lets in 60 readers an hour.", "60", Mismatch, "gate_pph", ""},
		{"BR-2 lends 40 books a week.", "40", Unknown, "", ""},
		// A lexicon phrase after "<subject>'s <noun>" tells of the noun.
		{"BKM-1's Sky Blue paint dates from 2015-04-01.", "2015-04-01", Unknown, "", "tells of"},
		{"BKM-1's paint dates from 2016-04-01.", "2016-04-01", Unknown, "", "tells of"},
		{"BKM-1 dates from 2015-04-01.", "2015-04-01", Verified, "BKM-1.entered_service", ""},
		{"BKM-1's current owner team is team-outreach.", "team-outreach", Mismatch, "BKM-1.owner_team", ""},
		{"The BKM-1 refit dates from 2015-04-01.", "2015-04-01", Unknown, "", "tells of"},
		{"The BKM-1 bookmobile dates from 2015-04-01.", "2015-04-01", Verified, "BKM-1.entered_service", ""},
		{"The BKM-1 van has been in service since 2016-04-01.", "2016-04-01", Mismatch, "BKM-1.entered_service", ""},
		// A relative clause tells of the record right before it; a record
		// after a possessive one is the clause's.
		{"BKM-1 tows BKM-2, which entered service on 2018-10-15.", "2018-10-15", Verified, "BKM-2.entered_service", ""},
		{"BKM-1 tows BKM-2, which entered service on 2015-04-01.", "2015-04-01", Mismatch, "BKM-2.entered_service", ""},
		{"BKM-1's twin BKM-2 entered service on 2018-10-15.", "2018-10-15", Verified, "BKM-2.entered_service", ""},
		{"BKM-1 is towed by BKM-2, which entered service on 2018-10-15.", "2018-10-15", Verified, "BKM-2.entered_service", ""},
		{"BKM-1 is towed by BKM-2, which entered service on 2015-04-01.", "2015-04-01", Mismatch, "BKM-2.entered_service", ""},
		// "<value> as a <field words>" names the value's field.
		{"BKM-2 has ridgeway-college as a partner school.", "ridgeway-college", Mismatch, "BKM-2.partner_schools", ""},
		{"BKM-2 lists hillside-academy as one of its partner schools.", "hillside-academy", Verified, "BKM-2.partner_schools", ""},
		{"BKM-2 doesn't list ridgeway-college as a partner school.", "ridgeway-college", Unknown, "", ""},
		{"BKM-2 once had oakfield-primary as a partner school.", "oakfield-primary", Unknown, "", ""},
		// Words before "(<ID>)" name the subject, not a field its kin hold.
		{"Route metrics (BKM-2) belongs to team-outreach.", "team-outreach", Verified, "BKM-2.owner_team", ""},
		{"Route metrics (BKM-2) belongs to team-lending.", "team-lending", Mismatch, "BKM-2.owner_team", ""},
		{"The metrics dashboard of BKM-2 belongs to team-lending.", "team-lending", Unknown, "", ""},
		// A known value as the whole of an apposition after the subject.
		{"Wren, an electric van, parks at Elmbrook Garage.", "electric van", Verified, "BKM-1.kind", ""},
		{"Lark, an electric van, parks at Foxley Garage.", "electric van", Mismatch, "BKM-2.kind", ""},
		{"Lark, an electric van driver, parks at Foxley Garage.", "electric van", Unknown, "", ""},
		// An agent opening the sentence, related to the subject after it
		// by an agent's verb of the lexicon ("looks after", "runs").
		{"Ada Quill runs BR-1.", "Ada Quill", Verified, "head_librarian", ""},
		{"Ben Otto, who looks after Elmbrook, retired in May.", "Ben Otto", Mismatch, "head_librarian", ""},
		{"Ada Quill visited BR-2.", "Ada Quill", Unknown, "", ""},
		{"Ada Quill runs the reading club for BR-2.", "Ada Quill", Unknown, "", ""},
		{"Ada Quill runs BR-2's reading club.", "Ada Quill", Unknown, "", ""},
		{"Ada Quill said BR-2 is busy.", "Ada Quill", Unknown, "", ""},
		// A value in the phrase of a verb leaves the verb's own words to
		// the date after it ("repainted in Sky Blue on <date>").
		{"BKM-2 was repainted in Sky Blue on 2022-02-11.", "2022-02-11", Verified, "BKM-2.livery.repainted_on", ""},
		{"BKM-2 was repainted in Moss Green on 2021-02-11.", "2021-02-11", Mismatch, "BKM-2.livery.repainted_on", ""},
		{"BKM-2 was moved to Elmbrook Garage on 2018-10-15.", "2018-10-15", Unknown, "", ""},
		// A yes/no field's words and its record, then ":" or "?" and a
		// yes/no word.
		{"Wheelchair access at BR-2: yes.", "yes", Mismatch, "wheelchair_access", ""},
		{"BR-1 wheelchair access? Yes, ramps at both doors.", "Yes", Verified, "wheelchair_access", ""},
		{"Wheelchair access at BR-1 and BR-2: yes.", "yes", Unknown, "", ""},
		{"Wheelchair access planned at BR-2: yes.", "yes", Unknown, "", ""},
		// A comma before "on <date>" ends no clause: the date is the
		// clause's adjunct of time.
		{"BR-2 was opened quietly, on 2009-09-14.", "2009-09-14", Verified, "opened_on", ""},
		{"BR-2 was opened quietly, on 2010-09-14, by the mayor.", "2010-09-14", Mismatch, "opened_on", ""},
		{"BR-2 was opened quietly, and on 2010-01-01 it flooded.", "2010-01-01", Unknown, "", ""},
		// A word right before a usable word of the value's clause leans on
		// it, not on a value before it ("last" of "last serviced").
		{"Cy Rowe last serviced BKM-2 on 2026-01-05.", "2026-01-05", Verified, "BKM-2.last_service", ""},
		{"Cy Rowe last serviced BKM-2 on 2025-01-05.", "2025-01-05", Mismatch, "BKM-2.last_service", ""},
	})
}
