package verify

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/canon-kg/canon/sources"
)

// corporaDir finds shared/corpora beside the repository root (the
// directory holding go.mod), or skips the test.
func corporaDir(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatalf("getwd: %v", err)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			c := filepath.Join(dir, "..", "shared", "corpora")
			if st, err := os.Stat(c); err == nil && st.IsDir() {
				return c
			}
			break
		}
		if filepath.Dir(dir) == dir {
			break
		}
	}
	t.Skip("shared/corpora not found beside the repository root")
	return ""
}

var kep struct {
	once sync.Once
	root string
	docs []*sources.Document
	err  error
}

// kepDocs parses the kubernetes__enhancements corpus once per test binary.
func kepDocs(t testing.TB) (string, []*sources.Document) {
	t.Helper()
	root := filepath.Join(corporaDir(t), "structured", "kubernetes__enhancements")
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
