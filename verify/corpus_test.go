package verify

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
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
		// A file that does not parse is reported by ingest; it is not a
		// source of truth here.
		kep.docs, _, kep.err = parseTree(root)
	})
	if kep.err != nil {
		t.Fatalf("load KEP corpus: %v", kep.err)
	}
	return kep.root, kep.docs
}

// kepVerifier indexes the KEP corpus with its profile (profiles/kep.yaml).
func kepVerifier(t testing.TB) *Verifier {
	t.Helper()
	_, docs := kepDocs(t)
	p, err := LoadProfile("kep", "")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewWith(FromDocuments(docs), Config{Profiles: []*Profile{p}})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// parseTree discovers and parses the files under root. It returns the
// parsed documents and the errors of the files that did not parse; err is
// a discovery or read error.
func parseTree(root string) (docs []*sources.Document, parseErrs []error, err error) {
	files, errs := sources.Discover(context.Background(), []string{root}, sources.Options{})
	if len(errs) > 0 {
		return nil, nil, fmt.Errorf("discover %s: %w", root, errs[0])
	}
	for _, f := range files {
		data, err := os.ReadFile(f.Abs)
		if err != nil {
			return nil, nil, err
		}
		d, err := sources.Parse(f, data, sources.ParseOptions{})
		if err != nil {
			parseErrs = append(parseErrs, err)
			continue
		}
		docs = append(docs, d)
	}
	return docs, parseErrs, nil
}
