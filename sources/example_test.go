package sources_test

import (
	"fmt"

	"github.com/canon-kg/canon/sources"
)

func ExampleParse() {
	src := "---\ndescription: Go rules\nglobs: \"**/*.go\"\n---\n# Errors\n\n- Always wrap errors with the operation. #refactor\n"
	doc, err := sources.Parse(sources.File{Path: ".cursor/rules/go.mdc"}, []byte(src), sources.ParseOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r := doc.Rules[0]
	fmt.Println(doc.Kind, doc.RuleFile.Globs, doc.Sections[1].Heading, doc.Sections[1].Start)
	fmt.Println(r.Line, r.Polarity, r.Intents, r.Text)
	// Output:
	// rule [**/*.go] Errors 5
	// 7 must [refactor] Always wrap errors with the operation.
}

func ExampleClassify() {
	fmt.Println(sources.Classify("doc/adr/0009-use-x.md", nil, nil))
	fmt.Println(sources.Classify("pkg/AGENTS.md", nil, nil))
	// Output:
	// adr
	// rule
}
