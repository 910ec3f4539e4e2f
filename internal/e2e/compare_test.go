package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// tasks and searches are the queries whose answers are compared.
var (
	tasks    = []string{"add a payment endpoint", "rotate the database credentials", "write an architecture decision record", "deploy a service to production"}
	searches = []string{"payment secrets", "logging", "postgresql ledger", "release checklist"}
)

// answers are what the query commands print for one data directory:
// search and context JSON per query, and the capsule without its creation
// time.
type answers struct {
	search, context map[string]string
	capsule         string
	contractHash    string
}

var createdAt = regexp.MustCompile(`"created_at": "[^"]*"`)

// ask runs every query against data (with config, "" for none).
func ask(t testing.TB, config, data string) answers {
	t.Helper()
	base := []string{"--data", data}
	if config != "" {
		base = append(base, "--config", config)
	}
	a := answers{search: map[string]string{}, context: map[string]string{}}
	for _, q := range searches {
		a.search[q] = must(t, "query", nil, append([]string{"search", q, "--json"}, base...)...).stdout
	}
	for _, q := range tasks {
		a.context[q] = must(t, "query", nil, append([]string{"context", "--task", q, "--json"}, base...)...).stdout
	}
	out := must(t, "query", nil, append([]string{"capsule"}, base...)...).stdout
	var c struct {
		ContractHash string `json:"contract_hash"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil || c.ContractHash == "" {
		t.Fatalf("capsule: %v\n%s", err, tail(out, 500))
	}
	a.capsule, a.contractHash = createdAt.ReplaceAllString(out, `"created_at": ""`), c.ContractHash
	return a
}

// ids lists the "id" values of a JSON answer in order: the items, their
// rules and the constitution's rules, without their scores.
var idField = regexp.MustCompile(`"id": "([^"]*)"`)

func ids(s string) string {
	var out []string
	for _, m := range idField.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return strings.Join(out, "\n")
}

// same reports every answer that differs between a and b: byte for byte
// when exact, else their items (IDs in order). Scores are compared only
// when exact: Bleve takes BM25's average field length from its segments,
// whose merging runs in the background, so two indexes built by the same
// incremental runs can score the same items slightly differently.
func same(t testing.TB, what string, a, b answers, exact bool) {
	t.Helper()
	differ := func(x, y string) bool {
		if exact {
			return x != y
		}
		return ids(x) != ids(y)
	}
	for q, s := range a.search {
		if differ(b.search[q], s) {
			t.Errorf("%s: query search %q differs:\n%s\nvs\n%s", what, q, tail(s, 400), tail(b.search[q], 400))
		}
	}
	for q, s := range a.context {
		if differ(b.context[q], s) {
			t.Errorf("%s: query context %q differs:\n%s\nvs\n%s", what, q, tail(s, 400), tail(b.context[q], 400))
		}
	}
	if a.contractHash != b.contractHash || a.capsule != b.capsule {
		t.Errorf("%s: capsule differs: contract %s vs %s", what, a.contractHash, b.contractHash)
	}
}

// writeConfig writes a config file naming the graph store url.
func writeConfig(t testing.TB, url string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "canon.yaml")
	if err := os.WriteFile(p, []byte("graph: \""+url+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
