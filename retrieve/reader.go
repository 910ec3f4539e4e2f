package retrieve

import (
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/snapshot"
)

// Index is the snapshot's index the engine searches (read-only), for
// callers that also search it directly (query serve's search tool). It is
// closed by Close.
func (o *Opened) Index() *index.Index { return o.x }

// Reader is the held snapshot, for reading more of it while it is the
// published one (e.g. other predicates of the graph, under its
// ReadRecord). It is released by Close.
func (o *Opened) Reader() *snapshot.Reader { return o.r }
