package serve

import (
	"bytes"
	"cmp"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

var (
	figures  = flag.Bool("serve-figures", false, "measure query serve and query hook on the governance corpora (slow)")
	baseline = flag.String("serve-baseline", "", "with -serve-figures, a query binary built from an earlier commit, measured beside this one over stdio and as a hook, calls alternating")
	// A store written by the baseline's own ingest, when the two commits
	// store the corpora differently (a state version apart).
	baselineData = flag.String("serve-baseline-data", "", "with -serve-baseline, the data directory the baseline binary serves (default: the figures store)")
)

// figureTasks are generic engineering tasks, asked in turn.
var figureTasks = []string{
	"add a database migration", "deploy the service to production", "rotate the credentials of a service",
	"write an architecture decision record", "handle errors in the HTTP API", "respond to an incident",
	"add tests for the request handler", "upgrade a third-party dependency",
}

// TestServe_Figures prints, side by side in one run, on the governance
// corpora (adr, sop, rules, structured): warm prepare_task_context through
// an MCP client over the in-memory transport (in-process) and over stdio
// to the built binary (JSON-RPC and a process boundary included), p50 and
// p99 over 1,000 calls; the throughput of 8 concurrent clients of one
// server; the time from an ingest's end to the server answering from the
// new snapshot; the server's RSS; and the hook's cold calls.
//
//	go test ./serve -run Figures -v -timeout 30m -args -serve-figures
func TestServe_Figures(t *testing.T) {
	if !*figures {
		t.Skip("pass -serve-figures to measure")
	}
	query, ingest := buildBinaries(t)
	corpora := testutil.Corpora(t)
	cache := filepath.Join(os.TempDir(), "canon-serve-figures-v2")
	data, extra := filepath.Join(cache, "data"), filepath.Join(cache, "extra")
	testutil.WriteFile(t, extra, "switch.md", []byte("# Switch\n\nA file the figures rewrite to publish new snapshots.\n"))
	roots := []string{filepath.Join(corpora, "adr"), filepath.Join(corpora, "sop"), filepath.Join(corpora, "rules"), filepath.Join(corpora, "structured"), extra}
	start := time.Now()
	out, _ := exec.Command(ingest, append([]string{"run", "--data", data}, roots...)...).CombinedOutput() // BLOCKED findings exit 3
	if _, err := datadir.Dir(data).CurrentSnapshotID(); err != nil {
		t.Fatalf("ingest: %v\n%s", err, out)
	}
	t.Logf("store ready in %s (cached under %s)", time.Since(start).Round(time.Millisecond), cache)
	ctx := context.Background()
	row := func(name, value string) { t.Logf("%-58s %s", name, value) }
	row("load average at the start (2 cores shared)", loadavg())
	defer func() { row("load average at the end", loadavg()) }()

	inProcessFigures(t, data, row)
	// The in-process server is closed and its memory collected: the stdio
	// client below is then a process with an MCP client's heap, not one
	// that also holds a loaded engine whose collections would slow it.
	runtime.GC()

	// The built binary over stdio.
	start = time.Now()
	cmd := exec.Command(query, "serve", "--data", data)
	var serverLog bytes.Buffer
	cmd.Stderr = &serverLog
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "fig", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cs.Close() }() // ends the session; how is not under test
	row("query serve over stdio: start and initialize", time.Since(start).Round(time.Millisecond).String())
	var base *mcp.ClientSession
	var baseCmd *exec.Cmd
	if *baseline != "" {
		baseCmd = exec.Command(*baseline, "serve", "--data", cmp.Or(*baselineData, data))
		if base, err = mcp.NewClient(&mcp.Implementation{Name: "fig", Version: "1"}, nil).Connect(ctx, &mcp.CommandTransport{Command: baseCmd}, nil); err != nil {
			t.Fatal(err)
		}
	}
	// Warm: each task asked once of each server before the timed calls.
	for i := range figureTasks {
		callOne(t, cs, i)
		if base != nil {
			callOne(t, base, i)
		}
	}
	lat, old := make([]time.Duration, 0, 1000), make([]time.Duration, 0, 1000)
	cpu0, baseCPU0 := cpuTime(cmd), cpuTime(baseCmd)
	for i := range 1000 {
		lat = append(lat, callOne(t, cs, i))
		if base != nil {
			old = append(old, callOne(t, base, i))
		}
	}
	cpu, baseCPU := cpuTime(cmd)-cpu0, cpuTime(baseCmd)-baseCPU0
	row("warm prepare_task_context, stdio JSON-RPC: p50 / p99", pcts(lat))
	row("  query serve's CPU (user+sys) per call", (cpu / 1000).String())
	if base != nil {
		row("  the same, -serve-baseline binary: p50 / p99", pcts(old))
		row("  the -serve-baseline binary's CPU (user+sys) per call", (baseCPU / 1000).String())
		row("  the -serve-baseline binary's RSS (VmRSS / VmHWM)", rss(baseCmd.Process.Pid))
		_ = base.Close() // ends the session; how is not under test
	}
	row("query serve RSS after 1,000 calls (VmRSS / VmHWM)", rss(cmd.Process.Pid))

	// Snapshot switches: rewrite one file, ingest, wait for the server.
	var ingests, seen, loads, lags []time.Duration
	for i := range 3 {
		testutil.WriteFile(t, extra, "switch.md", []byte(fmt.Sprintf("# Switch\n\nRevision %d of a file the figures rewrite.\n", i+1)))
		start = time.Now()
		if out, err := exec.Command(ingest, append([]string{"run", "--data", data}, roots...)...).CombinedOutput(); err != nil && !strings.Contains(string(out), "BLOCKED") {
			t.Fatalf("ingest: %v\n%s", err, out)
		}
		ingests = append(ingests, time.Since(start))
		want, _ := datadir.Dir(data).CurrentSnapshotID()
		start = time.Now()
		for {
			var st ProjectState
			if text, isErr := call(t, cs, ToolState, map[string]any{}, &st); isErr {
				t.Fatal(text)
			}
			if st.SnapshotID == want {
				seen = append(seen, time.Since(start))
				loads = append(loads, time.Duration(st.SwitchMS)*time.Millisecond)
				pub, _ := time.Parse(time.RFC3339Nano, st.PublishedAt)
				sw, _ := time.Parse(time.RFC3339Nano, st.SwitchedAt)
				lags = append(lags, sw.Sub(pub))
				break
			}
			if time.Since(start) > time.Minute {
				t.Fatalf("no switch to %s", want)
			}
			callMany(t, cs, 1) // keep asking while the new snapshot loads
		}
	}
	row("incremental ingest of one changed file (median of 3)", median(ingests).Round(time.Millisecond).String())
	row("ingest end → server answers from it (median of 3)", median(seen).Round(time.Millisecond).String())
	row("  of which the new snapshot's load (median of 3)", median(loads).String())
	row("publication (current.json) → switched, server clock (median)", median(lags).Round(time.Millisecond).String())
	for _, l := range strings.Split(serverLog.String(), "\n") {
		if strings.Contains(l, "snapshot") {
			t.Logf("server: %s", l)
		}
	}
	row("query serve RSS after 3 switches (VmRSS / VmHWM)", rss(cmd.Process.Pid))

	// The hook, cold: a new process per event.
	bins, stores := []string{query}, []string{data}
	if *baseline != "" {
		bins, stores = append(bins, *baseline), append(stores, cmp.Or(*baselineData, data))
	}
	pre, ss := make([][]time.Duration, len(bins)), make([][]time.Duration, len(bins))
	// A new file in one project of the corpora (each project's rule files
	// govern only its directory), and a session started in that project.
	project := filepath.Join(corpora, "rules", "real-repos", "triggerdotdev__trigger.dev")
	newFile := filepath.Join(project, "packages", "core", "canon_figures_new_file.ts")
	sessionStart := fmt.Sprintf(`{"session_id":"fig","hook_event_name":"SessionStart","source":"startup","cwd":%q}`, project)
	for i := range 5 {
		for b, bin := range bins {
			ev := fmt.Sprintf(`{"session_id":"fig-%d-%d","cwd":%q,"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":%q}}`,
				time.Now().UnixNano(), i, corpora, newFile)
			pre[b] = append(pre[b], timeHook(t, bin, stores[b], ev))
			ss[b] = append(ss[b], timeHook(t, bin, stores[b], sessionStart))
		}
	}
	row("query hook PreToolUse Write, cold process (median of 5)", median(pre[0]).Round(time.Millisecond).String())
	row("query hook SessionStart, cold process (median of 5)", median(ss[0]).Round(time.Millisecond).String())
	if *baseline != "" {
		row("  PreToolUse / SessionStart, -serve-baseline binary (medians)", median(pre[1]).Round(time.Millisecond).String()+" / "+median(ss[1]).Round(time.Millisecond).String())
	}
}

