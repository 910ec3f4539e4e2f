package ingest

import (
	"testing"

	"github.com/canon-kg/canon/sources"
)

// TestNextWindow: a window ends at window files or windowBytes bytes, and
// a file larger than windowBytes makes one of its own.
func TestNextWindow(t *testing.T) {
	sized := func(sizes ...int64) []sources.File {
		fs := make([]sources.File, len(sizes))
		for i, s := range sizes {
			fs[i].Size = s
		}
		return fs
	}
	many := make([]int64, window+10)
	for i := range many {
		many[i] = 100
	}
	const mb = 1 << 20
	for _, tc := range []struct {
		name  string
		files []sources.File
		want  []int // window ends
	}{
		{"small files", sized(many...), []int{window, window + 10}},
		{"bytes", sized(mb, mb, mb, mb, mb, mb), []int{4, 6}},
		{"large file alone", sized(100, 10*mb, 100, 100), []int{1, 2, 4}},
		{"large file first", sized(10*mb, 100), []int{1, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			for lo := 0; lo < len(tc.files); {
				lo = nextWindow(tc.files, lo)
				got = append(got, lo)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("windows end at %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("windows end at %v, want %v", got, tc.want)
				}
			}
		})
	}
}
