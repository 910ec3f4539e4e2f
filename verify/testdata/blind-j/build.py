#!/usr/bin/env python3
"""Build and check the blind labelled set verify-j.

Reads cases_src.txt (hand-written H lines and templated T lines), the KEP kep.yaml files, the
SOP front matter, and the set's own invented sources of truth under sot/. Every case is checked;
cases.json is written only when every check passes. Output is deterministic.

Usage: python3 build.py            (checks, then writes cases.json)
"""
import csv
import glob
import json
import os
import re
import sys
from collections import Counter, OrderedDict

import yaml  # PyYAML; BaseLoader keeps every scalar a string

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
KEP_ROOT = os.path.join(CORPORA, "structured", "kubernetes__enhancements")
SOP_ROOT = os.path.join(CORPORA, "sop")
SOT_CSV = "sot/quorvale_stops.csv"
SOT_YAML = "sot/quorvale_trams.yaml"

ERRORS = []


def err(msg):
    ERRORS.append(msg)


# ----------------------------------------------------------------------------- normalisation
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"])}
for _m, _i in list(MONTHS.items()):
    MONTHS[_m[:3]] = _i
MONTHS["sept"] = 9


def norm_date(s):
    s = s.strip()
    m = re.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", s)
    if m:
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
    else:
        m = re.fullmatch(r"([A-Za-z]+)\.? (\d{1,2}),? (\d{4})", s)
        if m and m.group(1).lower() in MONTHS:
            y, mo, d = int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2))
        else:
            m = re.fullmatch(r"(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})", s)
            if m and m.group(2).lower() in MONTHS:
                y, mo, d = int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1))
            else:
                return None
    if not (1 <= mo <= 12 and 1 <= d <= 31):
        return None
    return "%04d-%02d-%02d" % (y, mo, d)


def norm(v):
    s = str(v).strip()
    s = s.strip("\"'\u2018\u2019\u201c\u201d").strip()
    d = norm_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r"^kubernetes\s+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    s = re.sub(r"(?<=\d),(?=\d{3}(\D|$))", "", s)
    s = re.sub(r"[\s\-_]+", "", s)
    return s


def words(s):
    return [w for w in re.findall(r"[a-z0-9]+", s.lower())]


STOP = {"a", "an", "the", "of", "to", "for", "in", "on", "and", "with", "is", "kep"}


def content_words(s):
    return [w for w in words(s) if w not in STOP]


def is_placeholder(v):
    if v is None:
        return True
    if isinstance(v, list):
        return len(v) == 0
    s = str(v).strip()
    return s == "" or s.upper() == "TBD" or s == "0.0" or "|" in s or s.lower() in ("null", "none")


# ----------------------------------------------------------------------------- sources
def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEP_ROOT, "keps", "**", "kep.yaml"), recursive=True)):
        with open(p, encoding="utf-8") as f:
            d = yaml.load(f, Loader=yaml.BaseLoader)
        if not isinstance(d, dict) or "kep-number" not in d:
            continue
        rel = os.path.relpath(p, KEP_ROOT)
        keps[str(d["kep-number"]).strip()] = (rel, d)
    return keps


def load_sops():
    pages = {}
    for p in sorted(glob.glob(os.path.join(SOP_ROOT, "**", "*.md*"), recursive=True)):
        with open(p, encoding="utf-8") as f:
            t = f.read()
        if not t.startswith("---"):
            continue
        end = t.find("\n---", 3)
        if end < 0:
            continue
        try:
            d = yaml.load(t[3:end], Loader=yaml.BaseLoader)
        except yaml.YAMLError:
            continue
        if isinstance(d, dict):
            pages[os.path.relpath(p, SOP_ROOT)] = d
    return pages


