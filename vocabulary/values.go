package vocabulary

import (
	"encoding/json"
	"fmt"
)

// Requirement is one item of an SOP's Requirements list, as stored in the
// source.doc.requirements literal.
type Requirement struct {
	Text string `json:"text"`
	Line int    `json:"line"`
}

// EncodeRequirements renders an SOP's requirements, in document order, as
// the source.doc.requirements literal: a JSON array of {"text","line"}. A
// set of quads would lose the order the author numbered them in.
func EncodeRequirements(rs []Requirement) string {
	b, err := json.Marshal(rs)
	if err != nil { // strings and ints always encode
		panic("vocabulary: encode requirements: " + err.Error())
	}
	return string(b)
}

// DecodeRequirements parses a source.doc.requirements literal.
func DecodeRequirements(s string) ([]Requirement, error) {
	var rs []Requirement
	if err := json.Unmarshal([]byte(s), &rs); err != nil {
		return nil, fmt.Errorf("vocabulary: %s: %w", DocRequirements, err)
	}
	return rs, nil
}
