#!/usr/bin/env python3
"""Validate /work/blind/adrsop7/test7.yaml against the corpora and recompute shares_title_word.

Usage: python3 build_check.py            # validate, exit 1 on any failure
       (gen.py imports shares_title_word() from here to fill the stored values)
"""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
YAML_PATH = os.path.join(HERE, "test7.yaml")

STOPWORDS_RAW = """a about above after again against all am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
for from further had hadn't has hasn't have haven't having he her here hers herself him himself his how i if in into is
isn't it it's its itself just let me more most mustn't my myself no nor not now of off on once only or other ought our
ours ourselves out over own same shan't she should shouldn't so some such than that that's the their theirs them
themselves then there these they this those through to too under until up very was wasn't we were weren't what when
where which while who whom why will with won't would wouldn't you your yours yourself yourselves also get got one two
via vs per e.g eg etc cant dont doesnt didnt isnt arent wasnt werent wont shouldnt couldnt wouldnt im ive ill
youre theyre weve thats theres lets whats way still just instead else every whether need needs want wants like much many any"""
STOPWORDS = {w.replace("'", "") for w in STOPWORDS_RAW.split()}

# corpus-generic words: appear across governance corpora without pointing at one document
GENERIC = set("""app apps application applications service services module modules create creating created run running
page pages use using used decision decisions record records add adding added new make making adr adrs architecture
architectural doc docs document documentation guide how what your our work working set setting manage managing
management support supporting update updating change changing gov govuk uk www com html md erb index""".split())

def stem(w):
    w = w.lower()
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 4 and w.endswith("sses"):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss") and not w.endswith("us"):
        w = w[:-1]
    for suf in ("ing", "ed"):
        if len(w) > len(suf) + 3 and w.endswith(suf):
            w = w[: -len(suf)]
            break
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w

def tokens(text):
    out = set()
    text = re.sub(r"['\u2019]", "", text or "")          # we're -> were, can't -> cant
    for raw in re.split(r"[^A-Za-z0-9]+", text):
        if not raw:
            continue
        low = raw.lower()
        if re.fullmatch(r"(adr|add|dr)?\d+", low):   # ADR numbers, pure digits
            continue
        if len(low) < 2 or low in STOPWORDS:
            continue
        s = stem(low)
        if s in GENERIC or low in GENERIC:
            continue
        out.add(s)
    return out

