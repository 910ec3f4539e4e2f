package retrieve

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/canon-kg/canon/budget"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/intent"
	"github.com/canon-kg/canon/tokens"
)

// claude-flow's boosts: intent match, risk class.
const (
	boostIntent   = 0.15
	boostCritical = 0.10
	boostHigh     = 0.05
	// boostScope rewards an item whose document or rule is scoped to the
	// files being edited.
	boostScope = 0.10
	// demoteSuperseded multiplies the score of a superseded decision.
	demoteSuperseded = 0.5
	// contradictionSimilarity is the subject overlap (Jaccard of stems)
	// above which a must and a never rule in one domain conflict.
	contradictionSimilarity = 0.5
)

// Context answers "what must an agent know for this task?": the
// constitution, then cited items chosen by the fused signals, filtered,
// de-contradicted and fitted to the budget. The same engine and request
// give the same pack.
func (e *Engine) Context(ctx context.Context, req Request) (*Pack, error) {
	task := strings.TrimSpace(req.Task)
	if task == "" {
		return nil, ErrEmptyTask
	}
	if err := e.ranking(); err != nil {
		return nil, fmt.Errorf("context: %w", err)
	}
	modes := req.Modes
	if modes.Window == 0 {
		modes = config.DefaultRetrieval()
	}
	modeName := cmp.Or(req.Mode, modes.Mode)
	mode, err := modes.Lookup(modeName)
	if err != nil {
		return nil, fmt.Errorf("context: %w", err)
	}
	if req.K > 0 {
		mode.KOut = req.K
		mode.KIn = max(mode.KIn, req.K)
	}
	files, err := CleanFiles(req.Files)
	if err != nil {
		return nil, fmt.Errorf("context: %w", err)
	}
	it := intent.Classify(task)
	p := &Pack{
		Task: task, Mode: modeName, Intent: Intent{Name: it.Name, Confidence: round(it.Confidence)},
		Keywords: intent.Keywords(task, 12), SnapshotID: e.snapshot, Files: append([]string{}, files...),
		Contradictions: []Contradiction{}, Items: []Item{}, Warnings: []string{},
	}
	covering := e.inScope(files)
	consRules := e.constitutionRules(files, covering)
	imported := e.importedInScope(covering)

	seeds, domains := e.keywordSeeds(task, covering)
	vq := e.vocabQuery(task)
	docs := e.docRanks(task)
	e.addFeedback(vq, docs)
	e.expansionSeeds(seeds, vq)
	terms, err := e.queryTerms(ctx, task)
	if err != nil {
		return nil, fmt.Errorf("context %q: %w", task, err)
	}
	cs, err := e.candidates(ctx, rankQuery{
		text: task, bm25Text: e.bm25Text(terms, task), embedVec: e.expandVector(e.queryVector(terms, task), vq), kIn: mode.KIn, signals: AllSignals,
		seeds: seeds, domains: domains, kinds: mode.Kinds, ruleMode: true, vocab: vq,
	})
	if err != nil {
		return nil, fmt.Errorf("context %q: %w", task, err)
	}
	inCons := map[int]bool{}
	for _, ri := range consRules {
		inCons[ri] = true
	}
	// drop records why a candidate is not kept. The candidates not kept,
	// each with its signals, are listed only under Explain: they are for
	// whoever tunes the ranking, and several times the items' size, they
	// would cost an agent reading the pack more than the items themselves.
	if req.Explain {
		p.Filtered = []Candidate{}
	}
	drop := func(c *cand, reason string) {
		c.dropped = reason
		if req.Explain {
			p.Filtered = append(p.Filtered, e.candidate(c))
		}
	}
	var kept []*cand
	for _, c := range cs {
		e.boost(c, it.Name, files, imported)
		if reason := e.filter(c, mode, files, inCons); reason != "" {
			drop(c, reason)
			continue
		}
		kept = append(kept, c)
	}
	p.Constitution = e.constitution(consRules, constitutionLimits(req.ConstitutionLines, req.ConstitutionTokens), taskRelevance(cs, e.scopeRelevance(files, covering)))
	kept = e.demoteSuperseded(kept)
	kept, p.Contradictions = e.resolveContradictions(kept, consRules)
	if p.Contradictions == nil {
		p.Contradictions = []Contradiction{} // a list in JSON, never null
	}
	sortCands(e, kept)
	if ranks := docs.ranks; len(ranks) > 0 {
		e.fuseDocRanks(kept, ranks)
		e.keepBelowSuccessors(kept)
		sortCands(e, kept)
	}
	kept = e.foldSameRules(kept, drop)
	kept = e.diversify(kept, mode.KOut)
	metas := e.sopMeta(kept[:min(len(kept), mode.KOut)], files, covering)
	kept = slices.DeleteFunc(kept, func(c *cand) bool {
		if c.rule < 0 {
			return false
		}
		r := &e.rules[c.rule]
		for _, m := range metas {
			if m.SourcePath == r.Path && r.LineStart >= m.LineStart && max(r.LineEnd, r.LineStart) <= m.LineEnd {
				drop(c, "quoted by the SOP metadata item")
				return true
			}
		}
		return false
	})
	e.explainExpansions(kept, vq, req.Explain)
	items, read := e.items(kept, mode.Expand, mode.KOut)
	for _, c := range kept[read:] {
		drop(c, "rank below k_out "+strconv.Itoa(mode.KOut))
	}
	e.citeAliases(items, files)
	items = append(metas, items...)
	if err := e.fit(p, items, req, modes, task); err != nil {
		return nil, fmt.Errorf("context %q: %w", task, err)
	}
	if req.Annotator != nil && modeName == "execution" {
		for i := range p.Items {
			notes, err := req.Annotator.Annotate(ctx, p.Items[i].Text)
			if err != nil {
				return nil, fmt.Errorf("context: annotate %s: %w", p.Items[i].ID, err)
			}
			p.Items[i].Notes = notes
		}
	}
	slices.SortFunc(p.Filtered, func(a, b Candidate) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
	})
	return p, nil
}

