package serve

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/rootpath"
	"github.com/canon-kg/canon/verify"
)

// Tool names (DESIGN §12).
const (
	ToolContext      = "prepare_task_context"
	ToolRulesForFile = "get_rules_for_file"
	ToolSearch       = "search"
	ToolVerify       = "verify_facts"
	ToolCapsule      = "get_contract_capsule"
	ToolState        = "get_project_state"
)

// ContextArgs are the arguments of prepare_task_context.
type ContextArgs struct {
	Task      string   `json:"task" jsonschema:"the task the agent is about to do, in its own words"`
	Files     []string `json:"files,omitempty" jsonschema:"files the task will create or edit: absolute, relative to the server's working directory, or relative to an ingested root"`
	Mode      string   `json:"mode,omitempty" jsonschema:"planning, execution or review (default: the config's mode)"`
	MaxTokens int      `json:"max_tokens,omitempty" jsonschema:"tokens available for the pack (default: derived from the configured window)"`
	K         int      `json:"k,omitempty" jsonschema:"items to keep (default: the mode's k_out)"`
}

// FileArgs are the arguments of get_rules_for_file.
type FileArgs struct {
	Path string `json:"path" jsonschema:"the file about to be created, edited or read: absolute, relative to the server's working directory, or relative to an ingested root"`
}

// SearchArgs are the arguments of search.
type SearchArgs struct {
	Query string `json:"query" jsonschema:"words to search the ingested text for (BM25)"`
	K     int    `json:"k,omitempty" jsonschema:"number of hits (default 10)"`
}

// VerifyArgs are the arguments of verify_facts.
type VerifyArgs struct {
	Text    string `json:"text" jsonschema:"text whose facts (versions, values, IDs) to check against the sources of truth"`
	Subject string `json:"subject,omitempty" jsonschema:"default subject of the facts, e.g. a record ID"`
}

// NoArgs are the arguments of the tools that take none.
type NoArgs struct{}

// SearchHit is a hit of the search tool, in the shape of `query search
// --json` (DESIGN §5).
type SearchHit struct {
	Rank       int     `json:"rank"`
	ID         string  `json:"id"`
	SourcePath string  `json:"source_path"`
	LineStart  int     `json:"line_start"`
	LineEnd    int     `json:"line_end"`
	Section    string  `json:"section"`
	Heading    string  `json:"heading"`
	Kind       string  `json:"kind"`
	Score      float64 `json:"score"`
}

// SearchResult is the result of the search tool.
type SearchResult struct {
	SnapshotID string      `json:"snapshot_id"`
	Hits       []SearchHit `json:"hits"`
}

// VerifyResult is the result of verify_facts, in the shape of `query
// verify --json`.
type VerifyResult struct {
	SnapshotID string        `json:"snapshot_id"`
	Facts      []verify.Fact `json:"facts"`
	Counts     verify.Counts `json:"counts"`
}

func readOnly(title string) *mcp.ToolAnnotations {
	f := false
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &f}
}

func (s *Server) addTools() {
	addTool(s.mcp, &mcp.Tool{Name: ToolContext, Annotations: readOnly("Prepare task context"),
		Description: "The context pack for a task: the constitution, then the rules, SOPs and decisions that govern it, " +
			"cited (source_path:line), de-contradicted and fitted to a token budget. Pass the files the task will touch so " +
			"the rules scoped to them (globs, applies_to, nested CLAUDE.md/AGENTS.md) join; paths under no ingested root are named in warnings."},
		guard(s, ToolContext, s.prepareContext))
	addTool(s.mcp, &mcp.Tool{Name: ToolRulesForFile, Annotations: readOnly("Rules for a file"),
		Description: "Everything that governs one file: the constitution with that file in scope, and every rule file, SOP and rule " +
			"whose scope (globs, applies_to, paths:, applyTo:, directory nesting) matches it, then the root's rule files that apply everywhere, with citations. Call it before creating or editing a file."},
		guard(s, ToolRulesForFile, s.rulesForFile))
	addTool(s.mcp, &mcp.Tool{Name: ToolSearch, Annotations: readOnly("Search"),
		Description: "BM25 search over the ingested chunks: cited hits (source_path, lines, section) in score order."},
		guard(s, ToolSearch, s.search))
	addTool(s.mcp, &mcp.Tool{Name: ToolVerify, Annotations: readOnly("Verify facts"),
		Description: "Checks the facts stated in a text (versions, field values, IDs) against the ingested sources of truth: " +
			"each is verified, mismatch (with the true value and where it is stated) or unknown."},
		guard(s, ToolVerify, s.verifyFacts))
	addTool(s.mcp, &mcp.Tool{Name: ToolCapsule, Annotations: readOnly("Contract capsule"),
		Description: "The contract capsule of the served snapshot: constitution, rules, SOPs, decisions, source artifacts and open findings, with their hashes."},
		guard(s, ToolCapsule, s.contractCapsule))
	addTool(s.mcp, &mcp.Tool{Name: ToolState, Annotations: readOnly("Project state"),
		Description: "What the server serves: snapshot ID and when it switched, roots, counts by kind, the last ingest run and its status, open findings by severity, data directory."},
		guard(s, ToolState, s.projectState))
}

