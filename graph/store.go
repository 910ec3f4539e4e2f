package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	neturl "net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	_ "github.com/cayleygraph/cayley/graph/sql/postgres" // registers the "postgres" quad store
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	hbolt "github.com/hidal-go/hidalgo/kv/bbolt"
	bbolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// ErrLocked is returned by Open when another handle (in this process or
// another) holds the embedded store open and LockTimeout passed.
var ErrLocked = errors.New("graph: store is held open by another handle")

// DefaultLockTimeout is how long Open waits for the embedded store's file
// lock when Options.LockTimeout is zero.
const DefaultLockTimeout = 2 * time.Second

// boltFile is the name of the bbolt file inside a store directory; it is the
// name Cayley's own bolt backend uses.
const boltFile = "indexes.bolt"

// Options configures Open.
type Options struct {
	// NoSync skips fsync after each bbolt commit: much faster bulk writes,
	// at the price of losing the last commits on a machine crash (not on a
	// process crash). Ignored by PostgreSQL.
	NoSync bool
	// LockTimeout bounds the wait for the bbolt file lock; zero means
	// DefaultLockTimeout. Ignored by PostgreSQL.
	LockTimeout time.Duration
	// ReadOnly opens an existing embedded store for reading only, with a
	// shared file lock: readers share it, and a writer waits for them (and
	// they for it). Nothing is created. Ignored by PostgreSQL.
	ReadOnly bool
	// TxQuads bounds the quads one write transaction adds and removes
	// (DefaultTxQuads when zero): Replace and Delete spread larger calls
	// over several transactions (Replace says how).
	TxQuads int
}

// backend names the kind of quad store behind a Store.
type backend int

const (
	backendBolt backend = iota + 1
	backendPostgres
)

// Store is an open quad store. Close it when done.
type Store struct {
	qs      cgraph.QuadStore
	backend backend
	indexes []ckv.QuadIndex // the KV store's quad indexes; nil for SQL
	where   string          // the URL it was opened from, for error messages

	// writeMu serialises Replace and Delete: each reads a document's current
	// quads and then writes the difference, which must not interleave.
	writeMu sync.Mutex
	txQuads int // Options.TxQuads
	// afterTx, when set (by tests), is called after each committed write
	// transaction; its error stops the write as a failed commit would.
	afterTx func() error
}

// Open opens the store at url, creating it when missing. url is a
// filesystem path, "bolt://PATH" or "bbolt://PATH" for the embedded bbolt
// store in directory PATH, or "postgres://..." ("postgresql://...") for
// Cayley's SQL backend on PostgreSQL.
func Open(ctx context.Context, url string, opt Options) (*Store, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("open graph %s: %w", Redact(url), err)
	}
	kind, addr, err := parseURL(url)
	if err != nil {
		return nil, err
	}
	var (
		qs      cgraph.QuadStore
		indexes []ckv.QuadIndex
	)
	switch kind {
	case backendBolt:
		qs, indexes, err = openBolt(ctx, addr, opt)
	case backendPostgres:
		qs, err = openSQL("postgres", addr)
	}
	if err != nil {
		return nil, fmt.Errorf("open graph %s: %w", Redact(url), err)
	}
	return &Store{qs: qs, backend: kind, indexes: indexes, where: Redact(url), txQuads: txQuads(opt.TxQuads)}, nil
}

// parseURL splits a store URL into its backend and the address Cayley
// wants: a directory for bbolt, the whole URL for PostgreSQL.
func parseURL(url string) (backend, string, error) {
	if url == "" {
		return 0, "", errors.New("open graph: empty store URL")
	}
	scheme, rest, ok := strings.Cut(url, "://")
	if !ok {
		return backendBolt, url, nil
	}
	switch strings.ToLower(scheme) {
	case "bolt", "bbolt":
		if rest == "" {
			return 0, "", fmt.Errorf("open graph %s: no directory after %s://", Redact(url), scheme)
		}
		return backendBolt, rest, nil
	case "postgres", "postgresql":
		return backendPostgres, url, nil
	}
	return 0, "", fmt.Errorf("open graph %s: unknown scheme %q (want a path, bolt://, bbolt:// or postgres://)", Redact(url), scheme)
}

