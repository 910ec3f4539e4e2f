// Package samerule tells when rules written in different files say the
// same thing (a project's CLAUDE.md repeating its AGENTS.md, a Copilot
// instructions file copied from it, a symbolic link to it), and which copy
// to keep: the context pack (retrieve) and the contract capsule (capsule)
// both give each such rule once and cite the other copies on it.
//
// Rules are the same when their texts are equal but for case, spacing,
// Markdown emphasis and list marks (Key). The copy kept is the one in the
// file most coding agents read (FormatOrder: AGENTS.md, then the agents'
// own instruction files, then the rest), the first among equals (Kept).
package samerule