def load_csv():
    with open(os.path.join(HERE, SOT_CSV), encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return {r["stop_id"]: r for r in rows}, rows


def load_trams():
    with open(os.path.join(HERE, SOT_YAML), encoding="utf-8") as f:
        d = yaml.load(f, Loader=yaml.BaseLoader)
    return d["trams"]


def get_field(rec, field):
    cur = rec
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def sot_value_str(v):
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    return "" if v is None else str(v)


def corpus_blob():
    parts = []
    for root, dirs, files in os.walk(CORPORA):
        dirs.sort()
        for fn in sorted(files):
            with open(os.path.join(root, fn), encoding="utf-8", errors="replace") as f:
                parts.append(f.read().lower())
    return "\x00".join(parts)


# ----------------------------------------------------------------------------- templates (control group)
TEMPLATES = [
    "{sub}: {label} = {fact}.",
    "The {label} of {sub} is {fact}.",
    "{sub} has {label} {fact}.",
]


def label_of(field):
    return field.replace(".", " ").replace("_", " ")


# ----------------------------------------------------------------------------- main
def main():
    keps = load_keps()
    sops = load_sops()
    stops, stop_rows = load_csv()
    trams = load_trams()
    blob = corpus_blob()
    with open(os.path.join(HERE, SOT_CSV), encoding="utf-8") as f:
        sot_text = f.read().lower()
    with open(os.path.join(HERE, SOT_YAML), encoding="utf-8") as f:
        sot_text += "\x00" + f.read().lower()

    # --- shape of the own sources
    with open(os.path.join(HERE, SOT_CSV), encoding="utf-8", newline="") as f:
        raw = list(csv.reader(f))
    if not (10 <= len(raw[0]) <= 13):
        err("csv column count %d" % len(raw[0]))
    if not (22 <= len(stop_rows) <= 28):
        err("csv row count %d" % len(stop_rows))
    empties = sum(1 for r in stop_rows if r["interchange_with"] == "")
    if empties < 3:
        err("optional column interchange_with should be empty in several rows")
    if not (18 <= len(trams) <= 22):
        err("yaml record count %d" % len(trams))
    if sum(1 for t in trams.values() if "livery" not in t) < 3:
        err("optional livery block should be missing in some records")

    # --- invented names must occur nowhere in the corpora
    invented = set(["quorvale"])
    for r in stop_rows:
        invented.update([r["stop_id"], r["name"], r["line"], r["district"]])
        if r["interchange_with"]:
            invented.add(r["interchange_with"])
    for tid, t in trams.items():
        invented.update([tid, t["name"], t["model"], t["depot"], t["line"],
                         t["maintenance"]["technician"]])
        invented.update(t.get("certified_drivers", []))
        if "livery" in t:
            invented.add(t["livery"]["scheme"])
    for name in sorted(invented):
        if name.lower() in blob:
            err("invented name occurs in corpora: %r" % name)

    # --- selection sets
    title_count = Counter(norm(str(d.get("title", ""))) for d in sops.values())

    def sop_selectable(path):
        d = sops.get(path)
        if d is None:
            return False, "page not found"
        t = d.get("title")
        if not isinstance(t, str) or not t:
            return False, "no title"
        if not ("a" <= t[0].lower() <= "l"):
            return False, "title does not start with a-l"
        if '"' in t:
            return False, "double quote in title"
        if title_count[norm(t)] != 1:
            return False, "title not unique"
        return True, ""

    # --- parse cases
    cases = []
    n_hand = n_tmpl = 0
    counters = Counter()
    with open(os.path.join(HERE, "cases_src.txt"), encoding="utf-8") as f:
        src_lines = f.read().split("\n")
    for lineno, line in enumerate(src_lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("||")]
        kind = parts[0]
        if kind == "H":
            if len(parts) != 9:
                err("line %d: expected 9 fields, got %d" % (lineno, len(parts)))
                continue
            _, cat, recid, field, verdict, subject, fact, text, how = parts
        elif kind == "T":
            if len(parts) != 7:
                err("line %d: expected 7 fields, got %d" % (lineno, len(parts)))
                continue
            _, cat, recid, field, verdict, fact, how = parts
            subject = text = None
        else:
            err("line %d: unknown kind %r" % (lineno, kind))
            continue
        if cat not in ("kep", "sop", "own-csv", "own-yaml"):
            err("line %d: bad category" % lineno)
            continue
        if verdict not in ("verified", "mismatch", "unknown"):
            err("line %d: bad verdict" % lineno)
            continue

        # resolve the record
        rec = None
        sot_path = ""
        ident_forms = []  # ways the record may be named
        if recid != "-":
            if cat == "kep":
                if recid not in keps:
                    err("line %d: KEP %s not found" % (lineno, recid))
                    continue
                if not recid.endswith("7"):
                    err("line %d: KEP %s does not end in 7" % (lineno, recid))
                sot_path, rec = keps[recid]
                ident_forms = [("num", recid), ("title", rec.get("title", "")),
                               ("path", os.path.dirname(sot_path))]
            elif cat == "sop":
                ok, why = sop_selectable(recid)
                if not ok:
                    err("line %d: SOP page %s not selectable: %s" % (lineno, recid, why))
                    continue
                rec = sops[recid]
                sot_path = recid
                ident_forms = [("title", rec["title"]), ("path", recid)]
            elif cat == "own-csv":
                if recid not in stops:
                    err("line %d: stop %s not found" % (lineno, recid))
                    continue
                rec = stops[recid]
                sot_path = SOT_CSV
                ident_forms = [("id", recid), ("title", rec["name"])]
            else:
                if recid not in trams:
                    err("line %d: tram %s not found" % (lineno, recid))
                    continue
                rec = trams[recid]
                sot_path = SOT_YAML
                ident_forms = [("id", recid), ("title", rec["name"])]

        # templated text
        if kind == "T":
            if rec is None:
                err("line %d: templated case needs a record" % lineno)
                continue
            sub = recid if cat in ("own-csv", "own-yaml") else (
                "KEP-" + recid if cat == "kep" else rec["title"])
            subject = sub
            text = TEMPLATES[n_tmpl % len(TEMPLATES)].format(sub=sub, label=label_of(field), fact=fact)

        # text checks
        if subject not in text:
            err("line %d: subject %r not in text" % (lineno, subject))
        if text.count(fact) != 1 or text.lower().count(fact.lower()) != 1:
            err("line %d: fact %r does not occur exactly once in text" % (lineno, fact))
        if not fact or not subject:
            err("line %d: empty fact/subject" % lineno)

        # subject names the record
        if rec is not None:
            named = False
            sl = subject.lower()
            for kindf, form in ident_forms:
                if kindf == "num":
                    if re.search(r"(?<![0-9])" + re.escape(form) + r"(?![0-9])", sl) and (
                            re.search(r"(kep[- ]?|#|enhancement )" + re.escape(form), sl)
                            or form in sl and "/" in sl):
                        named = True
                elif kindf == "id":
                    if form.lower() in sl:
                        named = True
                elif kindf == "path":
                    if form.lower() in sl:
                        named = True
                elif kindf == "title":
                    tw = content_words(form)
                    sw = set(words(subject))
                    if norm(form) == norm(subject) or (tw and all(w in sw for w in tw)):
                        named = True
            if not named:
                err("line %d: subject %r does not name record %s" % (lineno, subject, recid))

        # verdict checks
        val = get_field(rec, field) if rec is not None else None
        sot_value = ""
        note = ""
        if verdict in ("verified", "mismatch"):
            if rec is None:
                err("line %d: %s case needs a record" % (lineno, verdict))
                continue
            if is_placeholder(val):
                err("line %d: targets an empty/placeholder value %r" % (lineno, val))
                continue
            sot_value = sot_value_str(val)
            if isinstance(val, list):
                members = [norm(x) for x in val if not is_placeholder(x)]
                hit = norm(fact) in members
            else:
                if isinstance(val, dict):
                    err("line %d: field %s is a mapping" % (lineno, field))
                    continue
                hit = norm(fact) == norm(val)
            if verdict == "verified" and not hit:
                err("line %d: verified but %r != %r" % (lineno, fact, val))
            if verdict == "mismatch":
                if hit:
                    err("line %d: mismatch but %r equals %r" % (lineno, fact, val))
                if not how:
                    err("line %d: mismatch needs a how" % lineno)
                note = "source value %s; stated %s; %s" % (sot_value, fact, how)
        else:
            if rec is None:
                if subject.lower() in blob or subject.lower() in sot_text:
                    err("line %d: unknown subject %r occurs in corpora or sot" % (lineno, subject))
                m = re.search(r"(\d+)", subject)
                if cat == "kep" and m and m.group(1) in keps:
                    err("line %d: unknown KEP number exists" % lineno)
                sot_path = ""
            else:
                if not is_placeholder(val) or (isinstance(val, str) and val.upper() == "TBD"):
                    err("line %d: unknown but field %s has value %r" % (lineno, field, val))
            if not how:
                err("line %d: unknown needs a reason" % lineno)
            note = how

        if kind == "H":
            n_hand += 1
        else:
            n_tmpl += 1
        counters[(cat, verdict)] += 1
        idx = sum(v for (c, _), v in counters.items() if c == cat)
        name = "%s-%03d-%s" % (cat, idx, "hand" if kind == "H" else "tmpl")
        cases.append(OrderedDict([
            ("name", name), ("text", text), ("subject", subject), ("fact", fact),
            ("verdict", verdict), ("field", field), ("sot_path", sot_path),
            ("sot_value", sot_value), ("category", cat), ("note", note),
        ]))

    # --- global checks
    texts = Counter(c["text"] for c in cases)
    for t, n in texts.items():
        if n > 1:
            err("duplicate text: %r" % t)
    total = len(cases)
    if not (220 <= total <= 260):
        err("total %d outside 220..260" % total)
    per_cat = Counter(c["category"] for c in cases)
    per_ver = Counter(c["verdict"] for c in cases)
    if total:
        if not (0.28 <= per_ver["mismatch"] / total <= 0.38):
            err("mismatch share %.2f" % (per_ver["mismatch"] / total))
        if not (0.10 <= per_ver["unknown"] / total <= 0.15):
            err("unknown share %.2f" % (per_ver["unknown"] / total))
        if n_hand * 3 < total * 2:
            err("hand-written share below two thirds")

    print("cases: %d (hand %d, templated %d)" % (total, n_hand, n_tmpl))
    print("per category:", dict(sorted(per_cat.items())))
    print("per verdict:", dict(sorted(per_ver.items())))
    for cat in ("kep", "sop", "own-csv", "own-yaml"):
        print("  %-8s" % cat, {v: counters[(cat, v)] for v in ("verified", "mismatch", "unknown")})

    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e, file=sys.stderr)
        print("%d errors; cases.json NOT written" % len(ERRORS), file=sys.stderr)
        sys.exit(1)
    out = json.dumps(cases, ensure_ascii=False, indent=1) + "\n"
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        f.write(out)
    print("wrote cases.json")


if __name__ == "__main__":
    main()
