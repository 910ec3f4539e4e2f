package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/canon-kg/canon/constitution"
	"gopkg.in/yaml.v3"
)

// Config is the configuration shared by the ingest and query commands.
type Config struct {
	// Roots are the directories to ingest.
	Roots []string `yaml:"roots"`
	// Include and Exclude are doublestar globs on root-relative paths; an
	// empty Include means the default set of Markdown, rule and SoT files.
	Include []string `yaml:"include"`
	Exclude []string `yaml:"exclude"`
	// Data is the data directory (default .canon).
	Data string `yaml:"data"`
	// Graph is the graph store URL; empty means the embedded bbolt store in
	// Data/graph. postgres://user@host:port/db selects PostgreSQL.
	Graph string `yaml:"graph"`
	// GraphSync makes every embedded graph commit fsync (slower; survives
	// power loss, not just process death).
	GraphSync bool `yaml:"graph_sync"`
	// MaxFileSize is the largest file ingested, in bytes.
	MaxFileSize int64 `yaml:"max_file_size"`
	// Workers bounds parsing concurrency; 0 means the number of CPUs.
	Workers int `yaml:"workers"`
	// LockTimeout is how long a command waits for another one holding the
	// data directory.
	LockTimeout time.Duration `yaml:"lock_timeout"`
	Chunk       Chunk         `yaml:"chunk"`
	// ConstitutionLines caps the constitution text (DESIGN §2).
	ConstitutionLines int `yaml:"constitution_lines"`
	// ConstitutionTokens caps the constitution an agent is served (the
	// pack, get_rules_for_file, the hook) in tokens: over it, the rules of
	// highest priority, then those scoped to the files and closest to the
	// task, are kept and the rest listed as cut.
	ConstitutionTokens int `yaml:"constitution_tokens"`
	// Retrieval configures query context (config/retrieval.go).
	Retrieval Retrieval `yaml:"retrieval"`
	// Jobs configures `ingest schedule` (config/jobs.go).
	Jobs Jobs `yaml:"jobs"`
	// Capsule configures the contract capsule (config/jobs.go).
	Capsule Capsule `yaml:"capsule"`
	// Limits bound the work of one file (config/limits.go).
	Limits Limits `yaml:"limits"`
	// Verify configures the fact checker of query verify and query
	// context.
	Verify Verify `yaml:"verify"`

	// dir is the directory of the file the config was read from.
	dir string
}

// Verify configures the fact checker.
type Verify struct {
	// Profiles are the corpus profiles the checker uses: the name of one
	// shipped with it (kep, adr) or the path of a profile file, relative
	// to the config file (see go doc ./verify Profile).
	Profiles []string `yaml:"profiles"`
}

// Chunk bounds chunk sizes in estimated tokens.
type Chunk struct {
	MaxTokens int `yaml:"max_tokens"`
	MinTokens int `yaml:"min_tokens"`
}

// Default returns the configuration used when there is no file.
func Default() Config {
	return Config{
		Data:               ".canon",
		MaxFileSize:        10 << 20,
		LockTimeout:        30 * time.Second,
		Chunk:              Chunk{MaxTokens: 400, MinTokens: 40},
		ConstitutionLines:  60,
		ConstitutionTokens: constitution.DefaultTokens,
		Retrieval:          DefaultRetrieval(),
		Jobs:               DefaultJobs(),
		Capsule:            DefaultCapsule(),
		Limits:             DefaultLimits(),
	}
}

// Load reads the configuration file at path over the defaults.
func Load(path string) (Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return Config{}, fmt.Errorf("read config: %w", err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	c, err := Decode(f)
	if err != nil {
		return Config{}, fmt.Errorf("config %s: %w", path, err)
	}
	abs, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return Config{}, fmt.Errorf("config %s: %w", path, err)
	}
	c.dir = abs
	c.resolve()
	if err := c.Validate(); err != nil {
		return Config{}, fmt.Errorf("config %s: %w", path, err)
	}
	return c, nil
}