func sortCands(e *Engine, cs []*cand) {
	slices.SortFunc(cs, func(a, b *cand) int {
		return cmp.Or(cmp.Compare(b.score, a.score), strings.Compare(a.key(e), b.key(e)))
	})
}

// boost adds claude-flow's intent and risk boosts and the scope boost.
// imported are the documents of no scope of their own that a document in
// scope imports (importedInScope): they are in scope through it.
func (e *Engine) boost(c *cand, intentName string, files []string, imported map[int]scopeMatch) {
	var intents []string
	var risk string
	if c.rule >= 0 {
		r := e.rules[c.rule]
		intents, risk = r.Intents, r.Risk
	} else {
		// A chunk takes the typed intents and risk of the rules it holds:
		// not their domains, nor front-matter tags (a rule's @security is a
		// domain and earns no intent boost; its #security does).
		for _, ri := range e.chunkRules[c.chunk] {
			r := &e.rules[ri]
			intents = append(intents, r.Intents...)
			if riskRank(r.Risk) > riskRank(risk) {
				risk = r.Risk
			}
		}
	}
	c.why = signalWhy(c)
	if intentName != intent.General && slices.Contains(intents, intentName) {
		c.score += boostIntent
		c.why = append(c.why, "intent "+intentName)
	}
	switch risk {
	case "critical":
		c.score += boostCritical
		c.why = append(c.why, "risk critical")
	case "high":
		c.score += boostHigh
		c.why = append(c.why, "risk high")
	}
	if len(files) > 0 {
		m := e.scopeOf(c, files)
		if !m.scoped {
			m = imported[c.doc(e)]
		}
		if m.matches {
			c.score += boostScope
			c.why = append(c.why, m.reason)
		}
		if f, n, own := e.mentionedBy(c, files); f != "" {
			if own {
				c.score += boostMentionPath
			} else {
				c.score += boostMention
			}
			c.why = append(c.why, "names "+f+" ("+n+")")
		}
	}
}

func signalWhy(c *cand) []string {
	var why []string
	if c.nb > 0 {
		why = append(why, "bm25")
	}
	if c.ne > 0.5 {
		why = append(why, "embedding")
	}
	if c.ng > 0 {
		why = append(why, "graph")
	}
	if c.np > 0 {
		why = append(why, "proximity")
	}
	if c.gist > 0 {
		why = append(why, "gist")
	}
	return why
}

func riskRank(r string) int {
	switch r {
	case "info":
		return 1
	case "low":
		return 2
	case "medium":
		return 3
	case "high":
		return 4
	case "critical":
		return 5
	}
	return 0
}

// scopeOf is the narrowest scope of a candidate: a rule's scope:glob, else
// its document's.
func (e *Engine) scopeOf(c *cand, files []string) scopeMatch {
	d := &e.docs[c.doc(e)]
	if c.rule >= 0 {
		if m := globMatch(e.rules[c.rule].Scopes, files, "scope"); m.scoped {
			if dm := docScope(d, files); dm.scoped && !dm.matches {
				return dm
			}
			return m
		}
	}
	return docScope(d, files)
}

