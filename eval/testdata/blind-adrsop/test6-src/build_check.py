#!/usr/bin/env python3
"""Validate test6.yaml (blind ADR/SOP retrieval task set).

Checks: every gold path exists; ids unique and well-formed; keys exact; grade-2 ADR
statuses are not rejected/abandoned/deprecated/superseded; superseded_below pairs are
both in gold (successor grade 2, predecessor grade 1); shares_title_word recomputed equals
the stored value; counts (>=70 ADR over >=8 sources, <=12 per source; >=70 SOP over the 3
SOP sources; one task per grade-2 document; >=15 chain tasks).

Usage: python3 build_check.py [--show]   (--show prints the recomputed shared words)
"""
import collections
import math
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
YAML_PATH = os.path.join(HERE, "test6.yaml")

STOPWORDS = set("""
a an the and or but nor of to in on at by for with from into onto over under as is are was were be been
being it its this that these those there their them they we our us you your i me my he she his her not no
do does did done have has had can could should would will shall may might must so if then than too very
what which who whom whose when where why how all any each every some such only own same just also about
after before again further once here up down out off above below between through during until while both
few more most other via per vs versus one two three new
""".split())

# corpus-generic words: too common in ADR/SOP titles to count as distinctive
GENERIC = set("""
app apps application applications service services module modules create creating created run running
page pages use using used decision decisions record records add adding new make making set setting setup
update updating updated get getting manage managing management how guide guidance doc docs document
documentation architecture architectural adr adrs html md erb index readme template overview introduction
work working way ways support what when why need needs do done thing things file files change changes
gov govuk uk mojs moj justice digital platform
""".split())

KEYS = {"id", "kind", "source", "task", "shares_title_word", "gold", "superseded_below", "note"}
REQUIRED = KEYS - {"superseded_below"}
BAD_STATUS = re.compile(r"reject|abandon|deprecat|superseded|reverted", re.I)


