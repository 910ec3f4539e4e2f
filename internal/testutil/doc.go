// Package testutil holds helpers shared by canon's tests: locating the
// public corpora beside the repository and copying fixture trees.
package testutil
