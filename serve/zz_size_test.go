package serve

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
)

func TestZZSize(t *testing.T) {
	data, _, _ := figuresStore(t)
	ctx := context.Background()
	srv, err := New(ctx, Options{Store: Store{Dir: datadir.Dir(data)}, Config: config.Default()})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	cs := connect(t, srv.MCP())
	for i, task := range figureTasks {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ToolContext, Arguments: map[string]any{"task": task}})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res)
		sc, _ := json.Marshal(res.StructuredContent)
		txt := res.Content[0].(*mcp.TextContent).Text
		var m map[string]any
		_ = json.Unmarshal(sc, &m)
		parts := ""
		for k, v := range m {
			vb, _ := json.Marshal(v)
			if len(vb) > 500 {
				parts += k + "=" + itoa(len(vb)) + " "
			}
		}
		t0 := time.Now()
		for range 100 {
			_, _ = json.Marshal(res)
		}
		el := time.Since(t0) / 100
		t0 = time.Now()
		for range 100 {
			var r mcp.CallToolResult
			_ = json.Unmarshal(b, &r)
		}
		el2 := time.Since(t0) / 100
		t.Logf("%d total=%d structured=%d text=%d %s marshal=%s unmarshal=%s", i, len(b), len(sc), len(txt), parts, el, el2)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
