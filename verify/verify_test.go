package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/sources"
)

// fixtureVerifier parses the CSV/YAML fixtures of testdata/sot plus a
// document with front matter.
func fixtureVerifier(t *testing.T) *Verifier {
	t.Helper()
	var docs []*sources.Document
	for _, name := range []string{"deliverables.csv", "releases.yaml"} {
		b, err := os.ReadFile(filepath.Join("testdata", "sot", name))
		if err != nil {
			t.Fatal(err)
		}
		d, err := sources.Parse(sources.File{Path: "sot/" + name}, b, sources.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
	md := "---\nid: ADR-7\nstatus: accepted\nlast_reviewed_on: 2026-01-05\n---\n# ADR 7\n"
	d, err := sources.Parse(sources.File{Path: "docs/adr/0007.md"}, []byte(md), sources.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadProfile("adr", "")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewWith(FromDocuments(append(docs, d)), Config{Profiles: []*Profile{p}})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestVerifier_Check(t *testing.T) {
	v := fixtureVerifier(t)
	tests := []struct {
		text, fact, verdict, field, sotValue string
	}{
		{"The fee of DEL-12345 is $52,500.", "$52,500", Verified, "fee", "$52,500"},
		{"The fee of DEL-12345 is $50,000.", "$50,000", Mismatch, "fee", "$52,500"},
		{"DEL-12346 costs a fee of EUR 30.", "EUR 30", Verified, "fee", "EUR 30"},
		{"DEL-12345 is due 2025-11-15.", "2025-11-15", Verified, "due", "2025-11-15"},
		{"DEL-12345 is due November 16, 2025.", "November 16, 2025", Mismatch, "due", "2025-11-15"},
		{"DEL-12345 is accepted.", "accepted", Verified, "status", "accepted"},
		{"DEL-12346 is accepted.", "accepted", Mismatch, "status", "proposed"},
		{"DEL-12346 ships version 1.4.2.", "1.4.2", Verified, "version", "1.4.2"},
		{"The owner of DEL-12345 is team-audit, version v2.4.", "v2.4", Mismatch, "version", "v2.3"},
		{"REL-2026-44 went beta in v2.13.", "v2.13", Verified, "milestone.beta", "v2.13"},
		{"REL-2026-44 was released on 27 October 2026.", "27 October 2026", Verified, "date", "2026-10-27"},
		{"REL-2026-44 shipped v2.14.1 on time.", "v2.14.1", Unknown, "", ""}, // version and milestone.beta: ambiguous
		{"DEL-12345 closes on 2025-11-16.", "2025-11-16", Mismatch, "due", "2025-11-15"},
		{"DEL-12345 costs 52,500.", "52,500", Unknown, "", ""}, // a plain number's field is not inferred
		{"DEL-12345 is owned by team-sec.", "team-sec", Mismatch, "owner", "team-audit"},
		{"The owner of DEL-12346 is Team-Sec.", "Team-Sec", Verified, "owner", "team-sec"},
		{"The date of REL-2026-44 is 2026-10-28.", "2026-10-28", Mismatch, "date", "2026-10-27"},
		{"ADR-7 was last reviewed on 2026-01-05.", "2026-01-05", Verified, "last_reviewed_on", "2026-01-05"},
		{"ADR-7 is superseded.", "superseded", Mismatch, "status", "accepted"},
		{"01HF8Z3Q9V6Y2K7M4N5P8R1S2T is recorded.", "01HF8Z3Q9V6Y2K7M4N5P8R1S2T", Verified, "", "DEL-12345"},
		{"DEL-99999 is due 2025-11-15.", "DEL-99999", Unknown, "", ""},
		{"Nothing is due 2025-11-15.", "2025-11-15", Unknown, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got *Fact
			facts := v.Check(tt.text, Options{})
			for i := range facts {
				if facts[i].Text == tt.fact {
					got = &facts[i]
				}
			}
			if got == nil {
				t.Fatalf("fact %q not found in %+v", tt.fact, facts)
			}
			if got.Verdict != tt.verdict || got.Field != tt.field || got.SoTValue != tt.sotValue {
				t.Errorf("got verdict %s field %q sot %q (%s), want %s %q %q", got.Verdict, got.Field, got.SoTValue, got.Reason, tt.verdict, tt.field, tt.sotValue)
			}
		})
	}
}

func TestVerifier_CheckDefaultSubject(t *testing.T) {
	v := fixtureVerifier(t)
	facts := v.Check("The status is proposed.", Options{Subject: "DEL-12346"})
	if len(facts) != 1 || facts[0].Verdict != Verified || facts[0].Subject != "DEL-12346" {
		t.Fatalf("got %+v", facts)
	}
	if s := v.SubjectForPath("/x/y/docs/adr/0007.md"); s != "ADR-7" {
		t.Errorf("SubjectForPath = %q, want ADR-7", s)
	}
}

func TestAnnotate(t *testing.T) {
	v := fixtureVerifier(t)
	text := "The fee of DEL-12345 is $50,000 and it is due 2025-11-15."
	got := Annotate(text, v.Check(text, Options{}))
	want := "The fee of DEL-12345 [verified: sot/deliverables.csv#L2] is ~~$50,000~~ $52,500 [corrected from SoT sot/deliverables.csv#L2] and it is due 2025-11-15 [verified: sot/deliverables.csv#L2]."
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Annotate (-want +got):\n%s", diff)
	}
	if Annotate(text, nil) != text {
		t.Error("Annotate without facts changed the text")
	}
}

func TestCheck_Deterministic(t *testing.T) {
	v := fixtureVerifier(t)
	text := strings.Repeat("The fee of DEL-12345 is $50,000. DEL-12346 is accepted on 2025-12-01. ", 20)
	a, b := v.Check(text, Options{}), v.Check(text, Options{})
	if diff := cmp.Diff(a, b); diff != "" {
		t.Fatal(diff)
	}
}

func TestExtract_SkipsCodeAndURLs(t *testing.T) {
	text := "See https://github.com/kubernetes/enhancements/issues/1287 and\n```\nversion: v1.20\n```\n<!-- beta in v1.19 -->\nKEP-1287 ships v1.27."
	var got []string
	for _, m := range New(nil).extract(text, skipSpans(text)) {
		got = append(got, m.kind+":"+m.value)
	}
	want := []string{"id:KEP-1287", "version:v1.27"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("extract (-want +got):\n%s", diff)
	}
}

func TestAppendAction(t *testing.T) {
	p := filepath.Join(t.TempDir(), "actions.csv")
	for i := range 2 {
		if err := AppendAction(p, Action{Time: mustTime(t), Command: "query verify", Task: "a, \"quoted\"", Items: i, Verdicts: "verified=1 mismatch=0 unknown=0"}); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := os.ReadFile(p)
	want := "time,command,mode,task,scope,items,verdicts\n" +
		"2026-11-01T10:00:00Z,query verify,,\"a, \"\"quoted\"\"\",,0,verified=1 mismatch=0 unknown=0\n" +
		"2026-11-01T10:00:00Z,query verify,,\"a, \"\"quoted\"\"\",,1,verified=1 mismatch=0 unknown=0\n"
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Error(diff)
	}
}

func mustTime(t *testing.T) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339, "2026-11-01T10:00:00Z")
	if err != nil {
		t.Fatal(err)
	}
	return tm
}
