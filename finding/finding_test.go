package finding

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStatus(t *testing.T) {
	tests := []struct {
		name     string
		findings []Finding
		want     string
	}{
		{"none", nil, StatusAccepted},
		{"warn", []Finding{{Severity: Warn}}, StatusNeedsReview},
		{"fail and warn", []Finding{{Severity: Warn}, {Severity: Fail}}, StatusRejected},
		{"block wins", []Finding{{Severity: Warn}, {Severity: Block}, {Severity: Fail}}, StatusBlocked},
		{"unknown severity ignored", []Finding{{Severity: "INFO"}}, StatusAccepted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Status(tt.findings); got != tt.want {
				t.Errorf("Status() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSort(t *testing.T) {
	in := []Finding{
		{Rule: "B", Severity: Warn, Path: "a.md", Line: 1},
		{Rule: "A", Severity: Warn, Path: "b.md", Line: 2},
		{Rule: "A", Severity: Warn, Path: "b.md", Line: 1},
		{Rule: "Z", Severity: Block, Path: "z.md", Line: 9},
		{Rule: "A", Severity: Fail, Path: "a.md", Line: 3, Message: "y"},
		{Rule: "A", Severity: Fail, Path: "a.md", Line: 3, Message: "x"},
	}
	want := []Finding{
		{Rule: "Z", Severity: Block, Path: "z.md", Line: 9},
		{Rule: "A", Severity: Fail, Path: "a.md", Line: 3, Message: "x"},
		{Rule: "A", Severity: Fail, Path: "a.md", Line: 3, Message: "y"},
		{Rule: "A", Severity: Warn, Path: "b.md", Line: 1},
		{Rule: "A", Severity: Warn, Path: "b.md", Line: 2},
		{Rule: "B", Severity: Warn, Path: "a.md", Line: 1},
	}
	Sort(in)
	if diff := cmp.Diff(want, in); diff != "" {
		t.Errorf("Sort() mismatch (-want +got):\n%s", diff)
	}
}

func TestValidSeverity(t *testing.T) {
	for s, want := range map[string]bool{Block: true, Fail: true, Warn: true, "": false, "warn": false, "ERROR": false} {
		if got := ValidSeverity(s); got != want {
			t.Errorf("ValidSeverity(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestFinding_String(t *testing.T) {
	f := Finding{Rule: "SOT-STALE", Severity: Warn, Path: "data/x.csv", Line: 0, Message: "stale"}
	if got, want := f.String(), "data/x.csv:0: WARN SOT-STALE: stale"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
