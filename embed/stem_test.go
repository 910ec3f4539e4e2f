package embed

import "testing"

func TestStem(t *testing.T) {
	// Examples from Porter (1980), "An algorithm for suffix stripping".
	tests := map[string]string{
		"caresses": "caress", "ponies": "poni", "ties": "ti", "caress": "caress",
		"cats": "cat", "feed": "feed", "agreed": "agre", "plastered": "plaster",
		"bled": "bled", "motoring": "motor", "sing": "sing", "conflated": "conflat",
		"troubled": "troubl", "sized": "size", "hopping": "hop", "tanned": "tan",
		"falling": "fall", "hissing": "hiss", "fizzed": "fizz", "failing": "fail",
		"filing": "file", "happy": "happi", "sky": "sky", "relational": "relat",
		"conditional": "condit", "rational": "ration", "digitizer": "digit",
		"operator": "oper", "feudalism": "feudal", "decisiveness": "decis",
		"hopefulness": "hope", "callousness": "callous", "formaliti": "formal",
		"sensitiviti": "sensit", "sensibiliti": "sensibl", "triplicate": "triplic",
		"formative": "form", "formalize": "formal", "electriciti": "electr",
		"electrical": "electr", "hopeful": "hope", "goodness": "good",
		"revival": "reviv", "allowance": "allow", "inference": "infer",
		"airliner": "airlin", "gyroscopic": "gyroscop", "adjustable": "adjust",
		"defensible": "defens", "irritant": "irrit", "replacement": "replac",
		"adjustment": "adjust", "dependent": "depend", "adoption": "adopt",
		"homologou": "homolog", "communism": "commun", "activate": "activ",
		"angulariti": "angular", "homologous": "homolog", "effective": "effect",
		"bowdlerize": "bowdler", "probate": "probat", "rate": "rate",
		"cease": "ceas", "controll": "control", "roll": "roll",
		"generalizations": "gener", "connections": "connect", "connecting": "connect",
		"deployed": "deploi", "deployment": "deploy", "authentication": "authent",
		"authenticated": "authent", "go": "go", "über": "über", "sha256": "sha256",
	}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := Stem(in); got != want {
				t.Errorf("Stem(%q) = %q, want %q", in, got, want)
			}
		})
	}
}

func FuzzStem(f *testing.F) {
	for _, s := range []string{"a", "ies", "sses", "eed", "ying", "bled", "ation", "izations"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Stem(s)
		if len(got) > len(s)+1 {
			t.Fatalf("Stem(%q) = %q grew by more than one letter", s, got)
		}
		if Stem(s) != got {
			t.Fatalf("Stem(%q) not deterministic", s)
		}
	})
}
