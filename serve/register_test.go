package serve

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/internal/testutil"
)

// TestTools_OutputSchemas: every tool's structured result conforms to the
// output schema tools/list gives (addTool no longer checks it on each
// call), and its text is the JSON when the tool writes no text of its own.
func TestTools_OutputSchemas(t *testing.T) {
	examples := testutil.Examples(t)
	data := ingestTree(t, examples)
	_, cs := startServer(t, data, examples)
	ctx := context.Background()
	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	schemas := map[string]*jsonschema.Resolved{}
	for _, tool := range list.Tools {
		b, err := json.Marshal(tool.OutputSchema)
		if err != nil {
			t.Fatal(err)
		}
		var s jsonschema.Schema
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatalf("%s: output schema: %v", tool.Name, err)
		}
		if schemas[tool.Name], err = s.Resolve(nil); err != nil {
			t.Fatalf("%s: output schema: %v", tool.Name, err)
		}
	}
	calls := []struct {
		tool string
		args map[string]any
	}{
		{ToolContext, map[string]any{"task": "add a database migration for the ledger"}},
		{ToolContext, map[string]any{"task": "review the payments handler", "files": []string{"services/payments/handler.go", "/etc/passwd"}, "mode": "review", "k": 2}},
		{ToolContext, map[string]any{"task": "plan the ledger's next release", "mode": "planning", "max_tokens": 1500}},
		{ToolRulesForFile, map[string]any{"path": "services/ledger/new_ledger.go"}},
		{ToolRulesForFile, map[string]any{"path": "README.md"}},
		{ToolSearch, map[string]any{"query": "database migration", "k": 3}},
		{ToolSearch, map[string]any{"query": "zzzyzzy"}},
		{ToolVerify, map[string]any{"text": "The ledger service runs on port 1."}},
		{ToolVerify, map[string]any{"text": "nothing to check here"}},
		{ToolCapsule, map[string]any{}},
		{ToolState, map[string]any{}},
	}
	seen := map[string]bool{}
	for _, c := range calls {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil {
			t.Fatalf("%s: %v", c.tool, err)
		}
		if res.IsError {
			t.Fatalf("%s %v: tool error %s", c.tool, c.args, res.Content[0].(*mcp.TextContent).Text)
		}
		seen[c.tool] = true
		var v any
		b, err := json.Marshal(res.StructuredContent)
		if err == nil {
			err = json.Unmarshal(b, &v)
		}
		if err == nil {
			err = schemas[c.tool].Validate(v)
		}
		if err != nil {
			t.Errorf("%s %v: structured result does not conform to its output schema: %v", c.tool, c.args, err)
		}
		if len(res.Content) == 0 {
			t.Fatalf("%s: no text", c.tool)
		}
		if text := res.Content[0].(*mcp.TextContent).Text; strings.HasPrefix(text, "{") {
			var w any
			if err := json.Unmarshal([]byte(text), &w); err != nil || !jsonEqual(w, v) {
				t.Errorf("%s: the text is JSON but not the structured result (%v)", c.tool, err)
			}
		}
	}
	for _, tool := range list.Tools {
		if !seen[tool.Name] {
			t.Errorf("tool %s not called", tool.Name)
		}
	}
}

func jsonEqual(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return errors.Join(err1, err2) == nil && slices.Equal(x, y)
}

// TestAddTool_SchemaCatchesBadOutput: the output schema check that moved
// from every call to TestTools_OutputSchemas does catch a result that
// breaks its schema (a MarshalJSON that changes a field's type).
func TestAddTool_SchemaCatchesBadOutput(t *testing.T) {
	_, r, err := schemaFor[*badOutput]()
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(&badOutput{N: 1})
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if err := r.Validate(v); err == nil {
		t.Error("a string where the schema says integer validated")
	}
}

type badOutput struct {
	N int `json:"n"`
}

func (b *badOutput) MarshalJSON() ([]byte, error) { return []byte(`{"n":"one"}`), nil }
