package verify

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/canon-kg/canon/sources"
)

// knownStatuses are the statuses of KEPs, ADRs and common trackers; a
// source-of-truth status a small edit away from one of them is a typo.
var knownStatuses = []string{
	"provisional", "implementable", "implemented", "deferred", "rejected", "withdrawn", "replaced",
	"proposed", "accepted", "deprecated", "superseded", "draft", "released", "planned", "retired",
	"approved", "active", "removed", "alpha", "beta", "stable", "open", "closed", "done",
}

var (
	sotDateRe     = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$`)
	sotVersionRe  = regexp.MustCompile(`(?i)^(?:kubernetes\s+|k8s\s+)?v?(\d+(?:\.\d+){1,2})$`)
	placeholderRe = regexp.MustCompile(`(?i)^(?:<[^>]*>|\{\{.*\}\}|tbd|tba|todo|n/?a|xx+|\?+|-+)$|\|`)
	moneySoTRe    = regexp.MustCompile(`(?i)^\s*([$€£]|USD|EUR|GBP|CHF|JPY)?\s*(\d[\d,]*(?:\.\d+)?)\s*(USD|EUR|GBP|CHF|JPY)?\s*$`)
)

// compare gives the verdict of a claimed value m against a source-of-truth
// value, and the reason of an unknown verdict.
func compare(m mention, sot string) (string, string) {
	s := strings.TrimSpace(strings.Trim(strings.TrimSpace(sot), `"'`))
	if s == "" {
		return Unknown, "the field is empty in the source of truth"
	}
	if m.kind != KindName && placeholderRe.MatchString(s) {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is a template placeholder", s)
	}
	switch m.kind {
	case KindDate:
		return compareDate(m, s)
	case KindVersion:
		sv := sotVersionRe.FindStringSubmatch(s)
		if sv == nil {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not a version", s)
		}
		claim := strings.Split(strings.TrimPrefix(m.value, "v"), ".")
		have := strings.Split(sv[1], ".")
		if len(claim) > len(have) {
			return Mismatch, ""
		}
		for i := range claim {
			a, _ := strconv.Atoi(claim[i])
			b, _ := strconv.Atoi(have[i])
			if a != b {
				return Mismatch, ""
			}
		}
		return Verified, ""
	case KindStatus:
		claim, have := canonStage(m.value), canonStage(strings.ToLower(s))
		if claim == have {
			return Verified, ""
		}
		if !slices.Contains(knownStatuses, have) {
			for _, k := range knownStatuses {
				if sources.EditDistance([]rune(have), []rune(k)) <= 2 {
					return Unknown, fmt.Sprintf("the source-of-truth value %q is not a valid status (a typo of %q?)", s, k)
				}
			}
		}
		return Mismatch, ""
	case KindName:
		for _, it := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
			it = strings.ToLower(strings.Trim(strings.TrimSpace(it), `"'`))
			if it == m.value || "@"+it == m.value {
				return Verified, ""
			}
		}
		return Mismatch, ""
	case KindNumber:
		a, err1 := strconv.ParseFloat(m.value, 64)
		b, unit, ok := numberValue(s)
		if !ok {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not a number", s)
		}
		// A unit on both sides must agree; a bare number is compared by value.
		if err1 == nil && a == b && (m.unit == "" || unit == "" || m.unit == unit) {
			return Verified, ""
		}
		return Mismatch, ""
	case KindString:
		for _, it := range strings.Split(s, ",") {
			if strings.EqualFold(strings.TrimLeft(strings.TrimSpace(it), "#@"), strings.TrimLeft(m.value, "#@")) {
				return Verified, ""
			}
		}
		return Mismatch, ""
	case KindMoney:
		sm := moneySoTRe.FindStringSubmatch(s)
		if sm == nil {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not an amount", s)
		}
		cur, amt, _ := strings.Cut(m.value, " ")
		sc := currencyCode(strings.ToUpper(sm[1] + sm[3]))
		a, _ := strconv.ParseFloat(amt, 64)
		b, _ := strconv.ParseFloat(plainNumber(sm[2]), 64)
		if a == b && (sc == "" || sc == cur) {
			return Verified, ""
		}
		return Mismatch, ""
	}
	return Unknown, "values of kind " + m.kind + " are not compared"
}

func compareDate(m mention, s string) (string, string) {
	sm := sotDateRe.FindStringSubmatch(s)
	if sm == nil {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is not a date", s)
	}
	sot := sm[1] + "-" + pad2(sm[2]) + "-" + pad2(sm[3])
	if !validDate(sot) {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is not a valid date", s)
	}
	if m.precision == 2 {
		if strings.HasPrefix(sot, m.value+"-") {
			return Verified, ""
		}
		return Mismatch, ""
	}
	if m.value == sot {
		return Verified, ""
	}
	return Mismatch, ""
}

func validDate(s string) bool {
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}

// canonStage maps GA to stable; other values are returned as they are.
func canonStage(s string) string {
	if s == "ga" {
		return "stable"
	}
	return s
}
