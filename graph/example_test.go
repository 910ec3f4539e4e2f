package graph_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/canon-kg/canon/graph"
)

func Example() {
	dir, err := os.MkdirTemp("", "canon-graph-example-")
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = os.RemoveAll(dir) }() // best effort: a temporary directory
	ctx := context.Background()

	s, err := graph.Open(ctx, filepath.Join(dir, "graph"), graph.Options{NoSync: true})
	if err != nil {
		log.Fatal(err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			log.Fatal(err)
		}
	}()

	doc := graph.DocQuads{Label: "doc:adr/0002.md", Quads: []graph.Quad{
		{Subject: "doc:adr/0002.md", Predicate: "source.doc.kind", Object: "adr"},
		{Subject: "doc:adr/0002.md", Predicate: "adr.supersedes", Object: "doc:adr/0001.md"},
	}}
	if err := s.Replace(ctx, []graph.DocQuads{doc}); err != nil {
		log.Fatal(err)
	}
	successors, err := s.In(ctx, "doc:adr/0001.md", "adr.supersedes")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(successors)

	edges, err := s.Edges(ctx, "adr.supersedes")
	if err != nil {
		log.Fatal(err)
	}
	rank := graph.Spread(graph.NewAdjacency(edges), map[string]float64{"doc:adr/0001.md": 1},
		map[string]float64{"adr.supersedes": 0.5}, 2)
	fmt.Println(rank["doc:adr/0002.md"])
	// Output:
	// [doc:adr/0002.md]
	// 0.5
}
