package verify

import (
	"context"
	"github.com/canon-kg/canon/internal/testutil"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/canon-kg/canon/sources"
)

var kep struct {
	once sync.Once
	root string
	docs []*sources.Document
	err  error
}

// kepDocs parses the kubernetes__enhancements corpus once per test binary.
func kepDocs(t testing.TB) (string, []*sources.Document) {
	t.Helper()
	root := filepath.Join(testutil.Corpora(t), "structured", "kubernetes__enhancements")
	kep.once.Do(func() {
		kep.root = root
		files, errs := sources.Discover(context.Background(), []string{root}, sources.Options{})
		if len(errs) > 0 {
			kep.err = errs[0]
			return
		}
		for _, f := range files {
			data, err := os.ReadFile(f.Abs)
			if err != nil {
				kep.err = err
				return
			}
			d, err := sources.Parse(f, data, sources.ParseOptions{})
			if err != nil {
				continue // reported by ingest; not a source of truth here
			}
			kep.docs = append(kep.docs, d)
		}
	})
	if kep.err != nil {
		t.Fatalf("load KEP corpus: %v", kep.err)
	}
	return kep.root, kep.docs
}

func kepVerifier(t testing.TB) *Verifier {
	t.Helper()
	_, docs := kepDocs(t)
	return New(FromDocuments(docs))
}
