package verify_test

import (
	"fmt"

	"github.com/canon-kg/canon/verify"
)

func ExampleVerifier_Check() {
	v := verify.New([]verify.Record{{
		Path: "keps/sig-node/1287/kep.yaml", Line: 1, Key: "1287", Origin: verify.OriginYAML,
		Fields: map[string]string{"kep-number": "1287", "milestone.beta": "v1.33", "status": "implemented"},
		Lines:  map[string]int{"kep-number": 2, "milestone.beta": 41, "status": 14},
	}})
	text := "KEP-1287 reached beta in v1.32. Its status is implemented."
	facts := v.Check(text, verify.Options{})
	for _, f := range facts {
		fmt.Printf("%s %s %s %s\n", f.Text, f.Field, f.Verdict, f.SoTValue)
	}
	fmt.Println(verify.Annotate(text, facts))
	// Output:
	// KEP-1287  verified 1287
	// v1.32 milestone.beta mismatch v1.33
	// implemented status verified implemented
	// KEP-1287 [verified: keps/sig-node/1287/kep.yaml#L1] reached beta in ~~v1.32~~ v1.33 [corrected from SoT keps/sig-node/1287/kep.yaml#L41]. Its status is implemented [verified: keps/sig-node/1287/kep.yaml#L14].
}
