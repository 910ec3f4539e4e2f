package snapshot

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
)

func TestReader_Model(t *testing.T) {
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{testutil.Examples(t)}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}
	r, err := Open(ctx, data, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Close() }() // a reader: nothing to lose
	want, err := r.ModelFromStores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	path := r.Snapshot().ModelPath()
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	other := model.Encode(&model.Snapshot{ID: "snap-other", Docs: want.Docs[:1]})
	corrupt := bytes.Clone(good)
	corrupt[len(corrupt)/2] ^= 0xff
	for name, b := range map[string][]byte{"persisted": good, "other snapshot": other, "corrupt": corrupt, "empty": nil} {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := r.Model(ctx)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.ID != r.ID() || !bytes.Equal(model.Encode(got), model.Encode(want)) {
			t.Errorf("%s model file: the reader's model differs from the stores' (%d documents)", name, len(got.Docs))
		}
	}
}

func TestOpen_NothingIngested(t *testing.T) {
	dir := datadir.Dir(filepath.Join(t.TempDir(), "none"))
	calls := 0
	_, err := Open(context.Background(), dir, Options{}, func(context.Context, *Reader) error { calls++; return nil })
	if !errors.Is(err, datadir.ErrNothingIngested) || calls != 0 {
		t.Fatalf("Open of a missing directory: %v after %d loads", err, calls)
	}
}
