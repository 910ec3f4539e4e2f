package verify

import (
	"strings"
)

// nameYear is the year a field's name holds a value for (2025 of
// concerts_2025, revenue_2024_eur), "" when none or several.
func nameYear(n string) string {
	year := ""
	for seg := range strings.SplitSeq(n, "_") {
		if yearValueRe.MatchString(seg) {
			if year != "" {
				return ""
			}
			year = seg
		}
	}
	return year
}

// otherYear makes unknown a value compared with a field holding a value
// for one year (concerts_2025) when its sentence writes another year and
// not that one ("played 31 concerts in 2024"): the text tells of a period
// the sources hold no value for, so neither a match nor a mismatch is
// evidence. A mismatch of a sentence writing no year is unknown too: it
// may tell of another one.
func (st *checkState) otherYear(f *Fact, m mention) {
	if f.Verdict == Unknown || f.Field == "" {
		return
	}
	year := nameYear(normField(f.Field))
	if year == "" {
		return
	}
	lo, hi := st.sentenceSpan(sentenceOf(st.sents, m.start))
	other := ""
	for _, t := range tokenize(st.text[lo:hi]) {
		if t.low == year {
			return
		}
		if other == "" && yearValueRe.MatchString(t.low) && lo+t.start != m.start {
			other = t.low
		}
	}
	switch {
	case other != "":
		f.Verdict, f.Reason = Unknown, "no claim: the text tells of "+other+", and "+f.Field+" holds the value for "+year
		f.SoTValue, f.SoTPath, f.SoTLine = "", "", 0
	case f.Verdict == Mismatch:
		// A value of no year said may be of another one.
		f.Verdict, f.Reason = Unknown, "ambiguous: the text names no year, and "+f.Field+" holds the value for "+year
	}
}

// positional reports whether a normalised field is addressed by a list
// position (contacts_0_email): no text states it by words. A year in a
// name (concerts_2025) is no position: it is the period the field holds
// a value for (see otherYear).
func positional(n string) bool {
	for seg := range strings.SplitSeq(n, "_") {
		if allDigits(seg) && !yearValueRe.MatchString(seg) {
			return true
		}
	}
	return false
}
