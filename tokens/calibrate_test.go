package tokens

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"go/format"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

var fitFlag = flag.Bool("fit", false, "refit the coefficients on the corpora's training split and rewrite coefficients.go")

// pieceBytes is the target size of a calibration piece: about 2 KB of
// Markdown, which is 300-700 cl100k tokens, the size of a retrieval chunk.
const pieceBytes = 2000

// piece is a chunk-sized slice of a calibration file with its true count.
type piece struct {
	file string
	text string
	true int
}

var (
	encOnce sync.Once
	enc     *tiktoken.Tiktoken
	encErr  error
)

// cl100k loads the real tokenizer once per test binary (~100 ms).
func cl100k(tb testing.TB) *tiktoken.Tiktoken {
	tb.Helper()
	encOnce.Do(func() {
		tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader())
		enc, encErr = tiktoken.GetEncoding("cl100k_base")
	})
	if encErr != nil {
		tb.Fatalf("load cl100k_base: %v", encErr)
	}
	return enc
}

// trueCount is the cl100k_base token count of text, special tokens read as
// plain text.
func trueCount(tb testing.TB, text string) int {
	return len(cl100k(tb).EncodeOrdinary(text))
}

// calibrationFiles lists the Markdown files of the ADR, SOP, rules and KEP
// corpora, split by content hash: one file in five (first sha256 byte
// divisible by 5) is held out for testing and never used for fitting.
// Identical files hash alike, so a duplicate never straddles the split.
func calibrationFiles(tb testing.TB) (train, test []string) {
	tb.Helper()
	root := testutil.Corpora(tb)
	for _, sub := range []string{"adr", "sop", "rules", "structured"} {
		err := filepath.WalkDir(filepath.Join(root, sub), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".md") && !strings.HasSuffix(path, ".mdc") {
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if sum := sha256.Sum256(data); sum[0]%5 == 0 {
				test = append(test, path)
			} else {
				train = append(train, path)
			}
			return nil
		})
		if err != nil {
			tb.Fatalf("walk corpora %s: %v", sub, err)
		}
	}
	slices.Sort(train)
	slices.Sort(test)
	return train, test
}

// splitPieces cuts text at line ends into pieces of about pieceBytes; a
// short tail is merged into the piece before it.
func splitPieces(text string) []string {
	var out []string
	for len(text) > 0 {
		cut := len(text)
		if cut > pieceBytes {
			if nl := strings.IndexByte(text[pieceBytes:], '\n'); nl >= 0 {
				cut = pieceBytes + nl + 1
			}
		}
		if len(text)-cut < pieceBytes/2 {
			cut = len(text)
		}
		out = append(out, text[:cut])
		text = text[cut:]
	}
	return out
}

// loadPieces reads files and returns their pieces with true token counts.
func loadPieces(tb testing.TB, files []string) []piece {
	tb.Helper()
	var out []piece
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			tb.Fatalf("read %s: %v", path, err)
		}
		text := string(bytes.ToValidUTF8(data, []byte("\uFFFD")))
		for _, p := range splitPieces(text) {
			if strings.TrimSpace(p) == "" {
				continue
			}
			out = append(out, piece{file: path, text: p, true: trueCount(tb, p)})
		}
	}
	return out
}

// errorStats are the figures the held-out test reports.
type errorStats struct {
	pieces     int     // pieces of 200-800 true tokens
	mape       float64 // mean absolute percentage error over those pieces
	p90        float64 // 90th percentile absolute percentage error
	totalTrue  int     // true tokens over all pieces
	totalEst   int     // estimated tokens over all pieces
	totalError float64 // (totalEst - totalTrue) / totalTrue
}

func measure(ps []piece) errorStats {
	var s errorStats
	var apes []float64
	for _, p := range ps {
		est := Estimate(p.text)
		s.totalTrue += p.true
		s.totalEst += est
		if p.true < 200 || p.true > 800 {
			continue
		}
		apes = append(apes, math.Abs(float64(est-p.true))/float64(p.true))
	}
	s.pieces = len(apes)
	for _, a := range apes {
		s.mape += a
	}
	if len(apes) > 0 {
		s.mape /= float64(len(apes))
		slices.Sort(apes)
		s.p90 = apes[len(apes)*9/10]
	}
	if s.totalTrue > 0 {
		s.totalError = float64(s.totalEst-s.totalTrue) / float64(s.totalTrue)
	}
	return s
}

// TestFit refits coef on the training split and rewrites coefficients.go.
// It runs only with -fit: go test ./tokens -run TestFit -fit
func TestFit(t *testing.T) {
	if !*fitFlag {
		t.Skip("run with -fit to refit the coefficients")
	}
	train, _ := calibrationFiles(t)
	ps := loadPieces(t, train)
	b := fitCoefficients(ps)
	src := renderCoefficients(b, len(train), len(ps))
	if err := os.WriteFile("coefficients.go", src, 0o644); err != nil {
		t.Fatalf("write coefficients.go: %v", err)
	}
	t.Logf("fitted %d features on %d pieces of %d files", numFeatures, len(ps), len(train))
}

