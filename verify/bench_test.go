package verify

import (
	"strings"
	"testing"
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

// BenchmarkVerify2000Words verifies a 2,000-word text against the KEP
// corpus with the records loaded (target: under 50 ms an operation):
//
//	go test ./verify -run '^$' -bench Verify2000Words -count 5
func BenchmarkVerify2000Words(b *testing.B) {
	v := kepVerifier(b)
	text := kepText2000()
	b.ResetTimer()
	for b.Loop() {
		v.Check(text, Options{})
	}
}

// BenchmarkVerifyShortTexts verifies the texts of the KEP labelled set
// one by one, as `query context` checks the short items of a pack:
//
//	go test ./verify -run '^$' -bench VerifyShortTexts
func BenchmarkVerifyShortTexts(b *testing.B) {
	v := kepVerifier(b)
	cases := readCases(b, "kep_cases.json", 1)
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			v.Check(c.Text, Options{Subject: c.Subject})
		}
	}
}