// mapper maps agents' paths onto the snapshot's roots. It is built once
// per snapshot: the roots' symbolic links are resolved then, not on every
// call.
func (s *Server) mapper(snap *snapshot) *rootpath.Mapper {
	snap.mapOnce.Do(func() { snap.paths = rootpath.New(snap.roots(), s.opt.Cwd) })
	return snap.paths
}

func (s *Server) prepareContext(ctx context.Context, snap *snapshot, in ContextArgs) (*mcp.CallToolResult, *retrieve.Pack, error) {
	if strings.TrimSpace(in.Task) == "" {
		return nil, nil, errors.New("prepare_task_context: empty task (give the task in \"task\")")
	}
	if in.K < 0 || in.MaxTokens < 0 {
		return nil, nil, errors.New("prepare_task_context: k and max_tokens must not be negative")
	}
	mapped := s.mapper(snap).Map(in.Files)
	req := retrieve.Request{Task: in.Task, Files: mapped.Files, Mode: in.Mode, Modes: s.opt.Config.Retrieval,
		K: in.K, Budget: in.MaxTokens, ConstitutionLines: s.opt.Config.ConstitutionLines, ConstitutionTokens: s.opt.Config.ConstitutionTokens}
	if mode := in.Mode; mode == "" && s.opt.Config.Retrieval.Mode == "execution" || mode == "execution" {
		req.Annotator = snap.notes // execution mode checks its items' facts, as the CLI does
	}
	pack, err := snap.eng.Context(ctx, req)
	if err != nil {
		return nil, nil, fmt.Errorf("prepare_task_context: %w", err)
	}
	pack.Warnings = append(mapped.Warnings, pack.Warnings...)
	return textResult(pack.Markdown(false)), pack, nil
}

func (s *Server) rulesForFile(_ context.Context, snap *snapshot, in FileArgs) (*mcp.CallToolResult, *retrieve.FileRules, error) {
	if strings.TrimSpace(in.Path) == "" {
		return nil, nil, errors.New("get_rules_for_file: empty path (give the file in \"path\")")
	}
	rel, err := s.mapper(snap).One(in.Path)
	if err != nil {
		return nil, nil, fmt.Errorf("get_rules_for_file: %w", err)
	}
	fr, err := snap.eng.RulesFor(rel, s.opt.Config.ConstitutionLimits())
	if err != nil {
		return nil, nil, fmt.Errorf("get_rules_for_file: %w", err)
	}
	return textResult(RenderFileRules(fr, 0, false)), fr, nil
}

func (s *Server) search(ctx context.Context, snap *snapshot, in SearchArgs) (*mcp.CallToolResult, *SearchResult, error) {
	if strings.TrimSpace(in.Query) == "" {
		return nil, nil, errors.New("search: no query text (give it in \"query\")")
	}
	if in.K < 0 {
		return nil, nil, fmt.Errorf("search: k %d is negative", in.K)
	}
	res, err := snap.search(ctx, in.Query, in.K)
	if err != nil {
		return nil, nil, fmt.Errorf("search: %w", err)
	}
	return textResult(res.text()), res, nil
}

func (s *Server) verifyFacts(_ context.Context, snap *snapshot, in VerifyArgs) (*mcp.CallToolResult, *VerifyResult, error) {
	if strings.TrimSpace(in.Text) == "" {
		return nil, nil, errors.New("verify_facts: no text to verify (give it in \"text\")")
	}
	facts := snap.ver.Check(in.Text, verify.Options{Subject: in.Subject})
	if facts == nil {
		facts = []verify.Fact{}
	}
	res := &VerifyResult{SnapshotID: snap.id, Facts: facts, Counts: verify.Count(facts)}
	return textResult(res.text()), res, nil
}

func (s *Server) contractCapsule(ctx context.Context, snap *snapshot, _ NoArgs) (*mcp.CallToolResult, *capsule.Capsule, error) {
	c, err := snap.capsuleOf(ctx, s.opt)
	if err != nil {
		return nil, nil, fmt.Errorf("get_contract_capsule: %w", err)
	}
	return nil, c, nil
}

func (s *Server) projectState(ctx context.Context, snap *snapshot, _ NoArgs) (*mcp.CallToolResult, *ProjectState, error) {
	st, err := s.state(ctx, snap)
	if err != nil {
		return nil, nil, fmt.Errorf("get_project_state: %w", err)
	}
	return textResult(st.text()), st, nil
}

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}