// inProcessFigures measures an in-process server over the in-memory
// transport: the engine alone, the tool, and 8 concurrent clients. The
// server is closed when it returns.
func inProcessFigures(t *testing.T, data string, row func(name, value string)) {
	ctx := context.Background()
	start := time.Now()
	srv, err := New(ctx, Options{Store: Store{Dir: datadir.Dir(data)}, Config: config.Default()})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := srv.Close(); err != nil {
			t.Error(err)
		}
	}()
	srv.Start(ctx)
	row("in-process server load (cold start)", time.Since(start).Round(time.Millisecond).String())
	sessions := make([]*mcp.ClientSession, 8)
	for i := range sessions {
		st, ct := mcp.NewInMemoryTransports()
		if _, err := srv.MCP().Connect(ctx, st, nil); err != nil {
			t.Fatal(err)
		}
		if sessions[i], err = mcp.NewClient(&mcp.Implementation{Name: "fig", Version: "1"}, nil).Connect(ctx, ct, nil); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = sessions[i].Close() }() // ends the session; how is not under test
	}
	// Each pair of rows is measured in one loop, calls alternating, so that
	// a load from elsewhere weighs on both alike.
	lat, old := directMany(t, srv, 1000)
	row("warm engine.Context, no MCP (the same calls): p50 / p99", pcts(lat))
	row("  the same, each item's facts checked anew (before noteCache)", pcts(old))
	typed := mcp.NewServer(&mcp.Implementation{Name: "canon-typed", Version: Version}, nil)
	mcp.AddTool(typed, &mcp.Tool{Name: ToolContext}, guard(srv, ToolContext, srv.prepareContext))
	st, ct := mcp.NewInMemoryTransports()
	if _, err := typed.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	typedCS, err := mcp.NewClient(&mcp.Implementation{Name: "fig", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = typedCS.Close() }() // ends the session; how is not under test
	lat, old = make([]time.Duration, 0, 1000), make([]time.Duration, 0, 1000)
	for i := range 1000 {
		lat = append(lat, callOne(t, sessions[0], i))
		old = append(old, callOne(t, typedCS, i))
	}
	row("warm prepare_task_context, in-memory MCP: p50 / p99", pcts(lat))
	row("  the same tool registered with mcp.AddTool (before addTool)", pcts(old))
	start = time.Now()
	var wg sync.WaitGroup
	for _, cs := range sessions {
		wg.Go(func() { callMany(t, cs, 125) })
	}
	wg.Wait()
	el := time.Since(start)
	row("8 concurrent in-memory clients, 1,000 calls", fmt.Sprintf("%s wall, %.0f calls/s", el.Round(time.Millisecond), 1000/el.Seconds()))

}