// filter applies the hard filters; it returns why a candidate is removed.
func (e *Engine) filter(c *cand, mode config.Mode, files []string, inCons map[int]bool) string {
	d := &e.docs[c.doc(e)]
	if d.ImportOnly {
		return "an import stub (what it imports is served)"
	}
	if why := d.unserved(); why != "" {
		return why
	}
	if c.rule >= 0 && inCons[c.rule] {
		return "in the constitution"
	}
	if c.rule < 0 && d.AlwaysApply {
		return "in the constitution (alwaysApply)"
	}
	if len(mode.Kinds) > 0 && !slices.Contains(mode.Kinds, d.Kind) {
		return "kind " + d.Kind + " outside the mode"
	}
	if len(mode.Paths) > 0 && !slices.ContainsFunc(mode.Paths, func(g string) bool { ok, _ := doublestar.Match(g, d.Path); return ok }) {
		return "path outside the mode's paths"
	}
	if c.rule >= 0 && len(mode.Risks) > 0 && !slices.Contains(mode.Risks, e.rules[c.rule].Risk) {
		return "risk " + cmp.Or(e.rules[c.rule].Risk, "none") + " outside the mode"
	}
	if !mode.History && d.Kind == "adr" && isHistory(d.ADRStatus) {
		return "decision " + d.ADRStatus + " (mode keeps no history)"
	}
	if len(files) > 0 {
		if m := e.scopeOf(c, files); m.scoped && !m.matches {
			return "scoped to other files"
		}
	}
	return ""
}

func isHistory(status string) bool {
	return status == "superseded" || status == "deprecated" || status == "rejected"
}

// demoteSuperseded ranks every candidate of a superseded decision below
// the candidates of the decisions that supersede it, at half its score, and
// every candidate of an amended decision below those of the decisions that
// amend it (when they are candidates too: an amended decision stands where
// no amendment changed it, so it keeps its score otherwise).
func (e *Engine) demoteSuperseded(cs []*cand) []*cand {
	best := e.bestByDoc(cs)
	for _, c := range cs {
		d := &e.docs[c.doc(e)]
		for _, a := range d.AmendedBy {
			if clampBelow(c, a, best, 0.001) {
				c.why = append(c.why, "amended by "+e.docs[a].Path)
			}
		}
		if len(d.SupersededBy) == 0 {
			continue
		}
		c.score *= demoteSuperseded
		for _, s := range d.SupersededBy {
			clampBelow(c, s, best, 0.001)
		}
		c.why = append(c.why, "superseded by "+e.docs[d.SupersededBy[0]].Path)
	}
	return cs
}

// bestByDoc is each document's best score among the candidates.
func (e *Engine) bestByDoc(cs []*cand) map[int]float64 {
	best := map[int]float64{}
	for _, c := range cs {
		d := c.doc(e)
		best[d] = max(best[d], c.score)
	}
	return best
}

// clampBelow puts c gap below document s's best candidate (best) when s
// has candidates and c is not below it already, and reports whether it
// did.
func clampBelow(c *cand, s int, best map[int]float64, gap float64) bool {
	if b, ok := best[s]; ok && c.score >= b {
		c.score = b - gap
		return true
	}
	return false
}

