// Package config reads canon's YAML configuration file.
//
// The file is optional: Default returns a configuration that ingests the
// roots named on the command line into .canon/ beside the working
// directory. A file is decoded strictly (unknown keys are errors, with their
// line), relative paths in it are resolved against the file's directory,
// and Validate checks the values. Flags override the file; that is the
// caller's business.
package config
