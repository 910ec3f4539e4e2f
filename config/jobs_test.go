package config

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestLoad_Jobs(t *testing.T) {
	c, err := Load("testdata/jobs.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	wantJobs := Jobs{Ingest: "*/30 * * * * *", Capsule: "CRON_TZ=UTC 0 3 * * *", Staleness: "off",
		StopTimeout: 5 * time.Second, StaleAfter: 360 * time.Hour}
	if d := cmp.Diff(wantJobs, c.Jobs); d != "" {
		t.Errorf("jobs (-want +got)\n%s", d)
	}
	wantCapsule := Capsule{ProjectID: "proj:payments", SourceArtifactLimit: 50, RuleLimit: 100, FindingLimit: 10}
	if d := cmp.Diff(wantCapsule, c.Capsule); d != "" {
		t.Errorf("capsule (-want +got)\n%s", d)
	}
	e, err := Load("testdata/empty.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(DefaultJobs(), e.Jobs); d != "" {
		t.Errorf("default jobs (-want +got)\n%s", d)
	}
	if e.Jobs.Ingest != "@every 15m" || e.Jobs.Capsule != "0 3 * * *" || e.Jobs.Staleness != "@daily" || e.Capsule.SourceArtifactLimit != 200 {
		t.Errorf("defaults changed: %+v %+v", e.Jobs, e.Capsule)
	}
}

func TestLoad_JobsBad(t *testing.T) {
	tests := map[string][]string{
		"bad-schedule": {`jobs.capsule: schedule "0 3 * *" has 4 fields`},
		"bad-capsule":  {"capsule.project_id: empty", "capsule.source_artifact_limit: 0 is not positive"},
		"bad-jobs-key": {"field ingset not found"},
	}
	for name, wants := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := Load(filepath.Join("testdata", name+".bad.yaml"))
			for _, want := range wants {
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Fatalf("error = %v, want it to contain %q", err, want)
				}
			}
		})
	}
}

func TestJobs_Validate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Jobs)
		want string
	}{
		{"defaults", func(*Jobs) {}, ""},
		{"descriptor", func(j *Jobs) { j.Ingest = "@hourly" }, ""},
		{"six fields", func(j *Jobs) { j.Ingest = "0 */5 * * * *" }, ""},
		{"zone prefix", func(j *Jobs) { j.Capsule = "CRON_TZ=Europe/Berlin 0 3 * * *" }, ""},
		{"off", func(j *Jobs) { j.Staleness = "off" }, ""},
		{"empty", func(j *Jobs) { j.Ingest = "" }, "jobs.ingest: empty schedule"},
		{"seven fields", func(j *Jobs) { j.Staleness = "0 0 0 1 1 * 2026" }, "jobs.staleness: schedule"},
		{"zone only", func(j *Jobs) { j.Capsule = "CRON_TZ=UTC " }, "jobs.capsule: empty schedule"},
		{"stop timeout", func(j *Jobs) { j.StopTimeout = 0 }, "jobs.stop_timeout"},
		{"stale after", func(j *Jobs) { j.StaleAfter = -time.Hour }, "jobs.stale_after"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := DefaultJobs()
			tt.edit(&j)
			err := j.Validate()
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Validate() = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}
