package embed

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

func TestEmbed_Paraphrase(t *testing.T) {
	e := New(0)
	tests := []struct {
		name, a, b, unrelated string
	}{
		{"inflection",
			"Rotating the database credentials every ninety days",
			"rotate database credential rotation each 90 days",
			"Render the dashboard charts with a dark colour theme"},
		{"authentication",
			"Fix the authentication vulnerability in the login handler",
			"authenticated login handlers are vulnerable",
			"Kubernetes deployment manifests for the staging cluster"},
		{"deployments",
			"Deploying services to production requires approval",
			"the deployment of a service to production must be approved",
			"Unit tests mock the HTTP client"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			va, vb, vu := e.Embed(tt.a), e.Embed(tt.b), e.Embed(tt.unrelated)
			near, far := Cosine(va, vb), Cosine(va, vu)
			t.Logf("paraphrase %.3f, unrelated %.3f", near, far)
			if near <= far+0.2 {
				t.Errorf("paraphrase similarity %.3f not clearly above unrelated %.3f", near, far)
			}
		})
	}
}

func TestEmbed_WordOrder(t *testing.T) {
	e := New(0)
	a := e.Embed("never commit secrets to the repository")
	b := e.Embed("the repository: secrets never commit")
	c := e.Embed("never commit secrets to the repository")
	sim := Cosine(a, b)
	t.Logf("reordered similarity %.3f", sim)
	// Unigrams and n-grams are order-free; only bigrams change.
	if sim < 0.7 || sim > 0.999 {
		t.Errorf("reordered similarity %.3f, want within [0.7, 0.999)", sim)
	}
	if got := Cosine(a, c); math.Abs(float64(got)-1) > 1e-5 {
		t.Errorf("identical text similarity %.6f, want 1", got)
	}
}

func TestEmbed_Deterministic(t *testing.T) {
	text := "Constitution rules get priority +100; the constitution text is capped at 60 lines."
	a := New(256).Embed(text)
	b := New(256).Embed(text)
	if a.Encode() != b.Encode() {
		t.Fatal("two embedders gave different vectors for the same text")
	}
	nonZero := 0
	for _, x := range a {
		if x != 0 {
			nonZero++
		}
	}
	if nonZero < 20 {
		t.Fatalf("only %d non-zero components", nonZero)
	}
}

func TestEmbed_Norm(t *testing.T) {
	e := New(128)
	for _, text := range []string{"a", "hello", "Über größe straße", "日本語", "x1 y2 z3", strings.Repeat("word ", 1000)} {
		v := e.Embed(text)
		if len(v) != 128 {
			t.Fatalf("Embed(%q) has %d dimensions, want 128", text, len(v))
		}
		n := 0.0
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		if n != 0 && math.Abs(n-1) > 1e-4 {
			t.Errorf("Embed(%q) norm² %.6f, want 1", text, n)
		}
	}
	for _, text := range []string{"", "   ", "the and of", "!!!"} {
		v := e.Embed(text)
		for _, x := range v {
			if x != 0 {
				t.Errorf("Embed(%q) is not the zero vector", text)
				break
			}
		}
		if Cosine(v, v) != 0 {
			t.Errorf("Cosine of zero vector = %v, want 0", Cosine(v, v))
		}
	}
}

