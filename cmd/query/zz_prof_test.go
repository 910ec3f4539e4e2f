package main

import (
	"bytes"
	"context"
	"os"
	"testing"
)

func TestZZProf(t *testing.T) {
	data := os.Getenv("ZZ_DATA")
	if data == "" {
		t.Skip()
	}
	for i := 0; i < 5; i++ {
		var out, errb bytes.Buffer
		if err := run(context.Background(), []string{"context", "--data", data, "--task", "add a database migration for the payments service"}, &out, &errb); err != nil {
			t.Fatal(err, errb.String())
		}
	}
}
