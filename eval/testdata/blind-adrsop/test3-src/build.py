#!/usr/bin/env python3
"""Assemble test3.yaml from tasks_adr.yaml + tasks_sop.yaml and check it.

Refuses to write test3.yaml if any check fails. Output is deterministic
(input order, fixed key order, no timestamps); the build is run twice in
memory and compared byte for byte.

Usage: python3 build.py [--check-only]
"""
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
OUT = os.path.join(HERE, "test3.yaml")

MIN_ADR, MIN_SOP = 65, 65
MIN_ADR_SOURCES = 7
MAX_PER_ADR_SOURCE = 12
MIN_SUPERSEDE_TASKS = 12

STOPWORDS = set("""
a an the and or but if then else of to in on at by for with without from into onto over under
about as is are was were be been being do does did done have has had having it its this that
these those there here what which who whom whose when where why how can could should would
will shall may might must not no nor so than too very just only also still any all each every
some such own same other more most less few both either neither i me my we us our you your he
she they them their his her one two via per vs etc up out off down again once like e g eg ie
get got make made need needs want wants let lets now new use using used uses
""".split())

# Words generic to these corpora: they do not make a task "share" a title word.
GENERIC = set("""
app apps application applications service services page pages decision decisions record records
architecture architectural use new cloud platform platforms kubernetes k8s adr adrs dr
gov uk govuk justice moj ministry edgex home assistant cometbft tendermint cosmos sdk backstage
guide guidance documentation doc docs how add create creating set setup way
""".split())


def stem(w):
    w = w.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 4 and w.endswith("sses"):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss") and not w.endswith("us"):
        w = w[:-1]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


def tokens(text):
    return re.findall(r"[a-z0-9]+", text.lower())


GENERIC_STEMS = {stem(w) for w in GENERIC}
STOP_STEMS = {stem(w) for w in STOPWORDS}


def is_distinctive(tok):
    if tok in STOPWORDS or tok in GENERIC:
        return False
    if re.fullmatch(r"\d+", tok) and len(tok) != 3:  # keep e.g. "300", drop ADR numbers / years
        return False
    if re.fullmatch(r"(adr|add|dr|rfc)\d+", tok):
        return False
    s = stem(tok)
    return s not in GENERIC_STEMS and s not in STOP_STEMS and len(s) > 1


def distinctive_stems(text):
    return {stem(t) for t in tokens(text) if is_distinctive(t)}


def strip_numbering(title):
    t = title.strip().strip("'\"").strip()
    t = re.sub(r"^(adr|add|dr)?\s*[\dxn]+\s*[.:]\s*", "", t, flags=re.I)
    t = re.sub(r"^(adr|add|dr)\s*[\dx]+\s*", "", t, flags=re.I)
    t = t.replace("[superseded]", "").strip()
    return t


