package wire

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

var errTest = errors.New("test: corrupt")

// What the Append functions write, a Decoder reads back, exactly.
func TestRoundTrip(t *testing.T) {
	var b []byte
	b = AppendUint(b, 300)
	b = AppendInt(b, -7)
	b = AppendBool(b, true)
	b = AppendBool(b, false)
	b = AppendStr(b, "héllo")
	b = AppendStr(b, "")
	b = AppendStrs(b, []string{"a", "", "bc"})
	b = AppendStrs(b, nil)
	b = AppendFloat64(b, math.Pi)
	b = AppendFloat32(b, -0.25)
	b = append(b, "tail"...)
	d := NewDecoder(b, 0, errTest)
	if d.Uint() != 300 || d.Int() != -7 || !d.Bool() || d.Bool() || d.Str() != "héllo" || d.Str() != "" {
		t.Fatal("scalars differ")
	}
	if got := d.Strs(); !slices.Equal(got, []string{"a", "", "bc"}) {
		t.Fatalf("Strs = %q", got)
	}
	if d.Strs() != nil || d.Float64() != math.Pi || d.Float32() != -0.25 {
		t.Fatal("floats or empty list differ")
	}
	if string(d.Rest()) != "tail" || d.Left() != 4 {
		t.Fatalf("rest %q", d.Rest())
	}
	d.Skip(4)
	if d.Err() != nil || d.Left() != 0 {
		t.Fatalf("after the tail: %v, %d left", d.Err(), d.Left())
	}
}

// Bad bytes are an error wrapping the format's sentinel, never a panic,
// and a count larger than the bytes left is refused before anything is
// allocated for it.
func TestDecoder_bad(t *testing.T) {
	huge := AppendUint(nil, 1<<40)
	for name, read := range map[string]func(*Decoder){
		"empty uint":  func(d *Decoder) { d.Uint() },
		"empty bool":  func(d *Decoder) { d.Bool() },
		"empty float": func(d *Decoder) { d.Float64() },
		"huge count":  func(d *Decoder) { d.Count() },
		"huge str":    func(d *Decoder) { d.Str() },
		"huge strs":   func(d *Decoder) { d.Strs() },
		"skip":        func(d *Decoder) { d.Skip(1) },
	} {
		in := huge
		if strings.HasPrefix(name, "empty") || name == "skip" {
			in = nil
		}
		d := NewDecoder(in, 0, errTest)
		read(d)
		if !errors.Is(d.Err(), errTest) {
			t.Errorf("%s: %v", name, d.Err())
		}
		if d.Uint() != 0 || d.Str() != "" {
			t.Errorf("%s: reads after an error return values", name)
		}
	}
	cut := AppendStr(nil, "abcdef")
	if d := NewDecoder(cut[:4], 0, errTest); d.Str() != "" || d.Err() == nil {
		t.Error("a string cut short was read")
	}
}
