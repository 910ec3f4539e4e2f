package jobs

import (
	"fmt"
	"strings"
	"time"

	"github.com/robfig/cron/v3"
)

// Off is the schedule of a job that only runs on demand (RunOnce).
const Off = "off"

// parser reads standard five-field specs, six-field specs with seconds
// first, descriptors (@daily, @every 15m) and a CRON_TZ= prefix.
var parser = cron.NewParser(cron.SecondOptional | cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow | cron.Descriptor)

// parse parses a schedule spec; Off has no schedule (nil, nil).
func parse(spec string) (cron.Schedule, error) {
	s := strings.TrimSpace(spec)
	switch s {
	case Off:
		return nil, nil
	case "":
		return nil, fmt.Errorf("empty schedule")
	}
	if (strings.HasPrefix(s, "CRON_TZ=") || strings.HasPrefix(s, "TZ=")) && !strings.ContainsAny(s, " \t") {
		// robfig/cron slices up to the first space and panics without one.
		return nil, fmt.Errorf("schedule %q: a time zone without a schedule", spec)
	}
	sched, err := safeParse(s)
	if err != nil {
		return nil, fmt.Errorf("schedule %q: %w", spec, err)
	}
	return sched, nil
}

// safeParse is parser.Parse turning a panic of robfig/cron into an error:
// specs come from configuration files, and no spec may stop the daemon.
func safeParse(s string) (sched cron.Schedule, err error) {
	defer func() {
		if r := recover(); r != nil {
			sched, err = nil, fmt.Errorf("unparsable (%v)", r)
		}
	}()
	return parser.Parse(s)
}

// Validate reports whether spec is a schedule Next accepts, or Off.
func Validate(spec string) error {
	_, err := parse(spec)
	return err
}

// Next returns the first time after now at which spec fires. Times are
// computed in now's location unless the spec starts with CRON_TZ=. It is
// pure. Off never fires: Next returns the zero time and no error.
func Next(spec string, now time.Time) (time.Time, error) {
	sched, err := parse(spec)
	if err != nil || sched == nil {
		return time.Time{}, err
	}
	return sched.Next(now), nil
}