def read_titles(path, kind):
    """Return (titles, slug_text): front-matter title and H1 (first '# ' line)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    titles = []
    body = text
    m = re.match(r"^---\s*\n(.*?)\n---\s*\n", text, re.S)
    if m:
        body = text[m.end():]
        for line in m.group(1).splitlines():
            mm = re.match(r"^title:\s*(.+)$", line)
            if mm:
                titles.append(strip_numbering(mm.group(1)))
    for line in body.splitlines():
        if line.startswith("# "):
            h1 = line[2:].strip()
            if "<%" not in h1:
                titles.append(strip_numbering(h1))
            break
    base = os.path.basename(path)
    slug = re.sub(r"(\.html)?\.(md|MD)(\.erb)?$", "", base)
    slug_text = re.sub(r"[-_ ]+", " ", slug) if kind == "adr" else ""
    return [t for t in titles if t], slug_text


BAD_STATUS = re.compile(r"supersed|rejected|deprecated|withdrawn|abandoned|reverted", re.I)


def adr_status(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for i, line in enumerate(lines):
        if re.match(r"^#+\s*status\s*$", line.strip(), re.I):
            for nxt in lines[i + 1:i + 8]:
                if nxt.strip():
                    return nxt.strip()
    fm_title = next((l for l in lines[:6] if l.startswith("title:")), "")
    return fm_title


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return yaml.safe_load(f) or []


def build():
    errors = []
    items = []
    stats = {}
    seen_texts = set()
    for kind, fname in (("adr", "tasks_adr.yaml"), ("sop", "tasks_sop.yaml")):
        tasks = load(fname)
        for n, t in enumerate(tasks, 1):
            tid = f"{kind}-test3-{n:03d}"
            src = t.get("source")
            text = (t.get("task") or "").strip()
            gold = t.get("gold") or []
            sup = t.get("superseded_below") or []
            root = os.path.join(CORPORA, kind, src or "")
            if not src or not os.path.isdir(root):
                errors.append(f"{tid}: unknown source {src!r}")
                continue
            if not text:
                errors.append(f"{tid}: empty task")
            key = " ".join(tokens(text))
            if key in seen_texts:
                errors.append(f"{tid}: duplicate task text")
            seen_texts.add(key)
            paths = [g.get("path") for g in gold]
            if len(paths) != len(set(paths)):
                errors.append(f"{tid}: duplicate gold paths")
            grades = {}
            for g in gold:
                p, gr = g.get("path"), g.get("grade")
                if gr not in (1, 2):
                    errors.append(f"{tid}: bad grade {gr!r} for {p}")
                if not p or not os.path.isfile(os.path.join(root, p)):
                    errors.append(f"{tid}: gold path missing: {p}")
                grades[p] = gr
            g2 = [p for p, gr in grades.items() if gr == 2]
            if not 1 <= len(g2) <= 2:
                errors.append(f"{tid}: needs one or two grade-2 docs, has {len(g2)}")
            for s in sup:
                a, b = s.get("superseded"), s.get("successor")
                for p in (a, b):
                    if not p or not os.path.isfile(os.path.join(root, p)):
                        errors.append(f"{tid}: superseded_below path missing: {p}")
                if b not in grades:
                    errors.append(f"{tid}: successor {b} not in gold")
                if a in grades and grades.get(b) is not None and grades[a] >= grades[b]:
                    errors.append(f"{tid}: superseded {a} graded >= successor {b}")
                if kind != "adr":
                    errors.append(f"{tid}: superseded_below only for ADR tasks")
            # grade-2 docs must not be superseded/rejected/deprecated ADRs
            if kind == "adr":
                for p in g2:
                    fp = os.path.join(root, p)
                    if os.path.isfile(fp):
                        st = adr_status(fp)
                        if BAD_STATUS.search(st):
                            errors.append(f"{tid}: grade-2 {p} has status {st!r}")
            # title checks
            task_stems = [stem(x) for x in tokens(text)]
            task_set = set(task_stems)
            task_joined = " " + " ".join(task_stems) + " "
            shares = False
            for p in g2:
                fp = os.path.join(root, p)
                if not os.path.isfile(fp):
                    continue
                titles, slug_text = read_titles(fp, kind)
                for title in titles:
                    tt = [stem(x) for x in tokens(title)]
                    if tt and (" " + " ".join(tt) + " ") in task_joined:
                        errors.append(f"{tid}: task contains whole title {title!r}")
                    ds = distinctive_stems(title)
                    if len(ds) >= 2 and ds <= task_set:
                        errors.append(f"{tid}: task has all distinctive words of title {title!r}")
                    if ds & task_set:
                        shares = True
                if slug_text and distinctive_stems(slug_text) & task_set:
                    shares = True
            item = {
                "id": tid,
                "kind": kind,
                "source": src,
                "task": text,
                "shares_title_word": shares,
                "gold": [{"path": g["path"], "grade": g["grade"]} for g in gold],
            }
            if sup:
                item["superseded_below"] = [
                    {"superseded": s["superseded"], "successor": s["successor"]} for s in sup
                ]
            item["note"] = (t.get("note") or "").strip()
            if not item["note"]:
                errors.append(f"{tid}: missing note")
            items.append(item)
    ids = [i["id"] for i in items]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    adr = [i for i in items if i["kind"] == "adr"]
    sop = [i for i in items if i["kind"] == "sop"]
    per_src = {}
    for i in adr:
        per_src[i["source"]] = per_src.get(i["source"], 0) + 1
    if len(adr) < MIN_ADR:
        errors.append(f"only {len(adr)} ADR tasks (< {MIN_ADR})")
    if len(sop) < MIN_SOP:
        errors.append(f"only {len(sop)} SOP tasks (< {MIN_SOP})")
    if len(per_src) < MIN_ADR_SOURCES:
        errors.append(f"only {len(per_src)} ADR sources")
    for s, c in per_src.items():
        if c > MAX_PER_ADR_SOURCE:
            errors.append(f"{s}: {c} ADR tasks (> {MAX_PER_ADR_SOURCE})")
    n_sup = sum(1 for i in adr if i.get("superseded_below"))
    if n_sup < MIN_SUPERSEDE_TASKS:
        errors.append(f"only {n_sup} ADR tasks with superseded_below (< {MIN_SUPERSEDE_TASKS})")
    sop_src = {}
    for i in sop:
        sop_src[i["source"]] = sop_src.get(i["source"], 0) + 1
    stats = {
        "adr": len(adr), "sop": len(sop), "adr_sources": per_src, "sop_sources": sop_src,
        "supersede_tasks": n_sup,
        "supersede_pairs": sum(len(i.get("superseded_below", [])) for i in adr),
        "shares_title_word": {
            k: (sum(1 for i in items if i["kind"] == k and i["shares_title_word"]),
                sum(1 for i in items if i["kind"] == k))
            for k in ("adr", "sop")
        },
    }
    return items, errors, stats


def dump(items):
    header = ("# Generated by build.py from tasks_adr.yaml and tasks_sop.yaml. Do not edit by hand.\n")
    return header + yaml.safe_dump(items, sort_keys=False, allow_unicode=True, width=100)


def main():
    items, errors, stats = build()
    items2, _, _ = build()
    if dump(items) != dump(items2):
        errors.append("non-deterministic output")
    for k, v in stats.items():
        print(f"{k}: {v}")
    if errors:
        print(f"\n{len(errors)} check(s) FAILED; test3.yaml not written:", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    if "--check-only" in sys.argv:
        print("all checks passed (check-only)")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(dump(items))
    print(f"all checks passed; wrote {OUT} ({len(items)} tasks)")


if __name__ == "__main__":
    main()
