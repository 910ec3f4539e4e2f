package retrieve

import (
	"context"
	"testing"

	"github.com/canon-kg/canon/embed"
)

// TestQueryVector_unknownWords checks that words no chunk of the index
// holds add nothing to the query's embedding: the vector of a task with
// such words is the vector of the task without them, and a task of
// unknown words alone has no embedding evidence.
func TestQueryVector_unknownWords(t *testing.T) {
	o := openExamples(t)
	ctx := context.Background()
	vec := func(text string) embed.Vector {
		t.Helper()
		terms, err := o.queryTerms(ctx, text)
		if err != nil {
			t.Fatal(err)
		}
		return o.queryVector(terms, text)
	}
	known := vec("rotate the database credentials")
	if embed.Cosine(known, known) < 0.99 {
		t.Fatalf("a task of known words has no vector")
	}
	with := vec("rotate the database credentials zqxwvut blorpquux")
	if c := embed.Cosine(known, with); c < 0.9999 {
		t.Errorf("unknown words changed the vector: cosine %.4f with it alone", c)
	}
	for _, x := range vec("zqxwvut blorpquux") {
		if x != 0 {
			t.Fatalf("a task of unknown words alone has a vector")
		}
	}
}
