package capsule

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/staleness"
	v "github.com/canon-kg/canon/vocabulary"
)

// fixture is a small snapshot: a root CLAUDE.md with a constitution rule
// and a scoped rule, a nested AGENTS.md, an SOP, and four ADRs (two
// accepted, one accepted but superseded by an accepted one, one proposed).
func fixture() Input {
	q := func(s, p, o string) graph.Quad {
		return graph.Quad{Subject: s, Predicate: p, Object: o, Label: "doc:x"}
	}
	quads := []graph.Quad{
		q("doc:CLAUDE.md", v.DocKind, "rule"), q("doc:CLAUDE.md", v.DocPath, "CLAUDE.md"), q("doc:CLAUDE.md", v.DocScope, ""),
		q("rule:CLAUDE.md#SEC-001", v.RuleID, "SEC-001"), q("rule:CLAUDE.md#SEC-001", v.RuleText, "Never commit secrets."),
		q("rule:CLAUDE.md#SEC-001", v.RuleConstitution, "true"), q("rule:CLAUDE.md#SEC-001", v.RuleRisk, "critical"),
		q("rule:CLAUDE.md#SEC-001", v.RuleLines, "8-8"), q("rule:CLAUDE.md#SEC-001", v.RuleDomain, "domain:security"),
		q("rule:CLAUDE.md#R-1", v.RuleID, "R-1"), q("rule:CLAUDE.md#R-1", v.RuleText, "Use <b>parameterised</b> SQL & friends."),
		q("rule:CLAUDE.md#R-1", v.RuleScope, "**/*.sql"), q("rule:CLAUDE.md#R-1", v.RuleLines, "12-13"),
		q("rule:CLAUDE.md#R-1", v.RuleSeverity, "BLOCK"), q("rule:CLAUDE.md#R-1", v.RulePriority, "70"),
		q("doc:svc/AGENTS.md", v.DocKind, "rule"), q("doc:svc/AGENTS.md", v.DocPath, "svc/AGENTS.md"), q("doc:svc/AGENTS.md", v.DocScope, "svc"),
		q("rule:svc/AGENTS.md#A-1", v.RuleID, "A-1"), q("rule:svc/AGENTS.md#A-1", v.RuleText, "Log with slog."),
		q("rule:svc/AGENTS.md#A-1", v.RuleLines, "3-3"), q("rule:svc/AGENTS.md#A-1", v.RulePolarity, "must"),
		q("doc:sops/e.md", v.DocKind, "sop"), q("doc:sops/e.md", v.DocPath, "sops/e.md"), q("doc:sops/e.md", v.DocTitle, "Errors"),
		q("doc:sops/e.md", v.DocAppliesTo, "**/*.go"), q("doc:sops/e.md", v.DocSeverity, "error"), q("doc:sops/e.md", v.DocSummary, "Wrap errors."),
		q("doc:sops/e.md", v.DocRequirements, `[{"text":"Wrap once.","line":7},{"text":"Never log and return.","line":8}]`),
		q("doc:adr/2.md", v.DocKind, "adr"), q("doc:adr/2.md", v.DocPath, "adr/2.md"), q("doc:adr/2.md", v.ADRNumber, "2"),
		q("doc:adr/2.md", v.ADRStatus, "accepted"), q("doc:adr/2.md", v.DocTitle, "Use PostgreSQL"),
		q("doc:adr/10.md", v.DocKind, "adr"), q("doc:adr/10.md", v.DocPath, "adr/10.md"), q("doc:adr/10.md", v.ADRNumber, "10"),
		q("doc:adr/10.md", v.ADRStatus, "accepted"), q("doc:adr/10.md", v.DocTitle, "Use CockroachDB"),
		q("doc:adr/10.md", v.ADRSupersedes, "doc:adr/2.md"), q("doc:adr/10.md", v.ADRDate, "2025-09-22"),
		q("doc:adr/10.md", v.ADRDecision, "Move the ledger."),
		q("doc:adr/9.md", v.DocKind, "adr"), q("doc:adr/9.md", v.DocPath, "adr/9.md"), q("doc:adr/9.md", v.ADRNumber, "9"),
		q("doc:adr/9.md", v.ADRStatus, "accepted"), q("doc:adr/9.md", v.DocTitle, "Use gRPC"),
		q("doc:adr/11.md", v.DocKind, "adr"), q("doc:adr/11.md", v.ADRStatus, "proposed"),
	}
	return Input{
		ProjectID: "proj:test",
		CreatedAt: time.Date(2026, 11, 22, 3, 0, 0, 123456789, time.FixedZone("CET", 3600)),
		Quads:     quads,
		Artifacts: []Artifact{
			{Path: "svc/AGENTS.md", Kind: "rule", Hash: "bb"}, {Path: "CLAUDE.md", Kind: "rule", Hash: "aa"},
			{Path: "sops/e.md", Kind: "sop", Hash: "cc"}, {Path: "adr/2.md", Kind: "adr", Hash: "dd"},
		},
		Findings: []finding.Finding{
			{Rule: "SOT-STALE", Severity: finding.Warn, Path: "data/b.csv"},
			{Rule: "SOT-STALE", Severity: finding.Warn, Path: "data/a.csv"},
		},
	}
}

