// Package verify checks the facts stated in prose against the sources of
// truth (DESIGN §8): Markdown is for humans, structured data is canonical.
//
// Check finds the facts of a text (ISO and written dates, ULIDs, IDs such as
// DEL-12345, KEP-1234, "KEP #1234" or "enhancement #1234", numbers with an
// optional unit such as 25% or "3 months", money, versions such as v1.27,
// 1.27 or "Kubernetes 1.27", statuses, SIG names and @handles), ties each
// to a subject (the nearest ID or record name mention in its sentence, such
// as REL-2026-46 or "the payments service", else the previous sentence's,
// else the default subject) and to a field, looks the subject up in the
// records of the sources of truth (CSV rows, YAML documents, the mappings
// nested in a YAML document without a key, and the front matter of
// Markdown documents) and gives a verdict: verified, mismatch (the
// source-of-truth value, path and line win) or unknown, with a reason.
//
// The field of a value is found, in order, from: the words around it
// ("beta in v1.27" is milestone.beta, "created on 2023-01-05" is
// creation-date, "owned by sig-node" is owning-sig); a word of its clause
// naming a field of the subject's record ("the fee of DEL-1 is $52,500");
// a synonym of such a field ("went live" is launched, "written in" is
// language, "managed by" is manager); and finally the value's type. Field
// inference by type applies to dates, versions, amounts and numbers with a
// unit, and only when the subject is named before the value in the same
// clause ("REL-2026-46 shipped v2.16.1 on 2026-11-10"): when exactly one
// field of the subject's records holds a value of that type, that field is
// used and the fact's reason says "field inferred from value type"; when
// several do, the verdict stays unknown with an "ambiguous" reason. A plain
// number is never tied to a field by its type.
//
// Plain string values are facts too when a sentence that names the
// subject states them after a field word: the words of a field name of the
// subject's record (on_call is "on call"; alwaysApply is "always apply")
// or a synonym ("owned by", "maintained by", "managed by", "written in"),
// then within a few filler words an identifier-like token linked to it by
// the phrase itself ("owned by team-ledger"), a copula ("status is
// rolled-back"), a ":" or "=", or a list item ("owner team-payments,
// language go."). The token is compared case-insensitively with the value
// (or its list items); "the platform team" states team-platform. Negated
// statements ("is not team-x") give no fact. ID fields and the field
// holding the record's own key never take part.
//
// A Verifier is built once from the records (New, FromDocuments or Load,
// which reads them from the graph) and indexes them in memory; Check and
// Annotate are then pure functions of their arguments, deterministic and
// safe for concurrent use. AppendAction writes the actions.csv log line of
// a verification; it is the package's only file-system I/O besides Load's
// graph read.
package verify
