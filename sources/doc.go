// Package sources discovers governance source files under one or more roots
// and parses each into a Document (see document.go and DESIGN §2).
//
// Discover walks roots with include/exclude doublestar globs and never
// follows a symbolic link out of its root. Classify decides a file's Kind
// (rule, sop, adr, doc or sot) from its path, front matter and body. Parse
// turns the bytes of one file into a Document: YAML front matter with the
// line of each key, the Markdown AST (goldmark with GFM tables, task lists,
// strikethrough and autolinks) as sections, top-level blocks and links with
// exact 1-based line numbers of the file on disk, the rules the document
// states, and the structure of its kind (RuleFile, SOP, ADR, or the records of
// a CSV/YAML source of truth).
//
// Invariants of a Document returned without error: Sections[0] is the
// preamble; every section, block, link, rule and record line lies within
// 1..len(Lines) (an empty section has Start == End+1); sections and blocks
// are in document order and do not overlap. Generated rule IDs depend only on
// the file path and the rule's normalised text, never on its position.
//
// Parse is a pure function of its arguments and is safe for concurrent use;
// Discover performs file-system I/O only. Errors of Parse are *ParseError
// values wrapping one of the Err* sentinels.
package sources
