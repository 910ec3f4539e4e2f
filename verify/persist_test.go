package verify

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
)

var updateIndex = flag.Bool("update-index", false, "rewrite testdata/index.golden")

// indexCases are verifiers learned from records of several shapes, with
// and without profiles.
func indexCases(t *testing.T) map[string]struct {
	v   *Verifier
	cfg Config
} {
	t.Helper()
	kep, err := LoadProfiles([]string{"kep", "adr"}, "")
	if err != nil {
		t.Fatal(err)
	}
	kepCfg := Config{Profiles: kep}
	cases := map[string]struct {
		v   *Verifier
		cfg Config
	}{}
	add := func(name string, recs []Record, cfg Config) {
		v, err := NewWith(recs, cfg)
		if err != nil {
			t.Fatal(err)
		}
		cases[name] = struct {
			v   *Verifier
			cfg Config
		}{v, cfg}
	}
	docs, parseErrs, err := parseTree(testutil.Examples(t))
	if err != nil || len(parseErrs) > 0 {
		t.Fatalf("parse examples: %v %v", err, parseErrs)
	}
	add("examples", FromDocuments(docs), Config{})
	add("in-place with profiles", inPlaceRecords(), kepCfg)
	add("gen4", filesRecords(t, gen4Files), Config{})
	add("gen3 with profiles", filesRecords(t, gen3Files), kepCfg)
	add("none", nil, Config{})
	return cases
}

// filesRecords parses files written into a temporary root.
func filesRecords(t *testing.T, files map[string]string) []Record {
	t.Helper()
	root := t.TempDir()
	for name, body := range files {
		testutil.WriteFile(t, root, name, []byte(body))
	}
	docs, parseErrs, err := parseTree(root)
	if err != nil || len(parseErrs) > 0 {
		t.Fatalf("parse: %v %v", err, parseErrs)
	}
	return FromDocuments(docs)
}

// TestIndex_roundTrip checks that a verifier decoded from its index file
// equals the verifier learned from the records, field for field, and
// that the file is the same bytes each time.
func TestIndex_roundTrip(t *testing.T) {
	for name, c := range indexCases(t) {
		t.Run(name, func(t *testing.T) {
			b := c.v.appendIndex(nil, "snap-1", c.cfg.Fingerprint())
			if again := c.v.appendIndex(nil, "snap-1", c.cfg.Fingerprint()); !bytes.Equal(b, again) {
				t.Fatal("two writes of one verifier differ")
			}
			got, err := readIndex(b, "snap-1", c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.v) {
				t.Fatal("decoded verifier differs from the learned one")
			}
		})
	}
}

// TestIndex_roundTripCorpus is TestIndex_roundTrip on the KEP corpus.
func TestIndex_roundTripCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus")
	}
	v := kepVerifier(t)
	p, err := LoadProfile("kep", "")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Profiles: []*Profile{p}}
	got, err := readIndex(v.appendIndex(nil, "snap-1", cfg.Fingerprint()), "snap-1", cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, v) {
		t.Fatal("decoded verifier differs from the learned one")
	}
}

// TestIndex_refused checks that a file of another snapshot, version or
// configuration, and a damaged or cut file, are refused with errIndex and
// never panic.
func TestIndex_refused(t *testing.T) {
	c := indexCases(t)["in-place with profiles"]
	b := c.v.appendIndex(nil, "snap-1", c.cfg.Fingerprint())
	for name, tc := range map[string]struct {
		b        []byte
		snapshot string
		cfg      Config
	}{
		"other snapshot": {b, "snap-2", c.cfg},
		"other profiles": {b, "snap-1", Config{}},
		"other version":  {reCRC(bytes.Replace(b, append([]byte(indexMagic), indexVersion), append([]byte(indexMagic), indexVersion+1), 1)), "snap-1", c.cfg},
		"cut":            {b[:len(b)/2], "snap-1", c.cfg},
		"no header":      {[]byte("lookups"), "snap-1", c.cfg},
		"empty":          {nil, "snap-1", c.cfg},
	} {
		if _, err := readIndex(tc.b, tc.snapshot, tc.cfg); !errors.Is(err, errIndex) {
			t.Errorf("%s: err = %v, want errIndex", name, err)
		}
	}
	// Damage that keeps the checksum right: the decoder must refuse it
	// or decode something, never panic.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 400 {
		d := bytes.Clone(b)
		for range 1 + rng.IntN(4) {
			i := len(indexMagic) + rng.IntN(len(d)-len(indexMagic)-4)
			d[i] = byte(rng.IntN(256))
		}
		_, _ = readIndex(reCRC(d), "snap-1", c.cfg)
		d = bytes.Clone(b)
		if _, err := readIndex(d[:len(indexMagic)+rng.IntN(len(d)-len(indexMagic))], "snap-1", c.cfg); err == nil {
			t.Fatal("a cut file was decoded")
		}
	}
}

