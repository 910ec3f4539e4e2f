#!/usr/bin/env python3
"""canon beside the seed's retriever (@claude-flow/guidance, ADR-G002) on one merged rules file.

usage: seed_compare.py TASKS.yaml REAL_REPOS_DIR QUERY_BIN INGEST_BIN PEER_DIST_DIR WORK_DIR [K]

Builds WORK_DIR/merged/CLAUDE.md from every rule file of the task set's repositories (front matter
removed, each file under a "# repo/path" heading), with a map from merged lines back to the source
files; runs the seed's retriever (the peer harness script named by PEER_SCRIPT, which drives the
installed @claude-flow/guidance package in PEER_DIST_DIR)
and canon (`ingest run` of the merged folder, then `query context --k K`) on the same tasks; credits a
grade-2 gold span when a delivered piece (constitution or one of the K items/shards) cites or
contains lines that overlap it; tokens are characters / 4 for both.
"""
import json, os, re, subprocess, sys, statistics
import yaml

RULE_RE = re.compile(r"(^|/)(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md|AGENTS\.override\.md|GEMINI\.md|\.cursorrules|"
                     r"\.windsurfrules|copilot-instructions\.md|[^/]+\.instructions\.md|[^/]+\.mdc)$|"
                     r"(^|/)\.claude/(rules|skills|agents)/.*\.md$", re.I)

def rule_files(root):
    out = []
    for dp, dn, fn in os.walk(root):
        dn[:] = sorted(d for d in dn if d not in (".git", "node_modules"))
        for f in sorted(fn):
            rel = os.path.relpath(os.path.join(dp, f), root).replace(os.sep, "/")
            if RULE_RE.search(rel):
                out.append(rel)
    return sorted(out)

def strip_front_matter(lines):
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() in ("---", "..."):
                return i + 1
    return 0

def build_merged(tasks, real, work):
    merged, where = [], []  # where[i] = (repo, path, line) of merged line i+1, or None
    for repo in sorted({t["repo"] for t in tasks}):
        for rel in rule_files(os.path.join(real, repo)):
            lines = open(os.path.join(real, repo, rel), encoding="utf-8", errors="replace").read().split("\n")
            start = strip_front_matter(lines)
            merged += ["", f"# {repo}/{rel}", ""]; where += [None, None, None]
            for i in range(start, len(lines)):
                merged.append(lines[i]); where.append((repo, rel, i + 1))
    os.makedirs(os.path.join(work, "merged"), exist_ok=True)
    open(os.path.join(work, "merged", "CLAUDE.md"), "w").write("\n".join(merged) + "\n")
    return merged, where

def span(s):
    a, _, b = str(s).partition("-")
    return int(a), int(b or a)

def credit(gold2, repo, pieces):
    """pieces: list of sets of (repo, path, line); returns the number of grade-2 spans covered."""
    n = 0
    for (p, a, b) in gold2:
        if any(any(r == repo and q == p and a <= l <= b for (r, q, l) in piece) for piece in pieces):
            n += 1
    return n

def lines_of(where, a, b):
    return {where[i - 1] for i in range(a, b + 1) if 0 < i <= len(where) and where[i - 1]}

def locate(text, merged, where):
    """Merged-file lines holding the longest line of a shard's text."""
    cand = sorted((l.strip() for l in text.split("\n") if len(l.strip()) > 12), key=len, reverse=True)
    for c in cand[:3]:
        hits = [i + 1 for i, m in enumerate(merged) if c in m]
        if hits:
            return lines_of(where, hits[0], hits[0])
    return set()

def main():
    tasks_path, real, qbin, ibin, peer_dist, work = sys.argv[1:7]
    k = int(sys.argv[7]) if len(sys.argv) > 7 else 5
    tasks = yaml.safe_load(open(tasks_path))
    merged, where = build_merged(tasks, real, work)
    with open(os.path.join(work, "tasks.jsonl"), "w") as f:
        for t in tasks:
            f.write(json.dumps({"id": t["id"], "task": t["task"], "files": t.get("files", [])}) + "\n")
    peer_script = os.environ.get("PEER_SCRIPT")
    if not peer_script:
        raise SystemExit("set PEER_SCRIPT to the peer harness (peer-guidance.mjs)")
    p = subprocess.run(["node", peer_script, os.path.join(work, "merged", "CLAUDE.md"), os.path.join(work, "tasks.jsonl"), str(k)],
                       env={**os.environ, "PEER_DIR": peer_dist}, capture_output=True, text=True, check=True)
    out = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
    summary = out[-1]; peer = {o["id"]: o for o in out[:-1]}
    const_peer = set()
    for l in summary.get("constitution_text", "").split("\n"):
        if len(l.strip()) > 12:
            const_peer |= locate(l, merged, where)
    data = os.path.join(work, "data")
    subprocess.run([ibin, "run", "--data", data, os.path.join(work, "merged")], capture_output=True, text=True)
    rows = []
    for t in tasks:
        gold2 = [(g["path"], *span(g["lines"])) for g in t["gold"] if g["grade"] == 2]
        shards = peer[t["id"]]["shards"]
        ppieces = [locate(s["text"], merged, where) for s in shards]
        ptok = (len(summary.get("constitution_text", "")) + sum(len(s["text"]) for s in shards)) // 4
        c = subprocess.run([qbin, "context", "--data", data, "--task", t["task"], "--k", str(k), "--json"],
                           capture_output=True, text=True)
        d = json.loads(c.stdout)
        cpieces = [lines_of(where, it["line_start"], it["line_end"]) for it in d["items"][:k]]
        cconst = set()
        for m in re.finditer(r"\[CLAUDE\.md:(\d+)(?:-(\d+))?\]", d["constitution"].get("text", "")):
            cconst |= lines_of(where, int(m.group(1)), int(m.group(2) or m.group(1)))
        ctok = (len(d["constitution"].get("text", "")) + sum(len(it["text"]) for it in d["items"][:k])) // 4
        n = len(gold2)
        rows.append(dict(
            peer_items=credit(gold2, t["repo"], ppieces) / n, peer_all=credit(gold2, t["repo"], ppieces + [const_peer]) / n,
            canon_items=credit(gold2, t["repo"], cpieces) / n, canon_all=credit(gold2, t["repo"], cpieces + [cconst]) / n,
            peer_tok=ptok, canon_tok=ctok, peer_ms=peer[t["id"]]["ms"]))
    mean = lambda key: sum(r[key] for r in rows) / len(rows)
    med = lambda key: statistics.median(r[key] for r in rows)
    print(f"merged file: {len(merged)} lines from {len({t['repo'] for t in tasks})} repositories; {len(rows)} tasks; k={k}")
    print(f"seed  recall@{k} items {mean('peer_items'):.3f}  with constitution {mean('peer_all'):.3f}  tokens median {med('peer_tok'):.0f}  ({summary['rules']} rules, {summary['constitution']} constitution)")
    print(f"canon recall@{k} items {mean('canon_items'):.3f}  with constitution {mean('canon_all'):.3f}  tokens median {med('canon_tok'):.0f}")

main()
