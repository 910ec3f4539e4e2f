package sources

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// leadInRules parses body as a CLAUDE.md and returns its rules' lines and
// texts.
func leadInRules(t *testing.T, body string) []string {
	t.Helper()
	return claudeRules(t, body, func(r Rule) string { return fmt.Sprintf("%d-%d %s", r.Line, r.EndLine, r.Text) })
}

// claudeRules parses body as a CLAUDE.md and returns its rules, each as
// format writes it.
func claudeRules(t *testing.T, body string, format func(Rule) string) []string {
	t.Helper()
	d, err := Parse(File{Path: "CLAUDE.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range d.Rules {
		got = append(got, format(r))
	}
	return got
}

// TestParse_LeadIn checks that a modal paragraph introducing a list
// ("Contributors must:") is one rule with its list, in place of the
// items' rules, and one introducing code is one rule with it.
func TestParse_LeadIn(t *testing.T) {
	body := "# Guide\n\n## Contributing\n\n" + // 1-4
		"Contributors must:\n" + // 5
		"1. **Understand their code** - explain any change without help.\n" + // 6
		"2. **Own maintenance** - address bugs.\n\n" + // 7
		"- Always run the tests.\n\n" + // 9: another list, a rule of its own
		"## Review\n\n" + // 11
		"Do not comment on:\n\n" + // 13
		"- formatting\n" + // 15
		"- naming\n\n" + // 16
		"## Commands\n\n" + // 18
		"**You must run this before pushing:**\n\n" + // 20
		"```\nmake check\n```\n" // 22-24
	want := []string{
		"5-7 Contributors must: 1. **Understand their code** - explain any change without help. 2. **Own maintenance** - address bugs.",
		"9-9 Always run the tests.",
		"13-16 Do not comment on: - formatting - naming",
		"20-24 **You must run this before pushing:** ``` make check ```",
	}
	if diff := cmp.Diff(want, leadInRules(t, body)); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
}

// TestParse_LeadInLongList checks that the lead-in of a list longer than
// maxLeadIn, or of one holding an explicit-ID rule, is dropped and the
// items stay rules of their own, and that the lead-in of longer code
// stays alone.
func TestParse_LeadInLongList(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Guide\n\nYou must always:\n\n") // 1-4
	for i := range maxLeadIn {
		fmt.Fprintf(&b, "- Run check %d before merging.\n", i) // 5-24
	}
	got := leadInRules(t, b.String())
	if len(got) != maxLeadIn || !strings.HasPrefix(got[0], "5-5 Run check 0") {
		t.Errorf("long list: %d rules, first %q; want the %d items alone", len(got), got[0], maxLeadIn)
	}
	long := "# Guide\n\nYou must run:\n\n```\n" + strings.Repeat("make check\n", MaxIntroducedCode+1) + "```\n"
	if got := leadInRules(t, long); len(got) != 1 || got[0] != "3-3 You must run:" {
		t.Errorf("long code: %q; want the lead-in alone", got)
	}
	got = leadInRules(t, "# Guide\n\nYou must:\n\n- SEC-001 (BLOCK): Never log tokens.\n- Always run the tests.\n")
	want := []string{"5-5 Never log tokens.", "6-6 Always run the tests."}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("explicit ID (-want +got):\n%s", diff)
	}
}

// TestParse_ItemLeadIn checks that a list item ending in a colon is one
// rule with the nested list it introduces, whose items are no rules of
// their own, while an item of a nested list longer than maxLeadIn, and
// the nested items of an item without a colon, stay rules.
func TestParse_ItemLeadIn(t *testing.T) {
	var long strings.Builder
	for i := range maxLeadIn {
		fmt.Fprintf(&long, "  - Use rule %d.\n", i)
	}
	body := "# Rules\n\n" + // 1-2
		"- Keep tests independent.\n" + // 3
		"- Review changes to the export against the\n" + // 4
		"  published docs and surface any discrepancies:\n" + // 5
		"  - https://example.com/docs/export\n" + // 6
		"  - https://example.com/docs/fields\n" + // 7
		"- Avoid large modules\n" + // 8: no colon
		"  - Prefer new modules.\n" + // 9
		"- Always follow these:\n" + // 10
		long.String()
	got := leadInRules(t, body)
	want := []string{
		"3-3 Keep tests independent.",
		"4-7 Review changes to the export against the published docs and surface any discrepancies: - https://example.com/docs/export - https://example.com/docs/fields",
		"8-8 Avoid large modules",
		"9-9 Prefer new modules.",
		"10-10 Always follow these:",
		"11-11 Use rule 0.",
	}
	if diff := cmp.Diff(want, got[:len(want)]); diff != "" || len(got) != 5+maxLeadIn {
		t.Errorf("rules (-want +got):\n%s\n%d rules", diff, len(got))
	}
}

