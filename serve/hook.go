package serve

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/rootpath"
	"github.com/canon-kg/canon/tokens"
)

// Claude Code hook events handled by Hook.
const (
	EventSessionStart     = "SessionStart"
	EventUserPromptSubmit = "UserPromptSubmit"
	EventPreToolUse       = "PreToolUse"
)

// Hook limits.
const (
	// DefaultHookTokens caps what one hook call adds to the context.
	DefaultHookTokens = 2000
	// hookMaxChars keeps the text under the 10,000 characters Claude Code
	// passes whole (longer output is saved to a file and previewed).
	hookMaxChars = 9500
	// capNoteTokens and capNoteChars are the room a rendered text keeps
	// for the note that says what a cap left out.
	capNoteTokens, capNoteChars = 40, 160
	// DefaultSessionTTL is how long what was sent to a session is
	// remembered.
	DefaultSessionTTL = 7 * 24 * time.Hour
)

// hookEngine loads the engine for one event, the model file mapped (the
// process exits after it): its ranking's lookups (graph,
// seed index, thesaurus, gist) only when the event ranks (a prompt's
// pack), not for the constitution or a file's rules.
var hookEngine = retrieve.Options{Lazy: true, MapModel: true}

// open opens the published snapshot with hookEngine and the
// configuration's vocabulary (retrieve.VocabFor), as query context does.
func (o HookOptions) open(ctx context.Context) (*snapshot, error) {
	eng := hookEngine
	v, err := retrieve.VocabFor(o.Config.Retrieval)
	if err != nil {
		return nil, fmt.Errorf("hook: config: %w", err)
	}
	eng.Vocab = v
	snap, err := o.Store.open(ctx, eng, false)
	if err != nil {
		return nil, fmt.Errorf("hook: %w", err)
	}
	return snap, nil
}

// DefaultHookTools are the tools whose file_path (NotebookEdit's
// notebook_path) gets the rules scoped to it: the ones that create or
// change a file.
var DefaultHookTools = []string{"Write", "Edit", "MultiEdit", "NotebookEdit"}

// HookOptions configure Hook.
type HookOptions struct {
	Store  Store
	Config config.Config
	// MaxTokens caps the additional context (0: DefaultHookTokens); it
	// always stays under 10,000 characters.
	MaxTokens int
	// Tools are the PreToolUse tool names that get scoped rules (nil:
	// DefaultHookTools; add "Read" to inject on reads too).
	Tools []string
	// SessionTTL is how long the files sent to a session are remembered
	// (0: DefaultSessionTTL).
	SessionTTL time.Duration
	Now        func() time.Time
	// DataName, when set, is the name of a data directory ("." + "canon")
	// looked for in the event's cwd and the directories above it: the
	// first found replaces Store.Dir (the user gave no data directory,
	// and the agent may run the hook from elsewhere than its project).
	DataName string
}

// hookEvent is the part of a Claude Code hook event Hook reads (Claude
// Code's hooks reference: common fields, SessionStart's source,
// UserPromptSubmit's prompt, PreToolUse's tool_name and tool_input).
type hookEvent struct {
	SessionID     string `json:"session_id"`
	Cwd           string `json:"cwd"`
	HookEventName string `json:"hook_event_name"`
	Source        string `json:"source"`
	Prompt        string `json:"prompt"`
	ToolName      string `json:"tool_name"`
	ToolInput     struct {
		FilePath     string `json:"file_path"`
		NotebookPath string `json:"notebook_path"` // NotebookEdit's
	} `json:"tool_input"`
}

// path is the file the tool acts on, or "".
func (ev hookEvent) path() string {
	if ev.ToolInput.FilePath != "" {
		return ev.ToolInput.FilePath
	}
	return ev.ToolInput.NotebookPath
}

// hookOutput is Claude Code's hook JSON.
type hookOutput struct {
	HookSpecificOutput struct {
		HookEventName     string `json:"hookEventName"`
		AdditionalContext string `json:"additionalContext"`
	} `json:"hookSpecificOutput"`
}