// LoadOrDefault is Load when path is set, else Default: what a command
// does with an optional --config flag.
func LoadOrDefault(path string) (Config, error) {
	if path == "" {
		return Default(), nil
	}
	return Load(path)
}

// Decode decodes a configuration strictly over the defaults.
func Decode(r io.Reader) (Config, error) {
	c := Default()
	b, err := io.ReadAll(r)
	if err != nil {
		return c, err
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return c, nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
		return c, err
	}
	return c, nil
}

// Dir is the directory of the configuration file ("" for Default).
func (c Config) Dir() string { return c.dir }

func (c *Config) resolve() {
	abs := func(p string) string {
		if p == "" || filepath.IsAbs(p) || strings.Contains(p, "://") {
			return p
		}
		return filepath.Join(c.dir, p)
	}
	for i, r := range c.Roots {
		c.Roots[i] = abs(r)
	}
	c.Data = abs(c.Data)
	for i, p := range c.Verify.Profiles {
		if strings.ContainsAny(p, `/\`) || strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml") {
			c.Verify.Profiles[i] = abs(p) // a file; a bare name is a shipped profile
		}
	}
}

// Validate checks the values of the configuration.
func (c Config) Validate() error {
	var errs []error
	for _, g := range append(append([]string{}, c.Include...), c.Exclude...) {
		if !doublestar.ValidatePattern(g) {
			errs = append(errs, fmt.Errorf("invalid glob %q", g))
		}
	}
	if c.Data == "" {
		errs = append(errs, errors.New("data: empty"))
	}
	if c.MaxFileSize <= 0 {
		errs = append(errs, fmt.Errorf("max_file_size: %d is not positive", c.MaxFileSize))
	}
	if c.Workers < 0 {
		errs = append(errs, fmt.Errorf("workers: %d is negative", c.Workers))
	}
	if c.LockTimeout < 0 {
		errs = append(errs, fmt.Errorf("lock_timeout: %s is negative", c.LockTimeout))
	}
	if c.Chunk.MaxTokens < 50 || c.Chunk.MinTokens < 0 || c.Chunk.MinTokens > c.Chunk.MaxTokens {
		errs = append(errs, fmt.Errorf("chunk: want 50 <= max_tokens and 0 <= min_tokens <= max_tokens, got %d/%d", c.Chunk.MaxTokens, c.Chunk.MinTokens))
	}
	if c.ConstitutionLines <= 0 {
		errs = append(errs, fmt.Errorf("constitution_lines: %d is not positive", c.ConstitutionLines))
	}
	if c.ConstitutionTokens <= 0 {
		errs = append(errs, fmt.Errorf("constitution_tokens: %d is not positive", c.ConstitutionTokens))
	}
	if err := c.Retrieval.Validate(); err != nil {
		errs = append(errs, err)
	}
	if err := c.Jobs.Validate(); err != nil {
		errs = append(errs, err)
	}
	if err := c.Capsule.Validate(); err != nil {
		errs = append(errs, err)
	}
	if err := c.Limits.Validate(); err != nil {
		errs = append(errs, err)
	}
	for _, p := range c.Verify.Profiles {
		if strings.TrimSpace(p) == "" {
			errs = append(errs, errors.New("verify: profiles: empty name"))
		}
	}
	if c.Graph != "" && strings.Contains(c.Graph, "://") {
		scheme, _, _ := strings.Cut(c.Graph, "://")
		switch scheme {
		case "bolt", "bbolt", "postgres", "postgresql":
		default:
			errs = append(errs, fmt.Errorf("graph: unsupported store %q (want a path, bolt://PATH or postgres://...)", scheme))
		}
	}
	return errors.Join(errs...)
}

// ConstitutionLimits are the caps of the constitution an agent is served.
func (c Config) ConstitutionLimits() constitution.Limits {
	return constitution.Limits{Lines: c.ConstitutionLines, Tokens: c.ConstitutionTokens}
}
