#!/usr/bin/env python3
"""Validate /work/blind/adrsop8/test8.yaml.

Checks: every gold path exists; ids unique and well formed; exact key set; grade-2
ADR statuses are not rejected/abandoned/deprecated/superseded; superseded_below
pairs are both in gold (successor grade 2, predecessor grade 1); one task per
grade-2 document; shares_title_word recomputed equal to the stored value; counts.

Usage: python3 build_check.py          # validate, exit 1 on any error
       python3 build_check.py --fix    # rewrite shares_title_word in place, then validate
"""
import glob
import os
import re
import sys
from collections import Counter, defaultdict

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, "test8.yaml")
CORPORA = "/work/shared/corpora"

STOPWORDS = set("""
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its itself
just me more most my myself no nor not now of off on once only or other our ours ourselves out
over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up very was we were what when where which
while who whom why will with would you your yours yourself yourselves s t don doesn isn can't
won shall may might must also still ever yet via per vs its it's let lets i'm we're they're
instead whether any every anyone someone something anything one two three etc e g eg ie
""".split())

# Words too generic in this corpus to count as a shared title word.
GENERIC = set("""
app apps application applications service services module modules create creating run running
page pages use using used decision decisions record records add adding new adr adrs doc docs
documentation guide how what index md mdc html erb readme make get set update updating manage
managing work working way thing things need needs want wants should would can do does file files
version support supporting team teams user users system our we your my via change changes
""".split())

ID_RE = re.compile(r"^(adr|sop)-test8-\d{3}$")
KEYS_REQ = ["id", "kind", "source", "task", "shares_title_word", "gold", "note"]
KEYS_OPT = ["superseded_below"]
BAD_STATUS_RE = re.compile(r"reject|abandon|deprecat|superseded")


def stem(w):
    w = w.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
        if len(w) > 2 and w[-1] == w[-2]:
            w = w[:-1]
        return w
    if len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
        if len(w) > 2 and w[-1] == w[-2]:
            w = w[:-1]
        return w
    if len(w) > 4 and re.search(r"(ss|x|ch|sh)es$", w):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss") and not w.endswith("us"):
        return w[:-1]
    return w


def words(text):
    out = set()
    for tok in re.findall(r"[A-Za-z][A-Za-z']*", text):
        t = tok.lower().strip("'")
        if len(t) < 2 or t in STOPWORDS:
            continue
        s = stem(t)
        if s in STOPWORDS or s in GENERIC or t in GENERIC:
            continue
        out.add(s)
    return out


def split_front(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, flags=re.S)
    if m:
        try:
            fm = yaml.safe_load(m.group(1)) or {}
        except Exception:
            fm = {}
        return (fm if isinstance(fm, dict) else {}), text[m.end():]
    return {}, text


def doc_title(path):
    text = open(path, encoding="utf-8").read()
    fm, body = split_front(text)
    if fm.get("title"):
        return str(fm["title"])
    m = re.search(r"^#\s+(.+)$", body, flags=re.M)
    return m.group(1) if m else ""


def doc_status(path):
    text = open(path, encoding="utf-8").read()
    fm, body = split_front(text)
    if fm.get("status"):
        return str(fm["status"])
    m = re.search(r"^#+\s*Status\s*:?\s*\n(.*?)(?=^#+ |\Z)", body, flags=re.S | re.M | re.I)
    if m:
        return " ".join(m.group(1).split())[:200]
    m = re.search(r"^\**Status\**\s*:\s*(.+)$", body, flags=re.M | re.I)
    if m:
        return m.group(1)
    m = re.search(r":::note\s+(Superseded|Deprecated|Rejected)", body, flags=re.I)
    return m.group(1) if m else ""


def file_stem(path):
    b = os.path.basename(path)
    b = re.sub(r"(\.html)?\.(md|MD)(\.erb)?$", "", b)
    if b == "index":  # kubernetes section pages: use the folder name
        b = os.path.basename(os.path.dirname(path))
    # drop numeric / ADR-number tokens like 0012, ADR045, adr013
    return " ".join(t for t in re.split(r"[^A-Za-z0-9]+", b) if not re.search(r"\d", t))


def title_words(path):
    return words(doc_title(path)) | words(file_stem(path))


def source_docs(kind, source):
    root = os.path.join(CORPORA, kind, source)
    docs = []
    for dp, _, fns in os.walk(root):
        for fn in fns:
            if re.search(r"\.(md|MD|md\.erb)$", fn) and not re.match(r"(?i)licen[cs]e", fn):
                docs.append(os.path.join(dp, fn))
    return docs


_common_cache = {}


def common_words(kind, source):
    key = (kind, source)
    if key not in _common_cache:
        docs = source_docs(kind, source)
        df = Counter()
        for d in docs:
            df.update(title_words(d))
        thr = max(3, 0.08 * len(docs))
        _common_cache[key] = {w for w, c in df.items() if c >= thr}
    return _common_cache[key]


def shares(task):
    g2 = [g["path"] for g in task["gold"] if g["grade"] == 2][0]
    full = os.path.join(CORPORA, task["kind"], task["source"], g2)
    tw = title_words(full) - common_words(task["kind"], task["source"])
    return sorted(words(task["task"]) & tw)