// Hook handles one Claude Code hook event read from in and writes the hook
// JSON to out, or nothing when there is nothing to add:
//   - SessionStart: the constitution (and, after a compaction or a clear,
//     the files sent to the session are forgotten, so their rules come
//     again);
//   - UserPromptSubmit: a compact context pack for the prompt;
//   - PreToolUse on opt.Tools: the rules scoped to tool_input.file_path
//     and those of the rule files that apply everywhere (but what Claude
//     Code loads itself: the root's CLAUDE.md and its imports), once per
//     file per session, each rule and paragraph once per session
//     (remembered under the data directory's hooks/ directory).
//
// It never denies a tool call. On an error nothing is written to out: the
// caller reports the error on stderr and exits 0.
func Hook(ctx context.Context, in io.Reader, out io.Writer, opt HookOptions) error {
	var ev hookEvent
	dec := json.NewDecoder(io.LimitReader(in, 16<<20))
	if err := dec.Decode(&ev); err != nil {
		return fmt.Errorf("hook: read event: %w", err)
	}
	if opt.DataName != "" && filepath.IsAbs(ev.Cwd) {
		if d, ok := findDataDir(ev.Cwd, opt.DataName); ok {
			opt.Store.Dir = datadir.Dir(d)
		}
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	opt.MaxTokens = cmp.Or(opt.MaxTokens, DefaultHookTokens)
	mem := sessions{dir: filepath.Join(string(opt.Store.Dir), "hooks", "sessions"), ttl: cmp.Or(opt.SessionTTL, DefaultSessionTTL), now: opt.Now}
	var text string
	var err error
	switch ev.HookEventName {
	case EventSessionStart:
		text, err = hookSessionStart(ctx, ev, opt, mem)
	case EventUserPromptSubmit:
		text, err = hookPrompt(ctx, ev, opt)
	case EventPreToolUse:
		text, err = hookPreToolUse(ctx, ev, opt, mem)
	case "":
		return errors.New("hook: event without hook_event_name")
	default:
		return nil // an event canon has nothing for
	}
	if err != nil || text == "" {
		return err
	}
	var o hookOutput
	o.HookSpecificOutput.HookEventName = ev.HookEventName
	o.HookSpecificOutput.AdditionalContext = capText(text, opt.MaxTokens)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		return fmt.Errorf("hook: encode output: %w", err)
	}
	_, err = out.Write(b.Bytes())
	return err
}

func hookSessionStart(ctx context.Context, ev hookEvent, opt HookOptions, mem sessions) (string, error) {
	if err := mem.expire(); err != nil {
		return "", err
	}
	if ev.Source == "compact" || ev.Source == "clear" {
		if err := mem.forget(ev.SessionID); err != nil {
			return "", err
		}
	}
	snap, err := opt.open(ctx)
	if err != nil {
		return "", err
	}
	defer func() { _ = snap.Close() }() // read-only snapshot: nothing to lose
	c, err := snap.eng.ConstitutionFor(sessionFiles(ev, opt), opt.Config.ConstitutionLimits())
	if err != nil || c.Text == "" {
		return "", err
	}
	return fmt.Sprintf("# Project constitution (canon, snapshot %s)\n\nThese rules always apply in this repository:\n\n%s", snap.id, c.Text), nil
}

// sessionPlaceholder names no file: it stands for "a file in the
// session's working directory" in sessionFiles.
const sessionPlaceholder = ".canon-session"

// sessionFiles are the files whose constitution a session started in
// ev.Cwd gets: none (the root's) when it starts at a root or outside every
// root; otherwise a file of its working directory, so that the rule files
// governing that directory (a monorepo's package with its own CLAUDE.md,
// one project of several under a root) give the constitution, as Claude
// Code loads the CLAUDE.md files from its working directory up. A session
// started in one project of a root holding many had none.
func sessionFiles(ev hookEvent, opt HookOptions) []string {
	if !filepath.IsAbs(ev.Cwd) {
		return nil
	}
	roots, err := opt.Store.roots()
	if err != nil {
		return nil // the constitution of every task, as before
	}
	rel, err := rootpath.New(roots, ev.Cwd).One(ev.Cwd)
	if err != nil || rel == "" || rel == "." {
		return nil
	}
	return []string{path.Join(rel, sessionPlaceholder)}
}

