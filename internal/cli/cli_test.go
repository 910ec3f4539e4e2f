package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestExitCode(t *testing.T) {
	tests := []struct {
		err            error
		code           int
		stdout, stderr string
	}{
		{nil, 0, "", ""},
		{ErrHelp, 0, "USAGE", ""},
		{Usagef("unknown command %q", "x"), 2, "", "tool: unknown command \"x\"\nUSAGE"},
		{fmt.Errorf("run: %w", StatusError{3, errors.New("blocked")}), 3, "", "tool: run: blocked"},
		{errors.New("disk full"), 1, "", "tool: disk full"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		if got := ExitCode("tool", "USAGE", tt.err, &out, &errOut); got != tt.code {
			t.Errorf("%v: exit %d, want %d", tt.err, got, tt.code)
		}
		if strings.TrimSpace(out.String()) != tt.stdout || strings.TrimSpace(errOut.String()) != tt.stderr {
			t.Errorf("%v: stdout %q stderr %q", tt.err, out.String(), errOut.String())
		}
	}
}
