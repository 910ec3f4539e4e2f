package config

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRetrieval_Load(t *testing.T) {
	c, err := Load("testdata/retrieval.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultRetrieval()
	want.Window, want.Mode = 100000, "planning"
	want.Thesaurus = [][]string{{"payroll run", "pay cycle", "salary batch"}}
	want.GistWeight = 0.2
	want.Modes = Modes{
		Planning:  Mode{KIn: 40, KOut: 10, Expand: true, History: true},
		Execution: Mode{KIn: 20, KOut: 6, Kinds: []string{"rule", "sop", "sot"}, Risks: []string{"critical", "high"}},
		Review:    Mode{KIn: 30, KOut: 10, History: true, Paths: []string{"docs/**"}},
	}
	if d := cmp.Diff(want, c.Retrieval); d != "" {
		t.Fatalf("(-want +got)\n%s", d)
	}
}

func TestRetrieval_Bad(t *testing.T) {
	tests := map[string]string{
		"bad-mode":      `mode "debugging": unknown mode`,
		"bad-kout":      "mode execution: want 0 < k_out <= k_in, got k_in 5 k_out 6",
		"bad-thesaurus": `thesaurus group 1 ["payroll run"]: want at least two non-empty entries`,
		"bad-gist":      "gist_weight 1.5 is outside [0,1]",
	}
	for name, want := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := Load("testdata/" + name + ".bad.yaml")
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("error %v, want it to contain %q", err, want)
			}
		})
	}
}

func TestRetrieval_Lookup(t *testing.T) {
	r := DefaultRetrieval()
	tests := []struct {
		mode      string
		kIn, kOut int
		expand    bool
	}{{"planning", 30, 8, true}, {"execution", 20, 6, false}, {"review", 30, 10, false}}
	for _, tt := range tests {
		m, err := r.Lookup(tt.mode)
		if err != nil || m.KIn != tt.kIn || m.KOut != tt.kOut || m.Expand != tt.expand {
			t.Errorf("Lookup(%s) = %+v, %v", tt.mode, m, err)
		}
	}
	if _, err := r.Lookup("chat"); !errors.Is(err, ErrUnknownMode) {
		t.Errorf("Lookup(chat) error %v, want ErrUnknownMode", err)
	}
}
