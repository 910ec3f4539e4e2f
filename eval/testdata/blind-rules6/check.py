#!/usr/bin/env python3
"""Validate tasks.yaml for the rules6 blind set."""
import filecmp, os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus"
EXCLUDED = set(open(os.path.join(HERE, "excluded.txt")).read().split())
KEYS = {"id", "repo", "task", "files", "gold", "note"}
GKEYS = {"path", "lines", "grade"}

def main():
    tasks = yaml.safe_load(open(os.path.join(HERE, "tasks.yaml")))
    errs = []
    ids = set()
    per = collections.Counter()
    forb = 0
    for t in tasks:
        tid = t.get("id", "?")
        if set(t) != KEYS:
            errs.append(f"{tid}: keys {sorted(t)}")
            continue
        if tid in ids:
            errs.append(f"{tid}: duplicate id")
        ids.add(tid)
        repo = t["repo"]
        if repo in EXCLUDED:
            errs.append(f"{tid}: excluded project {repo}")
        if not os.path.isdir(os.path.join(CORPUS, repo)):
            errs.append(f"{tid}: no project {repo}")
            continue
        per[repo] += 1
        if not isinstance(t["files"], list):
            errs.append(f"{tid}: files not a list")
        if not isinstance(t["task"], str) or not t["task"].strip():
            errs.append(f"{tid}: empty task")
        m = re.match(r"\[(ordinary|forbidden)\]", t["note"] or "")
        if not m:
            errs.append(f"{tid}: note must start with [ordinary] or [forbidden]")
        elif m.group(1) == "forbidden":
            forb += 1
        gold = t["gold"]
        if not (1 <= len(gold) <= 3):
            errs.append(f"{tid}: {len(gold)} spans")
        if not any(g.get("grade") == 2 for g in gold):
            errs.append(f"{tid}: no grade-2 span")
        for g in gold:
            if set(g) != GKEYS or g["grade"] not in (1, 2):
                errs.append(f"{tid}: bad gold {g}")
                continue
            fp = os.path.join(CORPUS, repo, g["path"])
            if not os.path.isfile(fp):
                errs.append(f"{tid}: missing {g['path']}")
                continue
            if os.path.basename(g["path"]) == "CLAUDE.md":
                ap = os.path.join(os.path.dirname(fp), "AGENTS.md")
                if os.path.isfile(ap) and filecmp.cmp(fp, ap, shallow=False):
                    errs.append(f"{tid}: CLAUDE.md identical to AGENTS.md; cite AGENTS.md")
            lines = open(fp, encoding="utf-8").read().split("\n")
            if lines and lines[-1] == "":
                lines = lines[:-1]
            mm = re.fullmatch(r"(\d+)(?:-(\d+))?", str(g["lines"]))
            if not mm:
                errs.append(f"{tid}: bad lines {g['lines']}")
                continue
            a = int(mm.group(1)); b = int(mm.group(2) or a)
            if not (1 <= a <= b <= len(lines)):
                errs.append(f"{tid}: span {a}-{b} outside {g['path']} ({len(lines)} lines)")
                continue
            if b - a + 1 > 21:
                errs.append(f"{tid}: span {a}-{b} longer than 21 lines")
            if not lines[a - 1].strip() or not lines[b - 1].strip():
                errs.append(f"{tid}: span {a}-{b} starts or ends on a blank line")
    for repo, n in per.items():
        if not 4 <= n <= 7:
            errs.append(f"{repo}: {n} tasks (need 4-7)")
    if len(per) < 20:
        errs.append(f"only {len(per)} projects")
    if len(tasks) < 110:
        errs.append(f"only {len(tasks)} tasks")
    for repo, n in sorted(per.items()):
        print(f"{n:3d}  {repo}")
    print(f"tasks={len(tasks)} projects={len(per)} forbidden={forb} ({forb/len(tasks):.0%})")
    for e in errs:
        print("ERROR", e)
    print("OK" if not errs else f"{len(errs)} errors")
    return 1 if errs else 0

if __name__ == "__main__":
    sys.exit(main())
