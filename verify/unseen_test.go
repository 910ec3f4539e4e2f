package verify

import (
	"strings"
	"testing"
)

// unseenFiles are sources of truth of shapes no labelled set had: a CSV
// whose ID column is not first, a YAML list under a key with an ID field
// named *_code and mappings two levels deep, a YAML mapping keyed by ID,
// and a page whose title holds a colon.
var unseenFiles = map[string]string{
	"sot/instruments.csv": `instrument_name,instrument_id,maker,firmware,calibrated_on,channels,storage_tb,custodian,state,cost_usd
Kestrel Multibeam,INS-3001,Kongsberg,3.4.1,2026-01-15,512,40,ocean-mapping,in-service,120000
Gannet Streamer,INS-3003,Sercel,11.2.0,2025-12-20,"1,920",4200,seismic-ops,calibrating,880000
`,
	"sot/sites.yaml": `sites:
  - site_code: CTS-11
    name: Lindenfield General Hospital
    principal_contact: Dr Hana Kowalski
    funder: Wellcome Trust
    status: recruiting
    modalities: [MRI, CT, ultrasound]
    enrolment:
      target: 240
      current: 118
    audit:
      last_audit: 2026-02-03
      outcome: passed
    channel: "#site-lindenfield"
  - site_code: CTS-12
    name: Brackwater Clinic
    principal_contact: Prof. Idris Lowe
    funder: Leverhulme Trust
    status: closed
    modalities: [CT]
    enrolment:
      target: 90
      current: 90
    audit:
      last_audit: 2025-11-19
      reviewed: 2025-11-20
      outcome: findings
    channel: "#site-brackwater"
`,
	"sot/vessels.yaml": `VSL-201:
  name: RV Kestrel Dawn
  captain: Morag Innes
  crew:
    size: 14
    chief_engineer: Tomas Reyes
VSL-202:
  name: RV Selkie Star
  captain: Ewan Sutherland
  crew:
    size: 11
    chief_engineer: Ines Duarte
`,
	"sot/assets.yaml":        "- asset_id: AST-1\n  identity:\n    name: Blue Falcon\n    serial: BF-9\n  owner: team-air\n- asset_id: AST-2\n  identity:\n    name: Red Kite\n    serial: RK-2\n  owner: team-sea\n",
	"docs/alerts/traffic.md": "---\ntitle: \"data.example: high traffic alert\"\nowner_slack: \"#data-tech\"\nlast_reviewed_on: 2026-01-10\n---\n\nText.\n",
}

func unseenVerifier(t *testing.T) *Verifier { return filesVerifier(t, unseenFiles) }

// filesVerifier writes files (slash path -> content) into a temporary
// root and returns the verifier of what it parses to.
func filesVerifier(t *testing.T, files map[string]string) *Verifier {
	t.Helper()
	return New(filesRecords(t, files))
}