def main():
    fix = "--fix" in sys.argv
    tasks = yaml.safe_load(open(SET, encoding="utf-8"))
    if fix:
        for t in tasks:
            t["shares_title_word"] = bool(shares(t))
        with open(SET, "w", encoding="utf-8") as fh:
            yaml.safe_dump(tasks, fh, sort_keys=False, allow_unicode=True, width=100)
    errs = []
    ids = Counter(t.get("id") for t in tasks)
    for i, c in ids.items():
        if c > 1:
            errs.append(f"duplicate id {i}")
    g2_seen = Counter()
    chain_tasks = 0
    by = defaultdict(Counter)
    chains = []
    for t in tasks:
        tid = t.get("id")
        keys = list(t.keys())
        if keys[: len(KEYS_REQ) - 1] != KEYS_REQ[:-1] and set(KEYS_REQ) - set(keys):
            errs.append(f"{tid}: missing keys {set(KEYS_REQ) - set(keys)}")
        extra = set(keys) - set(KEYS_REQ) - set(KEYS_OPT)
        if extra:
            errs.append(f"{tid}: unexpected keys {extra}")
        if not ID_RE.match(str(tid)) or not str(tid).startswith(t["kind"] + "-"):
            errs.append(f"{tid}: bad id for kind {t['kind']}")
        if t["kind"] not in ("adr", "sop"):
            errs.append(f"{tid}: bad kind")
        src = os.path.join(CORPORA, t["kind"], t["source"])
        if not os.path.isdir(src):
            errs.append(f"{tid}: no source folder {src}")
        grades = {}
        for g in t["gold"]:
            p = os.path.join(src, g["path"])
            if not os.path.isfile(p):
                errs.append(f"{tid}: missing file {g['path']}")
            if g["grade"] not in (1, 2):
                errs.append(f"{tid}: bad grade")
            if g["path"] in grades:
                errs.append(f"{tid}: path listed twice {g['path']}")
            grades[g["path"]] = g["grade"]
        g2 = [p for p, gr in grades.items() if gr == 2]
        if len(g2) != 1:
            errs.append(f"{tid}: expected exactly one grade-2 doc, got {len(g2)}")
            continue
        g2_seen[(t["source"], g2[0])] += 1
        if t["kind"] == "adr":
            st = doc_status(os.path.join(src, g2[0])).lower()
            if BAD_STATUS_RE.search(st):
                errs.append(f"{tid}: grade-2 status is '{st[:60]}'")
        if "superseded_below" in t:
            if t["kind"] != "adr":
                errs.append(f"{tid}: superseded_below on a non-ADR task")
            for pair in t["superseded_below"]:
                s, n = pair.get("superseded"), pair.get("successor")
                if grades.get(s) != 1 or grades.get(n) != 2:
                    errs.append(f"{tid}: chain pair not (grade1 superseded, grade2 successor): {s} -> {n}")
                chains.append((t["source"], s, n))
            chain_tasks += 1
        want = bool(shares(t))
        if t["shares_title_word"] is not want:
            errs.append(f"{tid}: shares_title_word stored {t['shares_title_word']} computed {want} {shares(t)}")
        if not t.get("note") or not t.get("task"):
            errs.append(f"{tid}: empty task or note")
        by[t["kind"]][t["source"]] += 1
    for (s, p), c in g2_seen.items():
        if c > 1:
            errs.append(f"grade-2 doc used by {c} tasks: {s}/{p}")
    n_adr = sum(by["adr"].values())
    n_sop = sum(by["sop"].values())
    if n_adr < 70:
        errs.append(f"only {n_adr} ADR tasks")
    if len(by["adr"]) < 8:
        errs.append(f"only {len(by['adr'])} ADR sources")
    for s, c in by["adr"].items():
        if c > 12:
            errs.append(f"{c} tasks for ADR source {s} (max 12)")
    if n_sop < 70:
        errs.append(f"only {n_sop} SOP tasks")
    if len(by["sop"]) < 3:
        errs.append(f"SOP tasks cover only {len(by['sop'])} sources")
    if chain_tasks < 15:
        errs.append(f"only {chain_tasks} supersession-chain tasks")

    stw = Counter((t["kind"], t["shares_title_word"]) for t in tasks)
    print(f"ADR tasks {n_adr} over {len(by['adr'])} sources; SOP tasks {n_sop} over {len(by['sop'])} sources")
    for k in ("adr", "sop"):
        for s, c in sorted(by[k].items()):
            sw = sum(1 for t in tasks if t["source"] == s and t["shares_title_word"])
            print(f"  {k} {s}: {c} (shares_title_word true {sw})")
    print(f"shares_title_word: adr true {stw[('adr', True)]} false {stw[('adr', False)]}; "
          f"sop true {stw[('sop', True)]} false {stw[('sop', False)]}")
    print(f"chain tasks {chain_tasks}")
    if "-v" in sys.argv:
        for t in tasks:
            print(t["id"], t["shares_title_word"], shares(t))
    if errs:
        print("ERRORS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
