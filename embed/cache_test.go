package embed

import (
	"slices"
	"testing"
)

// TestEmbed_CacheDoesNotChangeVectors embeds texts in two orders (so the
// word cache is in different states) and with two embedders alternating
// (so the cache is cleared), and requires identical vectors.
func TestEmbed_CacheDoesNotChangeVectors(t *testing.T) {
	texts := []string{
		"Ledger entries are append-only; correct mistakes with a reversing entry.",
		"Retries must reuse the idempotency key of the payment request.",
		"Append-only ledgers make reversing entries the only correction.",
		"Rotate API keys every 90 days and never commit secrets.",
	}
	e, other := New(256), New(64)
	first := make([]Vector, len(texts))
	for i, s := range texts {
		first[i] = e.Embed(s)
	}
	for i := len(texts) - 1; i >= 0; i-- {
		other.Embed(texts[i])
		if got := e.Embed(texts[i]); !slices.Equal(got, first[i]) {
			t.Fatalf("text %d: vector changed with the cache state", i)
		}
	}
}