// Indexes of the KV quad store. Cayley's defaults are subjectPredicate
// (forward traversal) and objectPredicateSubject (reverse traversal, full
// quad lookups); stores made by canon before 2026-11-22 have those plus
// predicateSubjectObject and labelSubjectPredicateObject, and keep them.
// New stores get:
//   - subject: forward traversal. A subject has a few quads, so Out with a
//     predicate filters them; one key per subject instead of one per
//     subject and predicate.
//   - objectPredicateSubject: reverse traversal, full quad lookups.
//   - predicateSubjectObject: Edges scans only the quads of its predicates
//     instead of the whole log.
//   - label: Replace reads all of a document's quads, so one key per
//     document serves it as well as one per quad did.
//
// Every index is written for every quad, so each costs write time: the
// one-direction subject and label indexes made the first full ingest of the
// corpora write its graph 17% faster than subjectPredicate and
// labelSubjectPredicateObject did, and queries no slower (BenchmarkQuery).
// None is unique: Cayley keeps deleted quads' IDs in its indexes and skips
// them on read.
var (
	indexS   = ckv.QuadIndex{Dirs: []quad.Direction{quad.Subject}}
	indexOPS = ckv.QuadIndex{Dirs: []quad.Direction{quad.Object, quad.Predicate, quad.Subject}}
	indexPSO = ckv.QuadIndex{Dirs: []quad.Direction{quad.Predicate, quad.Subject, quad.Object}}
	indexL   = ckv.QuadIndex{Dirs: []quad.Direction{quad.Label}}

	newStoreIndexes = []ckv.QuadIndex{indexS, indexOPS, indexPSO, indexL}
	// legacyIndexes are what Cayley assumes when a store lists none.
	legacyIndexes = []ckv.QuadIndex{
		{Dirs: []quad.Direction{quad.Subject}},
		{Dirs: []quad.Direction{quad.Object}},
	}
	metaIndexesKey = hkv.Key{[]byte("meta"), []byte("indexes")}
)

// openBolt opens (creating when missing) the bbolt store in dir. It opens the
// bbolt file itself rather than through Cayley's registry so that the file
// lock has a timeout and nosync applies from the first commit.
func openBolt(ctx context.Context, dir string, opt Options) (cgraph.QuadStore, []ckv.QuadIndex, error) {
	file := filepath.Join(dir, boltFile)
	if opt.ReadOnly {
		if _, err := os.Stat(file); err != nil {
			return nil, nil, err
		}
	} else if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, nil, err
	}
	timeout := opt.LockTimeout
	if timeout <= 0 {
		timeout = DefaultLockTimeout
	}
	db, err := hbolt.Open(file, &bbolt.Options{
		Timeout:    timeout,
		NoSync:     opt.NoSync,
		NoGrowSync: opt.NoSync,
		ReadOnly:   opt.ReadOnly,
	})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return nil, nil, fmt.Errorf("lock %s after %s: %w", file, timeout, ErrLocked)
	}
	if err != nil {
		return nil, nil, err
	}
	qs, indexes, err := initBolt(ctx, db, opt.ReadOnly)
	if err != nil {
		return nil, nil, errors.Join(err, db.Close())
	}
	return qs, indexes, nil
}

// initBolt initialises the Cayley schema in a fresh bbolt file (with
// newStoreIndexes and layoutFlat) and opens the quad store on it in the
// store's layout. A read-only store is only opened.
func initBolt(ctx context.Context, db hkv.KV, readOnly bool) (cgraph.QuadStore, []ckv.QuadIndex, error) {
	if !readOnly {
		switch err := ckv.Init(db, nil); {
		case err == nil:
			if err := setSchema(ctx, db, newStoreIndexes, layoutFlat); err != nil {
				return nil, nil, fmt.Errorf("set quad indexes: %w", err)
			}
		case errors.Is(err, cgraph.ErrDatabaseExists):
		default:
			return nil, nil, fmt.Errorf("init quad store: %w", err)
		}
	}
	indexes, layout, err := getSchema(ctx, db)
	if err != nil {
		return nil, nil, fmt.Errorf("read quad indexes: %w", err)
	}
	switch layout {
	case layoutNested:
	case layoutFlat:
		db = flatKV{db}
	default:
		return nil, nil, fmt.Errorf("unknown value layout %q (written by a newer canon?)", layout)
	}
	// no_bloom: by default Cayley scans the whole log into a 100M-entry
	// bloom filter on every open (~250 ms and ~80 MB at 200k quads) to speed
	// up duplicate checks on writes; measured here, writes are as fast
	// without it and opening takes 0.1 ms.
	qs, err := ckv.New(db, cgraph.Options{ckv.OptNoBloom: true})
	if err != nil {
		return nil, nil, fmt.Errorf("open quad store: %w", err)
	}
	return qs, indexes, nil
}

