package wire

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"
)

// AppendUint appends x as an unsigned varint.
func AppendUint(b []byte, x uint64) []byte { return binary.AppendUvarint(b, x) }

// AppendInt appends x as a signed varint.
func AppendInt(b []byte, x int) []byte { return binary.AppendVarint(b, int64(x)) }

// AppendBool appends x as one byte, 1 or 0.
func AppendBool(b []byte, x bool) []byte {
	if x {
		return append(b, 1)
	}
	return append(b, 0)
}

// AppendStr appends s with its length before it.
func AppendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// AppendStrs appends ss with their count before them.
func AppendStrs(b []byte, ss []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ss)))
	for _, s := range ss {
		b = AppendStr(b, s)
	}
	return b
}

// AppendFloat64 appends x as 8 little-endian bytes (exact).
func AppendFloat64(b []byte, x float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
}

// AppendFloat32 appends x as 4 little-endian bytes (exact).
func AppendFloat32(b []byte, x float32) []byte {
	return binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
}

// Decoder reads the bytes the Append functions wrote, in order.
type Decoder struct {
	b       []byte
	off     int
	err     error
	corrupt error
}

// NewDecoder reads b from offset off; its errors wrap corrupt.
func NewDecoder(b []byte, off int, corrupt error) *Decoder {
	return &Decoder{b: b, off: off, corrupt: corrupt}
}

// Err is the first problem met, nil while every read succeeded.
func (d *Decoder) Err() error { return d.err }

// Off is the offset of the next read.
func (d *Decoder) Off() int { return d.off }

// Left is the number of bytes not read yet.
func (d *Decoder) Left() int { return len(d.b) - d.off }

// Fail records a problem (unless one is recorded already): the message,
// wrapping the decoder's sentinel.
func (d *Decoder) Fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf("%w: %s", d.corrupt, fmt.Sprintf(format, args...))
	}
}

func (d *Decoder) short() { d.Fail("cut short at byte %d", d.off) }

// Uint reads an unsigned varint.
func (d *Decoder) Uint() uint64 {
	if d.err != nil {
		return 0
	}
	x, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.short()
		return 0
	}
	d.off += n
	return x
}

// Int reads a signed varint.
func (d *Decoder) Int() int {
	if d.err != nil {
		return 0
	}
	x, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.short()
		return 0
	}
	d.off += n
	return int(x)
}

// Count reads a count of elements each taking at least one byte: one
// larger than the bytes left is a problem, and 0.
func (d *Decoder) Count() int {
	n := d.Uint()
	if n > uint64(d.Left()) {
		d.short()
		return 0
	}
	return int(n)
}

// Bool reads a byte written by AppendBool.
func (d *Decoder) Bool() bool {
	if d.err != nil || d.off >= len(d.b) {
		d.short()
		return false
	}
	d.off++
	return d.b[d.off-1] == 1
}

// Bytes reads the next n bytes (nil for 0), pointing into the decoded
// bytes; their capacity ends with them.
func (d *Decoder) Bytes(n int) []byte {
	if d.err != nil || n < 0 || n > d.Left() {
		d.short()
		return nil
	}
	if n == 0 {
		return nil
	}
	b := d.b[d.off : d.off+n : d.off+n]
	d.off += n
	return b
}

// Str reads a string written by AppendStr, pointing into the decoded
// bytes.
func (d *Decoder) Str() string {
	n := d.Count()
	if n == 0 {
		return ""
	}
	b := d.Bytes(n)
	if b == nil {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// Strs reads strings written by AppendStrs (nil for none).
func (d *Decoder) Strs() []string {
	n := d.Count()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.Str()
	}
	return out
}

// Float64 reads a float written by AppendFloat64.
func (d *Decoder) Float64() float64 {
	b := d.Bytes(8)
	if b == nil {
		return 0
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b))
}

// Float32 reads a float written by AppendFloat32.
func (d *Decoder) Float32() float32 {
	b := d.Bytes(4)
	if b == nil {
		return 0
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(b))
}

// Rest is the bytes not read yet, for a reader of another format embedded
// here; Skip then moves past what it read.
func (d *Decoder) Rest() []byte { return d.b[d.off:] }

// Skip moves n bytes on.
func (d *Decoder) Skip(n int) {
	if d.err == nil && (n < 0 || n > d.Left()) {
		d.short()
		return
	}
	if d.err == nil {
		d.off += n
	}
}
