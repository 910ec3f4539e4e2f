package intent

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// labelled are tasks with the intent a reviewer would give them, phrased
// the way people write tasks (imperative, questions, tickets, terse).
var labelled = []struct {
	task string
	want string
}{
	{"Fix the crash when the config file is empty", BugFix},
	{"Login button doesn't work on Safari", BugFix},
	{"The totals in the invoice are wrong after applying a discount", BugFix},
	{"Regression: pagination returns duplicate rows since v2.3", BugFix},
	{"nil pointer dereference in ingest when front matter is missing", BugFix},
	{"Fixing broken links in the sidebar navigation", BugFix},
	{"Add a dark mode toggle to the settings page", Feature},
	{"Implement CSV export for the reports dashboard", Feature},
	{"Allow users to upload a profile picture", Feature},
	{"Introduce support for YAML config files", Feature},
	{"New command `query capsule` that writes the contract capsule", Feature},
	{"Refactor the payment service to remove duplicated validation", Refactor},
	{"Extract the retry logic into its own package", Refactor},
	{"Rename UserManager to AccountService across the codebase", Refactor},
	{"Simplify the chunker; it has grown too complex", Refactor},
	{"Clean up dead code in the legacy importer", Refactor},
	{"Sanitize user input to prevent SQL injection in the search API", Security},
	{"Rotate the leaked API keys and move secrets to the vault", Security},
	{"Add rate limiting to the login endpoint of a Go net/http service", Security},
	{"Patch CVE-2024-3094 in the base image", Security},
	{"Enforce RBAC permissions on the admin routes", Security},
	{"Store a third-party API key on the platform and make it readable from another account", Security},
	{"Speed up the dashboard query, it takes 8 seconds", Performance},
	{"Optimize memory usage of the indexer", Performance},
	{"Reduce allocations in the tokenizer hot path", Performance},
	{"Cache the rendered templates to cut latency", Performance},
	{"Profile the batch job and find the bottleneck", Performance},
	{"Write unit tests for the budget allocator", Testing},
	{"Increase test coverage of the verify package to 80%", Testing},
	{"The e2e suite is flaky on CI; stabilise the fixtures", Testing},
	{"Add table-driven tests with golden files for the capsule", Testing},
	{"Replace Jest with Vitest for the frontend specs", Testing},
	{"Document the retrieval modes in the README", Docs},
	{"Write a usage guide for the ingest command", Docs},
	{"Update the changelog for the 1.4 release notes", Docs},
	{"Explain the budget algorithm in the package documentation", Docs},
	{"Deploy the API to staging with the new Helm chart", Deployment},
	{"Set up a GitHub Actions pipeline that publishes the Docker image", Deployment},
	{"Roll back the production release of the billing service", Deployment},
	{"Write a Terraform module to provision the Kubernetes cluster", Deployment},
	{"Design the module boundaries between ingest, graph and index", Architecture},
	{"Should we split the monolith into microservices? Record the decision as an ADR", Architecture},
	{"Propose a domain model for engagements and deliverables", Architecture},
	{"Evaluate the trade-offs of event-driven architecture for notifications", Architecture},
	{"Investigate why the nightly job hangs after midnight", Debug},
	{"Find the root cause of the intermittent 502s from the gateway", Debug},
	{"Debug the websocket disconnects using the stack trace in the logs", Debug},
	{"Why does the scheduler run the capsule job twice?", Debug},
	{"Reproduce and diagnose the deadlock reported in ticket 4521", Debug},
}

func TestClassify_Accuracy(t *testing.T) {
	if len(labelled) < 40 {
		t.Fatalf("only %d labelled tasks, want >= 40", len(labelled))
	}
	correct := 0
	perIntent := map[string][2]int{}
	for _, tc := range labelled {
		got := Classify(tc.task)
		c := perIntent[tc.want]
		c[1]++
		if got.Name == tc.want {
			correct++
			c[0]++
		} else {
			t.Logf("miss: %q: got %s (%.2f), want %s; scores %v", tc.task, got.Name, got.Confidence, tc.want, got.Scores)
		}
		perIntent[tc.want] = c
	}
	acc := float64(correct) / float64(len(labelled))
	for _, name := range Names {
		c := perIntent[name]
		t.Logf("%-12s %d/%d", name, c[0], c[1])
	}
	t.Logf("accuracy %d/%d = %.3f", correct, len(labelled), acc)
	if acc < 0.85 {
		t.Errorf("accuracy %.3f, want >= 0.85", acc)
	}
}

