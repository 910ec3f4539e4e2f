package verify

import (
	"regexp"
	"strings"
)

// idShapeRe is a value written as an identifier: letters, then digits
// after a hyphen (NRC-2024-017, SVC-101, DEL-12345), or a code in
// capitals after one (STN-EDI).
var idShapeRe = regexp.MustCompile(`^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-(?:\d+|[A-Z]{2,5})$`)

// idNameWords are the last words of field names whose values identify a
// record (service_id, asset_key, vessel_uid).
var idNameWords = map[string]bool{"id": true, "key": true, "uid": true, "uuid": true, "ulid": true}

// learnIDFields returns the normalised fields that identify the records
// of their file besides id, key, number, ulid and a profile's key fields:
// a field whose name ends in an ID word (project_id), the field holding
// every record's key (a CSV's key column), or one whose values are written
// as identifiers and come first in each record (a list of projects each
// starting with its code), when every record of the file holds it with a
// value no other record of the file has. It returns too the fields, by
// file group (refGroup), that are named as IDs but hold the keys of
// another file's records in records keyed by their own (station_id of a
// reservoir keyed RSV-1): references, values of the record, never its ID.
func learnIDFields(all []nested) (ids, refs map[string]bool) {
	type fileField struct{ path, field string }
	type stat struct {
		records, shaped, coded, first, keyed int
		values                               map[string]bool
		dup                                  bool
	}
	perFile, keyedOwn := map[string]int{}, map[string]int{}
	yamlGroup := map[string]bool{} // a CSV names its key column itself
	stats := map[fileField]*stat{}
	for _, r := range all {
		if r.Origin == OriginFrontMatter {
			continue // a page is named by its path and title
		}
		group := refGroup(r.Path, r.prefix) // the items of one list
		perFile[group]++
		yamlGroup[group] = r.Origin == OriginYAML
		if k := strings.TrimSpace(r.Key); r.Origin == OriginYAML && idShapeRe.MatchString(k) {
			keyedOwn[group]++ // keyed by an ID of its own (RSV-101:)
		}
		firstLine := r.firstLine()
		for f, val := range r.fields() {
			val = strings.TrimSpace(val)
			if val == "" || strings.Contains(f, ".") {
				continue // a nested field names something else
			}
			k := fileField{group, normField(f)}
			s := stats[k]
			if s == nil {
				s = &stat{values: map[string]bool{}}
				stats[k] = s
			}
			s.records++
			if s.values[val] {
				s.dup = true
			}
			s.values[val] = true
			if idShapeRe.MatchString(val) {
				s.shaped++
			}
			if codedRe.MatchString(val) && strings.ContainsAny(val, "0123456789") {
				s.coded++
			}
			if val == strings.TrimSpace(r.Key) {
				s.keyed++
			}
			if l := r.lineOf(f); l > 0 && l == firstLine && r.Origin == OriginYAML { // a CSV row is one line
				s.first++
			}
		}
	}
	// The keys of the records of each file: a field whose values are keys
	// of another file's records refers to them (host_branch: LIB-01).
	keysOf := map[string]string{} // key -> path
	for _, r := range all {
		if k := strings.TrimSpace(r.Key); k != "" && r.Origin != OriginFrontMatter {
			if _, ok := keysOf[k]; !ok {
				keysOf[k] = r.Path
			}
		}
	}
	refers := func(path string, s *stat) bool {
		for val := range s.values {
			if p, ok := keysOf[val]; ok && p != path {
				return true
			}
		}
		return false
	}
	out, refs := map[string]bool{}, map[string]bool{}
	accepted := map[string]bool{}       // file groups with an ID field
	soleShaped := map[string][]string{} // file group -> its unique identifier-shaped fields
	for k, s := range stats {
		n := perFile[k.path]
		if s.dup || s.records != n {
			continue
		}
		ws := strings.Split(k.field, "_")
		named := len(ws) > 1 && idNameWords[ws[len(ws)-1]]
		shaped := n >= 2 && s.shaped == n && yamlGroup[k.path]
		// A field named as a code (serial, tag) whose values are all
		// codes of capitals and digits (PCE-ED0911, not only DEL-12)
		// identifies the records of a list keyed by IDs of their own.
		coded := n >= 2 && s.coded == n && yamlGroup[k.path] && keyedOwn[k.path] == n && codeNameWords[ws[len(ws)-1]]
		path, _, _ := strings.Cut(k.path, "\x00")
		switch {
		case named && s.keyed == 0 && keyedOwn[k.path] == n && refers(path, s):
			refs[k.path+"\x00"+k.field] = true
		case shaped && refers(path, s):
		case named || s.keyed == n && n >= 2 && !nameField(k.field) || shaped && (s.first == n || codeNameWords[ws[len(ws)-1]]) || coded && !refers(path, s):
			out[k.field] = true
			accepted[k.path] = true
		case shaped:
			soleShaped[k.path] = append(soleShaped[k.path], k.field)
		}
	}
	// An identifier-shaped field unique in its file is its ID when it is
	// the only one and nothing else identifies the items (a tag written
	// after the name).
	for g, fs := range soleShaped {
		if len(fs) == 1 && !accepted[g] {
			out[fs[0]] = true
		}
	}
	return out, refs
}

// refGroup is the file group of the records at prefix in the file at p:
// the items of one list, the records of one file.
func refGroup(p, prefix string) string {
	return p + "\x00" + digitRunRe.ReplaceAllString(prefix, "#")
}

// isRef reports whether normalised field n of r refers to another
// file's records (see learnIDFields): a value of r, not its ID.
func (v *Verifier) isRef(r *indexed, n string) bool {
	return len(v.refFields) > 0 && v.refFields[refGroup(r.Path, r.prefix)+"\x00"+n]
}

// identifies reports whether normalised field n identifies or names r.
func (v *Verifier) identifies(r *indexed, n string) bool {
	return v.identifying(n) && !v.isRef(r, n)
}

// codeNameWords end the names of fields whose unique identifier-shaped
// values identify a record (asset_tag, site_code, ref).
var codeNameWords = map[string]bool{"code": true, "tag": true, "ref": true, "reference": true, "no": true, "number": true, "ident": true, "serial": true}

// codedRe is a code of capitals and digits in hyphenated parts
// (PCE-ED0911, 7A-22B).
var codedRe = regexp.MustCompile(`^[A-Z0-9]+(?:-[A-Z0-9]+)+$`)
