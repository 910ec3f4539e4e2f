package verify

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
)

var kepVersionRe = regexp.MustCompile(`^v1\.(\d+)$`)

// TestCheck_KEPCorpusSentences builds, for every kep.yaml of the corpus, a
// true and an altered sentence per milestone and status and prints the
// precision and recall of mismatch detection over them.
func TestCheck_KEPCorpusSentences(t *testing.T) {
	_, docs := kepDocs(t)
	v := kepVerifier(t)
	var tp, fp, fn, tn, unknown int
	judge := func(text, fact string, altered bool) {
		got := Unknown
		for _, f := range v.Check(text, Options{}) {
			if f.Text == fact {
				got = f.Verdict
			}
		}
		switch {
		case got == Unknown:
			unknown++
		case got == Mismatch && altered:
			tp++
		case got == Mismatch:
			fp++
		case altered:
			fn++
		default:
			tn++
		}
	}
	for _, d := range docs {
		for _, r := range d.Records {
			n := r.Fields["kep-number"]
			if n == "" || r.Fields["title"] == "" {
				continue
			}
			for _, stage := range []string{"alpha", "beta", "stable"} {
				m := kepVersionRe.FindStringSubmatch(r.Fields["milestone."+stage])
				if m == nil {
					continue
				}
				minor, _ := strconv.Atoi(m[1])
				alt := fmt.Sprintf("v1.%d", minor+1)
				judge(fmt.Sprintf("KEP-%s reached %s in %s.", n, stage, m[0]), m[0], false)
				judge(fmt.Sprintf("KEP-%s reached %s in %s.", n, stage, alt), alt, true)
			}
			if st := r.Fields["status"]; st == "implemented" || st == "implementable" || st == "provisional" {
				alt := map[string]string{"implemented": "withdrawn", "implementable": "implemented", "provisional": "implementable"}[st]
				judge(fmt.Sprintf("The status of KEP-%s is %s.", n, st), st, false)
				judge(fmt.Sprintf("The status of KEP-%s is %s.", n, alt), alt, true)
			}
		}
	}
	precision := float64(tp) / float64(max(tp+fp, 1))
	recall := float64(tp) / float64(max(tp+fn, 1))
	t.Logf("KEP corpus sentences: %d true+altered judged, %d unknown; mismatch precision %.3f recall %.3f", tp+fp+fn+tn, unknown, precision, recall)
	if precision < 0.95 || recall < 0.95 {
		t.Errorf("precision %.3f / recall %.3f below 0.95", precision, recall)
	}
}
