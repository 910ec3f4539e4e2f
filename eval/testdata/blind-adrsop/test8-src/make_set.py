#!/usr/bin/env python3
"""Generate test8.yaml from the task specs in specs_adr.py / specs_sop.py.
Gold paths are given as unique path prefixes and resolved against the corpus here."""
import glob, os, sys, yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs_adr import ADR, SRC as ASRC
from specs_sop import SOP, SRC as SSRC
CORP = "/work/shared/corpora"

def resolve(kind, source, prefix):
    root = os.path.join(CORP, kind, source)
    hits = [h for h in glob.glob(os.path.join(root, glob.escape(prefix) + "*")) if os.path.isfile(h)]
    if len(hits) != 1:
        raise SystemExit(f"prefix {kind}/{source}/{prefix} matched {hits}")
    return os.path.relpath(hits[0], root)

out = []
for kind, specs, srcmap in (("adr", ADR, ASRC), ("sop", SOP, SSRC)):
    for n, sp in enumerate(specs, 1):
        skey, task, gold, chain, note = sp
        source, base = srcmap[skey]
        g = [{"path": resolve(kind, source, base + p), "grade": gr} for p, gr in gold]
        t = {"id": f"{kind}-test8-{n:03d}", "kind": kind, "source": source, "task": task,
             "shares_title_word": False, "gold": g}
        if chain:
            t["superseded_below"] = [{"superseded": resolve(kind, source, base + s),
                                      "successor": resolve(kind, source, base + c)} for s, c in chain]
        t["note"] = note
        out.append(t)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "test8.yaml"), "w") as fh:
    yaml.safe_dump(out, fh, sort_keys=False, allow_unicode=True, width=100)
print(len(out), "tasks written")
