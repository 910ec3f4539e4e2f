package tokens

import (
	"encoding/json"
	"flag"
	"math"
	"os"
	"strings"
	"testing"
	"unicode"
)

var updateFlag = flag.Bool("update", false, "recompute the true counts in testdata/samples.json with tiktoken")

// sample is one embedded calibration string with its cl100k_base count.
type sample struct {
	Name   string `json:"name"`
	Text   string `json:"text"`
	Tokens int    `json:"tokens"`
}

const samplesPath = "testdata/samples.json"

func readSamples(t testing.TB) []sample {
	t.Helper()
	data, err := os.ReadFile(samplesPath)
	if err != nil {
		t.Fatalf("read %s: %v", samplesPath, err)
	}
	var ss []sample
	if err := json.Unmarshal(data, &ss); err != nil {
		t.Fatalf("decode %s: %v", samplesPath, err)
	}
	return ss
}

// TestEstimate_Samples runs without the corpora: the true counts of the
// embedded samples were computed once with tiktoken (refresh with -update).
func TestEstimate_Samples(t *testing.T) {
	ss := readSamples(t)
	if *updateFlag {
		for i := range ss {
			ss[i].Tokens = trueCount(t, ss[i].Text)
		}
		data, err := json.MarshalIndent(ss, "", "  ")
		if err != nil {
			t.Fatalf("encode samples: %v", err)
		}
		if err := os.WriteFile(samplesPath, append(data, '\n'), 0o644); err != nil {
			t.Fatalf("write %s: %v", samplesPath, err)
		}
	}
	totalTrue, totalEst := 0, 0
	for _, s := range ss {
		t.Run(s.Name, func(t *testing.T) {
			if s.Tokens <= 0 {
				t.Fatalf("sample %s has no true count; run with -update", s.Name)
			}
			got := Estimate(s.Text)
			rel := math.Abs(float64(got-s.Tokens)) / float64(s.Tokens)
			t.Logf("true %d, estimate %d, error %.1f%%", s.Tokens, got, 100*rel)
			// Short strings are noisier than chunks: allow 20% or 3 tokens.
			if rel > 0.20 && math.Abs(float64(got-s.Tokens)) > 3 {
				t.Errorf("Estimate = %d, true %d (%.1f%% off)", got, s.Tokens, 100*rel)
			}
		})
		totalTrue += s.Tokens
		totalEst += Estimate(s.Text)
	}
	rel := float64(totalEst-totalTrue) / float64(totalTrue)
	t.Logf("samples: true %d, estimate %d, total error %+.2f%%", totalTrue, totalEst, 100*rel)
	if math.Abs(rel) > 0.06 {
		t.Errorf("total error over samples %+.2f%%, want within 6%%", 100*rel)
	}
}

func TestEstimate_Edges(t *testing.T) {
	tests := []struct {
		name string
		text string
		want int
	}{
		{"empty", "", 0},
		{"spaces", "   ", 0},
		{"newlines", "\n\n\r\n\t \n", 0},
		{"one letter", "a", 1},
		{"one punct", ".", 1},
		{"one digit", "7", 1},
		{"one word", "hello", 1},
		{"nbsp only", "\u00a0\u2028", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Estimate(tt.text); got != tt.want {
				t.Errorf("Estimate(%q) = %d, want %d", tt.text, got, tt.want)
			}
		})
	}
}

func TestEstimate_Deterministic(t *testing.T) {
	for _, s := range readSamples(t) {
		a, b := Estimate(s.Text), Estimate(s.Text)
		if a != b {
			t.Fatalf("%s: Estimate not deterministic: %d then %d", s.Name, a, b)
		}
	}
}

func TestEstimate_NoAllocs(t *testing.T) {
	text := strings.Repeat("The quick brown fox — jumps over `lazyDog()` 12345 times.\n", 20)
	if n := testing.AllocsPerRun(100, func() { Estimate(text) }); n != 0 {
		t.Errorf("Estimate allocates %.0f times per call, want 0", n)
	}
}

// TestEstimate_HeldOut measures the estimator on the held-out split of the
// corpora (files never used by TestFit).
func TestEstimate_HeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("tokenizes ~2 MB with tiktoken")
	}
	_, test := calibrationFiles(t)
	ps := loadPieces(t, test)
	s := measure(ps)
	t.Logf("held-out: %d files, %d pieces (%d of 200-800 tokens)", len(test), len(ps), s.pieces)
	t.Logf("held-out: per-piece MAPE %.2f%%, p90 %.2f%%; total true %d, estimate %d, error %+.2f%%",
		100*s.mape, 100*s.p90, s.totalTrue, s.totalEst, 100*s.totalError)
	if math.Abs(s.totalError) > 0.03 {
		t.Errorf("total error %+.2f%%, want within ±3%%", 100*s.totalError)
	}
	if s.mape > 0.10 {
		t.Errorf("per-piece MAPE %.2f%%, want <= 10%%", 100*s.mape)
	}
}

// benchText is the embedded samples repeated to about 64 KB.
func benchText(b *testing.B) string {
	var sb strings.Builder
	ss := readSamples(b)
	for sb.Len() < 64<<10 {
		for _, s := range ss {
			sb.WriteString(s.Text)
			sb.WriteString("\n\n")
		}
	}
	return sb.String()
}

func BenchmarkEstimate(b *testing.B) {
	text := benchText(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Estimate(text)
	}
}

func BenchmarkTiktokenEncode(b *testing.B) {
	text := benchText(b)
	enc := cl100k(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		enc.EncodeOrdinary(text)
	}
}

// TestCoefficients_Sane guards the fitted constants: every word costs a
// positive, bounded number of tokens, so unusual text cannot drive an
// estimate negative.
func TestCoefficients_Sane(t *testing.T) {
	names := featureNames()
	for i := range numShapes * lenBuckets {
		if c := coef[i]; c < 0.3 || c > 6 {
			t.Errorf("coef[%s] = %.4f, want within [0.3, 6]", names[i], c)
		}
	}
	for _, i := range []int{fLongLetters, fHumps, fOtherLetter, fCJKLetter, fDigitGroup, fPunct1, fSym4, fNewline, fSpace} {
		if coef[i] <= 0 {
			t.Errorf("coef[%s] = %.4f, want > 0", names[i], coef[i])
		}
	}
}

func FuzzEstimate(f *testing.F) {
	for _, s := range []string{"", " ", "a", "hello world", " \u00a0x", "\u00a0\u00a0(", "it's", "'ll", "x\r\n\r\n  y", "\xff\xfe", "123456789", "日本語のテキスト"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Estimate(s)
		var feat features
		scan(s, &feat)
		if blank(&feat) != (strings.TrimFunc(s, isPatternSpace) == "") {
			t.Fatalf("blank(%q) = %v disagrees with the text", s, blank(&feat))
		}
		if blank(&feat) && got != 0 || !blank(&feat) && got < 1 {
			t.Fatalf("Estimate(%q) = %d", s, got)
		}
		if got > 4*len(s)+1 {
			t.Fatalf("Estimate(%q) = %d, more than 4 per byte", s, got)
		}
	})
}

// isPatternSpace matches the runes the pre-tokenizer treats as whitespace.
func isPatternSpace(r rune) bool {
	return unicode.IsSpace(r)
}
