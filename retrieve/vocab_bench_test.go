package retrieve_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/canon-kg/canon/retrieve"
)

// BenchmarkContextVocab measures what the vocabulary signals cost: query
// context over the 10k-chunk synthetic corpus with them on and with them
// all off, the two engines queried alternately in one process so that a
// busy machine slows both alike. It reports both medians and their ratio.
// Run: go test ./retrieve -run '^$' -bench ContextVocab -benchtime 400x
func BenchmarkContextVocab(b *testing.B) {
	benchContextOnOff(b, retrieve.VocabSignalNames)
}

// BenchmarkContextDocument measures what the document signal costs (with
// its feedback words, which need it), as BenchmarkContextVocab does for
// all of them.
// Run: go test ./retrieve -run '^$' -bench ContextDocument -benchtime 400x
func BenchmarkContextDocument(b *testing.B) {
	benchContextOnOff(b, []string{"document"})
}

// BenchmarkContextFeedback measures what the document ranking's feedback
// words cost (a second document ranking and more expansions), as
// BenchmarkContextVocab does for all the signals.
// Run: go test ./retrieve -run '^$' -bench ContextFeedback -benchtime 400x
func BenchmarkContextFeedback(b *testing.B) {
	benchContextOnOff(b, []string{"feedback"})
}

// benchContextOnOff queries the 10k-chunk corpus with every signal on and
// with the named vocabulary signals off, alternately, and reports both
// medians and their ratio.
func benchContextOnOff(b *testing.B, names []string) {
	ctx := context.Background()
	dir := benchStore(b, 10_000)
	off, err := retrieve.Options{}.WithVocabOff(names)
	if err != nil {
		b.Fatal(err)
	}
	var engines [2]*retrieve.Opened
	for i, opt := range []retrieve.Options{{}, off} {
		if engines[i], err = retrieve.OpenReader(ctx, dir, "", opt); err != nil {
			b.Fatal(err)
		}
		o := engines[i]
		b.Cleanup(func() {
			if err := o.Close(); err != nil {
				b.Error(err)
			}
		})
	}
	tasks := benchTasks(newBenchGen(b))
	for _, o := range engines {
		for _, r := range tasks { // warm the caches
			if _, err := o.Context(ctx, r); err != nil {
				b.Fatal(err)
			}
		}
	}
	var lat [2][]time.Duration
	b.ResetTimer()
	for i := range b.N {
		for k := range 2 {
			o := engines[(i+k)%2] // alternate which goes first
			s := time.Now()
			if _, err := o.Context(ctx, tasks[i%len(tasks)]); err != nil {
				b.Fatal(err)
			}
			lat[(i+k)%2] = append(lat[(i+k)%2], time.Since(s))
		}
	}
	b.StopTimer()
	reportOnOff(b, lat)
}

// BenchmarkOpenVocab measures what the vocabulary signals add to opening
// an engine (the thesaurus and the gist index are built at load): the
// 10k-chunk corpus opened with them on and with them off, alternately.
// Run: go test ./retrieve -run '^$' -bench OpenVocab -benchtime 20x
func BenchmarkOpenVocab(b *testing.B) {
	ctx := context.Background()
	dir := benchStore(b, 10_000)
	off, err := retrieve.Options{}.WithVocabOff(retrieve.VocabSignalNames)
	if err != nil {
		b.Fatal(err)
	}
	opts := []retrieve.Options{{}, off}
	var lat [2][]time.Duration
	b.ResetTimer()
	for i := range b.N {
		for k := range 2 {
			j := (i + k) % 2
			s := time.Now()
			o, err := retrieve.OpenReader(ctx, dir, "", opts[j])
			if err != nil {
				b.Fatal(err)
			}
			lat[j] = append(lat[j], time.Since(s))
			if err := o.Close(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.StopTimer()
	reportOnOff(b, lat)
}

// reportOnOff reports the median latencies of the runs with the signals
// on (lat[0]) and off (lat[1]), and their ratio.
func reportOnOff(b *testing.B, lat [2][]time.Duration) {
	var p50 [2]float64
	for k := range 2 {
		slices.Sort(lat[k])
		p50[k] = float64(lat[k][len(lat[k])/2].Microseconds()) / 1000
	}
	b.ReportMetric(p50[0], "on-p50-ms")
	b.ReportMetric(p50[1], "off-p50-ms")
	b.ReportMetric(p50[0]/p50[1], "ratio")
}
