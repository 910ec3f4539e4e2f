package retrieve

import (
	"slices"
	"testing"
)

func TestForWords(t *testing.T) {
	tests := []struct {
		in   string
		stop int // stop after this many words; 0 = never
		want []string
	}{
		{"", 0, nil},
		{"   ", 0, nil},
		{"Add a DB migration", 0, []string{"add", "a", "db", "migration"}},
		{"end_with_word", 0, []string{"end_with_word"}},
		{"trailing space ", 0, []string{"trailing", "space"}},
		{"go1.26, don't-stop!", 0, []string{"go1", "26", "don", "t", "stop"}},
		{"Übergröße café naïve", 0, []string{"übergröße", "café", "naïve"}},
		{"KELVIN \u212a sign", 0, []string{"kelvin", "k", "sign"}},
		{"one two three", 2, []string{"one", "two"}},
		{"last", 1, []string{"last"}},
	}
	for _, tt := range tests {
		var got []string
		forWords(tt.in, func(w string) bool {
			got = append(got, w)
			return tt.stop == 0 || len(got) < tt.stop
		})
		if !slices.Equal(got, tt.want) {
			t.Errorf("forWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
