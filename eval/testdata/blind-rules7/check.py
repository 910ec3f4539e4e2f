#!/usr/bin/env python3
"""Validate /work/blind/rules7/tasks.yaml against the rule corpus.

Checks: exact keys, unique ids, repo folders exist and are not excluded,
every gold path exists, spans are "N" or "N-M" within the file, never start or
end on a blank line, are at most 21 lines, 1-3 spans per task with at least one
grade 2, CLAUDE.md is never cited when it is byte-identical to AGENTS.md,
notes start with [ordinary] or [forbidden], 4-7 tasks per project, at least
20 projects and 110 tasks. Prints counts. Exit code 1 on any error.
"""
import collections
import filecmp
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/rules/sattva2020__agents-md-in-the-wild/corpus"
EXCLUDED = set("""
AstrBotDevs__AstrBot BerriAI__litellm ComposioHQ__composio CopilotKit__CopilotKit DIYgod__RSSHub
GitbookIO__gitbook HKUDS__DeepTutor HKUDS__nanobot HeyPuter__puter Kong__insomnia MemTensor__MemOS
RSSNext__Folo RightNow-AI__openfang aaif-goose__goose abi__screenshot-to-code activepieces__activepieces
ag-ui-protocol__ag-ui alibaba__page-agent anomalyco__opencode ansible__ansible apache__echarts axios__axios
backstage__backstage better-auth__better-auth bytedance__deer-flow caddyserver__caddy colinhacks__zod
cypress-io__cypress danny-avila__LibreChat deepspeedai__DeepSpeed directus__directus docling-project__docling
earendil-works__pi electron__electron excalidraw__excalidraw fabricjs__fabric.js facebook__docusaurus
getsentry__sentry ggml-org__llama.cpp google-gemini__gemini-cli gradio-app__gradio grafana__grafana
hiyouga__LlamaFactory home-assistant__core huggingface__transformers iOfficeAI__AionUi infiniflow__ragflow
jestjs__jest jitsi__jitsi-meet labring__FastGPT langchain-ai__langgraph langfuse__langfuse lerna__lerna
localsend__localsend localstack__localstack louislam__uptime-kuma mantinedev__mantine micro__go-micro
microsoft__PowerToys microsoft__playwright microsoft__vscode modelcontextprotocol__go-sdk
modelcontextprotocol__servers mui__material-ui nesquena__hermes-webui nvm-sh__nvm openai__codex
outline__outline pandas-dev__pandas pmndrs__react-spring prisma__prisma prometheus__prometheus
ray-project__ray remix-run__react-router remix-run__remix roboflow__supervision rtk-ai__rtk
rustdesk__rustdesk sequelize__sequelize siyuan-note__siyuan strapi__strapi streamlit__streamlit
styled-components__styled-components supabase__supabase temporalio__temporal transloadit__uppy
triggerdotdev__trigger.dev twentyhq__twenty typeorm__typeorm ueberdosis__tiptap ultralytics__ultralytics
vllm-project__vllm vxcontrol__pentagi withastro__astro BloopAI__vibe-kanban VoltAgent__voltagent
amruthpillai__reactive-resume angular__angular astral-sh__uv chroma-core__chroma cline__cline
crewAIInc__crewAI e2b-dev__E2B fatedier__frp firecrawl__firecrawl gitroomhq__postiz-app gohugoio__hugo
kubernetes__kubernetes lfnovo__open-notebook makeplane__plane nocobase__nocobase novuhq__novu
portainer__portainer refined-github__refined-github scikit-learn__scikit-learn statelyai__xstate vitejs__vite
""".split())
KEYS = {"id", "repo", "task", "files", "gold", "note"}
GOLD_KEYS = {"path", "lines", "grade"}
SPAN = re.compile(r"^(\d+)(?:-(\d+))?$")

errors = []


