#!/usr/bin/env python3
"""Validate tasks.yaml (the rules4 blind task set, beside this script) and print counts."""
import os, re, sys, collections
try:
    import yaml
except ImportError:
    sys.exit("PyYAML required")

HERE = os.path.dirname(os.path.abspath(__file__))
# The corpus: ../shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus beside the
# repository, or CANON_RULES4_CORPUS.
CORPUS = os.environ.get("CANON_RULES4_CORPUS") or os.path.normpath(os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "corpora", "rules",
    "sattva2020__agents-md-in-the-wild", "corpus"))
TAKEN = set("""DIYgod__RSSHub Kong__insomnia anomalyco__opencode ansible__ansible apache__echarts axios__axios
backstage__backstage better-auth__better-auth caddyserver__caddy deepspeedai__DeepSpeed docling-project__docling
excalidraw__excalidraw fabricjs__fabric.js facebook__docusaurus getsentry__sentry ggml-org__llama.cpp
google-gemini__gemini-cli gradio-app__gradio grafana__grafana home-assistant__core huggingface__transformers
jestjs__jest langchain-ai__langgraph lerna__lerna localsend__localsend localstack__localstack louislam__uptime-kuma
mantinedev__mantine micro__go-micro microsoft__playwright microsoft__vscode openai__codex pandas-dev__pandas
prisma__prisma ray-project__ray rustdesk__rustdesk sequelize__sequelize streamlit__streamlit
styled-components__styled-components supabase__supabase twentyhq__twenty typeorm__typeorm ueberdosis__tiptap
ultralytics__ultralytics vllm-project__vllm withastro__astro""".split())
STOP = set("""this that with from have into when what your they them then than there their just make sure
also only should would could about after before does done need needs want like some more most other over
same each every file files code change changes using used make add adds added new fix fixes please right
keep work works still it's don't let's""".split())

def words(t):
    return {w for w in re.findall(r"[a-z][a-z0-9_]{3,}", t.lower()) if w not in STOP}

def main():
    data = yaml.safe_load(open(os.path.join(HERE, "tasks.yaml")))
    errs = []
    ids = collections.Counter()
    per_proj = collections.Counter()
    forbidden = 0
    shared = 0
    for i, t in enumerate(data):
        tid = t.get("id", f"#{i}")
        for k in ("id", "repo", "task", "files", "gold", "note"):
            if k not in t:
                errs.append(f"{tid}: missing {k}")
        ids[tid] += 1
        repo = t.get("repo", "")
        if repo in TAKEN:
            errs.append(f"{tid}: taken project {repo}")
        if not os.path.isdir(os.path.join(CORPUS, repo)):
            errs.append(f"{tid}: no corpus folder {repo}")
            continue
        per_proj[repo] += 1
        if not isinstance(t.get("files"), list):
            errs.append(f"{tid}: files not a list")
        if not str(t.get("task", "")).strip():
            errs.append(f"{tid}: empty task")
        note = str(t.get("note", ""))
        if note.startswith("[forbidden]"):
            forbidden += 1
        elif not note.startswith("[ordinary]"):
            errs.append(f"{tid}: note must start with [forbidden] or [ordinary]")
        gold = t.get("gold") or []
        if not 1 <= len(gold) <= 3:
            errs.append(f"{tid}: {len(gold)} gold spans (want 1-3)")
        if not any(g.get("grade") == 2 for g in gold):
            errs.append(f"{tid}: no grade-2 span")
        g2text = ""
        for g in gold:
            fp = os.path.join(CORPUS, repo, str(g.get("path")))
            if g.get("grade") not in (1, 2):
                errs.append(f"{tid}: bad grade {g.get('grade')}")
            if not os.path.isfile(fp):
                errs.append(f"{tid}: gold file missing {g.get('path')}")
                continue
            lines = open(fp, encoding="utf-8").read().splitlines()
            m = re.fullmatch(r"(\d+)(?:-(\d+))?", str(g.get("lines")))
            if not m:
                errs.append(f"{tid}: bad lines {g.get('lines')}")
                continue
            a = int(m.group(1)); b = int(m.group(2) or a)
            if not (1 <= a <= b <= len(lines)):
                errs.append(f"{tid}: span {a}-{b} outside {g['path']} ({len(lines)} lines)")
                continue
            seg = lines[a - 1:b]
            if not any(x.strip() for x in seg):
                errs.append(f"{tid}: blank span {a}-{b}")
            if seg and not seg[0].strip():
                errs.append(f"{tid}: span {a}-{b} starts on a blank line")
            if g.get("grade") == 2:
                g2text += "\n".join(seg)
        # identical AGENTS.md/CLAUDE.md: only AGENTS.md spans allowed
        ag, cl = os.path.join(CORPUS, repo, "AGENTS.md"), os.path.join(CORPUS, repo, "CLAUDE.md")
        if os.path.isfile(ag) and os.path.isfile(cl) and open(ag, "rb").read() == open(cl, "rb").read():
            if any(g.get("path") == "CLAUDE.md" for g in gold):
                errs.append(f"{tid}: CLAUDE.md span but identical to AGENTS.md")
        if words(str(t.get("task", ""))) & words(g2text):
            shared += 1
    for k, v in ids.items():
        if v > 1:
            errs.append(f"duplicate id {k}")
    n = len(data)
    if n < 80:
        errs.append(f"only {n} tasks (<80)")
    if len(per_proj) < 20:
        errs.append(f"only {len(per_proj)} projects (<20)")
    if forbidden * 3 > n + 1:
        errs.append(f"too many [forbidden]: {forbidden}/{n}")
    print(f"tasks: {n}")
    print(f"projects: {len(per_proj)}")
    for r, c in sorted(per_proj.items()):
        print(f"  {r}: {c}")
    print(f"[forbidden]: {forbidden}  [ordinary]: {n - forbidden}")
    print(f"tasks sharing a distinctive word (>=4 chars, non-stopword) with grade-2 text: {shared}/{n}")
    if errs:
        print("ERRORS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
