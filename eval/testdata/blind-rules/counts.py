#!/usr/bin/env python3
"""Counts for README: tasks per repo, gold spans, grades, and how many tasks'
files fall under a nested (non-root) rule file or a path-scoped rule
(.claude/rules `paths:`, .cursor/rules `globs:`, *.instructions.md `applyTo:`)."""
import os, re, fnmatch, collections, yaml
R = "/work/shared/corpora/rules/real-repos"
T = yaml.safe_load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tasks.yaml")))
ROOT_FILES = {"AGENTS.md", "CLAUDE.md", ".agents/AGENTS.md", "GEMINI.md", ".cursorrules",
              ".github/copilot-instructions.md", ".claude/CLAUDE.md"}

def glob_match(pat, path):
    pat = pat.strip().strip('"').strip("'")
    if not pat: return False
    if pat.endswith("/"): pat += "**"
    rx = re.escape(pat).replace(r"\*\*/", "(?:.*/)?").replace(r"\*\*", ".*").replace(r"\*", "[^/]*")
    return re.fullmatch(rx, path) is not None

def scoped_rules(repo):
    """Return list of (rulefile, kind, matcher) for a repo."""
    out = []
    base = os.path.join(R, repo)
    for dp, dn, fn in os.walk(base):
        for f in fn:
            full = os.path.join(dp, f); rel = os.path.relpath(full, base)
            if rel.startswith("_cursor-rules-at-"):   # historical snapshot: strip prefix
                rel_eff = rel.split("/", 1)[1]
            else:
                rel_eff = rel
            if f in ("AGENTS.md", "CLAUDE.md", "GEMINI.md") and rel_eff not in ROOT_FILES:
                d = os.path.dirname(rel_eff)
                out.append((rel, "nested", lambda p, d=d: p.startswith(d + "/")))
            elif f.endswith((".md", ".mdc")):
                txt = open(full, errors="replace").read()
                m = re.match(r"---\n(.*?)\n---", txt, re.S)
                if not m: continue
                fm = m.group(1); pats = []
                key = re.search(r"^(paths|globs|applyTo):(.*)$", fm, re.M)
                if not key: continue
                inline = key.group(2).strip()
                if inline:
                    pats = [p for p in inline.split(",")]
                else:
                    after = fm[key.end():].split("\n")
                    for line in after:
                        mm = re.match(r"\s*-\s*(.+)", line)
                        if mm: pats.append(mm.group(1))
                        elif line.strip(): break
                pats = [p.strip().strip('"').strip("'") for p in pats if p.strip().strip('"').strip("'")]
                if pats:
                    out.append((rel, "path-scoped", lambda p, pats=pats: any(glob_match(x, p) for x in pats)))
    return out

per_repo = collections.Counter(); spans = collections.Counter(); grades = collections.Counter()
under_scoped = collections.Counter(); gold2_scoped = collections.Counter()
kinds = collections.Counter()
cache = {}
for t in T:
    repo = t["repo"]; per_repo[repo] += 1
    rules = cache.setdefault(repo, scoped_rules(repo))
    hits = [(r, k) for f in t["files"] for (r, k, m) in rules if m(f)]
    if hits:
        under_scoped[repo] += 1
        for k in {k for _, k in hits}: kinds[k] += 1
    for g in t["gold"]:
        spans[repo] += 1; grades[g["grade"]] += 1
    if any(g["grade"] == 2 and g["path"] not in ROOT_FILES for g in t["gold"]):
        gold2_scoped[repo] += 1

print(f"{'repo':32} tasks spans files-under-nested/path-scoped  grade2-gold-outside-root")
for r in sorted(per_repo):
    print(f"{r:32} {per_repo[r]:5} {spans[r]:5} {under_scoped[r]:5} {gold2_scoped[r]:5}")
print(f"{'TOTAL':32} {sum(per_repo.values()):5} {sum(spans.values()):5} {sum(under_scoped.values()):5} {sum(gold2_scoped.values()):5}")
print("grades:", dict(grades))
print("tasks whose files match a nested dir rule:", kinds["nested"], "; a path-scoped (paths/globs/applyTo) rule:", kinds["path-scoped"])

# Tasks whose gold sits in a file that another rule file only imports
# (prometheus CLAUDE.md -> @AGENTS.md; trigger.dev CLAUDE.md -> @AGENTS.md;
#  temporal .cursor/rules/review.mdc and .claude/skills/review/SKILL.md -> @.github/copilot-instructions.md)
IMPORTED = {("prometheus__prometheus", "AGENTS.md"), ("triggerdotdev__trigger.dev", "AGENTS.md"),
            ("temporalio__temporal", ".github/copilot-instructions.md")}
imp = collections.Counter(t["repo"] for t in T if any((t["repo"], g["path"]) in IMPORTED for g in t["gold"]))
print("tasks with gold in an imported file:", dict(imp), "total", sum(imp.values()))
