package jobs

import (
	"testing"
	"time"
)

func FuzzSchedule(f *testing.F) {
	for _, s := range []string{
		"TZ=", "CRON_TZ=", "TZ=UTC", "CRON_TZ=Europe/Paris 0 3 * * *", "TZ=UTC\t@daily", "@every 15m", "@every 0s",
		"0 3 * * *", "*/10 * * * * *", "off", "", "@daily", "0 0 31 2 *", "1-5/0 * * * *", "60 * * * *", "@every -1s",
	} {
		f.Add(s)
	}
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, spec string) {
		sched, err := parse(spec)
		if err != nil || sched == nil {
			return
		}
		next, err := Next(spec, now)
		if err != nil {
			t.Fatalf("parse accepted %q, Next failed: %v", spec, err)
		}
		if !next.IsZero() && !next.After(now) {
			t.Fatalf("%q: next %s is not after %s", spec, next, now)
		}
	})
}
