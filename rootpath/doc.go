// Package rootpath maps the paths agents and editors give (absolute, or
// relative to their working directory) to the ingested root that holds
// them and the root-relative slash path that scopes match against. A path
// under no root is reported with a warning, never dropped silently. It is
// pure (no I/O but symlink resolution of the inputs) and safe for
// concurrent use.
package rootpath
