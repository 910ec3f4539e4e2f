package verify

import (
	"strings"
	"testing"
	"time"
)

// kepText2000 is a 2,000-word text of KEP facts and prose.
func kepText2000() string {
	para := "KEP-1287 graduated to beta in v1.33 and to stable in v1.35, and it was created on 2018-11-06. " +
		"The status of KEP-3960 is implemented; it is owned by sig-node and was authored by @AxeZhan. " +
		"Enhancement #2579 is targeting GA in v1.25 while the team reviews 42 open issues in the tracker. "
	var b strings.Builder
	for len(strings.Fields(b.String())) < 2000 {
		b.WriteString(para)
	}
	return b.String()
}

func BenchmarkVerify2000Words(b *testing.B) {
	v := kepVerifier(b)
	text := kepText2000()
	b.ResetTimer()
	for b.Loop() {
		v.Check(text, Options{})
	}
}

// TestCheck_2000WordsUnder50ms guards the benchmark's target.
func TestCheck_2000WordsUnder50ms(t *testing.T) {
	v := kepVerifier(t)
	text := kepText2000()
	best := time.Hour
	for range 5 {
		start := time.Now()
		v.Check(text, Options{})
		best = min(best, time.Since(start))
	}
	t.Logf("2,000 words verified in %s (best of 5)", best)
	if best > 50*time.Millisecond {
		t.Errorf("verification took %s, want < 50ms", best)
	}
}
