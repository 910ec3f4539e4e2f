package model

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/canon-kg/canon/wire"
)

// Spill keeps documents encoded in a temporary file, as the model file
// encodes them, until they are read back: the ingest decodes each document
// it writes as it parses it, and would otherwise hold every one of them
// until it publishes the snapshot (a rule file of 90,000 rules as 115 MB of
// rules and their embeddings). The file is removed as soon as it is
// created where the system allows it, so nothing is left behind a killed
// process. A Spill is not safe for concurrent use.
type Spill struct {
	f    *os.File
	name string // the file's name while it is not removed, else ""
	end  int64
	buf  []byte
}

// SpillRef locates one document in a Spill.
type SpillRef struct {
	off        int64
	meta, bulk int
}

// NewSpill creates a Spill with its file in dir.
func NewSpill(dir string) (*Spill, error) {
	f, err := os.CreateTemp(dir, ".model-spill-*")
	if err != nil {
		return nil, fmt.Errorf("model: spill: %w", err)
	}
	s := &Spill{f: f, name: f.Name()}
	if os.Remove(s.name) == nil { // an open file outlives its name where it may
		s.name = ""
	}
	return s, nil
}

// Put writes d to the spill and returns where it is.
func (s *Spill) Put(d *Doc) (SpillRef, error) {
	ref := SpillRef{off: s.end}
	var flushed int
	e := &encoder{b: s.buf[:0]}
	e.flush = func() error {
		_, err := s.f.Write(e.b)
		flushed += len(e.b)
		e.b = e.b[:0]
		return err
	}
	e.doc(d)
	ref.meta = flushed + len(e.b)
	e.bulk(d)
	if e.err == nil {
		e.err = e.flush()
	}
	if e.err != nil {
		return SpillRef{}, fmt.Errorf("model: spill %s: %w", d.Path, e.err)
	}
	ref.bulk = flushed - ref.meta
	s.end += int64(flushed)
	s.buf = e.b
	return ref, nil
}

// Get reads back the document at ref. Its strings and vectors point into
// a buffer of its own, as those of a model file point into the file's.
func (s *Spill) Get(ref SpillRef) (Doc, error) {
	b := make([]byte, ref.meta+ref.bulk)
	if _, err := s.f.ReadAt(b, ref.off); err != nil && (!errors.Is(err, io.EOF) || len(b) != 0) {
		return Doc{}, fmt.Errorf("model: read spill: %w", err)
	}
	d := &decoder{
		Decoder: wire.NewDecoder(b[:ref.meta], 0, ErrCorrupt),
		bulk:    wire.NewDecoder(b, ref.meta, ErrCorrupt),
	}
	var x Doc
	d.doc(&x)
	if d.err() == nil && (d.Left() != 0 || d.bulk.Left() != 0) {
		d.Fail("spilled document %s ends before its bytes", x.Path)
	}
	if err := d.err(); err != nil {
		return Doc{}, fmt.Errorf("model: read spill: %w", err)
	}
	return x, nil
}

// Close closes the spill's file and removes it.
func (s *Spill) Close() error {
	err := s.f.Close()
	if s.name != "" {
		err = errors.Join(err, os.Remove(s.name))
	}
	if err != nil {
		return fmt.Errorf("model: spill: %w", err)
	}
	return nil
}