// reCRC rewrites the checksum at the end of an index file's bytes.
func reCRC(b []byte) []byte {
	body := bytes.Clone(b[:len(b)-4])
	return binary.LittleEndian.AppendUint32(body, crc32.Checksum(body, indexCRC))
}

// TestOpen checks that Open decodes the index file of the snapshot and
// learns from the records when there is none or it does not fit.
func TestOpen(t *testing.T) {
	ctx := context.Background()
	c := indexCases(t)["examples"]
	dir := t.TempDir()
	m := &model.Snapshot{ID: "snap-1"} // no records: a learned verifier is empty
	if err := os.WriteFile(filepath.Join(dir, IndexFileName(c.cfg)), c.v.appendIndex(nil, "snap-1", c.cfg.Fingerprint()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mapped := range []bool{false, true} {
		v, err := Open(ctx, dir, m, c.cfg, mapped)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(v, c.v) {
			t.Errorf("mapped %v: Open did not decode the index file", mapped)
		}
	}
	for name, m := range map[string]*model.Snapshot{"other snapshot": {ID: "snap-2"}} {
		v, err := Open(ctx, dir, m, c.cfg, true)
		if err != nil || v.Records() != 0 {
			t.Errorf("%s: %d records, err %v; want a verifier learned from no records", name, v.Records(), err)
		}
	}
	if v, err := Open(ctx, t.TempDir(), m, c.cfg, true); err != nil || v.Records() != 0 {
		t.Errorf("no index file: %d records, err %v; want a verifier learned from no records", v.Records(), err)
	}
}

// TestIndexVersion fails when what NewWith learns from fixed records, or
// the file's layout, changes while indexVersion does not: a reader would
// decode indexes of another shape. Bump indexVersion, then run
// `go test ./verify -run TestIndexVersion -update-index`.
func TestIndexVersion(t *testing.T) {
	var digests []string
	cases := indexCases(t)
	for _, name := range []string{"in-place with profiles", "gen4", "gen3 with profiles"} {
		c := cases[name]
		sum := sha256.Sum256(c.v.appendIndex(nil, "golden", c.cfg.Fingerprint()))
		digests = append(digests, name+" "+hex.EncodeToString(sum[:]))
	}
	got := fmt.Sprintf("version %d\n%s\n", indexVersion, strings.Join(digests, "\n"))
	golden := filepath.Join("testdata", "index.golden")
	if *updateIndex {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got == string(want) {
		return
	}
	if strings.HasPrefix(string(want), fmt.Sprintf("version %d\n", indexVersion)) {
		t.Fatalf("the verifier's index changed but indexVersion is still %d: bump it, then run with -update-index\ngot:\n%s\nwant:\n%s", indexVersion, got, want)
	}
	t.Fatalf("indexVersion changed: run with -update-index\ngot:\n%s\nwant:\n%s", got, want)
}

// appendIndex appends the index file's bytes, as writeIndex writes them.
func (v *Verifier) appendIndex(b []byte, snapshot, fingerprint string) []byte {
	var buf bytes.Buffer
	if err := v.writeIndex(&buf, snapshot, fingerprint); err != nil {
		panic(fmt.Sprintf("verify: write index to memory: %v", err)) // a bytes.Buffer does not fail
	}
	return append(b, buf.Bytes()...)
}

// TestIndexReleased: the index the ingest writes, learned without the
// derived indexes and let go of as it is written, is the index of the
// verifier NewWith learns, byte for byte.
func TestIndexReleased(t *testing.T) {
	kep, err := LoadProfiles([]string{"kep", "adr"}, "")
	if err != nil {
		t.Fatal(err)
	}
	docs, parseErrs, err := parseTree(testutil.Examples(t))
	if err != nil || len(parseErrs) > 0 {
		t.Fatalf("parse examples: %v %v", err, parseErrs)
	}
	for name, c := range map[string]struct {
		recs []Record
		cfg  Config
	}{
		"examples":           {FromDocuments(docs), Config{}},
		"in-place":           {inPlaceRecords(), Config{Profiles: kep}},
		"gen4":               {filesRecords(t, gen4Files), Config{}},
		"gen3 with profiles": {filesRecords(t, gen3Files), Config{Profiles: kep}},
	} {
		whole, err := NewWith(c.recs, c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		want := whole.appendIndex(nil, "snap", c.cfg.Fingerprint())
		v, err := learn(c.recs, c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := v.encodeIndex(&got, "snap", c.cfg.Fingerprint(), true); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: the released index (%d bytes) differs from the learned verifier's (%d bytes)", name, got.Len(), len(want))
		}
		if _, err := readIndex(got.Bytes(), "snap", c.cfg); err != nil {
			t.Errorf("%s: read back: %v", name, err)
		}
	}
}