def err(tid, msg):
    errors.append(f"{tid}: {msg}")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "tasks.yaml")
    with open(path, encoding="utf-8") as fh:
        tasks = yaml.safe_load(fh)
    if not isinstance(tasks, list):
        print("tasks.yaml must be a YAML list")
        return 1

    file_cache = {}
    seen = set()
    per_repo = collections.Counter()
    per_kind = collections.Counter()
    per_repo_kind = collections.defaultdict(collections.Counter)
    gold_files = collections.Counter()
    spans = 0

    for i, t in enumerate(tasks):
        tid = t.get("id", f"#{i}") if isinstance(t, dict) else f"#{i}"
        if not isinstance(t, dict) or set(t) != KEYS:
            err(tid, f"keys must be exactly {sorted(KEYS)}, got {sorted(t) if isinstance(t, dict) else type(t)}")
            continue
        if tid in seen:
            err(tid, "duplicate id")
        seen.add(tid)
        repo = t["repo"]
        if repo in EXCLUDED:
            err(tid, f"repo {repo} is excluded")
        rdir = os.path.join(CORPUS, repo)
        if not os.path.isdir(rdir):
            err(tid, f"repo folder {repo} not found")
            continue
        per_repo[repo] += 1
        if not isinstance(t["task"], str) or not t["task"].strip():
            err(tid, "task must be a non-empty string")
        if not isinstance(t["files"], list) or not all(isinstance(f, str) and f for f in t["files"]):
            err(tid, "files must be a list of non-empty strings")
        note = t["note"]
        m = re.match(r"^\[(ordinary|forbidden)\] \S", note or "")
        if not m:
            err(tid, "note must start with [ordinary] or [forbidden]")
        else:
            per_kind[m.group(1)] += 1
            per_repo_kind[repo][m.group(1)] += 1

        gold = t["gold"]
        if not isinstance(gold, list) or not 1 <= len(gold) <= 3:
            err(tid, "gold must have 1-3 spans")
            continue
        if not any(isinstance(g, dict) and g.get("grade") == 2 for g in gold):
            err(tid, "needs at least one grade-2 span")
        a = os.path.join(rdir, "AGENTS.md")
        c = os.path.join(rdir, "CLAUDE.md")
        identical = os.path.isfile(a) and os.path.isfile(c) and filecmp.cmp(a, c, shallow=False)
        for g in gold:
            if not isinstance(g, dict) or set(g) != GOLD_KEYS:
                err(tid, f"gold entry keys must be {sorted(GOLD_KEYS)}: {g}")
                continue
            if g["grade"] not in (1, 2):
                err(tid, f"grade must be 1 or 2: {g}")
            gp = g["path"]
            fp = os.path.join(rdir, gp)
            if not os.path.isfile(fp):
                err(tid, f"gold path {gp} does not exist")
                continue
            if identical and gp == "CLAUDE.md":
                err(tid, "CLAUDE.md is byte-identical to AGENTS.md; cite AGENTS.md")
            if fp not in file_cache:
                with open(fp, encoding="utf-8") as fh:
                    file_cache[fp] = fh.read().split("\n")
                    if file_cache[fp] and file_cache[fp][-1] == "":
                        file_cache[fp].pop()
            lines = file_cache[fp]
            sm = SPAN.match(str(g["lines"]))
            if not isinstance(g["lines"], str) or not sm:
                err(tid, f"lines must be a string 'N' or 'N-M': {g['lines']!r}")
                continue
            s = int(sm.group(1))
            e = int(sm.group(2) or s)
            if s < 1 or e < s or e > len(lines):
                err(tid, f"span {g['lines']} outside {gp} (1-{len(lines)})")
                continue
            if e - s + 1 > 21:
                err(tid, f"span {g['lines']} longer than 21 lines")
            if not lines[s - 1].strip():
                err(tid, f"span {g['lines']} starts on a blank line in {gp}")
            if not lines[e - 1].strip():
                err(tid, f"span {g['lines']} ends on a blank line in {gp}")
            spans += 1
            gold_files[f"{repo}/{gp}"] += 1

    for repo, n in sorted(per_repo.items()):
        if not 4 <= n <= 7:
            err(repo, f"{n} tasks; need 4-7 per project")
    if len(per_repo) < 20:
        err("set", f"{len(per_repo)} projects; need at least 20")
    if len(tasks) < 110:
        err("set", f"{len(tasks)} tasks; need at least 110")

    print(f"tasks: {len(tasks)}  projects: {len(per_repo)}  gold spans: {spans}")
    print(f"ordinary: {per_kind['ordinary']}  forbidden: {per_kind['forbidden']}  "
          f"({100.0 * per_kind['forbidden'] / max(1, len(tasks)):.0f}% forbidden)")
    print("per project (tasks / forbidden):")
    for repo, n in sorted(per_repo.items()):
        print(f"  {repo:40s} {n} / {per_repo_kind[repo]['forbidden']}")
    print("gold spans per rule file:")
    for f, n in sorted(gold_files.items()):
        print(f"  {f:70s} {n}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
