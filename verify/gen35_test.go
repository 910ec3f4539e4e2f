package verify

import "testing"

// TestCheck_Gen35NumberedNames checks that a CSV column of unique names
// that number or abbreviate a kind of thing ("Northmole Crane 1",
// "Saltings Gantry TR") names its records as one of plain proper names
// does (set SS, held out through round 34: a county's appliances named
// "… Pump 1" and "… TL" beside "… Rescue Pump", so no column named its
// records and a fact about one was checked of nothing). A first word that
// is a number or in capitals is no name, nor is a column of numbered
// values another column repeats.
func TestCheck_Gen35NumberedNames(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/cranes.csv": "crane_id,handle,quay,status,safe_load_t,last_test\n" +
			"CR-301,Northmole Crane 1,Northmole,working,40,2025-03-02\n" +
			"CR-302,Northmole Crane 2,Northmole,idle,40,2025-05-19\n" +
			"CR-303,Saltings Gantry TR,Saltings,working,65,2024-11-30\n" +
			"CR-304,Ebbside Level Luffer,Ebbside,repair,25,2025-01-08\n",
	})
	runFactCases(t, v, []factCase{
		{"Northmole Crane 2 was last load-tested on 19 May 2025.", "19 May 2025", Verified, "last_test", ""},
		{"Saltings Gantry TR has a safe working load of 60 t.", "60 t", Mismatch, "safe_load_t", ""},
		{"Ebbside Level Luffer is still in repair.", "repair", Verified, "status", ""},
	})
	for val, want := range map[string]bool{
		"Northmole Crane 2": true, "Saltings Gantry TR": true, "Tern Island": true,
		"4 North": false, "TR Gantry": false, "AB-12": false, "active": false, "Crane 12345": false,
	} {
		if got := writtenAsName(val); got != want {
			t.Errorf("writtenAsName(%q) = %v, want %v", val, got, want)
		}
	}
}

// TestCheck_Gen35LitresPerMinute checks that "lpm" ending a field's name
// is litres a minute: a flow written "1,200 l/min" is the flow field's,
// not the tank's in litres (set SS: a pump's output was compared with its
// tank, three spurious mismatches).
func TestCheck_Gen35LitresPerMinute(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/rigs.csv": "rig_id,rig_name,flow_lpm,tank_l\n" +
			"RG-11,Fernery Rig,1200,800\n" +
			"RG-12,Palm Rig,950,1500\n",
	})
	runFactCases(t, v, []factCase{
		{"RG-11 pumps 1,200 l/min and holds 800 l.", "1,200 l/min", Verified, "flow_lpm", ""},
		{"RG-12: flow 900 l/min.", "900 l/min", Mismatch, "flow_lpm", ""},
		{"RG-12 holds 1,500 litres.", "1,500 litres", Verified, "tank_l", ""},
	})
}

// TestCheck_Gen35RoleModifier checks that a role modifier before the words
// of a field of people ("deputy safety officer", "assistant stage
// manager") names another role than the field's: nothing is stated of the
// field (set TT: a lab's "deputy safety officer" was compared with its
// safety officer, a spurious mismatch). Guards: the field's words alone
// still name it, and a modifier that is a field's own word (a deputy
// field) leaves the choice to the fields' words.
func TestCheck_Gen35RoleModifier(t *testing.T) {
	v := filesVerifier(t, map[string]string{
		"sot/stages.yaml": `stages:
  STG-41:
    name: Riverside Stage
    stage_manager: Oriel Pennock
    capacity: 420
  STG-42:
    name: Tannery Hall
    stage_manager: Bram Tolliver
    deputy: Wenna Ashcroft
    capacity: 180
`,
	})
	runFactCases(t, v, []factCase{
		{"Riverside Stage's assistant stage manager is Bram Tolliver.", "Bram Tolliver", Unknown, "", ""},
		{"The acting stage manager at Tannery Hall is Oriel Pennock.", "Oriel Pennock", Unknown, "", ""},
		{"Riverside Stage's stage manager is Bram Tolliver.", "Bram Tolliver", Mismatch, "stages.STG-41.stage_manager", ""},
		{"Tannery Hall's deputy is Wenna Ashcroft.", "Wenna Ashcroft", Verified, "stages.STG-42.deputy", ""},
	})
}
