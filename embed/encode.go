package embed

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// encodingVersion is the first byte of an encoded vector.
const encodingVersion = 1

// headerLen is version (1) + dimension (uint16) + scale (float32).
const headerLen = 1 + 2 + 4

// ErrEncoding is returned (wrapped) by Decode for malformed input.
var ErrEncoding = errors.New("embed: malformed vector encoding")

// Encode returns a compact text form of v for storing beside a chunk:
// unpadded standard base64 of a version byte, the dimension (uint16 little
// endian), a float32 scale and one int8 per component (component =
// int8 * scale, scale = max|component| / 127). A 384-dimension vector takes
// 522 characters; cosine similarity after a round trip differs from the
// original by less than 0.01.
func (v Vector) Encode() string {
	_, s := v.appendEncoded(nil)
	return s
}

// appendEncoded appends the binary form of v to buf (reused as scratch)
// and returns the grown buffer and the encoding.
func (v Vector) appendEncoded(buf []byte) ([]byte, string) {
	if len(v) > math.MaxUint16 {
		panic(fmt.Sprintf("embed: cannot encode a vector of %d dimensions", len(v)))
	}
	n := headerLen + len(v)
	buf = slices.Grow(buf[:0], n+base64.RawStdEncoding.EncodedLen(n))[:n]
	buf[0] = encodingVersion
	binary.LittleEndian.PutUint16(buf[1:], uint16(len(v)))
	var maxAbs float32
	for _, x := range v {
		// Not the builtin max: its NaN and signed-zero handling made this
		// loop most of Encode's time.
		if a := float32(math.Abs(float64(x))); a > maxAbs {
			maxAbs = a
		}
	}
	scale := maxAbs / 127
	binary.LittleEndian.PutUint32(buf[3:], math.Float32bits(scale))
	if scale > 0 {
		for i, x := range v {
			// Round half away from zero, as math.Round: f is a float32
			// within ±127, so f±0.5 is exact in float64 and truncation
			// rounds it. Copysign avoids a branch on the (random) sign.
			f := float64(x / scale)
			buf[headerLen+i] = byte(int8(f + math.Copysign(0.5, f)))
		}
	} else {
		clear(buf[headerLen:])
	}
	out := buf[n : n+base64.RawStdEncoding.EncodedLen(n)]
	base64.RawStdEncoding.Encode(out, buf[:n])
	return buf, string(out)
}

// Decode parses the output of Vector.Encode.
func Decode(s string) (Vector, error) {
	buf, err := base64.RawStdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("decode vector: %w: %w", ErrEncoding, err)
	}
	if len(buf) < headerLen {
		return nil, fmt.Errorf("decode vector: %w: %d bytes, want at least %d", ErrEncoding, len(buf), headerLen)
	}
	if buf[0] != encodingVersion {
		return nil, fmt.Errorf("decode vector: %w: version %d, want %d", ErrEncoding, buf[0], encodingVersion)
	}
	dim := int(binary.LittleEndian.Uint16(buf[1:]))
	if len(buf) != headerLen+dim {
		return nil, fmt.Errorf("decode vector: %w: %d bytes for %d dimensions, want %d", ErrEncoding, len(buf), dim, headerLen+dim)
	}
	scale := math.Float32frombits(binary.LittleEndian.Uint32(buf[3:]))
	if math.IsNaN(float64(scale)) || math.IsInf(float64(scale), 0) || scale < 0 {
		return nil, fmt.Errorf("decode vector: %w: scale %v", ErrEncoding, scale)
	}
	v := make(Vector, dim)
	for i := range v {
		v[i] = float32(int8(buf[headerLen+i])) * scale
	}
	return v, nil
}
