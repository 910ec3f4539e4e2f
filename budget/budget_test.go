package budget

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAvailable(t *testing.T) {
	tests := []struct {
		o    Options
		want int
	}{
		{Options{Window: 32000, System: 2000, Plan: 2000, Task: 100, Output: 4000, Safety: 0.2}, 19120},
		{Options{Window: 1000, System: 2000}, 0},
		{Options{Window: 10000}, 10000},
	}
	for _, tt := range tests {
		if got := Available(tt.o); got != tt.want {
			t.Errorf("Available(%+v) = %d, want %d", tt.o, got, tt.want)
		}
	}
}

func TestAllocate(t *testing.T) {
	items := []Item{
		{ID: "meta", Class: SOPMeta, Tokens: 50},
		{ID: "e1", Class: SOP, Severity: "error", Tokens: 200, Score: 0.9},
		{ID: "e2", Class: SOP, Severity: "error", Tokens: 300, Score: 0.8},
		{ID: "w1", Class: SOP, Severity: "warning", Tokens: 100, Score: 0.5},
		{ID: "i1", Class: SOP, Severity: "info", Tokens: 400, Score: 0.4},
		{ID: "adr", Class: Decision, Tokens: 100, Score: 0.3},
		{ID: "conv", Class: Convention, Tokens: 100, Score: 0.9},
	}
	// 1050 available, 50 constitution, 50 meta: 950 for the rest.
	a, err := Allocate(1050, 50, items)
	if err != nil {
		t.Fatal(err)
	}
	// error share 475: e1 (200) fits, e2 (300) trimmed to 275 (>= 40%).
	// warning share 332: w1 100. info share 142 + 232 carried: i1 trimmed to 374.
	// Decision gets 950-200-275-100-374 = 1 left: dropped; convention dropped.
	want := []Kept{{"meta", 50, false}, {"e1", 200, false}, {"e2", 275, true}, {"w1", 100, false}, {"i1", 374, true}}
	if d := cmp.Diff(want, a.Kept); d != "" {
		t.Errorf("kept (-want +got)\n%s", d)
	}
	if len(a.Dropped) != 2 || a.Dropped[0].ID != "adr" || a.Dropped[1].ID != "conv" {
		t.Errorf("dropped = %+v", a.Dropped)
	}
	if a.Used > a.Available || a.BySeverity["error"] != 475 {
		t.Errorf("used %d of %d, by severity %v", a.Used, a.Available, a.BySeverity)
	}
}

func TestAllocate_TooSmall(t *testing.T) {
	if _, err := Allocate(100, 150, nil); !errors.Is(err, ErrTooSmall) {
		t.Errorf("constitution over budget: %v", err)
	}
	if _, err := Allocate(100, 60, []Item{{ID: "m", Class: SOPMeta, Tokens: 50}}); !errors.Is(err, ErrTooSmall) {
		t.Errorf("meta over budget: %v", err)
	}
}
