#!/usr/bin/env python3
"""Score `query context` on the blind rule-file task set (eval/testdata/blind-rules).

usage: score.py TASKS.yaml QUERY_BIN DATA_ROOT [K] [--also] [--aliases]
DATA_ROOT/<repo> is a data directory made by `ingest run --data DATA_ROOT/<repo> <real-repos>/<repo>`.
An item counts for a gold span when it cites the same path and its lines overlap the span; each gold
span is credited once. nDCG@K uses the grade as gain; recall@K is over grade-2 spans. "+const" also
credits spans cited by the always-loaded constitution. --also credits an item's `also` citations too (the
other files that write the same rule) as if the item cited them. --aliases credits an item's `aliases`
(byte-identical copies of its file: a symlinked CLAUDE.md beside AGENTS.md) at the same lines.
"""
import json, math, subprocess, sys, re
try:
    import yaml
except ImportError:
    yaml = None

def load(path):
    if yaml:
        return yaml.safe_load(open(path))
    raise SystemExit("needs PyYAML")

def span(s):
    a, _, b = s.partition("-")
    return int(a), int(b or a)

def main():
    also = "--also" in sys.argv
    aliases = "--aliases" in sys.argv
    args = [a for a in sys.argv[1:] if a not in ("--also", "--aliases")]
    tasks, qbin, root = load(args[0]), args[1], args[2]
    k = int(args[3]) if len(args) > 3 else 5
    rows = []
    for t in tasks:
        cmd = [qbin, "context", "--data", f"{root}/{t['repo']}", "--task", t["task"], "--k", str(k), "--json"]
        if t.get("files"):
            cmd += ["--files", ",".join(t["files"])]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            print("ERR", t["id"], p.stderr.strip()[:200]); rows.append((t, 0, 0, 0, 0, 0)); continue
        d = json.loads(p.stdout)
        gold = [(g["path"], *span(str(g["lines"])), g["grade"]) for g in t["gold"]]
        items = d["items"][:k]
        def hit(path, a, b, used):
            best = None
            for i, (gp, ga, gb, gr) in enumerate(gold):
                if i in used or gp != path or b < ga or a > gb:
                    continue
                if best is None or gr > gold[best][3]:
                    best = i
            return best
        used, dcg = set(), 0.0
        for r, it in enumerate(items):
            cites = [(it["source_path"], it["line_start"], it["line_end"])]
            for p in (it.get("aliases") or []) if aliases else []:
                cites.append((p, it["line_start"], it["line_end"]))
            for a in (it.get("also") or []) if also else []:
                p, _, ls = a.rpartition(":")
                x, _, y = ls.partition("-")
                cites.append((p, int(x), int(y or x)))
            for cp, ca, cb in cites:
                i = hit(cp, ca, cb, used)
                if i is not None:
                    used.add(i); dcg += gold[i][3] / math.log2(r + 2)
        ideal = sorted((g[3] for g in gold), reverse=True)[:k]
        idcg = sum(g / math.log2(r + 2) for r, g in enumerate(ideal))
        g2 = [i for i, g in enumerate(gold) if g[3] == 2]
        rec = sum(1 for i in g2 if i in used) / len(g2)
        cused = set(used)
        for m in re.finditer(r"\[([^\]\s]+):(\d+)(?:-(\d+))?\]", d["constitution"].get("text", "")):
            a = int(m.group(2)); b = int(m.group(3) or a)
            i = hit(m.group(1), a, b, cused)
            if i is not None: cused.add(i)
        crec = sum(1 for i in g2 if i in cused) / len(g2)
        toks = d["budget"]["used"]
        rows.append((t, dcg / idcg, rec, crec, toks, len(d["items"])))
    by = {}
    for r in rows:
        by.setdefault(r[0]["repo"], []).append(r)
    def line(name, rs):
        n = len(rs)
        print(f"{name:32s} n={n:3d} nDCG@{k}={sum(r[1] for r in rs)/n:.3f} recall@{k}={sum(r[2] for r in rs)/n:.3f} recall+const={sum(r[3] for r in rs)/n:.3f} tokens(median)={sorted(r[4] for r in rs)[n//2]}")
    for repo in sorted(by):
        line(repo, by[repo])
    line("ALL", rows)

main()