def doc_title(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if m:
        t = re.search(r"^title:\s*(.+)$", m.group(1), re.M)
        if t:
            return t.group(1).strip().strip("'\"")
    h = re.search(r"^#\s+(.+)$", text, re.M)
    return h.group(1).strip() if h else ""

def file_name_words(rel):
    base = os.path.basename(rel)
    stem_ = re.sub(r"(\.(md|MD|html|erb))+$", "", base)
    if stem_ == "index":
        stem_ = os.path.basename(os.path.dirname(rel))
    return stem_

def source_docs(kind, source):
    root = os.path.join(CORPORA, kind, source)
    docs = []
    for dp, _, fns in os.walk(root):
        for fn in fns:
            if not re.search(r"\.(md|MD|erb)$", fn) or re.match(r"(?i)licen[cs]e", fn):
                continue
            docs.append(os.path.relpath(os.path.join(dp, fn), root))
    return root, sorted(docs)

_cache = {}
def source_index(kind, source):
    key = (kind, source)
    if key not in _cache:
        root, docs = source_docs(kind, source)
        per_doc = {}
        df = collections.Counter()
        for rel in docs:
            toks = tokens(doc_title(os.path.join(root, rel))) | tokens(file_name_words(rel))
            per_doc[rel] = toks
            df.update(toks)
        n = len(docs)
        frequent = {t for t, c in df.items() if c >= 3 and c >= 0.08 * n}
        _cache[key] = (per_doc, frequent)
    return _cache[key]

def shares_title_word(kind, source, gold2_path, task):
    per_doc, frequent = source_index(kind, source)
    common = (tokens(task) & per_doc[gold2_path]) - frequent
    return bool(common), sorted(common)

def adr_status(path):
    text = open(path, encoding="utf-8").read()
    m = re.search(r"^#+\s*Status\s*\n(.*?)(?=^#|\Z)", text, re.M | re.S)
    if m:
        return " ".join(m.group(1).split())[:200]
    m = re.search(r"^status:\s*(.+)$", text, re.M | re.I)
    return m.group(1).strip() if m else ""

def main():
    errors = []
    tasks = yaml.safe_load(open(YAML_PATH, encoding="utf-8"))
    keys_req = ["id", "kind", "source", "task", "shares_title_word", "gold", "note"]
    ids = collections.Counter(t.get("id") for t in tasks)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    by_kind = collections.Counter(); by_src = collections.Counter(); by_share = collections.Counter()
    g2_seen = collections.Counter(); chains = 0
    for t in tasks:
        tid = t.get("id")
        for k in keys_req:
            if k not in t:
                errors.append(f"{tid}: missing key {k}")
        extra = set(t) - set(keys_req) - {"superseded_below"}
        if extra:
            errors.append(f"{tid}: unexpected keys {extra}")
        kind = t["kind"]
        if kind not in ("adr", "sop") or not re.fullmatch(rf"{kind}-test7-\d{{3}}", tid):
            errors.append(f"{tid}: bad kind/id")
        root = os.path.join(CORPORA, kind, t["source"])
        if not os.path.isdir(root):
            errors.append(f"{tid}: no source folder {root}")
            continue
        g2 = [g for g in t["gold"] if g["grade"] == 2]
        if len(g2) != 1:
            errors.append(f"{tid}: expected exactly one grade-2, got {len(g2)}")
        paths = [g["path"] for g in t["gold"]]
        if len(paths) != len(set(paths)):
            errors.append(f"{tid}: duplicate gold path")
        for g in t["gold"]:
            if g["grade"] not in (1, 2):
                errors.append(f"{tid}: bad grade {g['grade']}")
            if not os.path.isfile(os.path.join(root, g["path"])):
                errors.append(f"{tid}: missing file {g['path']}")
        if not g2:
            continue
        g2p = g2[0]["path"]
        g2_seen[(t["source"], g2p)] += 1
        if kind == "adr" and os.path.isfile(os.path.join(root, g2p)):
            st = adr_status(os.path.join(root, g2p)).lower()
            if re.search(r"reject|abandon|deprecat|superseded|revert", st):
                errors.append(f"{tid}: grade-2 status not usable: {st[:80]}")
        if "superseded_below" in t:
            if kind != "adr":
                errors.append(f"{tid}: superseded_below on non-ADR")
            for pair in t["superseded_below"]:
                gp = {g["path"]: g["grade"] for g in t["gold"]}
                if pair["superseded"] not in gp or pair["successor"] not in gp:
                    errors.append(f"{tid}: superseded_below pair not both in gold")
                elif not (gp[pair["successor"]] == 2 and gp[pair["superseded"]] == 1):
                    errors.append(f"{tid}: chain grades should be successor 2 / predecessor 1")
            chains += 1
        if os.path.isfile(os.path.join(root, g2p)):
            val, common = shares_title_word(kind, t["source"], g2p, t["task"])
            if val != t["shares_title_word"]:
                errors.append(f"{tid}: shares_title_word stored {t['shares_title_word']} computed {val} {common}")
        by_kind[kind] += 1; by_src[(kind, t["source"])] += 1; by_share[(kind, t["shares_title_word"])] += 1
    for k, c in g2_seen.items():
        if c > 1:
            errors.append(f"grade-2 document used by {c} tasks: {k}")
    adr_sources = [s for (k, s) in by_src if k == "adr"]
    sop_sources = [s for (k, s) in by_src if k == "sop"]
    if by_kind["adr"] < 70: errors.append(f"only {by_kind['adr']} ADR tasks")
    if by_kind["sop"] < 70: errors.append(f"only {by_kind['sop']} SOP tasks")
    if len(adr_sources) < 8: errors.append("fewer than 8 ADR sources")
    if len(sop_sources) < 3: errors.append("fewer than 3 SOP sources")
    for (k, s), c in by_src.items():
        if k == "adr" and c > 12: errors.append(f"{s}: {c} > 12 ADR tasks")
    if chains < 15: errors.append(f"only {chains} chain tasks")
    print("tasks by kind:", dict(by_kind))
    print("tasks by source:")
    for (k, s), c in sorted(by_src.items()):
        print(f"  {k:3} {s:50} {c}")
    print("shares_title_word by kind:", {f"{k}:{v}": c for (k, v), c in sorted(by_share.items())})
    print("chain tasks:", chains)
    if errors:
        print("\nFAILURES:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nALL CHECKS PASSED")

if __name__ == "__main__":
    main()
