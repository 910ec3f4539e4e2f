#!/usr/bin/env python3
"""Validate tasks.yaml (the rules5 blind task set, beside this script) and print counts."""
import collections, os, re, sys, filecmp
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
# The corpus: ../shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus beside the
# repository, or CANON_RULES5_CORPUS.
CORPUS = os.environ.get("CANON_RULES5_CORPUS") or os.path.normpath(os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "corpora", "rules",
    "sattva2020__agents-md-in-the-wild", "corpus"))
TAKEN = """BerriAI__litellm, DIYgod__RSSHub, GitbookIO__gitbook, Kong__insomnia, RSSNext__Folo, aaif-goose__goose, activepieces__activepieces, anomalyco__opencode, ansible__ansible, apache__echarts, axios__axios, backstage__backstage, better-auth__better-auth, caddyserver__caddy, colinhacks__zod, cypress-io__cypress, danny-avila__LibreChat, deepspeedai__DeepSpeed, directus__directus, docling-project__docling, electron__electron, excalidraw__excalidraw, fabricjs__fabric.js, facebook__docusaurus, getsentry__sentry, ggml-org__llama.cpp, google-gemini__gemini-cli, gradio-app__gradio, grafana__grafana, home-assistant__core, huggingface__transformers, infiniflow__ragflow, jestjs__jest, labring__FastGPT, langchain-ai__langgraph, langfuse__langfuse, lerna__lerna, localsend__localsend, localstack__localstack, louislam__uptime-kuma, mantinedev__mantine, micro__go-micro, microsoft__PowerToys, microsoft__playwright, microsoft__vscode, mui__material-ui, openai__codex, pandas-dev__pandas, pmndrs__react-spring, prisma__prisma, ray-project__ray, remix-run__react-router, remix-run__remix, roboflow__supervision, rustdesk__rustdesk, sequelize__sequelize, siyuan-note__siyuan, strapi__strapi, streamlit__streamlit, styled-components__styled-components, supabase__supabase, transloadit__uppy, twentyhq__twenty, typeorm__typeorm, ueberdosis__tiptap, ultralytics__ultralytics, vllm-project__vllm, withastro__astro"""
TAKEN = {t.strip() for t in TAKEN.split(",") if t.strip()}
assert len(TAKEN) == 68, len(TAKEN)

STOP = set("""about above after again against all also and any are because been before being below between both but
can could did does doing down during each few for from further had has have having here how into its itself just like
make more most must need needs new not now off once only other our out over own same should some such than that the
their them then there these they this those through too under until use used uses using very was were what when where
which while who why will with would you your add added adding file files code change changes run runs running make
sure want just before after every each only also into onto without within""".split())

GENERIC = set("""test tests testing package packages backend frontend server write update commit commits branch
component components function functions directory folder config module modules project repo repository
type types error errors build check checks docs page pages support new_ user users settings data model models
open push version versions local script scripts command commands message messages dependency dependencies
install feature features client agent agents should always never""".split())

def words(s):
    return {w for w in re.findall(r"[a-z][a-z0-9_]+", s.lower()) if len(w) >= 4 and w not in STOP}

def parse_span(sp):
    m = re.fullmatch(r"(\d+)(?:-(\d+))?", str(sp).strip())
    if not m:
        return None
    a = int(m.group(1)); b = int(m.group(2) or a)
    return (a, b) if 1 <= a <= b else None

