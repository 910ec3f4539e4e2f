package serve

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/canon-kg/canon/retrieve"
)

// Polling of the published snapshot (DESIGN §12: switch without a gap).
const (
	// pollEvery is how often the server looks for a newly published
	// snapshot on its own.
	pollEvery = 500 * time.Millisecond
	// nudgeEvery is the least time between two looks prompted by requests.
	nudgeEvery = 100 * time.Millisecond
	// retryFailedAfter is how long a snapshot that failed to load is left
	// alone before it is tried again.
	retryFailedAfter = 5 * time.Second
)

// loader is what current needs of the data directory: the ID of the
// published snapshot, and a way to load it.
type loader interface {
	currentID() (string, error)
	open(ctx context.Context, opt retrieve.Options, full bool) (*snapshot, error)
}

// current holds the snapshot being served and switches to a newly
// published one: the new snapshot is loaded in the background while the
// old one serves, swapped in at once, and the old one closed when the
// requests in flight on it have finished. A half-loaded snapshot is never
// served. It is safe for concurrent use.
type current struct {
	src loader
	opt retrieve.Options
	log *slog.Logger

	mu         sync.RWMutex
	snap       *snapshot
	started    time.Time
	switches   int
	switchedAt time.Time
	switchTook time.Duration // load and swap of the last switch
	published  string        // last published ID seen
	loadErr    string        // why the last load of a published snapshot failed

	nudgeMu    sync.Mutex
	lastNudge  time.Time
	kick       chan struct{}
	loadMu     sync.Mutex // one load at a time
	failedID   string     // the published snapshot whose load failed last, retried after retryFailedAfter
	failedAt   time.Time
	retryAfter time.Duration
}

func newCurrent(ctx context.Context, src loader, opt retrieve.Options, log *slog.Logger) (*current, error) {
	s, err := src.open(ctx, opt, true)
	if err != nil {
		return nil, err
	}
	return &current{src: src, opt: opt, log: log, snap: s, started: time.Now(), published: s.id,
		kick: make(chan struct{}, 1), retryAfter: retryFailedAfter}, nil
}

// acquire returns the snapshot to serve a request with; release must be
// called when the request is done with it.
func (c *current) acquire() (s *snapshot, release func()) {
	c.nudge()
	c.mu.RLock()
	s = c.snap
	s.inflight.Add(1)
	c.mu.RUnlock()
	return s, s.inflight.Done
}

// nudge asks the poller to look for a new snapshot, at most every
// nudgeEvery.
func (c *current) nudge() {
	c.nudgeMu.Lock()
	due := time.Since(c.lastNudge) >= nudgeEvery
	if due {
		c.lastNudge = time.Now()
	}
	c.nudgeMu.Unlock()
	if due {
		select {
		case c.kick <- struct{}{}:
		default:
		}
	}
}

// poll looks for a new snapshot every interval and when nudged, until ctx
// is done.
func (c *current) poll(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-c.kick:
		}
		if err := c.refresh(ctx); err != nil && ctx.Err() == nil {
			c.log.Warn("snapshot switch failed; still serving the previous one", "err", err)
		}
	}
}

// refresh switches to the published snapshot when it is not the one
// served.
func (c *current) refresh(ctx context.Context) error {
	c.loadMu.Lock()
	defer c.loadMu.Unlock()
	id, err := c.src.currentID()
	if err != nil {
		return err
	}
	c.mu.RLock()
	served := c.snap.id
	c.mu.RUnlock()
	if id == served || id == c.failedID && time.Since(c.failedAt) < c.retryAfter {
		return nil
	}
	start := time.Now()
	s, err := c.src.open(ctx, c.opt, true)
	c.mu.Lock()
	c.published = id
	if err != nil {
		c.loadErr = err.Error()
		c.failedID, c.failedAt = id, time.Now()
		c.mu.Unlock()
		return fmt.Errorf("load snapshot %s: %w", id, err)
	}
	old := c.snap
	c.snap, c.loadErr = s, ""
	c.switches++
	c.switchedAt = time.Now()
	c.switchTook = c.switchedAt.Sub(start)
	c.mu.Unlock()
	c.log.Info("switched snapshot", "from", old.id, "to", s.id, "took", c.switchTook)
	err = old.Close()
	// The old snapshot's decoded engine is garbage once its requests are
	// done: collect it and hand its pages back now, off the request path,
	// rather than over minutes of the runtime's scavenger.
	debug.FreeOSMemory()
	return err
}

// switchInfo is what get_project_state reports of the switching.
type switchInfo struct {
	Switches   int
	SwitchedAt time.Time
	SwitchTook time.Duration
	Published  string
	LoadErr    string
	Started    time.Time
}

func (c *current) info() switchInfo {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return switchInfo{Switches: c.switches, SwitchedAt: c.switchedAt, SwitchTook: c.switchTook,
		Published: c.published, LoadErr: c.loadErr, Started: c.started}
}

// close closes the served snapshot after its requests in flight.
func (c *current) close() error {
	c.loadMu.Lock()
	defer c.loadMu.Unlock()
	c.mu.Lock()
	s := c.snap
	c.mu.Unlock()
	if s == nil {
		return nil
	}
	return s.Close()
}
