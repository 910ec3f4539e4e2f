package config

import (
	"errors"
	"fmt"
	"time"

	"github.com/canon-kg/canon/sources"
)

// Limits bound the work of one file during ingest and validate; a file over
// a limit is rejected with a failure at the line where it was crossed, and
// the rest of the run goes on (sources.Limits).
type Limits struct {
	// YAMLAliasNodes bounds the YAML nodes a source of truth may reach
	// through aliases (alias bombs expand 684 bytes to millions of nodes).
	YAMLAliasNodes int `yaml:"yaml_alias_nodes"`
	// RecordsPerFile bounds the records (CSV rows, YAML mappings) of one
	// source of truth.
	RecordsPerFile int `yaml:"records_per_file"`
	// RulesPerFile bounds the rules extracted from one document.
	RulesPerFile int `yaml:"rules_per_file"`
	// NestingDepth bounds nested Markdown lists and block quotes and nested
	// YAML collections.
	NestingDepth int `yaml:"nesting_depth"`
	// FileTime is the work time budget of one file.
	FileTime time.Duration `yaml:"file_time"`
}

// DefaultLimits are sources.DefaultLimits.
func DefaultLimits() Limits {
	d := sources.DefaultLimits
	return Limits{
		YAMLAliasNodes: d.AliasNodes, RecordsPerFile: d.Records, RulesPerFile: d.Rules,
		NestingDepth: d.Depth, FileTime: d.FileTime,
	}
}

// Sources returns the limits as the parser takes them.
func (l Limits) Sources() sources.Limits {
	return sources.Limits{
		AliasNodes: l.YAMLAliasNodes, Records: l.RecordsPerFile, Rules: l.RulesPerFile,
		Depth: l.NestingDepth, FileTime: l.FileTime,
	}
}

// Validate requires every limit to be positive.
func (l Limits) Validate() error {
	var errs []error
	for _, f := range []struct {
		key string
		v   int64
	}{
		{"yaml_alias_nodes", int64(l.YAMLAliasNodes)}, {"records_per_file", int64(l.RecordsPerFile)},
		{"rules_per_file", int64(l.RulesPerFile)}, {"nesting_depth", int64(l.NestingDepth)},
		{"file_time", int64(l.FileTime)},
	} {
		if f.v <= 0 {
			errs = append(errs, fmt.Errorf("limits.%s: %d is not positive", f.key, f.v))
		}
	}
	return errors.Join(errs...)
}
