#!/usr/bin/env python3
"""Copy a blind labelled set into verify/testdata/blind-<x>/ so its test stands alone.

usage: copy_blind.py SRC DST   (SRC: /work/blind/verify-a, DST: verify/testdata/blind-a)

Copies cases.json, README.md and sot/ (the set's own sources of truth) as they are, and
only the corpus files the cases reference by sot_path: category kep from
<corpora>/structured/kubernetes__enhancements into DST/kep/, category sop from
<corpora>/sop into DST/sop/, paths kept. Nothing is edited.
"""
import json, os, shutil, sys

CORPORA = "/work/shared/corpora"
BASES = {"kep": os.path.join(CORPORA, "structured", "kubernetes__enhancements"),
         "sop": os.path.join(CORPORA, "sop")}

def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    for name in ("cases.json", "README.md"):
        shutil.copy2(os.path.join(src, name), os.path.join(dst, name))
    if os.path.isdir(os.path.join(src, "sot")):
        shutil.copytree(os.path.join(src, "sot"), os.path.join(dst, "sot"), dirs_exist_ok=True)
    with open(os.path.join(src, "cases.json")) as f:
        cases = json.load(f)
    copied = set()
    for c in cases:
        base = BASES.get(c.get("category"))
        p = (c.get("sot_path") or "").strip()
        if base is None or not p:
            continue
        rel = os.path.normpath(p).lstrip("/")
        s = os.path.join(base, rel)
        if not os.path.isfile(s) or rel in copied:
            continue
        d = os.path.join(dst, c["category"], rel)
        os.makedirs(os.path.dirname(d), exist_ok=True)
        shutil.copy2(s, d)
        copied.add(rel)
    print(f"{dst}: {len(cases)} cases, {len(copied)} corpus files copied")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
