package capsule

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/graph"
)

// SchemaVersion is the version of the capsule's JSON schema.
const SchemaVersion = "canon-capsule/1"

// CacheKeyPrefix starts every cache key.
const CacheKeyPrefix = "canon-contract:fnv1a32:"

// Default limits of the bounded lists.
const (
	DefaultSourceArtifactLimit = 200
	DefaultRuleLimit           = 1000
	DefaultFindingLimit        = 200
	DefaultConstitutionLines   = 60
)

// TimeFormat is the layout of created_at (UTC, milliseconds).
const TimeFormat = "2006-01-02T15:04:05.000Z"

// Capsule is the contract capsule. Field order is the JSON order.
type Capsule struct {
	SchemaVersion string `json:"schema_version"`
	// SnapshotID is "snap-" and the first 16 hex digits of SourceHash.
	SnapshotID string `json:"snapshot_id"`
	ProjectID  string `json:"project_id"`
	// CreatedAt is the only time-bound field (TimeFormat).
	CreatedAt string `json:"created_at"`
	// SourceHash is "sha256:" and the hex sha256 over every source file's
	// path and content hash, in path order.
	SourceHash string `json:"source_hash"`
	// ContractHash is "fnv1a32:" and the FNV-1a 32 hex of the canonical
	// contract content.
	ContractHash string `json:"contract_hash"`
	// CacheKey is CacheKeyPrefix and the contract hash's hex.
	CacheKey string  `json:"cache_key"`
	Summary  Summary `json:"summary"`

	Constitution Constitution `json:"constitution"`

	RuleLimit      int    `json:"rule_limit"`
	RulesTruncated bool   `json:"rules_truncated"`
	Rules          []Rule `json:"rules"`

	SOPs      []SOP      `json:"sops"`
	Decisions []Decision `json:"decisions"`

	SourceArtifactLimit      int        `json:"source_artifact_limit"`
	SourceArtifactsTruncated bool       `json:"source_artifacts_truncated"`
	SourceArtifacts          []Artifact `json:"source_artifacts"`

	OpenFindingLimit      int               `json:"open_finding_limit"`
	OpenFindingsTruncated bool              `json:"open_findings_truncated"`
	OpenFindings          []finding.Finding `json:"open_findings"`
}

// Summary counts the whole snapshot, whatever the list limits cut.
type Summary struct {
	SourceArtifacts   int    `json:"source_artifacts"`
	RuleFiles         int    `json:"rule_files"`
	SOPs              int    `json:"sops"`
	ADRs              int    `json:"adrs"`
	Docs              int    `json:"docs"`
	Skills            int    `json:"skills"`
	SourcesOfTruth    int    `json:"sources_of_truth"`
	Rules             int    `json:"rules"`
	ConstitutionRules int    `json:"constitution_rules"`
	Decisions         int    `json:"decisions"`
	OpenFindings      int    `json:"open_findings"`
	Status            string `json:"status"`
}

// Constitution is the always-loaded rule text, capped at LineLimit lines;
// the rules the cap cut are listed in Truncated, never silently lost.
type Constitution struct {
	Text      string   `json:"text"`
	Lines     int      `json:"lines"`
	LineLimit int      `json:"line_limit"`
	Rules     []string `json:"rules"`     // "path#ID" of the rules in Text
	Truncated []string `json:"truncated"` // "path#ID" of the rules cut
}

// Rule is one rule of the contract.
type Rule struct {
	ID   string `json:"id"`
	Path string `json:"path"`
	Line int    `json:"line"`
	Text string `json:"text"`
	// LeadIn is the heading of the rule's section when it ends in a colon
	// and so introduces the rule ("DO NOT use high-cardinality
	// attributes:" over "**UUIDs/IDs**: `envId`"): the rule means nothing,
	// or the opposite, without it. Absent otherwise.
	LeadIn       string   `json:"lead_in,omitempty"`
	Severity     string   `json:"severity"` // BLOCK|FAIL|WARN or ""
	Risk         string   `json:"risk"`     // critical|high|medium|low|info or ""
	Priority     int      `json:"priority"`
	Polarity     string   `json:"polarity"` // must|never|should or ""
	Constitution bool     `json:"constitution"`
	Scope        []string `json:"scope"` // globs; empty: the whole repository
	Domains      []string `json:"domains"`
	// Also cites, as "path:line", the copies of this rule in other files
	// of the same scope (a CLAUDE.md repeating its AGENTS.md, or a link to
	// it), which are not listed again; absent when there are none.
	Also []string `json:"also,omitempty"`
}

// SOP is the metadata of a standard operating procedure (not its body).
type SOP struct {
	Path         string   `json:"path"`
	Title        string   `json:"title"`
	AppliesTo    []string `json:"applies_to"`
	Severity     string   `json:"severity"`
	Summary      string   `json:"summary"`
	Requirements []string `json:"requirements"` // in document order
}

// Decision is an accepted architecture decision not superseded by another
// accepted one.
type Decision struct {
	Number     string   `json:"number"`
	Path       string   `json:"path"`
	Title      string   `json:"title"`
	Date       string   `json:"date"`
	Decision   string   `json:"decision"`
	Supersedes []string `json:"supersedes"` // paths
	Amends     []string `json:"amends"`     // paths
}

// Artifact is one source file of the snapshot.
type Artifact struct {
	Path string `json:"path"` // relative to its root
	Kind string `json:"kind"`
	Hash string `json:"hash"` // sha256 hex of the file's bytes
}

// Limits bound the capsule's lists; zero values mean the defaults.
type Limits struct {
	SourceArtifacts   int
	Rules             int
	Findings          int
	ConstitutionLines int
}

