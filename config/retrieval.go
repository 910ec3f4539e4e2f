package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// Retrieval configures `query context` (DESIGN §6-7).
type Retrieval struct {
	// Window is the model's context window in tokens; the pack's budget
	// is derived from it (DESIGN §7) unless --budget gives one.
	Window int `yaml:"window"`
	// System, Plan and Output are the tokens reserved for the system
	// prompt, the agent's plan and the expected output.
	System int `yaml:"system"`
	Plan   int `yaml:"plan"`
	Output int `yaml:"output"`
	// Safety is the share of the remainder kept free (0.2 = 20%).
	Safety float64 `yaml:"safety"`
	// Mode is the default mode: planning, execution or review.
	Mode string `yaml:"mode"`
	// Thesaurus extends the shipped software-engineering thesaurus
	// (package expand) with the team's own groups of words or phrases
	// that name one idea, e.g. [[payroll run, pay cycle, salary batch]].
	Thesaurus [][]string `yaml:"thesaurus"`
	// GistWeight is the weight of the document gist signal (each
	// document's title, file name, headings and summary as one short
	// field) in the fused score; 0, the default, leaves it out.
	GistWeight float64 `yaml:"gist_weight"`
	Modes      Modes   `yaml:"modes"`
}

// Modes holds the settings of the three retrieval modes.
type Modes struct {
	Planning  Mode `yaml:"planning"`
	Execution Mode `yaml:"execution"`
	Review    Mode `yaml:"review"`
}

// Mode is the retrieval scope of one mode (retrieval scope policy ADR).
type Mode struct {
	// KIn is the number of candidates each signal contributes; KOut the
	// number of items kept.
	KIn  int `yaml:"k_in"`
	KOut int `yaml:"k_out"`
	// Expand adds the neighbouring chunks of the same section to a chunk.
	Expand bool `yaml:"chunk_expansion"`
	// History keeps superseded, deprecated and rejected decisions (ranked
	// below their successors); without it they are filtered out.
	History bool `yaml:"history"`
	// Kinds restricts the document kinds searched (empty: all).
	Kinds []string `yaml:"kinds"`
	// Paths restricts the documents searched to these globs (empty: all).
	Paths []string `yaml:"paths"`
	// Risks restricts rules to these risk classes (empty: all).
	Risks []string `yaml:"risks"`
}

// ModeNames are the valid modes.
var ModeNames = []string{"planning", "execution", "review"}

// DefaultRetrieval returns the defaults of DESIGN §6-7.
func DefaultRetrieval() Retrieval {
	return Retrieval{
		Window: 32000, System: 2000, Plan: 2000, Output: 4000, Safety: 0.2,
		Mode: "execution",
		Modes: Modes{
			Planning:  Mode{KIn: 30, KOut: 8, Expand: true, History: true},
			Execution: Mode{KIn: 20, KOut: 6},
			Review:    Mode{KIn: 30, KOut: 10, History: true},
		},
	}
}

// ErrUnknownMode is returned for a mode other than planning, execution or review.
var ErrUnknownMode = errors.New("unknown mode (want planning, execution or review)")

// Lookup returns the settings of the named mode.
func (r Retrieval) Lookup(name string) (Mode, error) {
	switch name {
	case "planning":
		return r.Modes.Planning, nil
	case "execution":
		return r.Modes.Execution, nil
	case "review":
		return r.Modes.Review, nil
	}
	return Mode{}, fmt.Errorf("mode %q: %w", name, ErrUnknownMode)
}

var kinds = []string{"rule", "sop", "adr", "doc", "skill", "sot"}
var risks = []string{"critical", "high", "medium", "low", "info"}

// Validate checks the retrieval settings.
func (r Retrieval) Validate() error {
	var errs []error
	if r.Window <= 0 || r.System < 0 || r.Plan < 0 || r.Output < 0 {
		errs = append(errs, fmt.Errorf("retrieval: window %d must be positive and reservations %d/%d/%d not negative", r.Window, r.System, r.Plan, r.Output))
	}
	if r.Safety < 0 || r.Safety >= 1 {
		errs = append(errs, fmt.Errorf("retrieval: safety %v is outside [0,1)", r.Safety))
	}
	if _, err := r.Lookup(r.Mode); err != nil {
		errs = append(errs, fmt.Errorf("retrieval: %w", err))
	}
	if r.GistWeight < 0 || r.GistWeight > 1 {
		errs = append(errs, fmt.Errorf("retrieval: gist_weight %v is outside [0,1]", r.GistWeight))
	}
	for i, g := range r.Thesaurus {
		if len(g) < 2 || slices.ContainsFunc(g, func(s string) bool { return strings.TrimSpace(s) == "" }) {
			errs = append(errs, fmt.Errorf("retrieval: thesaurus group %d %q: want at least two non-empty entries", i+1, g))
		}
	}
	for _, name := range ModeNames {
		m, _ := r.Lookup(name)
		if m.KIn <= 0 || m.KOut <= 0 || m.KOut > m.KIn {
			errs = append(errs, fmt.Errorf("retrieval: mode %s: want 0 < k_out <= k_in, got k_in %d k_out %d", name, m.KIn, m.KOut))
		}
		for _, k := range m.Kinds {
			if !slices.Contains(kinds, k) {
				errs = append(errs, fmt.Errorf("retrieval: mode %s: unknown kind %q", name, k))
			}
		}
		for _, k := range m.Risks {
			if !slices.Contains(risks, k) {
				errs = append(errs, fmt.Errorf("retrieval: mode %s: unknown risk %q", name, k))
			}
		}
		for _, g := range m.Paths {
			if !doublestar.ValidatePattern(g) {
				errs = append(errs, fmt.Errorf("retrieval: mode %s: invalid glob %q", name, g))
			}
		}
	}
	return errors.Join(errs...)
}
