package staleness

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/sources"
)

// Rule IDs of the findings Check raises.
const (
	// RuleReviewDue: last_reviewed_on + review_in (or MaxAge) has passed.
	RuleReviewDue = "SOT-REVIEW-DUE"
	// RuleStale: a data file without review fields was not modified
	// within MaxAge.
	RuleStale = "SOT-STALE"
	// RuleReviewInvalid: the review fields cannot be read.
	RuleReviewInvalid = "SOT-REVIEW-INVALID"
)

// IsRule reports whether id is the rule ID of a finding Check raises.
func IsRule(id string) bool {
	return id == RuleReviewDue || id == RuleStale || id == RuleReviewInvalid
}

// Front-matter (or top-level YAML) keys of the review fields.
const (
	KeyLastReviewed = "last_reviewed_on"
	KeyReviewIn     = "review_in"
)

// DefaultMaxAge is the age after which a source of truth is stale (30 days).
const DefaultMaxAge = 30 * 24 * time.Hour

// Options configure Check.
type Options struct {
	// MaxAge is how long a data file stays fresh after its modification,
	// and a document after last_reviewed_on when it has no review_in;
	// 0 means DefaultMaxAge.
	MaxAge time.Duration
	// MaxSize is the largest file read; larger ones are skipped. 0 means
	// sources.DefaultMaxSize.
	MaxSize int64
}

// Skip is a file Check could not judge.
type Skip struct {
	Path string `json:"path"`
	Err  string `json:"error"`
}

// Report is the result of Check.
type Report struct {
	Checked  int               `json:"checked"`
	Findings []finding.Finding `json:"findings"`
	Skipped  []Skip            `json:"skipped"`
}

// Check judges every file at now and returns the findings in finding.Sort
// order. Files are read (Markdown for its front matter, YAML for its
// top-level keys); a CSV file is judged by its modification time alone. It
// returns an error only when ctx ends.
func Check(ctx context.Context, files []sources.File, now time.Time, opt Options) (*Report, error) {
	rep := &Report{Findings: []finding.Finding{}, Skipped: []Skip{}}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return rep, fmt.Errorf("staleness check: %w", err)
		}
		meta, lines, err := readReview(f, opt.MaxSize)
		if err != nil {
			rep.Skipped = append(rep.Skipped, Skip{Path: f.Path, Err: err.Error()})
			continue
		}
		rep.Checked++
		rep.Findings = append(rep.Findings, Evaluate(f, meta, lines, now, opt.MaxAge)...)
	}
	finding.Sort(rep.Findings)
	return rep, nil
}

// IsData reports whether the root-relative path is a structured data file
// (CSV or YAML), judged by its modification time when it has no review
// fields.
func IsData(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".csv", ".yaml", ".yml":
		return true
	}
	return false
}

// Evaluate judges one file at now from its review fields (meta, with the
// line of each key in lines; both may be nil) and its modification time.
// maxAge 0 means DefaultMaxAge. It is pure.
func Evaluate(f sources.File, meta map[string]any, lines map[string]int, now time.Time, maxAge time.Duration) []finding.Finding {
	if maxAge <= 0 {
		maxAge = DefaultMaxAge
	}
	warn := func(rule string, line int, format string, args ...any) []finding.Finding {
		return []finding.Finding{{Rule: rule, Severity: finding.Warn, Path: f.Path, Line: line, Message: fmt.Sprintf(format, args...)}}
	}
	last, hasLast := meta[KeyLastReviewed]
	in, hasIn := meta[KeyReviewIn]
	switch {
	case hasLast:
		reviewed, err := parseDate(last)
		if err != nil {
			return warn(RuleReviewInvalid, lines[KeyLastReviewed], "%s: %v", KeyLastReviewed, err)
		}
		due, why := reviewed.Add(maxAge), fmt.Sprintf("%s %s + %s", KeyLastReviewed, day(reviewed), days(maxAge))
		line := lines[KeyLastReviewed]
		if hasIn {
			iv, err := intervalValue(in)
			if err != nil {
				return warn(RuleReviewInvalid, lines[KeyReviewIn], "%s: %v", KeyReviewIn, err)
			}
			due, why = iv.AddTo(reviewed), fmt.Sprintf("%s %s + %s %s", KeyLastReviewed, day(reviewed), KeyReviewIn, iv)
		}
		if now.After(due) {
			return warn(RuleReviewDue, line, "review was due on %s (%s)", day(due), why)
		}
		return nil
	case hasIn:
		return warn(RuleReviewInvalid, lines[KeyReviewIn], "%s without %s: the review date is unknown", KeyReviewIn, KeyLastReviewed)
	case IsData(f.Path) && !f.ModTime.IsZero():
		if now.Sub(f.ModTime) > maxAge {
			return warn(RuleStale, 0, "source of truth last modified %s, more than %s before the check; review it and record %s", day(f.ModTime), days(maxAge), KeyLastReviewed)
		}
	}
	return nil
}

func day(t time.Time) string { return t.UTC().Format("2006-01-02") }

// days formats a duration in whole days.
func days(d time.Duration) string {
	n := int(d / (24 * time.Hour))
	if n == 1 {
		return "1 day"
	}
	return fmt.Sprintf("%d days", n)
}

// readReview returns the review fields of a file: the front matter of a
// document, the top-level mapping of a YAML file, nothing for a CSV file.
func readReview(f sources.File, maxSize int64) (map[string]any, map[string]int, error) {
	ext := strings.ToLower(path.Ext(f.Path))
	if ext == ".csv" {
		return nil, nil, nil
	}
	data, err := sources.ReadFile(f, maxSize)
	if err != nil {
		return nil, nil, err
	}
	if ext == ".yaml" || ext == ".yml" {
		return yamlReview(data)
	}
	return sources.ReadFrontMatter(f, data, sources.ParseOptions{MaxSize: maxSize})
}

// yamlReview reads the review keys of a YAML file whose top level is a
// mapping (the first document of a stream).
func yamlReview(data []byte) (map[string]any, map[string]int, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil, nil
		}
		return nil, nil, fmt.Errorf("yaml: %w", err)
	}
	if len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		return nil, nil, nil
	}
	m := root.Content[0]
	meta, lines := map[string]any{}, map[string]int{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if k.Value != KeyLastReviewed && k.Value != KeyReviewIn {
			continue
		}
		lines[k.Value] = k.Line
		if v.Kind != yaml.ScalarNode {
			meta[k.Value] = fmt.Sprintf("<%s>", v.ShortTag())
			continue
		}
		meta[k.Value] = v.Value
	}
	return meta, lines, nil
}