func callMany(t *testing.T, cs *mcp.ClientSession, n int) []time.Duration {
	lat := make([]time.Duration, 0, n)
	for i := range n {
		lat = append(lat, callOne(t, cs, i))
	}
	return lat
}

// callOne calls prepare_task_context with the i-th figure task and returns
// how long it took.
func callOne(t *testing.T, cs *mcp.ClientSession, i int) time.Duration {
	args := map[string]any{"task": figureTasks[i%len(figureTasks)]}
	start := time.Now()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: ToolContext, Arguments: args})
	el := time.Since(start)
	if err != nil || res.IsError {
		t.Errorf("call %d: %v %+v", i, err, res) // not Fatal: concurrent clients call it too
	}
	return el
}

// directMany asks the served engine itself, as the tool does but without
// the protocol, for the cost of MCP by difference; in turn, it asks it with
// the verifier as the annotator, as the tool did before noteCache.
func directMany(t *testing.T, srv *Server, n int) (lat, old []time.Duration) {
	ask := func(i int, notes func(*snapshot) retrieve.Annotator) time.Duration {
		snap, release := srv.cur.acquire()
		defer release()
		start := time.Now()
		_, err := snap.eng.Context(context.Background(), retrieve.Request{Task: figureTasks[i%len(figureTasks)], Modes: srv.opt.Config.Retrieval,
			ConstitutionLines: srv.opt.Config.ConstitutionLines, ConstitutionTokens: srv.opt.Config.ConstitutionTokens, Annotator: notes(snap)})
		if err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	for i := range n {
		lat = append(lat, ask(i, func(s *snapshot) retrieve.Annotator { return s.notes }))
		old = append(old, ask(i, func(s *snapshot) retrieve.Annotator { return s.ver }))
	}
	return lat, old
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}

func timeHook(t *testing.T, bin, data, ev string) time.Duration {
	cmd := exec.Command(bin, "hook", "--data", data)
	cmd.Stdin = strings.NewReader(ev)
	start := time.Now()
	out, err := cmd.Output()
	el := time.Since(start)
	if err != nil || len(out) == 0 {
		t.Errorf("hook: %v, %d bytes", err, len(out))
	}
	return el
}

func pcts(lat []time.Duration) string {
	s := slices.Clone(lat)
	slices.Sort(s)
	p := func(q float64) time.Duration { return s[min(len(s)-1, int(q*float64(len(s))))] }
	return fmt.Sprintf("%.2f ms / %.2f ms (n=%d)", p(0.50).Seconds()*1000, p(0.99).Seconds()*1000, len(s))
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// cpuTime is the CPU time (user and system) a started command's process
// has used, from /proc (0 for a nil command or without /proc).
func cpuTime(cmd *exec.Cmd) time.Duration {
	if cmd == nil || cmd.Process == nil {
		return 0
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// The fields after the command name (which may hold spaces): state is
	// the first, utime the 12th and stime the 13th.
	_, rest, _ := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.Atoi(f[11])
	stime, _ := strconv.Atoi(f[12])
	const ticks = 100 // USER_HZ, 100 on Linux
	return time.Duration(utime+stime) * time.Second / ticks
}

// rss reads a process's resident set size and its peak from /proc.
func rss(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	var cur, peak string
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && (f[0] == "VmRSS:" || f[0] == "VmHWM:") {
			kb, _ := strconv.Atoi(f[1])
			v := fmt.Sprintf("%d MB", kb/1024)
			if f[0] == "VmRSS:" {
				cur = v
			} else {
				peak = v
			}
		}
	}
	return cur + " / " + peak
}
