package verify

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestValueType(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2026-11-10", typeDate},
		{"2026-11-10T08:00:00Z", typeDate},
		{"2023-14-05", ""}, // not a valid date
		{"v2.16.0", typeVersion},
		{"1.4.2", typeVersion},
		{"1.27", ""},            // a decimal as much as a version
		{"Kubernetes 1.27", ""}, // a product name before a version is a profile's phrasing, not a shape
		{"$52,500", typeMoney},
		{"EUR 30", typeMoney},
		{"25%", "number %"},
		{"3 months", "number month"},
		{"250 ms", "number ms"},
		{"42", ""},
		{"3 apples", ""},
		{"team-payments", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := valueType(tt.in); got != tt.want {
			t.Errorf("valueType(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNestedRecords(t *testing.T) {
	r := Record{Path: "data/flags.yaml", Line: 1, Origin: OriginYAML,
		Fields: map[string]string{
			"flags.new-checkout.owner": "team-payments", "flags.new-checkout.expires": "2026-12-31",
			"flags.solo.owner": "team-x", // one field: not a record
			"rollouts.0.id":    "RO-1", "rollouts.0.stage": "canary",
			"rollouts.1.percent": "5%", "rollouts.1.stage": "full", // a list item without an id
			"version": "3",
		},
		Lines: map[string]int{"flags.new-checkout.owner": 3, "flags.new-checkout.expires": 4, "rollouts.0.id": 9, "rollouts.0.stage": 10}}
	type got struct {
		Key, Prefix string
		Line        int
		Fields      map[string]string
	}
	var gs []got
	for _, n := range nestedRecords(r) {
		gs = append(gs, got{n.Key, n.prefix, n.Line, n.Fields})
	}
	want := []got{
		{"new-checkout", "flags.new-checkout.", 3, map[string]string{"owner": "team-payments", "expires": "2026-12-31"}},
		{"RO-1", "rollouts.0.", 9, map[string]string{"id": "RO-1", "stage": "canary"}},
	}
	if diff := cmp.Diff(want, gs); diff != "" {
		t.Errorf("nestedRecords (-want +got):\n%s", diff)
	}
	r.Key = "data/flags.yaml" // a key made up by the store, not a value
	if n := nestedRecords(r); len(n) != 2 {
		t.Errorf("a record with a made-up key has %d nested records, want 2", len(n))
	}
	r.Key = "3" // the value of its version field: only list items with an ID of their own are records
	if n := nestedRecords(r); len(n) != 1 || n[0].Key != "RO-1" {
		t.Errorf("a record keyed by its own value has nested records %+v, want only RO-1", n)
	}
	// A list item keyed by a field named as an ID, or by an identifier
	// written first; a mapping inside an item is part of the item.
	items := Record{Path: "sites.yaml", Line: 1, Origin: OriginYAML,
		Fields: map[string]string{"sites.0.site_id": "CTS-11", "sites.0.name": "North", "sites.0.audit.last": "2026-01-02", "sites.0.audit.by": "x",
			"sites.1.code": "CTS-12", "sites.1.name": "South", "sites.1.period.start": "2025-01-01", "sites.1.contract.start": "2025-01-01"},
		Lines: map[string]int{"sites.1.code": 9, "sites.1.name": 10}}
	var keys []string
	for _, n := range nestedRecords(items) {
		keys = append(keys, n.prefix+"="+n.Key)
	}
	if diff := cmp.Diff([]string{"sites.0.=CTS-11", "sites.1.=CTS-12"}, keys); diff != "" {
		t.Errorf("nested list items (-want +got):\n%s", diff)
	}
	// A named document: its items with fields of their own are records by
	// name, a named setting with one other field is not.
	doc := Record{Path: "fleet.yaml", Line: 1, Key: "Fleet register", Origin: OriginYAML,
		Fields: map[string]string{"name": "Fleet register",
			"vessels.0.name": "RV Kestrel", "vessels.0.port": "Oban", "vessels.0.captain": "Ann", "vessels.0.status": "active",
			"gates.0.name": "FastPath", "gates.0.components": "a, b"}}
	keys = nil
	for _, n := range nestedRecords(doc) {
		keys = append(keys, n.prefix+"="+n.Key)
	}
	if diff := cmp.Diff([]string{"vessels.0.=RV Kestrel"}, keys); diff != "" {
		t.Errorf("items of a named document (-want +got):\n%s", diff)
	}
}

// inferVerifier has a release with one date and one version, a service
// with two dates, and a keyless YAML document of flags.
func inferVerifier() *Verifier {
	return New([]Record{
		{Path: "data/releases.yaml", Line: 2, Key: "REL-1", Origin: OriginYAML,
			Fields: map[string]string{"id": "REL-1", "version": "v2.16.0", "date": "2026-11-10", "manager": "dana", "status": "rolled-back", "services": "ledger, payments"},
			Lines:  map[string]int{"id": 2, "version": 3, "date": 4, "manager": 5, "status": 6, "services": 7}},
		{Path: "data/services.csv", Line: 2, Key: "payments", Origin: OriginCSV,
			Fields: map[string]string{"service": "payments", "owner": "team-payments", "launched": "2021-03-15", "retired": "2027-01-01", "on_call": "payments-oncall", "tier": "1", "slack": "#payments"},
			Lines:  map[string]int{"service": 2, "owner": 2, "launched": 2, "retired": 2, "on_call": 2, "tier": 2, "slack": 2}},
		{Path: "data/flags.yaml", Line: 1, Origin: OriginYAML,
			Fields: map[string]string{"flags.new-checkout.expires": "2026-12-31", "flags.new-checkout.enabled_for": "25%", "flags.new-checkout.ramp": "7 days"},
			Lines:  map[string]int{"flags.new-checkout.expires": 3, "flags.new-checkout.enabled_for": 4, "flags.new-checkout.ramp": 5}},
	})
}

func TestVerifier_CheckInference(t *testing.T) {
	v := inferVerifier()
	tests := []struct {
		text, fact, verdict, field, reason string
	}{
		{"REL-1 shipped v2.16.1 on 2026-11-10.", "v2.16.1", Mismatch, "version", "field inferred from value type"},
		{"REL-1 shipped v2.16.1 on 2026-11-10.", "2026-11-10", Verified, "date", "field inferred from value type"},
		{"On 2026-11-10 REL-1 shipped.", "2026-11-10", Unknown, "", "is not named before it"},
		{"REL-1 was fine, and the freeze ended on 2026-11-03.", "2026-11-03", Unknown, "", "is not named before it"},
		{"REL-1 shipped. It was 2026-11-10.", "2026-11-10", Unknown, "", "is not named before it"},
		// Two date fields, none named: the one holding the value is
		// verified (round 27), another date is no mismatch of either.
		{"The payments service changed on 2021-03-15.", "2021-03-15", Verified, "launched", "holds this one"},
		{"The payments service changed on 2021-03-17.", "2021-03-17", Unknown, "", "ambiguous"},
		{"The payments service launched on 2021-03-15.", "2021-03-15", Verified, "launched", ""},
		{"The payments service went live on 2021-03-16.", "2021-03-16", Mismatch, "launched", ""},
		{"The payments service costs $3.", "$3", Unknown, "", "no field of payments holds an amount"},
		{"The payments service has 12 replicas.", "12", Unknown, "", "no field named"},
		{"The new-checkout flag is at 25%.", "25%", Verified, "flags.new-checkout.enabled_for", "field inferred"},
		{"The new-checkout flag ramps over 8 days.", "8 days", Mismatch, "flags.new-checkout.ramp", ""}, // "ramps" names the field ramp (by stem),
		{"The new-checkout ramp is 7 weeks.", "7 weeks", Mismatch, "flags.new-checkout.ramp", ""},
		{"The new-checkout flag expires on 2026-12-31.", "2026-12-31", Verified, "flags.new-checkout.expires", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text+"/"+tt.fact, func(t *testing.T) {
			f := findFact(t, v.Check(tt.text, Options{}), tt.fact)
			if f.Verdict != tt.verdict || f.Field != tt.field || !strings.Contains(f.Reason, tt.reason) {
				t.Errorf("got %s %q (%s), want %s %q (reason containing %q)", f.Verdict, f.Field, f.Reason, tt.verdict, tt.field, tt.reason)
			}
		})
	}
}

func TestVerifier_CheckStringFacts(t *testing.T) {
	v := inferVerifier()
	tests := []struct {
		text, fact, verdict, field, sot string
	}{
		{"The payments service is owned by team-ledger.", "team-ledger", Mismatch, "owner", "team-payments"},
		{"The owner of payments is Team-Payments.", "Team-Payments", Verified, "owner", "team-payments"},
		{"payments is maintained by the payments team.", "payments team", Verified, "owner", "team-payments"},
		{"The on-call rotation for payments is payments-oncall.", "payments-oncall", Verified, "on_call", "payments-oncall"},
		{"payments: owner team-web, tier 1.", "team-web", Mismatch, "owner", "team-payments"},
		{"REL-1 is managed by ravi.", "ravi", Mismatch, "manager", "dana"},
		{"REL-1 status is rolled-back.", "rolled-back", Verified, "status", "rolled-back"},
		{"REL-1 services: payments, ledger.", "payments", Verified, "services", "ledger, payments"},
		{"The payments slack is #payments.", "#payments", Verified, "slack", "#payments"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			f := findFact(t, v.Check(tt.text, Options{}), tt.fact)
			if f.Kind != KindString || f.Verdict != tt.verdict || f.Field != tt.field || f.SoTValue != tt.sot {
				t.Errorf("got %s %s %q sot %q (%s), want %s %q %q", f.Kind, f.Verdict, f.Field, f.SoTValue, f.Reason, tt.verdict, tt.field, tt.sot)
			}
		})
	}
	// No fact: a negation, no link between the word and a plain word, a
	// sentence that does not name the subject, a handle field stated
	// without "@", a field holding the record's key.
	for _, text := range []string{
		"The payments service is not owned by team-ledger.",
		"The payments owner always reviews it.",
		"It is owned by team-ledger.",
		"The payments slack is payments.",
		"The payments service is fast.",
	} {
		for _, f := range v.Check(text, Options{Subject: "payments"}) {
			if f.Kind == KindString {
				t.Errorf("%q: unexpected fact %+v", text, f)
			}
		}
	}
}

func TestVerifier_SubjectDisplay(t *testing.T) {
	v := inferVerifier()
	for in, want := range map[string]string{"payments": "payments", "PAYMENTS": "payments", "new-checkout": "new-checkout", "rel-1": "REL-1"} {
		if got := v.Subject(in); got != want {
			t.Errorf("Subject(%q) = %q, want %q", in, got, want)
		}
	}
	if n := v.Records(); n != 4 {
		t.Errorf("Records() = %d, want 4 (three records and one nested)", n)
	}
}

func findFact(t *testing.T, facts []Fact, text string) Fact {
	t.Helper()
	for _, f := range facts {
		if f.Text == text {
			return f
		}
	}
	t.Fatalf("fact %q not found in %+v", text, facts)
	return Fact{}
}
