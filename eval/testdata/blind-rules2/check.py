#!/usr/bin/env python3
"""Validate tasks.yaml and print counts.

Checks: required fields and types, unique ids, repo folder exists in the corpus,
every gold path exists in that folder, every span "A" or "A-B" lies within the
file (1 <= A <= B <= line count), 1-3 gold spans per task (4 allowed only when
the spans mirror AGENTS.md/CLAUDE.md), at least one grade-2 span, grades in {1,2},
>= 60 tasks and >= 20 projects.

Counts: tasks per project, and how many tasks share a distinctive word with the
text of their grade-2 span(s) (lexical overlap) vs. how many do not.
Exit status 0 only when every check passes.
"""
import os
import re
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
# The corpus: ../shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus beside the
# repository, or CANON_RULES2_CORPUS.
CORPUS = os.environ.get("CANON_RULES2_CORPUS") or os.path.normpath(os.path.join(
    HERE, "..", "..", "..", "..", "shared", "corpora", "rules", "sattva2020__agents-md-in-the-wild", "corpus"))
REQ = ("id", "repo", "task", "files", "gold", "note")

STOP = set("""
a an the and or but if then else when while for to of in on at by with from into onto
is are was were be been being it its this that these those there here so as not no nor
do does did done doing have has had having can could should would will shall may might must
i me my mine we our you your he she they them their his her what which who whom whose how why
just also only very too more most less least some any all each every both either neither other
one two three new use using used make made get got need needs want like into about over under
out up down off again once before after since until than then because per via all
file files code change changes changed add added adding run running fix fixed write
them it's i'm don't let's can't won't
""".split())
# Generic development vocabulary: sharing only these does not count as a
# distinctive-word match (they occur in most tasks and most rules).
GENERIC = set("""
test tests testing open commit commits issue issues pull request requests description line lines
message messages directly function functions server servers public read helper helpers check checks
create title review reviewer entire body name someone cover type types parameter service
library frontend backend start main root field fields agent agents guidance longer failed
user users real support github docs build code package packages project repo repository local locally
""".split())


def tokens(text, strict=True):
    out = set()
    for w in re.findall(r"[A-Za-z0-9_.@:/#-]+", text.lower()):
        w = w.strip(".:-/#'`\"")
        if len(w) < 4 or w in STOP or (strict and w in GENERIC):
            continue
        out.add(w)
        if w.endswith("s") and len(w) > 4 and not (strict and w[:-1] in GENERIC):
            out.add(w[:-1])
    return out


def main():
    path = os.path.join(HERE, "tasks.yaml")
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    errors = []
    if not isinstance(data, list):
        print("tasks.yaml must be a YAML list")
        return 1
    ids = Counter()
    per_repo = Counter()
    share = noshare = 0
    loose_share = 0
    noshare_ids = []
    file_cache = {}
    for i, t in enumerate(data):
        where = f"task[{i}]"
        if not isinstance(t, dict):
            errors.append(f"{where}: not a mapping")
            continue
        for k in REQ:
            if k not in t:
                errors.append(f"{where}: missing field {k}")
        tid = t.get("id")
        where = f"{tid or where}"
        ids[tid] += 1
        if not isinstance(tid, str) or not re.fullmatch(r"[a-z0-9]+-\d{2,}", tid or ""):
            errors.append(f"{where}: bad id format")
        repo = t.get("repo")
        rdir = os.path.join(CORPUS, str(repo))
        if not isinstance(repo, str) or not os.path.isdir(rdir):
            errors.append(f"{where}: repo folder not found: {repo}")
            continue
        per_repo[repo] += 1
        if not isinstance(t.get("task"), str) or not t["task"].strip():
            errors.append(f"{where}: empty task")
        if not isinstance(t.get("note"), str) or not t["note"].strip():
            errors.append(f"{where}: empty note")
        files = t.get("files")
        if not isinstance(files, list) or not all(isinstance(f, str) and f and not f.startswith("/") for f in files):
            errors.append(f"{where}: files must be a list of relative paths")
        gold = t.get("gold")
        if not isinstance(gold, list) or not gold:
            errors.append(f"{where}: gold must be a non-empty list")
            continue
        paths = {g.get("path") for g in gold if isinstance(g, dict)}
        mirrored = paths == {"AGENTS.md", "CLAUDE.md"}
        if not (1 <= len(gold) <= 3 or (mirrored and len(gold) == 4)):
            errors.append(f"{where}: {len(gold)} gold spans (want 1-3)")
        g2_text = []
        has2 = False
        for g in gold:
            if not isinstance(g, dict) or set(g) != {"path", "lines", "grade"}:
                errors.append(f"{where}: gold entry must have exactly path, lines, grade: {g}")
                continue
            gp = os.path.join(rdir, str(g["path"]))
            if not os.path.isfile(gp):
                errors.append(f"{where}: gold path missing: {g['path']}")
                continue
            if gp not in file_cache:
                with open(gp, encoding="utf-8", errors="replace") as fh:
                    file_cache[gp] = fh.read().splitlines()
            lines = file_cache[gp]
            m = re.fullmatch(r"(\d+)(?:-(\d+))?", str(g["lines"]))
            if not m:
                errors.append(f"{where}: bad span {g['lines']!r}")
                continue
            a = int(m.group(1))
            b = int(m.group(2) or a)
            if not (1 <= a <= b <= len(lines)):
                errors.append(f"{where}: span {a}-{b} outside {g['path']} ({len(lines)} lines)")
                continue
            if "".join(lines[a - 1:b]).strip() == "":
                errors.append(f"{where}: span {a}-{b} of {g['path']} is blank")
            if g["grade"] not in (1, 2):
                errors.append(f"{where}: grade must be 1 or 2")
            if g["grade"] == 2:
                has2 = True
                g2_text.append("\n".join(lines[a - 1:b]))
        if not has2:
            errors.append(f"{where}: no grade-2 span")
        if g2_text and isinstance(t.get("task"), str):
            if tokens(t["task"], False) & tokens("\n".join(g2_text), False):
                loose_share += 1
            if tokens(t["task"]) & tokens("\n".join(g2_text)):
                share += 1
            else:
                noshare += 1
                noshare_ids.append(tid)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate id: {k}")
    if len(data) < 60:
        errors.append(f"only {len(data)} tasks (want >= 60)")
    if len(per_repo) < 20:
        errors.append(f"only {len(per_repo)} projects (want >= 20)")

    print(f"tasks: {len(data)}  projects: {len(per_repo)}")
    for r, n in sorted(per_repo.items()):
        print(f"  {n:3d}  {r}")
    print(f"share a distinctive word with grade-2 rule text: {share}")
    print(f"no shared distinctive word:                     {noshare}")
    print(f"(loose measure, generic dev words counted: share {loose_share}, "
          f"no share {share + noshare - loose_share})")
    if "-v" in sys.argv:
        print("  no-overlap ids: " + ", ".join(noshare_ids))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
