package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"help"}, {"search", "--help"}, {"context", "-h"}, {"verify", "--help"}, {"capsule", "-h"}} {
		var out, errOut bytes.Buffer
		err := run(context.Background(), args, &out, &errOut)
		if code := exitCode(err, &out, &errOut); code != 0 || !strings.Contains(out.String(), "query context --task") {
			t.Errorf("%v: exit %d, stdout %q", args, code, out.String())
		}
	}
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"nope"}, &out, &errOut)
	if code := exitCode(err, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `unknown command "nope"`) {
		t.Errorf("unknown command: exit %d, stderr %q", code, errOut.String())
	}
}
