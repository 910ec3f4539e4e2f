package graph

import (
	"context"

	hkv "github.com/hidal-go/hidalgo/kv"
)

// Value layouts of a bbolt store, recorded under layoutKey.
//
// Cayley's KV schema keeps each value's ID and reference count under
// Key{"v"+h[0]+h[1], h} and Key{"n"+h[0]+h[1], h} (h the value's hash):
// 2×65,536 nested buckets, which bbolt stores as separate trees (small ones
// inline in the root). Looking a bucket up, materialising it and writing it
// back on every commit made those buckets most of the cost of a write.
// layoutFlat keeps the same entries in two buckets, "v" and "n", keyed by
// the two hash bytes then the hash: the first full ingest of the corpora
// writes its graph 22% faster (BenchmarkIngestCorpora, graph-only-s).
// Stores made before the flat layout have no layoutKey and keep Cayley's
// nested layout, which Open still reads and writes. The cayley command-line
// tool reads only the nested layout.
const (
	layoutNested = ""
	layoutFlat   = "flat-v1"
)

// layoutKey is where a store records its value layout, in Cayley's meta
// bucket (Cayley reads only its own keys there).
var layoutKey = hkv.Key{[]byte("meta"), []byte("canon.value_layout")}

// flatKV is a KV whose transactions use layoutFlat for Cayley's value and
// reference buckets and pass every other key through. Cayley never scans
// those buckets (it reads them by exact key), so Scan needs no translation.
type flatKV struct{ hkv.KV }

func (f flatKV) Tx(ctx context.Context, rw bool) (hkv.Tx, error) {
	tx, err := f.KV.Tx(ctx, rw)
	if err != nil {
		return nil, err
	}
	return flatTx{tx}, nil
}

func (f flatKV) View(ctx context.Context, fn func(tx hkv.Tx) error) error {
	return hkv.View(ctx, f, fn)
}

func (f flatKV) Update(ctx context.Context, fn func(tx hkv.Tx) error) error {
	return hkv.Update(ctx, f, fn)
}

type flatTx struct{ hkv.Tx }

// flatKey maps Key{"v"|"n" + 2 bytes, hash} to Key{"v"|"n", 2 bytes + hash}
// and returns other keys unchanged. The result is a new slice: bbolt keeps
// a Put's key until the transaction ends.
func flatKey(k hkv.Key) hkv.Key {
	if len(k) != 2 || len(k[0]) != 3 || (k[0][0] != 'v' && k[0][0] != 'n') {
		return k
	}
	b := make([]byte, 0, 2+len(k[1]))
	b = append(append(b, k[0][1:]...), k[1]...)
	return hkv.Key{k[0][:1], b}
}

func (t flatTx) Get(ctx context.Context, k hkv.Key) (hkv.Value, error) {
	return t.Tx.Get(ctx, flatKey(k))
}

func (t flatTx) GetBatch(ctx context.Context, keys []hkv.Key) ([]hkv.Value, error) {
	flat := make([]hkv.Key, len(keys))
	for i, k := range keys {
		flat[i] = flatKey(k)
	}
	return t.Tx.GetBatch(ctx, flat)
}

func (t flatTx) Put(ctx context.Context, k hkv.Key, v hkv.Value) error {
	return t.Tx.Put(ctx, flatKey(k), v)
}

func (t flatTx) Del(ctx context.Context, k hkv.Key) error {
	return t.Tx.Del(ctx, flatKey(k))
}
