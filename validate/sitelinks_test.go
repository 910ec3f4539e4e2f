package validate

import (
	"slices"
	"testing"
)

// TestLinks_sitePages checks that a link to a page as the documentation
// site serves it (/manual/cdn.html of source/manual/cdn.html.md, a Jekyll
// page's .html, a pretty URL, a folder's index) is no LINK-001, and that a
// page with no source still is.
func TestLinks_sitePages(t *testing.T) {
	rep := runTree(t, map[string]string{
		"source/manual/cdn.html.md":         "# CDN\n\nSee [purging](/manual/purge-cache.html), [DNS](/manual/dns), [help](../kubernetes/) and [the guide](guide.html).\n\nAlso [gone](/manual/gone.html).\n",
		"source/manual/purge-cache.html.md": "# Purge\n",
		"source/manual/dns.html.md.erb":     "# DNS\n",
		"source/kubernetes/index.html.md":   "# Kubernetes\n",
		"source/manual/guide.md":            "# Guide\n",
	})
	var got []string
	for _, f := range rep.Findings {
		if f.Rule == RuleLink {
			got = append(got, f.Message)
		}
	}
	if want := []string{"link target /manual/gone.html does not exist"}; !slices.Equal(got, want) {
		t.Errorf("LINK-001 findings %q, want %q", got, want)
	}
}