// TestParse_DirectiveItemLeadIn checks that a list item that is only a
// directive ("- **Never**", the boundaries of apache/airflow's AGENTS.md)
// is one rule with the nested items it introduces, as one ending in a
// colon is: alone, "Commit secrets, credentials, or tokens." says the
// opposite of what it means. A mandate ("Never") makes the rule one of the
// constitution, as a "### Never" heading does; "Ask first" does not.
func TestParse_DirectiveItemLeadIn(t *testing.T) {
	body := "# Rules\n\n## Boundaries\n\n" + // 1-4
		"- **Ask first**\n" + // 5
		"  - Large cross-package refactors.\n" + // 6
		"- 🚫 **Never**\n" + // 7
		"  - Commit secrets, credentials, or tokens.\n" + // 8
		"  - Edit generated files by hand.\n" // 9
	got := claudeRules(t, body, func(r Rule) string {
		return fmt.Sprintf("%d-%d %s constitution=%v %s", r.Line, r.EndLine, r.Polarity, r.Constitution, r.Text)
	})
	want := []string{
		"5-6 should constitution=false **Ask first** - Large cross-package refactors.",
		"7-9 never constitution=true 🚫 **Never** - Commit secrets, credentials, or tokens. - Edit generated files by hand.",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
}

// TestParse_ModelHeadingNotConstitution checks that a heading naming a
// model ("## Security Model", apache/airflow's and apache/superset's
// "Security and Threat Model") does not make its rules the constitution,
// as a "## Security" heading does: they describe what is and is not a
// vulnerability, for whoever reviews against it. A directive heading that
// names a model ("Never change the data model") still does.
func TestParse_ModelHeadingNotConstitution(t *testing.T) {
	body := "# Rules\n\n## Security Model\n\n" + // 1-4
		"- Known limitations should not be reported as new findings.\n\n" + // 5
		"## Security and Threat Model\n\n" + // 7
		"- Admin capabilities must not be reported as vulnerabilities.\n\n" + // 9
		"## Security\n\n" + // 11
		"- Never log tokens.\n\n" + // 13
		"## Never change the data model\n\n" + // 15
		"- Add a migration instead.\n" // 17
	got := claudeRules(t, body, func(r Rule) string { return fmt.Sprintf("%d constitution=%v", r.Line, r.Constitution) })
	want := []string{"5 constitution=false", "9 constitution=false", "13 constitution=true", "17 constitution=true"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
}

// A heading that ends in a colon introduces its items: "DO NOT use
// high-cardinality attributes:" makes each bare name under it a never
// (its text alone, "**Timestamps**: `createdAt`", says nothing), and a
// heading without a colon lends its items nothing.
func TestParse_LeadInHeadingPolarity(t *testing.T) {
	body := "# Metrics\n\n" +
		"## DO NOT use high-cardinality attributes:\n\n" + // 3
		"- **Timestamps**: `createdAt`\n\n" + // 5
		"## Never commit these\n\n" + // 7
		"- **Free-form strings**: `errorMessage`\n" // 9
	got := claudeRules(t, body, func(r Rule) string { return fmt.Sprintf("%d %s %s", r.Line, r.Polarity, r.Text) })
	want := []string{"5 never **Timestamps**: `createdAt`", "9 should **Free-form strings**: `errorMessage`"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
}

func TestDirective(t *testing.T) {
	for h, want := range map[string]bool{
		"Never do": true, "🚫 Never do": true, "Don't": true, "Don’t": true, "**Ask First**": true, "⚠️ Ask first": true,
		"Always": true, "Avoid:": true, "Do": true, "Must not": true,
		"Never commit secrets": false, "Always run the linters": false, "Boundaries": false, "Do's and don'ts": false, "Dos": false,
	} {
		if got := Directive(h); got != want {
			t.Errorf("Directive(%q) = %v, want %v", h, got, want)
		}
	}
}