func mustBuild(t *testing.T, in Input) *Capsule {
	t.Helper()
	c, err := Build(in)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustMarshal(t *testing.T, c *Capsule) []byte {
	t.Helper()
	b, err := c.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBuild(t *testing.T) {
	c := mustBuild(t, fixture())
	if c.CreatedAt != "2026-11-22T02:00:00.123Z" {
		t.Errorf("CreatedAt = %q", c.CreatedAt)
	}
	if !strings.HasPrefix(c.SnapshotID, "snap-") || c.SnapshotID[5:] != c.SourceHash[7:23] {
		t.Errorf("SnapshotID %q is not derived from SourceHash %q", c.SnapshotID, c.SourceHash)
	}
	if c.CacheKey != CacheKeyPrefix+strings.TrimPrefix(c.ContractHash, "fnv1a32:") || len(c.ContractHash) != len("fnv1a32:")+8 {
		t.Errorf("CacheKey %q / ContractHash %q", c.CacheKey, c.ContractHash)
	}
	wantRules := []Rule{
		{ID: "SEC-001", Path: "CLAUDE.md", Line: 8, Text: "Never commit secrets.", Risk: "critical", Priority: 150,
			Polarity: "should", Constitution: true, Scope: []string{}, Domains: []string{"security"}},
		{ID: "R-1", Path: "CLAUDE.md", Line: 12, Text: "Use <b>parameterised</b> SQL & friends.", Severity: "BLOCK", Priority: 70,
			Polarity: "should", Scope: []string{"**/*.sql"}, Domains: []string{}},
		{ID: "A-1", Path: "svc/AGENTS.md", Line: 3, Text: "Log with slog.", Priority: 50, Polarity: "must",
			Scope: []string{"svc/**"}, Domains: []string{}},
	}
	if d := cmp.Diff(wantRules, c.Rules); d != "" {
		t.Errorf("rules (-want +got)\n%s", d)
	}
	wantDecisions := []Decision{
		{Number: "9", Path: "adr/9.md", Title: "Use gRPC", Supersedes: []string{}, Amends: []string{}},
		{Number: "10", Path: "adr/10.md", Title: "Use CockroachDB", Date: "2025-09-22", Decision: "Move the ledger.",
			Supersedes: []string{"adr/2.md"}, Amends: []string{}},
	}
	if d := cmp.Diff(wantDecisions, c.Decisions); d != "" {
		t.Errorf("decisions (-want +got)\n%s", d)
	}
	wantSOPs := []SOP{{Path: "sops/e.md", Title: "Errors", AppliesTo: []string{"**/*.go"}, Severity: "error",
		Summary: "Wrap errors.", Requirements: []string{"Wrap once.", "Never log and return."}}}
	if d := cmp.Diff(wantSOPs, c.SOPs); d != "" {
		t.Errorf("sops (-want +got)\n%s", d)
	}
	wantCon := Constitution{Text: "- [SEC-001] Never commit secrets.\n", Lines: 1, LineLimit: 60,
		Rules: []string{"CLAUDE.md#SEC-001"}, Truncated: []string{}}
	if d := cmp.Diff(wantCon, c.Constitution); d != "" {
		t.Errorf("constitution (-want +got)\n%s", d)
	}
	wantSum := Summary{SourceArtifacts: 4, RuleFiles: 2, SOPs: 1, ADRs: 1, Rules: 3, ConstitutionRules: 1,
		Decisions: 2, OpenFindings: 2, Status: finding.StatusNeedsReview}
	if d := cmp.Diff(wantSum, c.Summary); d != "" {
		t.Errorf("summary (-want +got)\n%s", d)
	}
	if c.OpenFindings[0].Path != "data/a.csv" || c.SourceArtifacts[0].Path != "CLAUDE.md" {
		t.Errorf("lists not sorted: %+v %+v", c.OpenFindings, c.SourceArtifacts)
	}
	b := mustMarshal(t, c)
	if !bytes.Contains(b, []byte("Use <b>parameterised</b> SQL & friends.")) {
		t.Errorf("HTML was escaped:\n%s", b)
	}
	back, err := Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(c, back); d != "" {
		t.Errorf("Read(Marshal(c)) (-want +got)\n%s", d)
	}
}

// TestBuild_Deterministic builds from inputs in shuffled orders: the bytes
// must not change.
func TestBuild_Deterministic(t *testing.T) {
	in := fixture()
	want := mustMarshal(t, mustBuild(t, in))
	for i := range 5 {
		in2 := fixture()
		rot := func(n int) int { return (i*7 + 3) % max(n, 1) }
		in2.Quads = append(in2.Quads[rot(len(in2.Quads)):], in2.Quads[:rot(len(in2.Quads))]...)
		slices.Reverse(in2.Artifacts)
		slices.Reverse(in2.Findings)
		in2.Quads = append(in2.Quads, in2.Quads[0]) // a repeated quad changes nothing
		if got := mustMarshal(t, mustBuild(t, in2)); !bytes.Equal(want, got) {
			t.Fatalf("order %d changed the capsule:\n%s\n%s", i, want, got)
		}
	}
}

func TestBuild_ContractHash(t *testing.T) {
	base := mustBuild(t, fixture())
	edit := func(f func(in *Input)) *Capsule {
		in := fixture()
		f(&in)
		return mustBuild(t, in)
	}
	setObject := func(in *Input, s, p, o string) {
		for i, q := range in.Quads {
			if q.Subject == s && q.Predicate == p {
				in.Quads[i].Object = o
				return
			}
		}
		t.Fatalf("no quad %s %s", s, p)
	}
	tests := []struct {
		name     string
		edit     func(in *Input)
		contract bool // contract_hash changes
		source   bool // source_hash changes
	}{
		{"rule text", func(in *Input) { setObject(in, "rule:CLAUDE.md#R-1", v.RuleText, "Use parameterised SQL.") }, true, false},
		{"rule severity", func(in *Input) { setObject(in, "rule:CLAUDE.md#R-1", v.RuleSeverity, "WARN") }, true, false},
		{"sop summary", func(in *Input) { setObject(in, "doc:sops/e.md", v.DocSummary, "Wrap them.") }, true, false},
		{"decision status", func(in *Input) { setObject(in, "doc:adr/9.md", v.ADRStatus, "deprecated") }, true, false},
		{"rule moved down", func(in *Input) { setObject(in, "rule:CLAUDE.md#R-1", v.RuleLines, "20-21") }, false, false},
		{"file content", func(in *Input) { in.Artifacts[2].Hash = "ff" }, false, true},
		{"new file", func(in *Input) {
			in.Artifacts = append(in.Artifacts, Artifact{Path: "README.md", Kind: "doc", Hash: "ee"})
		}, false, true},
		{"findings and time", func(in *Input) { in.Findings = nil; in.CreatedAt = in.CreatedAt.Add(time.Hour) }, false, false},
		{"constitution cap", func(in *Input) { in.Limits.ConstitutionLines = 1 }, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := edit(tt.edit)
			if got := c.ContractHash != base.ContractHash; got != tt.contract {
				t.Errorf("contract_hash changed = %v, want %v", got, tt.contract)
			}
			if got := c.SourceHash != base.SourceHash; got != tt.source {
				t.Errorf("source_hash changed = %v, want %v", got, tt.source)
			}
		})
	}
}

func TestBuild_Limits(t *testing.T) {
	in := fixture()
	for i := range 250 {
		in.Artifacts = append(in.Artifacts, Artifact{Path: fmt.Sprintf("docs/%03d.md", i), Kind: "doc", Hash: "00"})
	}
	for i := range 5 {
		id := fmt.Sprintf("rule:CLAUDE.md#C-%d", i)
		in.Quads = append(in.Quads,
			graph.Quad{Subject: id, Predicate: v.RuleID, Object: fmt.Sprintf("C-%d", i)},
			graph.Quad{Subject: id, Predicate: v.RuleText, Object: "Line one\nline two."},
			graph.Quad{Subject: id, Predicate: v.RuleConstitution, Object: "true"},
			graph.Quad{Subject: id, Predicate: v.RuleLines, Object: fmt.Sprintf("%d-%d", 20+2*i, 21+2*i)})
	}
	in.Limits = Limits{Rules: 4, Findings: 1, ConstitutionLines: 6}
	c := mustBuild(t, in)
	if len(c.SourceArtifacts) != 200 || !c.SourceArtifactsTruncated || c.SourceArtifactLimit != 200 || c.Summary.SourceArtifacts != 254 {
		t.Errorf("source artifacts: %d kept, truncated %v, summary %d", len(c.SourceArtifacts), c.SourceArtifactsTruncated, c.Summary.SourceArtifacts)
	}
	if len(c.Rules) != 4 || !c.RulesTruncated || c.Summary.Rules != 8 {
		t.Errorf("rules: %d kept, truncated %v, summary %d", len(c.Rules), c.RulesTruncated, c.Summary.Rules)
	}
	if len(c.OpenFindings) != 1 || !c.OpenFindingsTruncated || c.Summary.OpenFindings != 2 {
		t.Errorf("findings: %d kept, truncated %v", len(c.OpenFindings), c.OpenFindingsTruncated)
	}
	// 1 line for SEC-001, then 2 per C rule: SEC-001, C-0, C-1 fit in 5
	// lines; C-2 would make 7 > 6, so it and everything after are cut.
	wantCon := []string{"CLAUDE.md#SEC-001", "CLAUDE.md#C-0", "CLAUDE.md#C-1"}
	wantCut := []string{"CLAUDE.md#C-2", "CLAUDE.md#C-3", "CLAUDE.md#C-4"}
	if d := cmp.Diff(wantCon, c.Constitution.Rules); d != "" || c.Constitution.Lines != 5 {
		t.Errorf("constitution rules (%d lines) (-want +got)\n%s", c.Constitution.Lines, d)
	}
	if d := cmp.Diff(wantCut, c.Constitution.Truncated); d != "" {
		t.Errorf("constitution truncated (-want +got)\n%s", d)
	}
	none := mustBuild(t, Input{})
	b := mustMarshal(t, none)
	for _, key := range []string{`"rules": []`, `"sops": []`, `"decisions": []`, `"source_artifacts": []`, `"open_findings": []`, `"status": "ACCEPTED"`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("empty capsule lacks %s:\n%s", key, b)
		}
	}
}

