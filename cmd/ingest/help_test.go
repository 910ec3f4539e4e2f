package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"run", "--help"}, {"validate", "-h"}, {"schedule", "--help"}} {
		var out, errOut bytes.Buffer
		err := run(context.Background(), args, &out, &errOut)
		if code := exitCode(err, &out, &errOut); code != 0 || !strings.Contains(out.String(), "ingest run") {
			t.Errorf("%v: exit %d, stdout %q", args, code, out.String())
		}
	}
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"run", "--bogus"}, &out, &errOut)
	if code := exitCode(err, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "bogus") {
		t.Errorf("bad flag: exit %d, stderr %q", code, errOut.String())
	}
}

func TestValidate_RejectsStoreFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"validate", "--data", "x", "."}, &out, &errOut)
	if code := exitCode(err, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "-data") {
		t.Errorf("validate --data: exit %d, stderr %q", code, errOut.String())
	}
}
