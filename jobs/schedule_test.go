package jobs

import (
	"testing"
	"time"
)

func TestNext(t *testing.T) {
	utc := time.Date(2026, 11, 22, 10, 7, 30, 0, time.UTC)
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skipf("no time zone data: %v", err)
	}
	tests := []struct {
		spec string
		now  time.Time
		want time.Time
	}{
		{"@every 15m", utc, utc.Add(15 * time.Minute)},
		{"0 3 * * *", utc, time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)},
		{"0 3 * * *", time.Date(2026, 11, 22, 2, 59, 59, 0, time.UTC), time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)},
		{"0 3 * * *", time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC), time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)},
		{"@daily", utc, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)},
		{"*/15 * * * *", utc, time.Date(2026, 11, 22, 10, 15, 0, 0, time.UTC)},
		{"*/10 * * * * *", utc, time.Date(2026, 11, 22, 10, 7, 40, 0, time.UTC)},
		{"* * * * * *", utc, utc.Add(time.Second)},
		{"0 3 * * *", utc.In(ny), time.Date(2026, 11, 23, 3, 0, 0, 0, ny)},
		{"CRON_TZ=UTC 0 3 * * *", utc.In(ny), time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)},
		{"0 9 * * 1", utc, time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)}, // 2026-11-23 is a Monday
		{"off", utc, time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.spec+"@"+tt.now.Format(time.RFC3339), func(t *testing.T) {
			got, err := Next(tt.spec, tt.now)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(tt.want) {
				t.Fatalf("Next(%q, %s) = %s, want %s", tt.spec, tt.now, got, tt.want)
			}
		})
	}
}

func TestNext_Invalid(t *testing.T) {
	for _, spec := range []string{"", "  ", "every day", "0 3 * *", "61 * * * *", "@weekly-ish", "0 0 0 1 1 * 2026"} {
		if _, err := Next(spec, time.Now()); err == nil {
			t.Errorf("Next(%q) succeeded", spec)
		}
		if err := Validate(spec); err == nil {
			t.Errorf("Validate(%q) succeeded", spec)
		}
	}
	if err := Validate("off"); err != nil {
		t.Errorf("Validate(off) = %v", err)
	}
}