// TestCheck_UnseenShapes checks facts over sources of truth of new
// shapes, phrased in ways no labelled set used.
func TestCheck_UnseenShapes(t *testing.T) {
	v := unseenVerifier(t)
	tests := []factCase{
		// Records named by a learned ID field, nested fields by leaf or parent+leaf words.
		{"CTS-11's enrolment target is 240.", "240", Verified, "sites.0.enrolment.target", ""},
		{"The enrolment target at CTS-12 is 100 participants.", "100", Mismatch, "sites.1.enrolment.target", ""},
		{"Brackwater Clinic was last audited on 19 November 2025.", "19 November 2025", Verified, "sites.1.audit.last_audit", ""},
		{"INS-3003 has 1,920 channels.", "1,920", Verified, "channels", ""},
		{"The Kestrel Multibeam (INS-3001) runs firmware 3.4.1.", "3.4.1", Verified, "firmware", ""},
		{"VSL-202 sails with a crew of 12.", "12", Mismatch, "VSL-202.crew.size", ""},
		// A value tied by a short verb phrase, an agent noun's verb, an apposition.
		{"Lindenfield General Hospital is led by Dr Hana Kowalski.", "Dr Hana Kowalski", Verified, "sites.0.principal_contact", ""},
		{"The principal contact for CTS-11 is Prof. Idris Lowe.", "Prof. Idris Lowe", Mismatch, "sites.0.principal_contact", ""},
		{"Brackwater Clinic is funded by the Wellcome Trust.", "Wellcome Trust", Mismatch, "sites.1.funder", ""},
		{"Tomas Reyes, the chief engineer of VSL-201, signed off.", "Tomas Reyes", Verified, "VSL-201.crew.chief_engineer", ""},
		{"seismic-ops, which looks after INS-3001, filed the ticket.", "seismic-ops", Mismatch, "custodian", ""},
		// Units and currencies name the fields that carry them.
		{"Gannet Streamer holds 4200 TB.", "4200 TB", Verified, "storage_tb", ""},
		{"Gannet Streamer holds 4300TB.", "4300TB", Mismatch, "storage_tb", ""},
		{"INS-3001 cost 120,000 USD.", "120,000 USD", Verified, "cost_usd", ""},
		// A number in the unit a field's name ends in is that field's when it
		// is of the size of its values (round 12); 2 TB is of no size
		// storage_tb holds (40 and 4200).
		{"INS-3001 has a 2 TB scratch quota.", "2 TB", Unknown, "", "no field"},
		// List members, one or several.
		{"CTS-11 offers MRI and ultrasound.", "ultrasound", Verified, "sites.0.modalities", ""},
		{"CTS-12 offers CT and PET.", "PET", Mismatch, "sites.1.modalities", ""},
		// A field the subject's kin hold and it lacks is named: unknown, not another date.
		{"CTS-11 was reviewed on 2026-02-04.", "2026-02-04", Unknown, "", "do not hold"},
		// A qualifier that rules a field out, a property no field is.
		{"The next audit of CTS-11 is on 2026-08-03.", "2026-08-03", Unknown, "", "no field"},
		{"CTS-11's ethics approval runs until 2027-01-31.", "2027-01-31", Unknown, "", "ethics approval"},
		{"The alerts/traffic.md page is due for review on 2026-07-10.", "2026-07-10", Unknown, "", "no field"},
		{"The alerts/traffic.md page was last reviewed on 2026-01-10.", "2026-01-10", Verified, "last_reviewed_on", ""},
		// Former values, years, US dates, channels.
		{"Ewan Sutherland previously captained VSL-201.", "Ewan Sutherland", Unknown, "", "former"},
		{"VSL-201 was formerly crewed by 12.", "12", Unknown, "", "former"},
		{"INS-3001 was calibrated in 2026.", "2026", Verified, "calibrated_on", ""},
		{"INS-3001 was calibrated in 2025.", "2025", Mismatch, "calibrated_on", ""},
		{"INS-3003 changed hands in 2025.", "2025", Unknown, "", "year"},
		{"INS-3003 was calibrated on 12/20/2025.", "12/20/2025", Verified, "calibrated_on", ""},
		{"INS-3003 was calibrated on Saturday, 20 December 2025.", "20 December 2025", Verified, "calibrated_on", ""},
		{"INS-3003 calibration: 2025-12-21T09:00Z.", "2025-12-21", Mismatch, "calibrated_on", ""},
		{"Ping Brackwater Clinic in #site-brackwater-ops about it.", "#site-brackwater-ops", Mismatch, "sites.1.channel", ""},
		// A title with its own punctuation, and the subject read past it.
		{`The team responsible for "data.example: high traffic alert" is #data-support.`, "#data-support", Mismatch, "owner_slack", ""},
	}
	// A known value told of with a date or version is an event, not the
	// subject's value now: "moved to closed in 2025-11" states no status.
	kep := profiledVerifier(t, inPlaceRecords(), "kep")
	for _, f := range kep.Check("KEP-1287 graduated to beta in v1.33.", Options{}) {
		if f.Text == "beta" {
			t.Errorf("a value told of with its version is a fact: %+v", f)
		}
	}
	runFactCases(t, v, tests)
}

// TestSubject_Unseen checks that records of the new shapes are subjects
// by their ID, their name and the end of their path.
func TestSubject_Unseen(t *testing.T) {
	v := unseenVerifier(t)
	for in, want := range map[string]string{
		"CTS-12": "CTS-12", "Brackwater Clinic": "CTS-12", "Kestrel Multibeam": "INS-3001", "INS-3001": "INS-3001",
		"RV Selkie Star": "VSL-202", "Blue Falcon": "AST-1", "alerts/traffic.md": "docs/alerts/traffic.md", "data.example: high traffic alert": "docs/alerts/traffic.md",
	} {
		if got := v.Subject(in); got != want {
			t.Errorf("Subject(%q) = %q, want %q", in, got, want)
		}
	}
}

// factCase is a text, the fact in it a case is about, and the verdict,
// field and part of the reason wanted for it.
type factCase struct {
	text, fact, verdict, field, reason string
}

// runFactCases checks each case's fact in v.Check of its text. A case
// wanting unknown with no field also holds when nothing is claimed.
func runFactCases(t *testing.T, v *Verifier, tests []factCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var f Fact
			found := false
			for _, g := range v.Check(tt.text, Options{}) {
				if g.Text == tt.fact {
					f, found = g, true
				}
			}
			if !found && tt.verdict == Unknown && tt.field == "" {
				return // nothing claimed: as good as unknown
			}
			if f.Verdict != tt.verdict || f.Field != tt.field || !strings.Contains(f.Reason, tt.reason) {
				t.Errorf("got %s %q (%s), want %s %q (reason containing %q)", f.Verdict, f.Field, f.Reason, tt.verdict, tt.field, tt.reason)
			}
		})
	}
}
