package config

import (
	"testing"
	"time"

	"github.com/canon-kg/canon/sources"
)

func TestLimits(t *testing.T) {
	c, err := Load("testdata/limits.good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := sources.Limits{AliasNodes: 500, Records: 1000, Rules: 2000, Depth: 20, FileTime: 2 * time.Second}
	if got := c.Limits.Sources(); got != want {
		t.Errorf("limits %+v, want %+v", got, want)
	}
	if got := Default().Limits.Sources(); got != sources.DefaultLimits {
		t.Errorf("default limits %+v, want sources.DefaultLimits %+v", got, sources.DefaultLimits)
	}
}