def main():
    path = os.path.join(HERE, "tasks.yaml")
    with open(path) as f:
        tasks = yaml.safe_load(f)
    errs = []
    if not isinstance(tasks, list):
        print("FAIL: top level must be a list"); return 1
    ids = collections.Counter()
    per_proj = collections.Counter()
    forbidden = 0
    shared = 0
    for i, t in enumerate(tasks):
        tid = t.get("id", f"#{i}") if isinstance(t, dict) else f"#{i}"
        if not isinstance(t, dict):
            errs.append(f"{tid}: not a mapping"); continue
        for k in ("id", "repo", "task", "files", "gold", "note"):
            if k not in t:
                errs.append(f"{tid}: missing field {k}")
        ids[tid] += 1
        repo = t.get("repo", "")
        if repo in TAKEN:
            errs.append(f"{tid}: repo {repo} is in the taken list")
        pdir = os.path.join(CORPUS, repo)
        if not os.path.isdir(pdir):
            errs.append(f"{tid}: repo folder {repo} not in corpus"); continue
        per_proj[repo] += 1
        if not isinstance(t.get("task"), str) or not t["task"].strip():
            errs.append(f"{tid}: empty task")
        if not isinstance(t.get("files"), list):
            errs.append(f"{tid}: files must be a list")
        note = t.get("note", "")
        if note.startswith("[forbidden]"):
            forbidden += 1
        elif not note.startswith("[ordinary]"):
            errs.append(f"{tid}: note must start with [forbidden] or [ordinary]")
        gold = t.get("gold") or []
        if not (1 <= len(gold) <= 3):
            errs.append(f"{tid}: needs 1-3 gold spans, has {len(gold)}")
        g2text = ""
        agents = os.path.join(pdir, "AGENTS.md"); claude = os.path.join(pdir, "CLAUDE.md")
        identical = os.path.isfile(agents) and os.path.isfile(claude) and filecmp.cmp(agents, claude, shallow=False)
        if not any(isinstance(g, dict) and g.get("grade") == 2 for g in gold):
            errs.append(f"{tid}: no grade-2 span")
        for g in gold:
            if not isinstance(g, dict):
                errs.append(f"{tid}: gold entry not a mapping"); continue
            gp = g.get("path"); gr = g.get("grade")
            if gr not in (1, 2):
                errs.append(f"{tid}: bad grade {gr}")
            fp = os.path.join(pdir, str(gp))
            if not gp or not os.path.isfile(fp) or gp == "meta.json":
                errs.append(f"{tid}: gold file {gp} missing"); continue
            if identical and gp == "CLAUDE.md":
                errs.append(f"{tid}: AGENTS.md and CLAUDE.md identical; use AGENTS.md")
            span = parse_span(g.get("lines"))
            if not span:
                errs.append(f"{tid}: bad span {g.get('lines')}"); continue
            with open(fp, encoding="utf-8", errors="replace") as fh:
                lines = fh.read().splitlines()
            a, b = span
            if b > len(lines):
                errs.append(f"{tid}: span {a}-{b} beyond {gp} ({len(lines)} lines)"); continue
            seg = lines[a-1:b]
            if not "".join(seg).strip():
                errs.append(f"{tid}: span {a}-{b} in {gp} is blank")
            if not lines[a-1].strip() or not lines[b-1].strip():
                errs.append(f"{tid}: span {a}-{b} in {gp} starts or ends on a blank line")
            if b - a > 20:
                errs.append(f"{tid}: span {a}-{b} too long")
            if gr == 2:
                g2text += "\n".join(seg) + "\n"
        if (words(t.get("task", "")) & words(g2text)) - GENERIC:
            shared += 1
    for k, v in ids.items():
        if v > 1:
            errs.append(f"duplicate id {k}")
    n = len(tasks)
    if n < 80:
        errs.append(f"only {n} tasks (<80)")
    if len(per_proj) < 20:
        errs.append(f"only {len(per_proj)} projects (<20)")
    if forbidden * 3 > n:
        errs.append(f"too many [forbidden] tasks: {forbidden}/{n}")
    print(f"tasks: {n}")
    print(f"projects: {len(per_proj)}")
    for p, c in sorted(per_proj.items()):
        print(f"  {p}: {c}")
    print(f"[forbidden]: {forbidden} ({100*forbidden/max(n,1):.1f}%)  [ordinary]: {n-forbidden}")
    print(f"tasks sharing a distinctive word (>=4 chars, not a stopword or generic dev word) with grade-2 text: {shared} ({100*shared/max(n,1):.1f}%)")
    if errs:
        print("FAIL")
        for e in errs:
            print("  " + e)
        return 1
    print("OK")
    return 0

if __name__ == "__main__":
    sys.exit(main())
