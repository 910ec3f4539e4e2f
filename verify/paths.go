package verify

import (
	"regexp"
	"strings"
)

// sitePathRe is a site path written in a text: a slash after a space, a
// bracket, a quote or a colon, then a word ("/manual.html",
// "/guides/kiln-firing"). A path inside a longer one (docs/x.md) is none.
var sitePathRe = regexp.MustCompile(`(?:^|[\s("'“‘:])(/[A-Za-z0-9_][\w.~-]*(?:/[\w.~-]+)*/?)`)

// sitePath reports whether a value is a site path.
func sitePath(s string) bool {
	s = strings.TrimSpace(s)
	m := sitePathRe.FindStringSubmatchIndex(s)
	return m != nil && m[2] == 0 && m[3] == len(s)
}

// pathMentions are the site paths in text outside claimed: values of a
// field of paths its words name ("has /manual.html as its parent"),
// which the known values leave out (they are not written as words). A
// sentence's closing dot is no part of one.
func pathMentions(text string, claimed spanSet) []mention {
	if !strings.Contains(text, "/") {
		return nil
	}
	var out []mention
	for _, m := range sitePathRe.FindAllStringSubmatchIndex(text, -1) {
		s, e := m[2], m[3]
		for e > s+1 && (text[e-1] == '.' || text[e-1] == '-') {
			e--
		}
		if claimed.overlaps(s, e) || e < len(text) && text[e] == '/' {
			continue
		}
		out = append(out, mention{start: s, end: e, kind: KindString, value: text[s:e], needsLink: true})
	}
	return out
}
