// Package verify checks the facts stated in prose against the sources of
// truth (DESIGN §8): Markdown is for humans, structured data is canonical.
//
// Check finds the facts of a text (ISO and written dates, ULIDs, IDs such as
// DEL-12345, KEP-1234, "KEP #1234" or "enhancement #1234", numbers, money,
// versions such as v1.27, 1.27 or "Kubernetes 1.27", statuses, SIG names and
// @handles), ties each to a subject (the nearest ID mention in its
// sentence, else the previous sentence's, else the default subject) and to a
// field (from the words around it: "beta in v1.27" is milestone.beta,
// "created on 2023-01-05" is creation-date, "owned by sig-node" is
// owning-sig, or any word naming a field of the subject's record), looks the
// subject up in the records of the sources of truth (CSV rows, YAML
// documents and the front matter of Markdown documents) and gives a verdict:
// verified, mismatch (the source-of-truth value, path and line win) or
// unknown, with a reason.
//
// A Verifier is built once from the records (New, FromDocuments or Load,
// which reads them from the graph) and indexes them in memory; Check and
// Annotate are then pure functions of their arguments, deterministic and
// safe for concurrent use. AppendAction writes the actions.csv log line of
// a verification; it is the package's only file-system I/O besides Load's
// graph read.
package verify
