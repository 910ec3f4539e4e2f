package intent

import (
	"cmp"
	"slices"
	"strings"
)

// The ten task intents of claude-flow's guidance compiler, and the fallback.
const (
	BugFix       = "bug-fix"
	Feature      = "feature"
	Refactor     = "refactor"
	Security     = "security"
	Performance  = "performance"
	Testing      = "testing"
	Docs         = "docs"
	Deployment   = "deployment"
	Architecture = "architecture"
	Debug        = "debug"
	General      = "general"
)

// Names lists the ten intents in claude-flow's order, which also breaks
// ties between equal scores. It does not include General.
var Names = []string{BugFix, Feature, Refactor, Security, Performance, Testing, Docs, Deployment, Architecture, Debug}

// Score is one intent's score for a task.
type Score struct {
	Name  string
	Score float64
}

// Result is the classification of a task.
type Result struct {
	Name       string  // the best intent, or General when nothing matched
	Confidence float64 // min(best score / 3, 1), claude-flow's normalisation; 0 for General
	Scores     []Score // every intent with a positive score, best first
}

// Classify returns the intent of a task description. Each pattern that
// matches adds its weight to its intent, plus half the weight for each
// further distinct term it matches (at most two more); the highest total
// wins, ties going to the intent listed first in Names. Classify is
// deterministic and safe for concurrent use.
func Classify(task string) Result {
	res := Result{Name: General}
	for _, name := range Names {
		total := 0.0
		for _, pat := range patterns[name] {
			total += pat.score(task)
		}
		if total > 0 {
			res.Scores = append(res.Scores, Score{name, total})
		}
	}
	if len(res.Scores) == 0 {
		return res
	}
	order := func(name string) int { return slices.Index(Names, name) }
	slices.SortFunc(res.Scores, func(a, b Score) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(order(a.Name), order(b.Name)))
	})
	res.Name = res.Scores[0].Name
	res.Confidence = min(res.Scores[0].Score/3, 1)
	return res
}

// score is the pattern's contribution to a task: its weight for the first
// matching term and half of it for each of up to two further distinct terms.
func (p pattern) score(task string) float64 {
	matches := p.re.FindAllString(task, -1)
	if len(matches) == 0 {
		return 0
	}
	var distinct []string
	for _, m := range matches {
		m = strings.ToLower(m)
		if !slices.Contains(distinct, m) {
			distinct = append(distinct, m)
		}
	}
	extra := min(len(distinct)-1, 2)
	return p.weight * (1 + 0.5*float64(extra))
}
