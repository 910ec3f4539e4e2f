// Package wire is the framing of canon's binary files (the read model, the
// ranking's lookups, a graph adjacency): unsigned and signed varints,
// length-prefixed strings, booleans and fixed-width little-endian floats,
// written with the Append functions and read with a Decoder.
//
// A Decoder does not copy: the strings and byte runs it returns point into
// the decoded bytes, which must not be modified while they are in use. It
// never panics on bad bytes: the first problem is kept (Err), wrapping the
// sentinel the file's format gives, and every later read returns zero
// values. Counts are bounded by the bytes left, so a corrupt count cannot
// make a caller allocate without bound.
package wire
