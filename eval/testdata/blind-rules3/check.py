#!/usr/bin/env python3
"""Validate tasks.yaml for the rules3 blind task set and print counts.

Usage: python3 check.py [--show]   (--show prints each grade-2 span's text)
"""
import collections, filecmp, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
# The corpus: ../shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus beside the
# repository, or CANON_RULES3_CORPUS.
CORPUS = os.environ.get("CANON_RULES3_CORPUS") or os.path.normpath(os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "corpora", "rules",
    "sattva2020__agents-md-in-the-wild", "corpus"))
EXCLUDED = set("""ansible__ansible axios__axios backstage__backstage better-auth__better-auth
caddyserver__caddy deepspeedai__DeepSpeed docling-project__docling fabricjs__fabric.js
facebook__docusaurus getsentry__sentry ggml-org__llama.cpp gradio-app__gradio grafana__grafana
home-assistant__core huggingface__transformers langchain-ai__langgraph louislam__uptime-kuma
mantinedev__mantine microsoft__playwright pandas-dev__pandas ray-project__ray streamlit__streamlit
ueberdosis__tiptap ultralytics__ultralytics vllm-project__vllm withastro__astro""".split())
STOP = set("""about above after again against their there these those which while would could should
this that with from into onto over under your yours just also only then than when what where will
have been being make made makes want need needs using used use uses add adds added new file files
code change changes changed work works before after still every each some more most other same
them they it's don't can't isn't let's like into same thing things around through""".split())

def words(text):
    return {w for w in re.findall(r"[a-z][a-z0-9_]+", text.lower()) if len(w) >= 5 and w not in STOP}

def span(lines):
    m = re.fullmatch(r"(\d+)(?:-(\d+))?", lines)
    if not m:
        return None
    a = int(m.group(1)); b = int(m.group(2) or a)
    return (a, b) if a <= b else None

def main():
    show = "--show" in sys.argv
    data = yaml.safe_load(open(os.path.join(HERE, "tasks.yaml")))
    errors = []
    ids = collections.Counter(t.get("id") for t in data)
    for i, n in ids.items():
        if n > 1:
            errors.append(f"duplicate id {i}")
    per_project = collections.Counter()
    forbidden = 0
    overlap = 0
    for t in data:
        tid = t.get("id", "?")
        for k in ("id", "repo", "task", "files", "gold", "note"):
            if k not in t:
                errors.append(f"{tid}: missing field {k}")
        if not isinstance(t.get("files"), list):
            errors.append(f"{tid}: files must be a list")
        repo = t.get("repo", "")
        rdir = os.path.join(CORPUS, repo)
        if not os.path.isdir(rdir):
            errors.append(f"{tid}: repo {repo} not in corpus"); continue
        if repo in EXCLUDED:
            errors.append(f"{tid}: repo {repo} is excluded")
        if not tid.split("-")[0] or not re.fullmatch(r"[a-z0-9]+-\d\d", tid):
            errors.append(f"{tid}: id format")
        per_project[repo] += 1
        gold = t.get("gold") or []
        if not 1 <= len(gold) <= 3:
            errors.append(f"{tid}: {len(gold)} gold spans (need 1-3)")
        if not any(g.get("grade") == 2 for g in gold):
            errors.append(f"{tid}: no grade-2 span")
        g2text = ""
        for g in gold:
            p = os.path.join(rdir, str(g.get("path")))
            if g.get("grade") not in (1, 2):
                errors.append(f"{tid}: bad grade {g.get('grade')}")
            if not os.path.isfile(p):
                errors.append(f"{tid}: gold file {g.get('path')} missing"); continue
            sp = span(str(g.get("lines")))
            flines = open(p, encoding="utf-8", errors="replace").read().splitlines()
            if sp is None or sp[0] < 1 or sp[1] > len(flines):
                errors.append(f"{tid}: span {g.get('lines')} outside {g.get('path')} ({len(flines)} lines)"); continue
            text = "\n".join(flines[sp[0]-1:sp[1]])
            if not text.strip():
                errors.append(f"{tid}: span {g.get('lines')} in {g.get('path')} is blank")
            if g.get("path") == "CLAUDE.md":
                a = os.path.join(rdir, "AGENTS.md")
                if os.path.isfile(a) and filecmp.cmp(a, p, shallow=False):
                    errors.append(f"{tid}: CLAUDE.md identical to AGENTS.md; cite AGENTS.md only")
            if g.get("grade") == 2:
                g2text += "\n" + text
                if show:
                    print(f"--- {tid} {g['path']}:{g['lines']}\n{text[:600]}")
        note = t.get("note", "")
        if "[forbidden]" in note:
            forbidden += 1
        elif "[ordinary]" not in note:
            errors.append(f"{tid}: note lacks [forbidden]/[ordinary] tag")
        if words(t.get("task", "")) & words(g2text):
            overlap += 1
    n = len(data)
    print(f"tasks: {n}")
    print(f"projects: {len(per_project)}")
    for r, c in sorted(per_project.items()):
        print(f"  {r}: {c}")
    print(f"ask for the forbidden thing: {forbidden} ({forbidden/n:.1%})")
    print(f"share a distinctive word (>=5 letters, non-stopword) with grade-2 text: {overlap} ({overlap/n:.1%})")
    if n < 80: errors.append("fewer than 80 tasks")
    if len(per_project) < 20: errors.append("fewer than 20 projects")
    if forbidden > n / 3 + 0.5: errors.append("more than a third ask for the forbidden thing")
    if errors:
        print("ERRORS:"); [print("  " + e) for e in errors]
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