// TestBuild_Copies checks that a rule written again in another file of the
// same scope (a CLAUDE.md linking to AGENTS.md, and .agents/AGENTS.md that
// AGENTS.md links to) is listed once, the root AGENTS.md copy, citing the
// others, and counted once in the constitution; a copy in another scope
// stays, and so does one too short to tell.
func TestBuild_Copies(t *testing.T) {
	q := func(s, p, o string) graph.Quad {
		return graph.Quad{Subject: s, Predicate: p, Object: o, Label: "doc:x"}
	}
	var quads []graph.Quad
	for _, f := range []struct{ path, format, scope string }{
		{"CLAUDE.md", "claude", ""}, {"AGENTS.md", "agents", ""}, {".agents/AGENTS.md", "agents", ""}, {"web/AGENTS.md", "agents", "web"},
	} {
		d := "doc:" + f.path
		quads = append(quads, q(d, v.DocKind, "rule"), q(d, v.DocPath, f.path), q(d, v.DocScope, f.scope), q(d, v.DocFormat, f.format))
		for i, text := range []string{"Never commit secrets or credentials.", "Use pnpm."} {
			r := fmt.Sprintf("rule:%s#R-%d", f.path, i)
			quads = append(quads, q(r, v.RuleID, fmt.Sprintf("R-%d", i)), q(r, v.RuleText, text),
				q(r, v.RuleLines, fmt.Sprintf("%d-%d", 5+i, 5+i)), q(r, v.RuleConstitution, "true"))
		}
	}
	c := mustBuild(t, Input{ProjectID: "p", Quads: quads})
	var got []string
	for _, r := range c.Rules {
		got = append(got, fmt.Sprintf("%s#%s %v", r.Path, r.ID, r.Also))
	}
	want := []string{
		".agents/AGENTS.md#R-1 []", "AGENTS.md#R-0 [.agents/AGENTS.md:5 CLAUDE.md:5]", "AGENTS.md#R-1 []", "CLAUDE.md#R-1 []",
		"web/AGENTS.md#R-0 []", "web/AGENTS.md#R-1 []",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("rules (-want +got)\n%s", d)
	}
	if c.Summary.Rules != 6 || c.Summary.ConstitutionRules != 6 || strings.Count(c.Constitution.Text, "Never commit") != 2 {
		t.Errorf("summary %+v, constitution:\n%s", c.Summary, c.Constitution.Text)
	}
	b := mustMarshal(t, c)
	if bytes.Count(b, []byte(`"also"`)) != 1 {
		t.Errorf("also is written only where there are copies:\n%s", b)
	}
}

// TestFromSnapshot_OpenFindings checks that the capsule's open findings
// are those state.json records of its files, but for staleness, which is
// judged again as of now (its recorded findings are dropped).
func TestFromSnapshot_OpenFindings(t *testing.T) {
	state := &datadir.State{Version: datadir.StateVersion, Files: map[string]datadir.FileState{}, Findings: map[string][]finding.Finding{
		"CLAUDE.md": {{Rule: "FILE-001", Severity: finding.Warn, Path: "CLAUDE.md", Message: "not ingested"}},
		"d.csv":     {{Rule: staleness.RuleStale, Severity: finding.Warn, Path: "d.csv"}},
		"t.csv":     {{Rule: "SOT-001", Severity: finding.Block, Path: "t.csv", Line: 3}},
	}}
	c, err := FromSnapshot(context.Background(), time.Now(), state, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range c.OpenFindings {
		got = append(got, f.Rule+" "+f.Path)
	}
	if want := []string{"SOT-001 t.csv", "FILE-001 CLAUDE.md"}; !slices.Equal(got, want) || c.Summary.Status != finding.StatusBlocked {
		t.Errorf("open findings %v (status %s), want %v", got, c.Summary.Status, want)
	}
}
