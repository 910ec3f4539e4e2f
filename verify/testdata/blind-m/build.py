#!/usr/bin/env python3
"""Assemble and check cases.json for the verify-m blind set.

Reads the hand-written cases in cases_src.py, fills sot_path / sot_value from the source
files themselves (KEP kep.yaml, SOP front matter, sot/telescopes.csv, sot/instruments.yaml),
checks every case, and writes cases.json only when every check passes. Deterministic.
"""
import csv, glob, json, os, re, sys
from collections import Counter
from datetime import datetime

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
KEPROOT = os.path.join(CORPORA, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORPORA, "sop")
sys.path.insert(0, HERE)
import cases_src as S  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- normalisation
DATE_FORMATS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y", "%B %d %Y"]


def as_date(s):
    s = s.strip()
    for f in DATE_FORMATS:
        try:
            return datetime.strptime(s, f).date().isoformat()
        except ValueError:
            pass
    return None


def norm(v):
    s = str(v).strip().strip("\"'`").strip()
    d = as_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r"^kubernetes\s+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", s):
        s = s.replace(",", "")
    try:
        return repr(float(s))
    except ValueError:
        pass
    return re.sub(r"[\s\-_]+", "", s)


# ---------------------------------------------------------------- sources
def kep_index():
    idx = {}
    for f in glob.glob(os.path.join(KEPROOT, "keps/**/kep.yaml"), recursive=True):
        try:
            d = yaml.load(open(f), Loader=yaml.BaseLoader)
        except Exception:
            continue
        idx[str(d.get("kep-number"))] = (os.path.relpath(f, KEPROOT), d)
    return idx


def front_matter(path):
    t = open(os.path.join(SOPROOT, path)).read()
    assert t.startswith("---"), path
    return yaml.load(t.split("\n---", 1)[0][3:], Loader=yaml.BaseLoader)


def own_csv():
    with open(os.path.join(HERE, "sot/telescopes.csv"), newline="") as fh:
        return {r["telescope_id"]: r for r in csv.DictReader(fh)}


def own_yaml():
    return yaml.load(open(os.path.join(HERE, "sot/instruments.yaml")), Loader=yaml.BaseLoader)["instruments"]


def get_field(rec, field):
    """Dotted lookup. Returns None when absent."""
    cur = rec
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def as_sot_value(v):
    if v is None:
        return ""
    if isinstance(v, list):
        return json.dumps(v)
    if isinstance(v, dict):
        return json.dumps(v, sort_keys=True)
    return str(v)


def is_empty(v):
    return v is None or v == "" or v == [] or v == {}


PLACEHOLDERS = {"0.0", "tbd", "x.y", ""}

KEPS = kep_index()
CSVREC = own_csv()
YAMLREC = own_yaml()

# corpus text (lower-cased) for the "exists nowhere" check
_corpus_text = None


def corpus_contains(term):
    global _corpus_text
    if _corpus_text is None:
        parts = []
        for root, _, files in os.walk(CORPORA):
            for f in sorted(files):
                try:
                    parts.append(open(os.path.join(root, f), errors="ignore").read().lower())
                except OSError:
                    pass
        for f in ("sot/telescopes.csv", "sot/instruments.yaml"):
            parts.append(open(os.path.join(HERE, f)).read().lower())
        _corpus_text = "\n".join(parts)
    return term.lower() in _corpus_text


# ---------------------------------------------------------------- assemble
cases = []
groups = [("kep", S.KEP), ("sop", S.SOP), ("own-csv", S.CSV), ("own-yaml", S.YAML)]
for cat, rows in groups:
    for i, (verdict, ref, field, text, subject, fact, note) in enumerate(rows, 1):
        name = f"{cat}-{i:03d}-{field.replace('.', '_')}-{verdict}"
        rec = None
        sot_path = ""
        if ref is not None:
            if cat == "kep":
                if str(ref) not in KEPS:
                    err(f"{name}: KEP {ref} not found")
                    continue
                sot_path, rec = KEPS[str(ref)]
                if not (str(ref).endswith("0") or str(ref).endswith("3")):
                    err(f"{name}: KEP {ref} does not end in 0 or 3")
            elif cat == "sop":
                sot_path = ref
                rec = front_matter(ref)
                t = rec.get("title", "")
                if not t[:1].lower() in "ghijklmnopqr":
                    err(f"{name}: SOP title {t!r} not g-r")
            elif cat == "own-csv":
                sot_path = "sot/telescopes.csv"
                rec = CSVREC.get(ref)
            else:
                sot_path = "sot/instruments.yaml"
                rec = YAMLREC.get(ref)
            if rec is None:
                err(f"{name}: record {ref} missing")
                continue
        raw = get_field(rec, field) if rec is not None else None
        sot_value = "" if verdict == "unknown" else as_sot_value(raw)
        cases.append(dict(name=name, text=text, subject=subject, fact=fact, verdict=verdict,
                          field=field, sot_path=sot_path, sot_value=sot_value, category=cat,
                          note=note, _raw=raw, _ref=ref))