// setSchema sets the index list and the value layout of a store that has
// no quads yet: Cayley reads the indexes from meta/indexes when it opens a
// store, and needs one bucket per index, named by the directions' prefixes.
func setSchema(ctx context.Context, db hkv.KV, indexes []ckv.QuadIndex, layout string) error {
	data, err := json.Marshal(indexes)
	if err != nil {
		return err
	}
	return hkv.Update(ctx, db, func(tx hkv.Tx) error {
		for _, ind := range indexes {
			bucket := make([]byte, len(ind.Dirs))
			for i, d := range ind.Dirs {
				bucket[i] = d.Prefix()
			}
			if err := hkv.CreateBucket(ctx, tx, hkv.Key{bucket}); err != nil {
				return err
			}
		}
		if layout != layoutNested {
			if err := tx.Put(ctx, layoutKey, []byte(layout)); err != nil {
				return err
			}
		}
		return tx.Put(ctx, metaIndexesKey, data)
	})
}

// getSchema reads a store's index list the way Cayley does, and its value
// layout.
func getSchema(ctx context.Context, db hkv.KV) ([]ckv.QuadIndex, string, error) {
	var (
		out    []ckv.QuadIndex
		layout string
	)
	err := hkv.View(ctx, db, func(tx hkv.Tx) error {
		switch v, err := tx.Get(ctx, layoutKey); {
		case err == nil:
			layout = string(v)
		case !errors.Is(err, hkv.ErrNotFound):
			return err
		}
		data, err := tx.Get(ctx, metaIndexesKey)
		if errors.Is(err, hkv.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		return json.Unmarshal(data, &out)
	})
	if err != nil {
		return nil, "", err
	}
	if len(out) == 0 {
		return legacyIndexes, layout, nil
	}
	return out, layout, nil
}

// openSQL opens (creating the tables when missing) a Cayley SQL store.
func openSQL(name, addr string) (cgraph.QuadStore, error) {
	exists, err := sqlTablesExist(addr)
	if err != nil {
		return nil, err
	}
	if !exists {
		if err := cgraph.InitQuadStore(name, addr, nil); err != nil && !errors.Is(err, cgraph.ErrDatabaseExists) {
			return nil, fmt.Errorf("init %s quad store: %w", name, err)
		}
	}
	qs, err := cgraph.NewQuadStore(name, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("open %s quad store: %w", name, err)
	}
	return qs, nil
}

// Close closes the store. The Store must not be used afterwards.
func (s *Store) Close() error {
	if err := s.qs.Close(); err != nil {
		return fmt.Errorf("close graph %s: %w", s.where, err)
	}
	return nil
}

// Redact returns the store URL fit for messages and logs: a password in
// its user information or in a password query parameter (both ways
// PostgreSQL URLs carry one) is replaced by "xxxxx". A path is returned
// as it is.
func Redact(storeURL string) string {
	u, err := neturl.Parse(storeURL)
	if err != nil || u.Scheme == "" {
		if i := strings.Index(storeURL, "://"); i >= 0 {
			// Unparsable but URL-shaped: keep only the scheme and host part
			// after any user information.
			rest := storeURL[i+3:]
			if at := strings.LastIndex(rest, "@"); at >= 0 {
				return storeURL[:i+3] + "xxxxx@" + rest[at+1:]
			}
		}
		return storeURL
	}
	q := u.Query()
	if q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}
