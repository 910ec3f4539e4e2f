package verify

import "testing"

// TestCheck_NameOwnsVersion checks that a version written after a
// capitalised name inside a sentence ("moved to Go 1.22") is that name's:
// it is no value of a version field whose name says no version of what
// (current_version), where it was a mismatch inferred from its shape; it
// stays one of a field that does (runtime_version), and a sentence's first
// word, the subject's name and a month own nothing.
func TestCheck_NameOwnsVersion(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/apps.csv": `app_id,name,language,current_version,launched_on
APP-11,Quillmate,go,v2.4.0,2023-03-15
`,
		"sot/tools.csv": `tool_id,name,runtime,runtime_version
TL-21,Ferrowick,Python,3.11
`,
	})
	runFactCases(t, v, []factCase{
		{"APP-11 moved to Go 1.22 last March.", "1.22", Unknown, "", "whose version it may be"},
		{"APP-11 runs Quillmate 2.4.0 now.", "2.4.0", Verified, "current_version", ""},
		{"Quillmate 2.5.0 is what APP-11 runs.", "2.5.0", Mismatch, "current_version", ""},
		{"TL-21 is on Python 3.11.", "3.11", Verified, "runtime_version", ""},
		{"TL-21 is on Python 3.12.", "3.12", Mismatch, "runtime_version", ""},
	})
}
