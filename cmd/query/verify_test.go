package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/cli"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/verify"
)

func TestRunVerify(t *testing.T) {
	ctx := context.Background()
	data := ingestExamples(t)
	var out bytes.Buffer
	err := runVerify(ctx, []string{"--data", data, "--json", "--text", "REL-2026-44 has version v2.14.0 and its date is 2026-10-28."}, nil, &out)
	var se cli.StatusError
	if !errors.As(err, &se) || se.Code != 3 {
		t.Fatalf("err %v, want exit 3 (a mismatch)", err)
	}
	var got verifyOutput
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Counts.Verified < 2 || got.Counts.Mismatch != 1 {
		t.Errorf("counts %+v, facts %+v", got.Counts, got.Facts)
	}
	out.Reset()
	if err := runVerify(ctx, []string{"--data", data, "-"}, strings.NewReader("REL-2026-44 has version v2.14.0."), &out); err != nil {
		t.Fatalf("verify stdin: %v", err)
	}
	if !strings.Contains(out.String(), "verified=2 mismatch=0") {
		t.Errorf("output:\n%s", out.String())
	}
	b, err := os.ReadFile(datadir.Dir(data).Actions())
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 3 || lines[0] != "time,command,mode,task,scope,items,verdicts" || !strings.HasSuffix(lines[2], ",stdin,,2,verified=2 mismatch=0 unknown=0") {
		t.Errorf("actions.csv:\n%s", b)
	}
	// Field inference by value type, "<field word> <value>" facts and a
	// subject named by its plain key, over examples/.
	out.Reset()
	text := "Release REL-2026-46 shipped v2.16.1 on 2026-11-10. The payments service launched on 2021-03-15 and is owned by team-ledger."
	err = runVerify(ctx, []string{"--data", data, "--text", text}, nil, &out)
	if !errors.As(err, &se) || se.Code != 3 {
		t.Fatalf("err %v, want exit 3", err)
	}
	for _, want := range []string{
		`MISMATCH  REL-2026-46 "v2.16.1" version: source of truth says "v2.16.0" (data/releases.yaml:15); field inferred from value type`,
		`verified  REL-2026-46 "2026-11-10" date (data/releases.yaml:16); field inferred from value type`,
		`verified  payments "2021-03-15" launched (data/services.csv:2)`,
		`MISMATCH  payments "team-ledger" owner: source of truth says "team-payments" (data/services.csv:2)`,
		"verified=3 mismatch=2 unknown=0",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if err := runVerify(ctx, []string{"--data", data, "--text", "a", "--file", "b"}, nil, &out); !errors.As(err, new(cli.UsageError)) {
		t.Errorf("two inputs: err %v, want a usage error", err)
	}
}

// TestRunVerify_PositionalText checks that the text may be given without
// --text, as query context takes its task, with the same answer; that a
// lone argument naming a file is refused with a pointer to --file; and
// that the text beside --text or --file is refused.
func TestRunVerify_PositionalText(t *testing.T) {
	ctx := context.Background()
	data := ingestExamples(t)
	var flagged, positional bytes.Buffer
	if err := runVerify(ctx, []string{"--data", data, "--text", "REL-2026-44 has version v2.14.0."}, nil, &flagged); err != nil {
		t.Fatalf("--text: %v", err)
	}
	if err := runVerify(ctx, []string{"REL-2026-44", "has", "version", "v2.14.0.", "--data", data}, nil, &positional); err != nil {
		t.Fatalf("positional: %v", err)
	}
	if positional.String() != flagged.String() || !strings.Contains(positional.String(), "verified=2 mismatch=0") {
		t.Errorf("positional text:\n%s\nwant as --text:\n%s", positional.String(), flagged.String())
	}
	notes := filepath.Join(t.TempDir(), "notes.md")
	if err := os.WriteFile(notes, []byte("REL-2026-44 has version v2.14.0.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	err := runVerify(ctx, []string{"--data", data, notes}, nil, &out)
	if ue := new(cli.UsageError); !errors.As(err, ue) || !strings.Contains(ue.Msg, "--file "+notes) {
		t.Errorf("a file given as the text: err %v, want a usage error naming --file", err)
	}
	for _, args := range [][]string{{"--data", data, "--text", "a", "b"}, {"--data", data, "--file", notes, "b"}} {
		if err := runVerify(ctx, args, nil, &out); !errors.As(err, new(cli.UsageError)) {
			t.Errorf("%v: err %v, want a usage error", args, err)
		}
	}
}

// TestRunVerify_Profiles checks that the profiles the config names reach
// the checker: a profile file's phrase names a field, and an unknown
// profile is an error that names it.
func TestRunVerify_Profiles(t *testing.T) {
	ctx := context.Background()
	data := ingestExamples(t)
	dir := t.TempDir()
	profile := "name: releases\nphrases:\n  manager: [shepherded by]\n"
	if err := os.WriteFile(dir+"/releases.yaml", []byte(profile), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := dir + "/canon.yaml"
	if err := os.WriteFile(cfg, []byte("data: "+data+"\nverify:\n  profiles: [releases.yaml]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	text := "REL-2026-46 was shepherded by zed." // a value no field holds: only the profile's phrase ties it
	var out bytes.Buffer
	err := runVerify(ctx, []string{"--data", data, "--text", text}, nil, &out)
	if err != nil || strings.Contains(out.String(), "MISMATCH") {
		t.Fatalf("without the profile: err %v, output:\n%s", err, out.String())
	}
	out.Reset()
	err = runVerify(ctx, []string{"--config", cfg, "--text", text}, nil, &out)
	var se cli.StatusError
	if !errors.As(err, &se) || se.Code != 3 || !strings.Contains(out.String(), `MISMATCH  REL-2026-46 "zed" manager`) {
		t.Fatalf("with the profile: err %v, output:\n%s", err, out.String())
	}
	if err := os.WriteFile(cfg, []byte("data: "+data+"\nverify:\n  profiles: [nosuch]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err = runVerify(ctx, []string{"--config", cfg, "--text", text}, nil, &out)
	if err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Errorf("unknown profile: err %v, want one naming it", err)
	}
}

// TestDerivedFiles checks that `query verify` and `query context` answer
// the same bytes from the files the ingest derives from the read model
// (the verifier's index, the ranking's lookups) as without them.
func TestDerivedFiles(t *testing.T) {
	ctx := context.Background()
	data := t.TempDir()
	opt := ingest.Options{Roots: []string{testutil.Examples(t)}, Data: datadir.Dir(data), LockTimeout: 5 * time.Second,
		Derived: []model.Derived{retrieve.Lookups, verify.Index(verify.Config{})}}
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	text := "Release REL-2026-46 shipped v2.16.1 on 2026-11-10. The payments service launched on 2021-03-15 and is owned by team-ledger."
	answer := func() string {
		var out bytes.Buffer
		err := runVerify(ctx, []string{"--data", data, "--json", "--text", text}, nil, &out)
		var se cli.StatusError
		if !errors.As(err, &se) || se.Code != 3 {
			t.Fatalf("verify: err %v, want exit 3", err)
		}
		if err := run(ctx, []string{"context", "--data", data, "--task", "is the payments service owned by team-ledger?", "--json"}, &out, io.Discard); err != nil {
			t.Fatalf("context: %v", err)
		}
		return out.String()
	}
	cur, err := datadir.Dir(data).ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	gen := datadir.Dir(data).Generation(cur.Generation)
	withFiles := answer()
	for _, name := range []string{verify.IndexFileName(verify.Config{}), retrieve.LookupsFileName} {
		if err := os.Remove(filepath.Join(gen, name)); err != nil {
			t.Fatalf("the ingest did not write %s: %v", name, err)
		}
	}
	if without := answer(); without != withFiles {
		t.Errorf("answers differ with the derived files and without:\n%s\n---\n%s", withFiles, without)
	}
}
