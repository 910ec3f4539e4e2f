// Command query answers questions from canon's stores.
//
//	query context --task TEXT [--files P1,P2] [--mode planning|execution|review] [--k N]
//	              [--budget TOKENS] [--explain] [--json] [--data DIR] [--config FILE]
//	query search  TEXT [--k N] [--json] [--data DIR] [--config FILE]
//	query verify  (--text TEXT | --file F | -) [--subject ID] [--json] [--data DIR] [--config FILE]
//	query capsule [--out FILE] [--data DIR] [--config FILE]
//	query eval    --beir DIR [--split test] [--tune] [--json]
//
// Exit codes: 0 ok, 1 runtime error, 2 usage error, 3 a fact mismatches its
// source of truth (verify). The command is wiring only: the work is done by
// the retrieve, verify, capsule and eval packages.
package main