# ---------------------------------------------------------------- checks
names = Counter(c["name"] for c in cases)
texts = Counter(c["text"] for c in cases)
for c in cases:
    n = c["name"]
    if names[n] > 1:
        err(f"{n}: duplicate name")
    if texts[c["text"]] > 1:
        err(f"{n}: duplicate text")
    if c["subject"] not in c["text"]:
        err(f"{n}: subject not in text")
    if c["text"].count(c["fact"]) != 1:
        err(f"{n}: fact occurs {c['text'].count(c['fact'])} times in text")
    if c["verdict"] not in ("verified", "mismatch", "unknown"):
        err(f"{n}: bad verdict")
    nsent = len(re.findall(r"[.!?](\s|$)", c["text"]))
    if nsent > 2:
        err(f"{n}: more than two sentences")
    raw = c["_raw"]
    if c["verdict"] in ("verified", "mismatch"):
        if is_empty(raw):
            err(f"{n}: field {c['field']} empty for a {c['verdict']} case")
            continue
        vals = raw if isinstance(raw, list) else [raw]
        if c["category"] == "kep":
            for v in vals:
                if str(v).strip().lower() in PLACEHOLDERS:
                    err(f"{n}: placeholder value {v!r}")
            if c["field"] in ("title",) or c["field"].startswith("milestone") or c["field"] == "latest-milestone":
                if not re.fullmatch(r"v?\d+\.\d+", str(raw)):
                    err(f"{n}: malformed milestone {raw!r}")
        hit = any(norm(v) == norm(c["fact"]) for v in vals)
        if c["verdict"] == "verified" and not hit:
            err(f"{n}: verified but {c['fact']!r} != {raw!r}")
        if c["verdict"] == "mismatch":
            if hit:
                err(f"{n}: mismatch but {c['fact']!r} matches {raw!r}")
            if not c["note"]:
                err(f"{n}: mismatch without note")
            elif not isinstance(raw, list) and norm(raw) not in [norm(w) for w in re.split(r"[;,]\s*|\s+", c["note"])] \
                    and str(raw).lower() not in c["note"].lower():
                err(f"{n}: note does not give the source value {raw!r}")
            if not c["sot_value"]:
                err(f"{n}: mismatch without sot_value")
    else:
        if not c["note"]:
            err(f"{n}: unknown without note")
        if c["_ref"] is None:
            if c["sot_path"] != "":
                err(f"{n}: invented subject must have empty sot_path")
            if corpus_contains(c["subject"]):
                err(f"{n}: invented subject {c['subject']!r} occurs somewhere")
        else:
            if not is_empty(raw):
                err(f"{n}: unknown but field {c['field']} holds {raw!r}")
        if c["sot_value"] != "":
            err(f"{n}: unknown must have empty sot_value")

# real subjects must name their record: ID, title/name, or path (light check)
for c in cases:
    if c["_ref"] is None:
        continue
    subj = c["subject"].lower()
    ok = False
    if c["category"] == "kep":
        num = str(c["_ref"])
        ok = re.search(r"(^|\D)" + num + r"(\D|$)", subj) is not None
        title = str(get_field(KEPS[num][1], "title")).lower()
        words = [w for w in re.findall(r"[a-z0-9]+", subj)]
        tw = set(re.findall(r"[a-z0-9]+", title))
        ok = ok or (words and all(w in tw for w in words)) or subj in title
    elif c["category"] == "sop":
        title = front_matter(c["_ref"])["title"].lower()
        ok = subj == title or subj in c["_ref"].lower() or c["_ref"].lower() in subj or \
            re.sub(r"\W", "", subj) == re.sub(r"\W", "", title) or \
            all(w in re.findall(r"[a-z0-9.]+", title) for w in re.findall(r"[a-z0-9.]+", subj))
    elif c["category"] == "own-csv":
        r = CSVREC[c["_ref"]]
        ok = subj in (r["telescope_id"].lower(), r["name"].lower())
    else:
        r = YAMLREC[c["_ref"]]
        ok = subj in (c["_ref"].lower(), r["name"].lower())
    if not ok:
        err(f"{c['name']}: subject {c['subject']!r} does not clearly name record {c['_ref']}")

# category minimums
cnt = Counter(c["category"] for c in cases)
for cat, mn in (("kep", 70), ("sop", 45), ("own-csv", 40), ("own-yaml", 40)):
    if cnt[cat] < mn:
        err(f"category {cat}: {cnt[cat]} < {mn}")
if len(cases) < 210:
    err(f"only {len(cases)} cases")

if errors:
    print("REFUSING TO WRITE cases.json:", file=sys.stderr)
    for e in errors:
        print("  " + e, file=sys.stderr)
    sys.exit(1)

out = [{k: v for k, v in c.items() if not k.startswith("_")} for c in cases]
with open(os.path.join(HERE, "cases.json"), "w") as fh:
    json.dump(out, fh, indent=2, ensure_ascii=False)
    fh.write("\n")

tab = Counter((c["category"], c["verdict"]) for c in out)
print(f"wrote {len(out)} cases")
print("category   verified mismatch unknown total")
for cat in ("kep", "sop", "own-csv", "own-yaml"):
    v, m, u = tab[(cat, "verified")], tab[(cat, "mismatch")], tab[(cat, "unknown")]
    print(f"{cat:10} {v:8} {m:8} {u:7} {v+m+u:5}")
tv = Counter(c["verdict"] for c in out)
print(f"{'total':10} {tv['verified']:8} {tv['mismatch']:8} {tv['unknown']:7} {len(out):5}")
