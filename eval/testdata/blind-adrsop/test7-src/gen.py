#!/usr/bin/env python3
"""Write test7.yaml from tasks_src.py; shares_title_word values come from build_check.shares_title_word."""
import os, sys, json
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tasks_src import ADR, SOP
from build_check import shares_title_word

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = []
def emit(tid, kind, src, path, task, g1, pred, note):
    val, common = shares_title_word(kind, src, path, task)
    lines = [f"- id: {tid}", f"  kind: {kind}", f"  source: {src}", f"  task: {q(task)}",
             f"  shares_title_word: {'true' if val else 'false'}", "  gold:",
             f"  - path: {q(path)}", "    grade: 2"]
    g1 = list(g1) + ([pred] if pred else [])
    for p in g1:
        lines += [f"  - path: {q(p)}", "    grade: 1"]
    if pred:
        lines += ["  superseded_below:", f"  - superseded: {q(pred)}", f"    successor: {q(path)}"]
    lines.append(f"  note: {q(note)}")
    out.append("\n".join(lines))
    return common

for i, (src, path, task, g1, pred, note) in enumerate(ADR, 1):
    c = emit(f"adr-test7-{i:03d}", "adr", src, path, task, g1, pred, note)
    if "-v" in sys.argv: print(f"adr-test7-{i:03d}", c)
for i, (src, path, task, g1, note) in enumerate(SOP, 1):
    c = emit(f"sop-test7-{i:03d}", "sop", src, path, task, g1, None, note)
    if "-v" in sys.argv: print(f"sop-test7-{i:03d}", c)
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "test7.yaml"), "w").write("\n".join(out) + "\n")