def stem(w):
    w = w.lower()
    for suf in ("ings", "ing", "ions", "ion", "ies", "ied", "ers", "er", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            if suf == "s" and w.endswith("ss"):
                continue
            w = w[: -len(suf)]
            break
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


def tokens(text):
    out = set()
    for t in re.findall(r"[A-Za-z][A-Za-z0-9]*", text):
        t = t.lower()
        if any(c.isdigit() for c in t):
            continue
        if len(t) < 2 or t in STOPWORDS or t in GENERIC:
            continue
        s = stem(t)
        if s in GENERIC or s in {stem(g) for g in ()}:
            continue
        out.add(s)
    return out


GENERIC_STEMS = {stem(g) for g in GENERIC}


def clean(ts):
    return {t for t in ts if t not in GENERIC_STEMS}


def doc_title(path):
    t = open(path, encoding="utf-8").read()
    m = re.match(r"\s*(?:<!--.*?-->\s*)?---\n(.*?)\n---\n", t, re.S)
    if m:
        tm = re.search(r"^title:\s*(.*)$", m.group(1), re.M)
        if tm:
            return tm.group(1).strip().strip("'\"")
    for line in t.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return ""


def name_words(path):
    base = os.path.basename(path)
    base = re.sub(r"(\.html)?\.(md|MD|erb)(\.erb)?$", "", base)
    base = re.sub(r"\.html$", "", base)
    if base == "index":  # use folder name for index pages
        base = os.path.basename(os.path.dirname(path))
    return base


def title_tokens(path):
    return clean(tokens(doc_title(path) + " " + name_words(path).replace("-", " ").replace("_", " ").replace(".", " ")))


_cache = {}


def source_df(kind, source):
    key = (kind, source)
    if key in _cache:
        return _cache[key]
    root = os.path.join(CORPORA, kind, source)
    docs = []
    for dp, dn, fn in os.walk(root):
        for f in fn:
            if re.search(r"\.(md|MD)(\.erb)?$|\.md\.erb$", f) and not f.upper().startswith("LICEN"):
                docs.append(os.path.join(dp, f))
    df = collections.Counter()
    for d in docs:
        for t in title_tokens(d):
            df[t] += 1
    _cache[key] = (len(docs), df)
    return _cache[key]


def distinctive_title_words(kind, source, path):
    n, df = source_df(kind, source)
    limit = max(3, math.ceil(0.08 * n))
    return {t for t in title_tokens(path) if df[t] < limit}


def shares_title_word(task):
    kind, source = task["kind"], task["source"]
    g2 = [g["path"] for g in task["gold"] if g["grade"] == 2][0]
    path = os.path.join(CORPORA, kind, source, g2)
    dist = distinctive_title_words(kind, source, path)
    tw = clean(tokens(task["task"]))
    return bool(dist & tw), sorted(dist & tw)


def adr_status(path):
    t = open(path, encoding="utf-8").read()
    m = re.search(r"^#+\s*Status\s*\n(.*?)(?=^#+\s|\Z)", t, re.S | re.M)
    status = m.group(1).strip() if m else ""
    # backstage keeps status in title / admonition
    title = doc_title(path)
    if "[superseded]" in title.lower() or ":::note Superseded" in t:
        status += " superseded"
    return status


def main():
    show = "--show" in sys.argv
    tasks = yaml.safe_load(open(YAML_PATH, encoding="utf-8"))
    errors = []
    ids = collections.Counter(t.get("id") for t in tasks)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    g2_seen = collections.Counter()
    chains = 0
    per_src = collections.Counter()
    stw = collections.Counter()
    for t in tasks:
        tid = t.get("id")
        keys = set(t)
        if not REQUIRED <= keys or not keys <= KEYS:
            errors.append(f"{tid}: bad keys {sorted(keys ^ KEYS)}")
            continue
        kind = t["kind"]
        if kind not in ("adr", "sop"):
            errors.append(f"{tid}: bad kind")
            continue
        if not re.fullmatch(rf"{kind}-test6-\d{{3}}", tid):
            errors.append(f"{tid}: id does not match kind")
        src_root = os.path.join(CORPORA, kind, t["source"])
        if not os.path.isdir(src_root):
            errors.append(f"{tid}: no source {t['source']}")
            continue
        grades = {}
        for g in t["gold"]:
            p = os.path.join(src_root, g["path"])
            if not os.path.isfile(p):
                errors.append(f"{tid}: missing path {g['path']}")
            if g["grade"] not in (1, 2):
                errors.append(f"{tid}: bad grade")
            if g["path"] in grades:
                errors.append(f"{tid}: duplicate gold path {g['path']}")
            grades[g["path"]] = g["grade"]
        g2 = [p for p, gr in grades.items() if gr == 2]
        if len(g2) != 1:
            errors.append(f"{tid}: expected exactly one grade-2, got {len(g2)}")
            continue
        g2_seen[(kind, t["source"], g2[0])] += 1
        if kind == "adr":
            st = adr_status(os.path.join(src_root, g2[0]))
            if BAD_STATUS.search(st):
                errors.append(f"{tid}: grade-2 status is '{st[:60]}'")
        if "superseded_below" in t:
            chains += 1
            for pair in t["superseded_below"]:
                s, n = pair.get("superseded"), pair.get("successor")
                if grades.get(n) != 2 or grades.get(s) != 1:
                    errors.append(f"{tid}: chain pair not in gold as successor=2/superseded=1: {pair}")
        if not isinstance(t["shares_title_word"], bool):
            errors.append(f"{tid}: shares_title_word not bool")
        got, words = shares_title_word(t)
        if got != t["shares_title_word"]:
            errors.append(f"{tid}: shares_title_word stored {t['shares_title_word']} recomputed {got} {words}")
        if show:
            print(tid, got, words)
        per_src[(kind, t["source"])] += 1
        stw[(kind, got)] += 1
        if not t["task"].strip() or not t["note"].strip():
            errors.append(f"{tid}: empty task/note")
    for k, c in g2_seen.items():
        if c > 1:
            errors.append(f"grade-2 document used by {c} tasks: {k}")
    adr_n = sum(c for (k, s), c in per_src.items() if k == "adr")
    sop_n = sum(c for (k, s), c in per_src.items() if k == "sop")
    adr_srcs = [s for (k, s) in per_src if k == "adr"]
    sop_srcs = [s for (k, s) in per_src if k == "sop"]
    if adr_n < 70:
        errors.append(f"only {adr_n} ADR tasks")
    if len(adr_srcs) < 8:
        errors.append(f"only {len(adr_srcs)} ADR sources")
    for (k, s), c in per_src.items():
        if k == "adr" and c > 12:
            errors.append(f"{s}: {c} ADR tasks > 12")
    if sop_n < 70:
        errors.append(f"only {sop_n} SOP tasks")
    if len(sop_srcs) != 3:
        errors.append(f"SOP sources used: {len(sop_srcs)} (want 3)")
    if chains < 15:
        errors.append(f"only {chains} chain tasks")
    print(f"ADR tasks {adr_n} over {len(adr_srcs)} sources; SOP tasks {sop_n} over {len(sop_srcs)} sources; chains {chains}")
    for (k, s), c in sorted(per_src.items()):
        print(f"  {k:3} {s:50} {c}")
    print("shares_title_word:", dict(stw))
    if errors:
        print(f"\n{len(errors)} ERRORS")
        for e in errors:
            print("  ", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
