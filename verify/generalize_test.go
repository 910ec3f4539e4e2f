package verify

import (
	"strings"
	"testing"
)

// profiledVerifier indexes records with the named shipped profiles.
func profiledVerifier(t *testing.T, recs []Record, names ...string) *Verifier {
	t.Helper()
	ps, err := LoadProfiles(names, "")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewWith(recs, Config{Profiles: ps})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// inlineProfiledVerifier indexes records with a profile written inline
// (YAML).
func inlineProfiledVerifier(t *testing.T, recs []Record, profile string) *Verifier {
	t.Helper()
	p, err := decodeProfile([]byte(profile))
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewWith(recs, Config{Profiles: []*Profile{p}})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// inPlaceRecord is a KEP-like record (kep.yaml of KEP 1287, cut down).
func inPlaceRecords() []Record {
	return []Record{
		{Path: "keps/sig-node/1287-in-place-update-pod-resources/kep.yaml", Line: 1, Key: "1287", Origin: OriginYAML,
			Fields: map[string]string{"title": "In-place Update of Pod Resources", "kep-number": "1287", "owning-sig": "sig-node",
				"participating-sigs": "sig-autoscaling, sig-scheduling", "status": "implemented", "stage": "stable",
				"creation-date": "2018-11-06", "milestone.alpha": "v1.27", "milestone.beta": "v1.33", "milestone.stable": "v1.35",
				"latest-milestone": "v1.35"},
			Lines: map[string]int{"title": 1, "kep-number": 2, "owning-sig": 10, "status": 14, "stage": 30, "milestone.beta": 41}},
		{Path: "keps/sig-storage/1682-csi-driver-skip-permission/kep.yaml", Line: 1, Key: "1682", Origin: OriginYAML,
			Fields: map[string]string{"title": "Allow CSIDriver opt-in to volume ownership change", "kep-number": "1682",
				"owning-sig": "sig-storage", "status": "implemented", "stage": "beta", "milestone.beta": "v1.20"},
			Lines: map[string]int{}},
	}
}

// TestCheck_Generalizes runs the phrasings of issue 10 (and more) over a
// KEP-like record with the kep profile and over examples/ without one.
func TestCheck_Generalizes(t *testing.T) {
	kep := profiledVerifier(t, inPlaceRecords(), "kep")
	ex := exampleVerifier(t)
	tests := []struct {
		v                                    *Verifier
		text, fact, verdict, field, sotValue string
		reason                               string // a part of the reason, when given
	}{
		{ex, "Payments belongs to team-ledger.", "team-ledger", Mismatch, "owner", "team-payments", ""},
		{kep, "KEP-1287 is maintained by sig-node.", "sig-node", Verified, "owning-sig", "sig-node", ""},
		{kep, "In-place Update of Pod Resources (KEP 1287) belongs to SIG Node.", "SIG Node", Verified, "owning-sig", "sig-node", ""},
		{kep, "KEP-1287 is in the beta stage.", "beta", Mismatch, "stage", "stable", ""},
		{kep, "The In-place Update of Pod Resources enhancement is KEP-1278.", "KEP-1278", Mismatch, "kep-number", "KEP-1287", "by its title"},
		{kep, "The in-place update of pod resources enhancement is KEP-1287.", "KEP-1287", Verified, "", "1287", ""},
		{kep, "KEP-1287 reached beta in 1.33.", "1.33", Verified, "milestone.beta", "v1.33", ""},
		{kep, "KEP-1287 reached beta in 1.32.", "1.32", Mismatch, "milestone.beta", "v1.33", ""},
		// The kep profile: a gate on by default is beta.
		{kep, "KEP-1287 was already on by default in 1.33.", "1.33", Verified, "milestone.beta", "v1.33", ""},
		{kep, "KEP-1287 has been enabled by default since 1.30.", "1.30", Mismatch, "milestone.beta", "v1.33", ""},
		{kep, "KEP-1287 is beta.", "beta", Mismatch, "stage", "stable", ""},
		{kep, "sig-storage, which owns it, wrote KEP-1287.", "sig-storage", Mismatch, "owning-sig", "sig-node", ""},
		{kep, "KEP-1287 belongs to \"sig-node\".", "sig-node", Verified, "owning-sig", "sig-node", ""},
		{kep, "SIG Scheduling participates in KEP-1287.", "SIG Scheduling", Verified, "participating-sigs", "sig-autoscaling, sig-scheduling", ""},
		{kep, "KEP-1287 went GA in Kubernetes 1.35.", "Kubernetes 1.35", Verified, "milestone.stable", "v1.35", ""},
		{kep, "KEP-1287 was opened on 6 November 2018.", "6 November 2018", Verified, "creation-date", "2018-11-06", ""},
		{kep, "KEP-1287 was filed in December 2018.", "December 2018", Mismatch, "creation-date", "2018-11-06", ""},
		// Named approximately by its title (similarity >= nameSimilarity).
		{kep, "In-place Updates of Pod Resource graduated to beta in v1.33.", "v1.33", Verified, "milestone.beta", "v1.33", ""},
		// Another subject by title, a value of its own.
		{kep, "Allow CSIDriver opt-in to volume ownership change went beta in v1.21.", "v1.21", Mismatch, "milestone.beta", "v1.20", ""},
		// A KEP by its issue number alone, and by a description and its
		// number in parentheses (the profile's ids).
		{kep, "Approvals on #1287 are done; it went beta in v1.33.", "v1.33", Verified, "milestone.beta", "v1.33", ""},
		{kep, "The in-place resize KEP (1287) has been beta since 1.32.", "1.32", Mismatch, "milestone.beta", "v1.33", ""},
		{kep, "The pod resize enhancement (#1287) is owned by SIG Storage.", "SIG Storage", Mismatch, "owning-sig", "sig-node", ""},
		// Unknown says which step failed.
		{kep, "KEP-4444 is implemented.", "KEP-4444", Unknown, "", "", "no subject"},
		{kep, "Fixed in #4444, which went beta in v1.33.", "v1.33", Unknown, "", "", "no subject"},
		{kep, "KEP-1287 shipped something in v1.37.", "v1.37", Unknown, "", "", "ambiguous"},
		{kep, "KEP-1287 shipped something in v1.35.", "v1.35", Verified, "latest-milestone", "v1.35", "holds this one"}, // (round 27)
		{ex, "The 'Shipping database schema migrations' SOP was last reviewed on 2026-06-15.", "2026-06-15", Verified, "last_reviewed_on", "2026-06-15", ""},
		{ex, "Shipping database schema migrations was last revised on June 16, 2026.", "June 16, 2026", Mismatch, "last_reviewed_on", "2026-06-15", ""},
		{ex, "docs/sops/error-handling.md belongs to #platform-eng.", "#platform-eng", Verified, "owner_slack", "#platform-eng", ""},
		{ex, "The ledger service is maintained by Team Ledger.", "Team Ledger", Verified, "owner", "team-ledger", ""},
		{ex, "The ledger service runs version 2.", "2", Verified, "current_version", "v2.4.0", ""},
		{ex, "The ledger service runs version 2.5.", "2.5", Mismatch, "current_version", "v2.4.0", ""},
		// A property no field holds is not some other field of the same type.
		{ex, "The error budget of the new-checkout flag is 30%.", "30%", Unknown, "", "", "no field"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got *Fact
			facts := tt.v.Check(tt.text, Options{})
			for i := range facts {
				if facts[i].Text == tt.fact {
					got = &facts[i]
				}
			}
			if got == nil {
				t.Fatalf("fact %q not found in %+v", tt.fact, facts)
			}
			if got.Verdict != tt.verdict || got.Field != tt.field || got.SoTValue != tt.sotValue || !strings.Contains(got.Reason, tt.reason) {
				t.Errorf("got %s field %q sot %q (%s), want %s %q %q (%s)", got.Verdict, got.Field, got.SoTValue, got.Reason, tt.verdict, tt.field, tt.sotValue, tt.reason)
			}
		})
	}
}

// TestSubject_ByNameAndPath resolves default subjects given as a title or
// a path.
func TestSubject_ByNameAndPath(t *testing.T) {
	v := profiledVerifier(t, inPlaceRecords(), "kep")
	for in, want := range map[string]string{
		"KEP 1287":                         "KEP-1287",
		"in-place update of pod resources": "KEP-1287",
		"sig-node/1287-in-place-update-pod-resources/kep.yaml": "KEP-1287",
		"nothing by this name":                                 "",
	} {
		if got := v.Subject(in); got != want {
			t.Errorf("Subject(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLoadProfile reads the shipped profiles and rejects bad ones.
func TestLoadProfile(t *testing.T) {
	for _, n := range Profiles() {
		if _, err := LoadProfile(n, ""); err != nil {
			t.Errorf("shipped profile %s: %v", n, err)
		}
	}
	if _, err := LoadProfile("nosuch", ""); err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Errorf("unknown profile: err %v", err)
	}
	if _, err := decodeProfile([]byte("ids:\n  - pattern: '(x'\n    form: 'X-%s'\n")); err == nil {
		t.Error("a profile with a bad pattern loaded")
	}
	if _, err := decodeProfile([]byte("colour: red\n")); err == nil {
		t.Error("a profile with an unknown key loaded")
	}
}