func hookPrompt(ctx context.Context, ev hookEvent, opt HookOptions) (string, error) {
	if strings.TrimSpace(ev.Prompt) == "" {
		return "", nil
	}
	snap, err := opt.open(ctx)
	if err != nil {
		return "", err
	}
	defer func() { _ = snap.Close() }() // read-only snapshot: nothing to lose
	p, err := snap.eng.Context(ctx, retrieve.Request{Task: ev.Prompt, Modes: opt.Config.Retrieval,
		Budget: opt.MaxTokens, ConstitutionLines: opt.Config.ConstitutionLines, ConstitutionTokens: opt.Config.ConstitutionTokens})
	if err != nil {
		return "", fmt.Errorf("hook: %w", err)
	}
	if len(p.Items) == 0 {
		return "", nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Guidance for this prompt (canon, snapshot %s)\n\n", p.SnapshotID)
	for _, it := range p.Items {
		b.WriteString(itemText(it))
	}
	return b.String(), nil
}

func hookPreToolUse(ctx context.Context, ev hookEvent, opt HookOptions, mem sessions) (string, error) {
	tools := opt.Tools
	if tools == nil {
		tools = DefaultHookTools
	}
	if !slices.Contains(tools, ev.ToolName) || ev.path() == "" {
		return "", nil
	}
	if ev.SessionID == "" {
		return "", errors.New("hook: PreToolUse event without session_id")
	}
	roots, err := opt.Store.roots()
	if err != nil {
		return "", fmt.Errorf("hook: %w", err)
	}
	rel, err := rootpath.New(roots, ev.Cwd).One(ev.path())
	if err != nil {
		return "", fmt.Errorf("hook: %w", err)
	}
	if mem.sent(ev.SessionID, rel) {
		return "", nil // the rules of this file are in the session already
	}
	snap, err := opt.open(ctx)
	if err != nil {
		return "", err
	}
	defer func() { _ = snap.Close() }() // read-only snapshot: nothing to lose
	fr, err := snap.eng.RulesFor(rel, opt.Config.ConstitutionLimits())
	if err != nil {
		return "", fmt.Errorf("hook: %w", err)
	}
	// What Claude Code loaded itself at the session's start (the root's
	// CLAUDE.md and what it imports) is in the session already.
	startup := snap.eng.ClaudeStartup()
	fr.Scoped = slices.DeleteFunc(fr.Scoped, func(sd retrieve.ScopedDoc) bool { return startup[sd.SourcePath] })
	first, err := mem.mark(ev.SessionID, rel)
	if err != nil || !first || len(fr.Scoped) == 0 {
		return "", err
	}
	given, err := mem.given(ev.SessionID)
	if err != nil {
		return "", err
	}
	// The text fits the hook's caps itself (the closing note's room kept),
	// so that capText cuts nothing it would record as given.
	text, wrote := renderFileRules(fr, max(opt.MaxTokens-capNoteTokens, 1), hookMaxChars-capNoteChars, true, given)
	if err := mem.give(ev.SessionID, wrote); err != nil {
		return "", err
	}
	return text, nil
}

// capText cuts text at a line boundary to at most maxTokens tokens and
// hookMaxChars characters, saying so when it cuts.
func capText(text string, maxTokens int) string {
	if tokens.Estimate(text) <= maxTokens && len(text) <= hookMaxChars {
		return text
	}
	const note = "\n(cut to fit the hook's cap; call the canon MCP tools for the rest)\n"
	lines := strings.SplitAfter(text, "\n")
	var b strings.Builder
	for _, l := range lines {
		if tokens.Estimate(b.String()+l+note) > maxTokens || b.Len()+len(l)+len(note) > hookMaxChars {
			break
		}
		b.WriteString(l)
	}
	return b.String() + note
}

// sessions remembers which files' rules were sent to which session: one
// empty marker file per session and file, created atomically (O_EXCL), so
// two hooks running at once for one file send its rules once; and the keys
// of the rules and paragraphs sent, in the session's givenFile.
type sessions struct {
	dir string
	ttl time.Duration
	now func() time.Time
}

func key(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:12])
}

func (m sessions) marker(session, file string) string {
	return filepath.Join(m.dir, key(session), key(file))
}

// sent reports whether the file's rules were sent to the session.
func (m sessions) sent(session, file string) bool {
	_, err := os.Stat(m.marker(session, file))
	return err == nil
}

// mark records that the file's rules are sent to the session; false when
// another call recorded it first.
func (m sessions) mark(session, file string) (bool, error) {
	p := m.marker(session, file)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return false, fmt.Errorf("hook: remember %s: %w", file, err)
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("hook: remember %s: %w", file, err)
	}
	return true, f.Close()
}

// givenFile is the file, in a session's directory, of the keys (givenKey)
// of the rules and paragraphs sent to it, one a line.
const givenFile = "given"

// given returns the keys of the rules and paragraphs sent to the session.
func (m sessions) given(session string) (map[string]bool, error) {
	b, err := os.ReadFile(filepath.Join(m.dir, key(session), givenFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("hook: read what the session was given: %w", err)
	}
	out := map[string]bool{}
	for _, k := range strings.Fields(string(b)) {
		out[k] = true
	}
	return out, nil
}

// give records that the rules and paragraphs of keys were sent to the
// session. Each call appends its keys in one write, so two hooks running
// at once do not interleave their lines.
func (m sessions) give(session string, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	p := filepath.Join(m.dir, key(session), givenFile)
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("hook: remember what the session was given: %w", err)
	}
	_, err = f.WriteString(strings.Join(keys, "\n") + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("hook: remember what the session was given: %w", err)
	}
	return nil
}

// forget drops what was sent to the session.
func (m sessions) forget(session string) error {
	if err := os.RemoveAll(filepath.Join(m.dir, key(session))); err != nil {
		return fmt.Errorf("hook: forget session: %w", err)
	}
	return nil
}

// expire drops the sessions untouched for longer than the TTL.
func (m sessions) expire() error {
	entries, err := os.ReadDir(m.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("hook: expire sessions: %w", err)
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || m.now().Sub(info.ModTime()) <= m.ttl {
			continue
		}
		if err := os.RemoveAll(filepath.Join(m.dir, e.Name())); err != nil {
			return fmt.Errorf("hook: expire sessions: %w", err)
		}
	}
	return nil
}

// findDataDir is the first directory named name in dir and the directories
// above it.
func findDataDir(dir, name string) (string, bool) {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return p, true
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}