func (l Limits) withDefaults() Limits {
	pos := func(v, d int) int {
		if v > 0 {
			return v
		}
		return d
	}
	return Limits{
		SourceArtifacts:   pos(l.SourceArtifacts, DefaultSourceArtifactLimit),
		Rules:             pos(l.Rules, DefaultRuleLimit),
		Findings:          pos(l.Findings, DefaultFindingLimit),
		ConstitutionLines: pos(l.ConstitutionLines, DefaultConstitutionLines),
	}
}

// Input is everything a capsule is built from.
type Input struct {
	ProjectID string
	CreatedAt time.Time
	// Quads are the snapshot's quads; only ContractPredicates are read, so
	// Store.Edges(ctx, ContractPredicates...) is enough.
	Quads     []graph.Quad
	Artifacts []Artifact
	Findings  []finding.Finding
	Limits    Limits
}

// Build builds the capsule of in. It is pure and deterministic: inputs in
// any order give the same capsule.
func Build(in Input) (*Capsule, error) {
	lim := in.Limits.withDefaults()
	con := readContract(in.Quads)

	arts := slices.Clone(in.Artifacts)
	slices.SortFunc(arts, func(a, b Artifact) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), strings.Compare(a.Hash, b.Hash), strings.Compare(a.Kind, b.Kind))
	})
	hashes := make(map[string]string, len(arts))
	for _, a := range arts {
		hashes[a.Path] = a.Hash
	}
	source := datadir.SourceHash(hashes)
	contractHex, err := contractHash(con)
	if err != nil {
		return nil, err
	}
	findings := slices.Clone(in.Findings)
	finding.Sort(findings)
	findings = slices.Compact(findings)
	if findings == nil {
		findings = []finding.Finding{}
	}

	c := &Capsule{
		SchemaVersion:       SchemaVersion,
		SnapshotID:          datadir.SnapshotIDOf(source),
		ProjectID:           in.ProjectID,
		CreatedAt:           in.CreatedAt.UTC().Format(TimeFormat),
		SourceHash:          "sha256:" + source,
		ContractHash:        "fnv1a32:" + contractHex,
		CacheKey:            CacheKeyPrefix + contractHex,
		Constitution:        constitution(con.rules, con.cons, lim.ConstitutionLines),
		RuleLimit:           lim.Rules,
		SOPs:                con.sops,
		Decisions:           con.decisions,
		SourceArtifactLimit: lim.SourceArtifacts,
		OpenFindingLimit:    lim.Findings,
	}
	c.Rules, c.RulesTruncated = bound(con.rules, lim.Rules)
	c.SourceArtifacts, c.SourceArtifactsTruncated = bound(arts, lim.SourceArtifacts)
	c.OpenFindings, c.OpenFindingsTruncated = bound(findings, lim.Findings)

	s := &c.Summary
	s.SourceArtifacts = len(arts)
	for _, a := range arts {
		switch a.Kind {
		case "rule":
			s.RuleFiles++
		case "sop":
			s.SOPs++
		case "adr":
			s.ADRs++
		case "doc":
			s.Docs++
		case "skill":
			s.Skills++
		case "sot":
			s.SourcesOfTruth++
		}
	}
	s.Rules = len(con.rules)
	for _, r := range con.rules {
		if con.cons[r.Path+"#"+r.ID].Member() {
			s.ConstitutionRules++
		}
	}
	s.Decisions = len(con.decisions)
	s.OpenFindings = len(findings)
	s.Status = finding.Status(findings)
	return c, nil
}

// bound returns the first n items of xs (never nil) and whether it cut any.
func bound[T any](xs []T, n int) ([]T, bool) {
	if len(xs) > n {
		return slices.Clone(xs[:n]), true
	}
	if xs == nil {
		return []T{}, false
	}
	return xs, false
}

// Marshal returns the capsule's JSON: two-space indent, no HTML escaping,
// a final newline.
func (c *Capsule) Marshal() ([]byte, error) {
	var b bytes.Buffer
	if err := c.Encode(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Encode writes the capsule's JSON to w.
func (c *Capsule) Encode(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return fmt.Errorf("encode capsule %s: %w", c.SnapshotID, err)
	}
	return nil
}

// Write stores the capsule at path atomically: readers see the previous
// capsule or this one, never a mix. Only a regular file is replaced; a
// symbolic link to one is followed (the link stays); a directory, device,
// FIFO or socket, or a link to one, is refused with ErrNotRegular.
func (c *Capsule) Write(path string) error {
	path, err := regularTarget(path)
	if err != nil {
		return err
	}
	b, err := c.Marshal()
	if err != nil {
		return err
	}
	if err := datadir.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("write capsule %s: %w", c.SnapshotID, err)
	}
	return nil
}

// Read decodes a capsule written by Write.
func Read(r io.Reader) (*Capsule, error) {
	var c Capsule
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("read capsule: %w", err)
	}
	return &c, nil
}

// contractHash is the FNV-1a 32 hex of the canonical JSON of the contract.
func contractHash(con contract) (string, error) {
	b, err := canonicalJSON(con.hashed())
	if err != nil {
		return "", fmt.Errorf("contract hash: %w", err)
	}
	h := fnv.New32a()
	h.Write(b)
	return fmt.Sprintf("%08x", h.Sum32()), nil
}

// canonicalJSON encodes v with every object's keys sorted, no indentation
// and no HTML escaping.
func canonicalJSON(v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(generic); err != nil { // maps encode with sorted keys
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte{'\n'}), nil
}
