package verify_test

import (
	"fmt"

	"github.com/canon-kg/canon/verify"
)

func ExampleVerifier_Check() {
	kep, err := verify.LoadProfile("kep", "") // how KEP texts write IDs and versions
	if err != nil {
		panic(err)
	}
	v, err := verify.NewWith([]verify.Record{{
		Path: "keps/sig-node/1287/kep.yaml", Line: 1, Key: "1287", Origin: verify.OriginYAML,
		Fields: map[string]string{"kep-number": "1287", "milestone.beta": "v1.33", "status": "implemented"},
		Lines:  map[string]int{"kep-number": 2, "milestone.beta": 41, "status": 14},
	}}, verify.Config{Profiles: []*verify.Profile{kep}})
	if err != nil {
		panic(err)
	}
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

// A value with no field word near it takes the only field of its type; a
// plain string is a fact when a field word (or a synonym) states it.
func ExampleVerifier_Check_inferred() {
	v := verify.New([]verify.Record{{
		Path: "data/releases.yaml", Line: 14, Key: "REL-2026-46", Origin: verify.OriginYAML,
		Fields: map[string]string{"id": "REL-2026-46", "version": "v2.16.0", "date": "2026-11-10", "manager": "dana"},
		Lines:  map[string]int{"id": 14, "version": 15, "date": 16, "manager": 18},
	}})
	for _, f := range v.Check("REL-2026-46 shipped v2.16.1 on 2026-11-10, managed by ravi.", verify.Options{}) {
		fmt.Printf("%s %s %s %s:%d %s\n", f.Text, f.Field, f.Verdict, f.SoTPath, f.SoTLine, f.SoTValue)
	}
	// Output:
	// REL-2026-46  verified data/releases.yaml:14 REL-2026-46
	// v2.16.1 version mismatch data/releases.yaml:15 v2.16.0
	// 2026-11-10 date verified data/releases.yaml:16 2026-11-10
	// ravi manager mismatch data/releases.yaml:18 dana
}
