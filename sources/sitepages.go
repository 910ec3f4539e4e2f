package sources

import (
	"path"
	"strings"
)

// pageSourceExts are the extensions of a page's source file.
var pageSourceExts = []string{".md", ".md.erb", ".markdown", ".mdx"}

// PageSources are the files that may be the source of the page a
// documentation site serves at p (root-relative): p with a source
// extension added (Middleman's cdn.html.md of cdn.html), p's .html
// replaced by one (Jekyll), .html and one added to a pretty URL, or the
// index of p's folder.
func PageSources(p string) []string {
	p = strings.TrimSuffix(p, "/")
	var out []string
	for _, ext := range pageSourceExts {
		out = append(out, p+ext)
	}
	if base, ok := strings.CutSuffix(p, ".html"); ok {
		for _, ext := range pageSourceExts {
			out = append(out, base+ext)
		}
	} else if path.Ext(p) == "" { // a pretty URL, /manual/upgrade-rails of upgrade-rails.html.md
		for _, ext := range pageSourceExts {
			out = append(out, p+".html"+ext)
		}
	}
	for _, index := range []string{"index.md", "index.html.md", "index.html.md.erb", "_index.md", "README.md"} {
		out = append(out, path.Join(p, index))
	}
	return out
}
