package validate

import (
	"path"

	"github.com/canon-kg/canon/sources"
)

// A documentation site links its pages as the site serves them: a
// Middleman page source/manual/cdn.html.md is /manual/cdn.html, a Jekyll
// page x.md is x.html, a page's folder with an index is /folder/. Such a
// link names a source file of the tree that LINK-001 would otherwise call
// missing (410 of the 411 findings on GOV.UK's developer docs).

// hasPageSource reports whether the page a link resolved to (root-relative
// resolved; absolute when the link was written from the site's root, "/")
// has a source file in the tree: resolved with a source extension added
// (.md, .md.erb, ...), its .html replaced by one, .html and one added to a
// path without an extension, or its folder's index.
// An absolute link is tried from every directory above doc too, since the
// site's root may be a folder of the repository (Middleman's source/,
// Hugo's content/).
func (t *tree) hasPageSource(root, doc, resolved string, absolute bool) bool {
	bases := []string{resolved}
	if absolute {
		for dir := path.Dir(doc); dir != "." && dir != "/"; dir = path.Dir(dir) {
			bases = append(bases, path.Join(dir, resolved))
		}
	}
	for _, b := range bases {
		for _, c := range sources.PageSources(b) {
			if t.has(root, c) {
				return true
			}
		}
	}
	return false
}
