package tokens_test

import (
	"fmt"

	"github.com/canon-kg/canon/tokens"
)

func ExampleEstimate() {
	fmt.Println(tokens.Estimate("Run `go test ./...` before every commit."))
	fmt.Println(tokens.Estimate("   \n"))
	// Output:
	// 10
	// 0
}
