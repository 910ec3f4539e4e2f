package index_test

import (
	"context"
	"fmt"
	"log"

	"github.com/canon-kg/canon/index"
)

func Example() {
	ctx := context.Background()
	x, err := index.Open(ctx, "", index.Options{}) // "" keeps the index in memory
	if err != nil {
		log.Fatal(err)
	}
	defer func() {
		if err := x.Close(); err != nil {
			log.Fatal(err)
		}
	}()

	err = x.Apply(ctx, nil, []index.Chunk{
		{ID: "chunk:CLAUDE.md#0", Path: "CLAUDE.md", Kind: "rule", Heading: "Rules > Secrets",
			LineStart: 3, LineEnd: 6, Text: "Never commit API keys; load them from the vault."},
		{ID: "chunk:docs/sops/release.md#0", Path: "docs/sops/release.md", Kind: "sop", Severity: "error",
			LineStart: 5, LineEnd: 12, Text: "Releases need a signed tag and a vault-backed key rotation."},
	})
	if err != nil {
		log.Fatal(err)
	}

	hits, err := x.Search(ctx, index.Query{Text: "where do API keys come from?", K: 5})
	if err != nil {
		log.Fatal(err)
	}
	for _, h := range hits {
		fmt.Printf("%s lines %d-%d\n", h.Path, h.LineStart, h.LineEnd)
	}

	sops, err := x.Search(ctx, index.Query{Text: "vault key", Kinds: []string{"sop"}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(sops), sops[0].ID)
	// Output:
	// CLAUDE.md lines 3-6
	// docs/sops/release.md lines 5-12
	// 1 chunk:docs/sops/release.md#0
}