// fitCoefficients solves the ridge-regularised weighted least squares
// problem min sum_i ((x_i.b - y_i)/y_i)^2 + lambda*|b - prior|^2: the
// weights 1/y_i make it minimise relative, not absolute, error per piece;
// the ridge pulls features the training set rarely shows towards a prior.
func fitCoefficients(ps []piece) []float64 {
	const lambda = 1e-3
	n := int(numFeatures)
	a := make([]float64, n*n)
	rhs := make([]float64, n)
	for _, p := range ps {
		var f features
		scan(p.text, &f)
		w := 1 / (float64(p.true) * float64(p.true))
		for i := range n {
			if f[i] == 0 {
				continue
			}
			rhs[i] += f[i] * float64(p.true) * w
			for j := range n {
				a[i*n+j] += f[i] * f[j] * w
			}
		}
	}
	b0 := prior()
	for i := range n {
		a[i*n+i] += lambda
		rhs[i] += lambda * b0[i]
	}
	return solve(a, rhs, n)
}

// prior is the coefficient vector the ridge shrinks towards: one token per
// piece, more for long or oddly cased words, CJK at one token per rune.
func prior() []float64 {
	b := make([]float64, numFeatures)
	for shape := range numShapes {
		for k := range lenBuckets {
			v := 1.0
			if k >= 7 {
				v = 1 + float64(k-6)*0.3
			}
			if shape != shapeLower {
				v += 0.3
			}
			b[shape*lenBuckets+k] = v
		}
	}
	b[fLongLetters] = 0.25
	b[fHumps] = 0.5
	b[fOtherLetter] = 0.5
	b[fCJKLetter] = 1.2
	b[fForeignPiece] = 1
	b[fDigitGroup] = 1
	b[fContraction] = 1
	b[fPunct1], b[fPunct2], b[fPunct3], b[fPunct4] = 1, 1, 1.5, 2
	b[fPunctExtra] = 0.4
	b[fSym2], b[fSym3], b[fSym4] = 0.5, 1, 2
	b[fNewline] = 1
	b[fSpace] = 1
	return b
}

// solve solves the symmetric system a x = rhs by Gaussian elimination with
// partial pivoting.
func solve(a, rhs []float64, n int) []float64 {
	for col := range n {
		p := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r*n+col]) > math.Abs(a[p*n+col]) {
				p = r
			}
		}
		if p != col {
			for k := range n {
				a[col*n+k], a[p*n+k] = a[p*n+k], a[col*n+k]
			}
			rhs[col], rhs[p] = rhs[p], rhs[col]
		}
		for r := col + 1; r < n; r++ {
			m := a[r*n+col] / a[col*n+col]
			if m == 0 {
				continue
			}
			for k := col; k < n; k++ {
				a[r*n+k] -= m * a[col*n+k]
			}
			rhs[r] -= m * rhs[col]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := rhs[r]
		for k := r + 1; k < n; k++ {
			s -= a[r*n+k] * x[k]
		}
		x[r] = s / a[r*n+r]
	}
	return x
}

// featureNames labels the features in the generated file.
func featureNames() []string {
	names := make([]string, numFeatures)
	shapes := []string{"lower", "Cap", "UPPER", "miXed"}
	for s := range numShapes {
		for k := range lenBuckets {
			l := fmt.Sprint(k + 1)
			if k == 12 {
				l = "13+"
			}
			names[s*lenBuckets+k] = fmt.Sprintf("%s word, %s letters", shapes[s], l)
		}
	}
	rest := []string{"letters beyond 12", "camel-case humps", "punctuation-prefixed word",
		"word without leading space", "non-ASCII letter", "CJK letter", "non-ASCII word",
		"digit group", "contraction", "punctuation x1", "punctuation x2", "punctuation x3",
		"punctuation x4+", "punctuation beyond 4", "space-prefixed punctuation",
		"punctuation with newline", "2-byte symbol", "3-byte symbol", "4-byte symbol",
		"newline piece", "multiple newlines", "spaces before newline", "space piece",
		"spaces beyond 8", "tab"}
	copy(names[fLongLetters:], rest)
	return names
}

func renderCoefficients(b []float64, files, pieces int) []byte {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `// Code generated by go test ./tokens -run TestFit -fit; DO NOT EDIT.

package tokens

// coef is the cost in cl100k_base tokens of each feature. It was fitted by
// TestFit (calibrate_test.go): weighted least squares minimising the squared
// relative error per piece, with a weak ridge towards prior(), over %d
// pieces of about %d bytes cut from the %d training files (sha256 first
// byte not divisible by 5) of the ADR, SOP, rules and KEP Markdown corpora.
var coef = features{
`, pieces, pieceBytes, files)
	for i, name := range featureNames() {
		fmt.Fprintf(&buf, "\t%.4f, // %s\n", b[i], name)
	}
	buf.WriteString("}\n")
	src, err := format.Source(buf.Bytes())
	if err != nil {
		panic(fmt.Sprintf("generated coefficients do not parse: %v", err))
	}
	return src
}
