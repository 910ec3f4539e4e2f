package sources

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse_Imports(t *testing.T) {
	files := loadArchive(t, "agent_formats")
	stub := parseFixture(t, files, "imp/CLAUDE.md")
	if diff := cmp.Diff([]Import{{Target: "AGENTS.md", Line: 1, Resolved: "imp/AGENTS.md"}}, stub.Imports); diff != "" {
		t.Errorf("stub imports (-want +got):\n%s", diff)
	}
	if !stub.ImportOnly || len(stub.Rules) != 0 {
		t.Errorf("stub: import only %v, rules %+v", stub.ImportOnly, stub.Rules)
	}
	d := parseFixture(t, files, "imp/sub/CLAUDE.md")
	want := []Import{
		{Target: "../../docs/style.md", Line: 3, Resolved: "docs/style.md"},
		{Target: "./local.md", Line: 3, Resolved: "imp/sub/local.md"},
	}
	if diff := cmp.Diff(want, d.Imports); diff != "" {
		t.Errorf("imports (-want +got):\n%s", diff)
	}
	if d.ImportOnly {
		t.Error("a file with rules is not import-only")
	}
	if n := parseFixture(t, files, "imp/AGENTS.md"); len(n.Imports) != 0 || n.ImportOnly {
		t.Errorf("no imports: %+v %v", n.Imports, n.ImportOnly)
	}
}
