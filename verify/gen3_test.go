package verify

import (
	"testing"
)

// gen3Files are sources of truth of a domain no labelled set has (a water
// utility's pumping stations, reservoirs and procedures), for the
// phrasings the third round of generalisation reads.
var gen3Files = map[string]string{
	"sot/stations.csv": `station_id,name,operator_team,duty_engineer,commissioned_year,rated_flow_lps,gross_head_m,telemetry_firmware,last_overhaul,status,inspection_day,permit_ref
PS-201,Millbrook Lift,ops-east,R. Okafor,1998,"1,250",42,3.4.10,2025-09-14,running,Tuesday,EA/2019/044
PS-202,Harrow Weir Station,ops-west,T. Lindqvist,2011,800,18,3.5.2,2024-12-02,standby,Friday,EA/2021/107
PS-203,Coldbeck Booster,ops-east,T. Lindqvist,2016,420,65,3.5.2,2025-03-30,running,Monday,EA/2016/009
`,
	"sot/reservoirs.yaml": `reservoirs:
  - id: RSV-07
    name: Greyfell Reservoir
    capacity_ml: 4200
    upkeep:
      contractor: Brackley & Sons Civils
      contract_ref: UPK-118
    safety:
      inspection:
        last: 2025-06-03
        interval_months: 12
    flow:
      peak_mld: 60
      offpeak_mld: 25
    fed_by: [PS-201, PS-202]
  - id: RSV-09
    name: Coldwater Tarn
    capacity_ml: 900
    upkeep:
      contractor: Hale Dredging
      contract_ref: UPK-131
    flow:
      peak_mld: 12
      offpeak_mld: 5
    fed_by: [PS-202]
`,
	"docs/procedures/pump-status.md": "---\ntitle: \"Checking pump status remotely\"\nlast_reviewed_on: 2026-01-12\nowner_slack: \"#ops-east\"\n---\n\nText.\n",
}

func gen3Verifier(t *testing.T) *Verifier { return filesVerifier(t, gen3Files) }
