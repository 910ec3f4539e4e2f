// Package cli holds what canon's commands share about errors and exit
// codes: a usage error exits 2 and prints the usage, a status error exits
// with the code it carries (3: validation BLOCKED, a fact mismatch), help
// prints the usage to stdout and exits 0, any other error exits 1.
package cli
