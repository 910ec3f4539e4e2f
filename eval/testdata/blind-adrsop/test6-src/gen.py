#!/usr/bin/env python3
"""Generate test6.yaml from the task table below (shares_title_word computed by build_check)."""
import glob, os, sys, yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_check as bc

C = "/work/shared/corpora"
BASE = {
 "alphagov__forms": "ADR/",
 "DFE-Digital__buy-for-your-school": "doc/architecture/decisions/",
 "alphagov__govuk-aws": "docs/architecture/decisions/",
 "ministryofjustice__modernisation-platform": "architecture-decision-record/",
 "alphagov__govuk-infrastructure": "docs/architecture/decisions/",
 "cisagov__manage.get.gov": "docs/architecture/decisions/",
 "home-assistant__architecture": "adr/",
 "backstage__backstage": "docs/architecture-decisions/",
}
def R(src, pre):
    """resolve an ADR by file-name prefix (unique) or an SOP by relative path"""
    if src in BASE:
        hits = glob.glob(os.path.join(C, "adr", src, BASE[src] + pre + "*"))
        assert len(hits) == 1, (src, pre, hits)
        return os.path.relpath(hits[0], os.path.join(C, "adr", src))
    p = os.path.join(C, "sop", src, pre)
    assert os.path.isfile(p), p
    return pre

T = []
def adr(src, g2, task, note, g1=(), sup=()):
    T.append(("adr", src, g2, list(g1), list(sup), task, note))
def sop(src, g2, task, note, g1=()):
    T.append(("sop", src, g2, list(g1), [], task, note))

exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tasks_src.py"), encoding="utf-8").read())

out = []
n = {"adr": 0, "sop": 0}
for kind, src, g2, g1, sup, task, note in T:
    n[kind] += 1
    gold = [{"path": R(src, g2), "grade": 2}] + [{"path": R(src, p), "grade": 1} for p in g1]
    d = {"id": f"{kind}-test6-{n[kind]:03d}", "kind": kind, "source": src, "task": task,
         "shares_title_word": None, "gold": gold}
    if sup:
        d["superseded_below"] = [{"superseded": R(src, s), "successor": gold[0]["path"]} for s in sup]
        for s in sup:
            assert R(src, s) in [g["path"] for g in gold[1:]], (src, s)
    d["note"] = note
    d["shares_title_word"] = bc.shares_title_word(d)[0]
    out.append(d)

class D(yaml.SafeDumper):
    pass
D.add_representer(str, lambda dm, s: dm.represent_scalar("tag:yaml.org,2002:str", s))
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "test6.yaml"), "w", encoding="utf-8") as f:
    yaml.dump(out, f, Dumper=D, sort_keys=False, allow_unicode=True, width=110)
print(n)
