package config

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Jobs configures the batch jobs of `ingest schedule` (DESIGN §1, §10).
// Schedules are cron specs: five fields ("0 3 * * *"), six with seconds
// first ("*/10 * * * * *"), descriptors ("@daily", "@every 15m"), an
// optional "CRON_TZ=Zone " prefix, or "off" for a job run only with --once.
// The jobs package parses them fully; Validate here checks their shape.
type Jobs struct {
	// Ingest is the schedule of the ingest of every root.
	Ingest string `yaml:"ingest"`
	// Capsule is the schedule of the capsule regeneration.
	Capsule string `yaml:"capsule"`
	// Staleness is the schedule of the source-of-truth staleness check.
	Staleness string `yaml:"staleness"`
	// StopTimeout is how long the daemon waits for a running job when it
	// is asked to stop before it cancels the job.
	StopTimeout time.Duration `yaml:"stop_timeout"`
	// StaleAfter is the age past which a source of truth without review
	// fields is stale (DESIGN §8).
	StaleAfter time.Duration `yaml:"stale_after"`
}

// DefaultJobs returns the default schedules: ingest every 15 minutes, the
// capsule nightly at 03:00, the staleness check daily.
func DefaultJobs() Jobs {
	return Jobs{
		Ingest:      "@every 15m",
		Capsule:     "0 3 * * *",
		Staleness:   "@daily",
		StopTimeout: 30 * time.Second,
		StaleAfter:  30 * 24 * time.Hour,
	}
}

// Validate checks the shape of the schedules and the durations.
func (j Jobs) Validate() error {
	var errs []error
	for _, s := range []struct{ name, spec string }{
		{"ingest", j.Ingest}, {"capsule", j.Capsule}, {"staleness", j.Staleness},
	} {
		if err := scheduleShape(s.spec); err != nil {
			errs = append(errs, fmt.Errorf("jobs.%s: %w", s.name, err))
		}
	}
	if j.StopTimeout <= 0 {
		errs = append(errs, fmt.Errorf("jobs.stop_timeout: %s is not positive", j.StopTimeout))
	}
	if j.StaleAfter <= 0 {
		errs = append(errs, fmt.Errorf("jobs.stale_after: %s is not positive", j.StaleAfter))
	}
	return errors.Join(errs...)
}

// scheduleShape accepts "off", a descriptor, or five or six fields.
func scheduleShape(spec string) error {
	s := strings.TrimSpace(spec)
	if strings.HasPrefix(s, "CRON_TZ=") || strings.HasPrefix(s, "TZ=") {
		_, rest, _ := strings.Cut(s, " ")
		s = strings.TrimSpace(rest)
	}
	switch {
	case s == "":
		return errors.New("empty schedule (use \"off\" to disable the job)")
	case s == "off", strings.HasPrefix(s, "@"):
		return nil
	}
	if n := len(strings.Fields(s)); n != 5 && n != 6 {
		return fmt.Errorf("schedule %q has %d fields, want 5 (minute hour day month weekday) or 6 (seconds first)", spec, n)
	}
	return nil
}

// Capsule configures the contract capsule (DESIGN §10).
type Capsule struct {
	// ProjectID is the capsule's project_id.
	ProjectID string `yaml:"project_id"`
	// SourceArtifactLimit, RuleLimit and FindingLimit bound the capsule's
	// lists; what they cut is flagged and still counted in the summary.
	SourceArtifactLimit int `yaml:"source_artifact_limit"`
	RuleLimit           int `yaml:"rule_limit"`
	FindingLimit        int `yaml:"finding_limit"`
}

// DefaultCapsule returns the capsule defaults.
func DefaultCapsule() Capsule {
	return Capsule{ProjectID: "proj:default", SourceArtifactLimit: 200, RuleLimit: 1000, FindingLimit: 200}
}

// Validate checks the capsule settings.
func (c Capsule) Validate() error {
	var errs []error
	if strings.TrimSpace(c.ProjectID) == "" {
		errs = append(errs, errors.New("capsule.project_id: empty"))
	}
	for _, l := range []struct {
		name string
		n    int
	}{{"source_artifact_limit", c.SourceArtifactLimit}, {"rule_limit", c.RuleLimit}, {"finding_limit", c.FindingLimit}} {
		if l.n <= 0 {
			errs = append(errs, fmt.Errorf("capsule.%s: %d is not positive", l.name, l.n))
		}
	}
	return errors.Join(errs...)
}