// resolveContradictions removes every rule that loses a must/never conflict
// in a shared domain, checking all pairs of candidate and constitution rules
// so the outcome does not depend on their order.
func (e *Engine) resolveContradictions(cs []*cand, cons []int) ([]*cand, []Contradiction) {
	pool := slices.Clone(cons)
	for _, c := range cs {
		if c.rule >= 0 {
			pool = append(pool, c.rule)
		}
	}
	slices.Sort(pool)
	pool = slices.Compact(pool)
	// Only a must and a never rule conflict: each rule of the pool is
	// paired with the later rules of the opposite polarity, in the order
	// of all the pool's pairs (a < b).
	var musts, nevers []int
	for _, ri := range pool {
		switch e.rules[ri].Polarity {
		case "must":
			musts = append(musts, ri)
		case "never":
			nevers = append(nevers, ri)
		}
	}
	losers := map[int]bool{}
	var out []Contradiction
	for _, a := range pool {
		var others []int
		switch e.rules[a].Polarity {
		case "must":
			others = nevers
		case "never":
			others = musts
		}
		i, _ := slices.BinarySearch(others, a+1)
		for _, b := range others[i:] {
			ra, rb := &e.rules[a], &e.rules[b]
			dom, ok := sharedDomain(ra, rb)
			if !ok {
				continue
			}
			sim := jaccard(e.subject(a), e.subject(b))
			if sim < contradictionSimilarity {
				continue
			}
			w, l := a, b
			if e.beats(b, a) {
				w, l = b, a
			}
			losers[l] = true
			out = append(out, Contradiction{
				Domain: dom, Winner: e.ruleRef(w), Loser: e.ruleRef(l), Similarity: round(sim),
				Resolution: fmt.Sprintf("kept %s (priority %d) over %s (priority %d)", e.rules[w].ID, e.rules[w].Priority, e.rules[l].ID, e.rules[l].Priority),
			})
		}
	}
	var kept []*cand
	for _, c := range cs {
		if c.rule < 0 || !losers[c.rule] {
			kept = append(kept, c)
		}
	}
	return kept, out
}

// beats orders rules for a contradiction: priority, then constitution,
// then risk, then the smaller node ID.
func (e *Engine) beats(a, b int) bool {
	ra, rb := &e.rules[a], &e.rules[b]
	if ra.Priority != rb.Priority {
		return ra.Priority > rb.Priority
	}
	if ra.Constitution != rb.Constitution {
		return ra.Constitution
	}
	if riskRank(ra.Risk) != riskRank(rb.Risk) {
		return riskRank(ra.Risk) > riskRank(rb.Risk)
	}
	return ra.Node < rb.Node
}

// sharedDomain is the first domain two rules share; rules without a
// domain tag are in the domain "general".
func sharedDomain(a, b *ruleInfo) (string, bool) {
	da, db := a.Domains, b.Domains
	if len(da) == 0 {
		da = []string{"general"}
	}
	if len(db) == 0 {
		db = []string{"general"}
	}
	for _, d := range da {
		if slices.Contains(db, d) {
			return d, true
		}
	}
	return "", false
}

func (e *Engine) ruleRef(ri int) RuleRef {
	r := e.rules[ri]
	return RuleRef{ID: r.ID, SourcePath: r.Path, LineStart: r.LineStart, LineEnd: max(r.LineEnd, r.LineStart), Priority: r.Priority}
}

func (e *Engine) candidate(c *cand) Candidate {
	it := e.itemOf(c)
	return Candidate{
		ID: it.ID, SourcePath: it.SourcePath, LineStart: it.LineStart, LineEnd: it.LineEnd,
		Score: round(c.score), Reason: c.dropped, Why: append([]string{}, c.why...), Signals: scoresOf(c),
	}
}

func scoresOf(c *cand) Scores {
	return Scores{
		BM25: round(c.bm25), Cosine: round(c.cos), Graph: round(c.graph),
		NormBM25: round(c.nb), NormEmbed: round(c.ne), NormGraph: round(c.ng), Proximity: round(c.prox), NormProximity: round(c.np),
		Fused: round(c.fused), Boost: round(boostOf(c)), DocRank: c.docRank,
	}
}

// boostOf is what the boosts added to a candidate's fused score.
func boostOf(c *cand) float64 {
	if c.docFused {
		return c.boost
	}
	return c.score - c.fused
}

// hashText is the sha256 of text in hex.
func hashText(s string) string {
	h := sha256.Sum256([]byte(s))
	return "sha256:" + hex.EncodeToString(h[:])
}

// budgetOf derives the available tokens for a request.
func budgetOf(req Request, modes config.Retrieval, task string) (window, available int) {
	if req.Budget > 0 {
		return req.Budget, req.Budget
	}
	return modes.Window, budget.Available(budget.Options{
		Window: modes.Window, System: modes.System, Plan: modes.Plan,
		Task: tokens.Estimate(task), Output: modes.Output, Safety: modes.Safety,
	})
}

// taskRelevance is the relevance under the constitution's token cap of a
// rule to a task that edits files: its scope relevance (which dominates)
// plus its score as a candidate of the task (0 when it is none).
func taskRelevance(cs []*cand, scope func(ri int) float64) func(ri int) float64 {
	score := map[int]float64{}
	for _, c := range cs {
		if c.rule >= 0 {
			score[c.rule] = max(score[c.rule], c.score)
		}
	}
	return func(ri int) float64 { return 10*scope(ri) + score[ri] }
}
