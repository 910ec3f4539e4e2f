package vocabulary

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		pred, obj string
		wantErr   string
	}{
		{DocKind, "rule", ""},
		{"source.doc.nope", "x", "unknown predicate"},
		{DocLinksTo, "doc:a.md", ""},
		{DocLinksTo, "a.md", "not a node ID"},
		{DocLinksTo, "doc:", "not a node ID"},
		{DocChunkIndex, "3", ""},
		{DocChunkIndex, "three", "not an integer"},
		{RuleConstitution, "true", ""},
		{RuleConstitution, "yes", "not true or false"},
		{ADRDate, "2024-02-29", ""},
		{ADRDate, "2023-14-05", "not a YYYY-MM-DD date"},
		{SectionLines, "3-9", ""},
		{SectionLines, "9-3", "not a line range"},
		{SectionLines, "0-3", "not a line range"},
		{SectionLines, "3", "not a line range"},
	}
	for _, tt := range tests {
		t.Run(tt.pred+"="+tt.obj, func(t *testing.T) {
			err := Check(tt.pred, tt.obj)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Check: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Check error = %v, want it to contain %q", err, tt.wantErr)
			}
		})
	}
}

func TestRegistryDocumented(t *testing.T) {
	all := All()
	if len(all) < 40 {
		t.Fatalf("registry has %d predicates", len(all))
	}
	for i, p := range all {
		if p.Meaning == "" || p.Value == 0 {
			t.Errorf("%s: missing meaning or value type", p.Name)
		}
		if i > 0 && all[i-1].Name >= p.Name {
			t.Errorf("All not sorted at %s", p.Name)
		}
		got, ok := Lookup(p.Name)
		if !ok || got != p {
			t.Errorf("Lookup(%s) = %v, %v", p.Name, got, ok)
		}
	}
	if !IsNode(ADRSupersedes) || IsNode(ADRStatus) || IsNode("nope") {
		t.Error("IsNode wrong")
	}
}