func TestCosine(t *testing.T) {
	tests := []struct {
		name string
		a, b Vector
		want float32
	}{
		{"same", Vector{1, 0}, Vector{2, 0}, 1},
		{"orthogonal", Vector{1, 0}, Vector{0, 1}, 0},
		{"opposite", Vector{1, 1}, Vector{-1, -1}, -1},
		{"length mismatch", Vector{1, 0}, Vector{1, 0, 0}, 0},
		{"empty", Vector{}, Vector{}, 0},
		{"zero", Vector{0, 0}, Vector{1, 0}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Cosine(tt.a, tt.b); math.Abs(float64(got-tt.want)) > 1e-6 {
				t.Errorf("Cosine = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestEncode_RoundTrip(t *testing.T) {
	e := New(0)
	texts := []string{
		"Use parameterised queries; string concatenation in SQL is forbidden.",
		"Feature gates graduate from alpha to beta after one release.",
		"",
	}
	for _, text := range texts {
		v := e.Embed(text)
		s := v.Encode()
		got, err := Decode(s)
		if err != nil {
			t.Fatalf("Decode(Encode(%q)): %v", text, err)
		}
		if len(got) != len(v) {
			t.Fatalf("round trip changed dimension %d -> %d", len(v), len(got))
		}
		if got.Encode() != s {
			t.Errorf("Encode(Decode(s)) != s for %q", text)
		}
		for i := range v {
			if math.Abs(float64(got[i]-v[i])) > 0.005 {
				t.Fatalf("component %d: %v -> %v", i, v[i], got[i])
			}
		}
		if text != "" {
			if c := Cosine(v, got); c < 0.999 {
				t.Errorf("cosine after round trip %.5f, want >= 0.999", c)
			}
		}
	}
	other := e.Embed("Rotate credentials every 90 days.")
	a, b := e.Embed(texts[0]), e.Embed(texts[1])
	da, _ := Decode(a.Encode())
	db, _ := Decode(b.Encode())
	do, _ := Decode(other.Encode())
	if diff := math.Abs(float64(Cosine(a, other) - Cosine(da, do))); diff > 0.01 {
		t.Errorf("cosine changed by %.4f after round trip", diff)
	}
	if diff := math.Abs(float64(Cosine(a, b) - Cosine(da, db))); diff > 0.01 {
		t.Errorf("cosine changed by %.4f after round trip", diff)
	}
}

func TestDecode_Errors(t *testing.T) {
	good := New(16).Embed("hello world").Encode()
	tests := []struct {
		name string
		in   string
	}{
		{"not base64", "!!!"},
		{"empty", ""},
		{"short header", "AQI"},
		{"bad version", "AhAAAAAAAA"},
		{"truncated", good[:len(good)-4]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.in)
			if !errors.Is(err, ErrEncoding) {
				t.Errorf("Decode(%q) error = %v, want ErrEncoding", tt.in, err)
			}
		})
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(New(8).Embed("seed text").Encode())
	f.Add("AQgAAAAAAA")
	f.Fuzz(func(t *testing.T, s string) {
		v, err := Decode(s)
		if err != nil {
			return
		}
		if _, err := Decode(v.Encode()); err != nil {
			t.Fatalf("re-encoding a decoded vector fails: %v", err)
		}
	})
}

func ExampleEmbedder_Embed() {
	e := New(0)
	rule := e.Embed("Never commit secrets or API keys to the repository")
	task := e.Embed("the repo leaked an api key in a commit")
	other := e.Embed("Render charts with a dark theme")
	fmt.Println(Cosine(rule, task) > Cosine(rule, other))
	// Output: true
}

// benchDocs are 1,000 synthetic rule-sized documents.
func benchDocs() []string {
	words := strings.Fields(`never commit secrets repository rotate credentials deploy staging
production rollback tests coverage mock handler authentication database migration schema
index query latency cache performance review decision architecture boundary module`)
	docs := make([]string, 1000)
	for i := range docs {
		var sb strings.Builder
		for j := range 60 {
			sb.WriteString(words[(i*7+j*13)%len(words)])
			sb.WriteByte(' ')
		}
		docs[i] = sb.String()
	}
	return docs
}

func BenchmarkEmbed(b *testing.B) {
	e := New(0)
	docs := benchDocs()
	n := 0
	for b.Loop() {
		e.Embed(docs[n%len(docs)])
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "docs/s")
}

func BenchmarkCosine100k(b *testing.B) {
	e := New(0)
	docs := benchDocs()
	vecs := make([]Vector, 100_000)
	for i := range vecs {
		vecs[i] = e.Embed(docs[i%len(docs)] + fmt.Sprint(i))
	}
	q := e.Embed("rotate the staging database credentials")
	for b.Loop() {
		for _, v := range vecs {
			Cosine(q, v)
		}
	}
}

func TestEmbedEncoded_EqualsEncode(t *testing.T) {
	for _, dim := range []int{0, 64} {
		e := New(dim)
		for _, text := range append(benchDocs()[:200], "", "a", "!!!", "Ünïcode WORDS and 123 numbers") {
			if got, want := e.EmbedEncoded(text), e.Embed(text).Encode(); got != want {
				t.Fatalf("dim %d, EmbedEncoded(%.40q) differs from Embed().Encode()", dim, text)
			}
		}
	}
}

// Release drops the kept scratch buffers, and embedding after it gives
// the same vectors.
func TestEmbedder_Release(t *testing.T) {
	e := New(64)
	text := "Rotate the credentials of the payments service before the release."
	before := e.Embed(text)
	if len(e.free) == 0 {
		t.Fatal("no scratch buffer kept after Embed")
	}
	e.Release()
	if n := len(e.free); n != 0 {
		t.Errorf("%d scratch buffers kept after Release, want 0", n)
	}
	if after := e.Embed(text); !slices.Equal(before, after) {
		t.Errorf("Embed after Release differs:\n%v\n%v", after, before)
	}
}