func TestClassify_General(t *testing.T) {
	for _, task := range []string{"", "   ", "hello there", "lorem ipsum dolor sit amet"} {
		got := Classify(task)
		if got.Name != General || got.Confidence != 0 || len(got.Scores) != 0 {
			t.Errorf("Classify(%q) = %+v, want general with confidence 0", task, got)
		}
	}
}

func TestClassify_Scores(t *testing.T) {
	got := Classify("Fix the bug where the cache returns stale entries")
	want := Result{
		Name:       BugFix,
		Confidence: 1.2 / 3,
		Scores:     []Score{{BugFix, 1.2}, {Performance, 0.9}},
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("Classify mismatch (-want +got):\n%s", diff)
	}
}

func TestClassify_TieBreak(t *testing.T) {
	// "performance" (0.9) and "investigate" (0.9) tie: performance is
	// listed first in Names.
	got := Classify("investigate performance")
	if got.Name != Performance {
		t.Errorf("Classify tie = %s, want %s (scores %v)", got.Name, Performance, got.Scores)
	}
}

func TestClassify_Deterministic(t *testing.T) {
	for _, tc := range labelled {
		a, b := Classify(tc.task), Classify(tc.task)
		if diff := cmp.Diff(a, b); diff != "" {
			t.Fatalf("Classify(%q) not deterministic:\n%s", tc.task, diff)
		}
	}
}

func TestNames(t *testing.T) {
	if len(Names) != 10 {
		t.Fatalf("Names has %d intents, want 10", len(Names))
	}
	for _, n := range Names {
		if len(patterns[n]) == 0 {
			t.Errorf("intent %s has no patterns", n)
		}
	}
	if len(patterns) != len(Names) {
		t.Errorf("patterns has %d intents, want %d", len(patterns), len(Names))
	}
}

func TestKeywords(t *testing.T) {
	tests := []struct {
		task string
		max  int
		want []string
	}{
		{"Fix the crash in src/auth/login.go when SEC-002 applies", 0,
			[]string{"crash", "src/auth/login.go", ".go", "SEC-002", "applies"}},
		{"Graduate KEP-1234's feature gate to beta in v1.32", 0,
			[]string{"graduate", "KEP-1234", "feature", "gate", "beta", "v1.32"}},
		{"Add an index to trigger.dev's TaskRun table", 0,
			[]string{"index", "trigger.dev", ".dev", "TaskRun", "table"}},
		{"Update CLAUDE.md and every *.mdc rule; set max_tokens", 0,
			[]string{"CLAUDE.md", ".md", "*.mdc", ".mdc", "rule", "set", "max_tokens"}},
		{"Rate-limit the login endpoint, rate limit the signup endpoint", 3,
			[]string{"rate", "limit", "login"}},
		{"the and of", 0, nil},
		{"", 5, nil},
	}
	for _, tt := range tests {
		t.Run(tt.task, func(t *testing.T) {
			got := Keywords(tt.task, tt.max)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Keywords(%q, %d) mismatch (-want +got):\n%s", tt.task, tt.max, diff)
			}
		})
	}
}

func ExampleClassify() {
	r := Classify("Sanitize user input to prevent XSS in the comment form")
	fmt.Printf("%s %.2f\n", r.Name, r.Confidence)
	// Output: security 0.50
}

func ExampleKeywords() {
	fmt.Println(Keywords("Fix the flaky test in internal/chunk/split_test.go (SEC-002)", 0))
	// Output: [flaky test internal/chunk/split_test.go .go SEC-002]
}
