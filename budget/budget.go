package budget

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Class is what an item is, which decides its place in the order of filling.
type Class int

// The classes in the order they are filled.
const (
	SOPMeta Class = iota + 1
	SOP
	Decision
	Other
	Convention
)

func (c Class) String() string {
	switch c {
	case SOPMeta:
		return "sop_meta"
	case SOP:
		return "sop"
	case Decision:
		return "decision"
	case Other:
		return "other"
	case Convention:
		return "convention"
	}
	return fmt.Sprintf("Class(%d)", int(c))
}

// Severity shares of the SOP chunks (DESIGN §7).
var shares = []struct {
	severity string
	share    float64
}{{"error", 0.50}, {"warning", 0.35}, {"info", 0.15}}

// MinTrim is the smallest share of an item that is kept by trimming it.
const MinTrim = 0.4

// ErrTooSmall is returned when the budget cannot hold what must be kept.
var ErrTooSmall = errors.New("budget: too small for the constitution and SOP metadata")

// DecomposeBelow is the budget under which a task should be decomposed.
const DecomposeBelow = 8000

// Item is a candidate for the pack.
type Item struct {
	ID       string
	Class    Class
	Severity string // for SOP chunks: error|warning|info ("" counts as info)
	Tokens   int
	Score    float64
}

// Kept is an item in the pack; Tokens < the item's tokens when trimmed.
type Kept struct {
	ID      string
	Tokens  int
	Trimmed bool
}

// Dropped is an item left out, with the reason.
type Dropped struct {
	ID     string `json:"id"`
	Tokens int    `json:"tokens"`
	Reason string `json:"reason"`
}

// Allocation is the result of Allocate.
type Allocation struct {
	Available    int
	Constitution int
	Used         int
	BySeverity   map[string]int // tokens of SOP chunks by severity
	Kept         []Kept         // in the order of filling
	Dropped      []Dropped      // by class order, then score
}

// Options are the reservations of Available.
type Options struct {
	Window, System, Plan, Task, Output int
	Safety                             float64 // share of the rest kept free
}

// Available is the budget left for context in a window (DESIGN §7).
func Available(o Options) int {
	rest := o.Window - o.System - o.Plan - o.Task - o.Output
	if rest <= 0 {
		return 0
	}
	return int(float64(rest) * (1 - o.Safety))
}

// Allocate fits the constitution and items into available tokens.
func Allocate(available, constitution int, items []Item) (Allocation, error) {
	a := Allocation{Available: available, Constitution: constitution, BySeverity: map[string]int{}}
	if constitution > available {
		return a, fmt.Errorf("constitution needs %d tokens, budget is %d: %w", constitution, available, ErrTooSmall)
	}
	left := available - constitution
	a.Used = constitution
	byClass := map[Class][]Item{}
	for _, it := range items {
		byClass[it.Class] = append(byClass[it.Class], it)
	}
	for _, c := range byClass {
		slices.SortFunc(c, func(x, y Item) int { return cmp.Or(cmp.Compare(y.Score, x.Score), strings.Compare(x.ID, y.ID)) })
	}
	take := func(it Item, limit int) int {
		if it.Tokens <= limit {
			a.Kept = append(a.Kept, Kept{ID: it.ID, Tokens: it.Tokens})
			return it.Tokens
		}
		if limit > 0 && float64(limit) >= MinTrim*float64(it.Tokens) {
			a.Kept = append(a.Kept, Kept{ID: it.ID, Tokens: limit, Trimmed: true})
			return limit
		}
		a.Dropped = append(a.Dropped, Dropped{ID: it.ID, Tokens: it.Tokens, Reason: "budget: " + it.Class.String() + " did not fit"})
		return 0
	}
	var meta int
	for _, it := range byClass[SOPMeta] {
		meta += it.Tokens
	}
	if meta > left {
		return a, fmt.Errorf("constitution (%d) and SOP metadata (%d) need %d tokens, budget is %d: %w", constitution, meta, constitution+meta, available, ErrTooSmall)
	}
	for _, it := range byClass[SOPMeta] {
		a.Kept = append(a.Kept, Kept{ID: it.ID, Tokens: it.Tokens})
	}
	left -= meta
	// SOP chunks by severity share; an unused share flows on.
	sopBudget, carry := left, 0
	for _, sh := range shares {
		limit := int(float64(sopBudget)*sh.share) + carry
		used := 0
		for _, it := range byClass[SOP] {
			if sevOf(it.Severity) != sh.severity {
				continue
			}
			n := take(it, limit-used)
			used += n
		}
		a.BySeverity[sh.severity] = used
		carry = limit - used
		left -= used
	}
	for _, c := range []Class{Decision, Other, Convention} {
		for _, it := range byClass[c] {
			left -= take(it, left)
		}
	}
	a.Used = available - left
	return a, nil
}

func sevOf(s string) string {
	if s == "error" || s == "warning" {
		return s
	}
	return "info"
}
