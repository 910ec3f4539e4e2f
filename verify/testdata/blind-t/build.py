#!/usr/bin/env python3
"""Assemble cases.json for the blind verify-t set and check every case.

Reads only: the KEP kep.yaml files, SOP front matter, this folder's sot/ files,
and hand_cases.py. Writes cases.json only when every check passes.
"""
import csv
import datetime
import glob
import json
import os
import random
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
KEPROOT = os.path.join(CORPORA, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORPORA, "sop")
SEED = 20260823

# ---------------------------------------------------------------- loading

def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, "keps/*/*/kep.yaml"))):
        d = yaml.load(open(p, encoding="utf-8"), Loader=yaml.BaseLoader)
        if not isinstance(d, dict) or "kep-number" not in d:
            continue
        keps[str(d["kep-number"])] = (os.path.relpath(p, KEPROOT), d)
    return keps


def front_matter(path):
    t = open(path, encoding="utf-8").read()
    if not t.startswith("---"):
        return None
    parts = t.split("---", 2)
    if len(parts) < 3:
        return None
    d = yaml.load(parts[1], Loader=yaml.BaseLoader)
    return d if isinstance(d, dict) else None


def load_sop():
    pages = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, "**/*.md*"), recursive=True)):
        d = front_matter(p)
        if d:
            pages[os.path.relpath(p, SOPROOT)] = d
    return pages


def load_docks():
    with open(os.path.join(HERE, "sot/docks.csv"), encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return {r["dock_id"]: r for r in rows}


def load_vans():
    d = yaml.load(open(os.path.join(HERE, "sot/vans.yaml"), encoding="utf-8"), Loader=yaml.BaseLoader)
    return d["service_vans"]


KEPS = load_keps()
SOP = load_sop()
DOCKS = load_docks()
VANS = load_vans()
SOP_TITLES = {}
for _p, _d in SOP.items():
    SOP_TITLES.setdefault(_d.get("title", ""), []).append(_p)

CORPUS_LOWER = None


def corpus_lower():
    global CORPUS_LOWER
    if CORPUS_LOWER is None:
        parts = []
        for r, _ds, fs in os.walk(CORPORA):
            for f in fs:
                parts.append(open(os.path.join(r, f), encoding="utf-8", errors="replace").read().lower())
        CORPUS_LOWER = "\n".join(parts)
    return CORPUS_LOWER


def dig(d, field):
    cur = d
    for k in field.split("."):
        if not isinstance(cur, dict) or k not in cur:
            return None
        cur = cur[k]
    return cur


def raw_value(category, rec, field):
    """Value as stored, or None if the record/field is absent."""
    if category == "kep":
        if rec not in KEPS:
            return None
        return dig(KEPS[rec][1], field)
    if category == "sop":
        if rec not in SOP:
            return None
        return dig(SOP[rec], field)
    if category == "own-csv":
        if rec not in DOCKS:
            return None
        return DOCKS[rec].get(field)
    if category == "own-yaml":
        if rec not in VANS:
            return None
        return dig(VANS[rec], field)
    raise ValueError(category)


def is_empty(v):
    return v is None or v == "" or v == [] or v == {}


def sval(v):
    if isinstance(v, list):
        return json.dumps(v)
    return "" if v is None else str(v)


def sot_path_of(category, rec):
    if category == "kep":
        return KEPS[rec][0]
    if category == "sop":
        return rec
    if category == "own-csv":
        return "sot/docks.csv"
    return "sot/vans.yaml"

# ---------------------------------------------------------------- normalisation

MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"])}
for _m, _i in list(MONTHS.items()):
    MONTHS[_m[:3]] = _i
MONTHS["sept"] = 9


def parse_date(s):
    s = s.strip().lower().rstrip(".")
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
        if m and m.group(1) in MONTHS:
            mo, d, y = MONTHS[m.group(1)], int(m.group(2)), int(m.group(3))
        else:
            m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?,?\s+(\d{4})", s)
            if m and m.group(2) in MONTHS:
                d, mo, y = int(m.group(1)), MONTHS[m.group(2)], int(m.group(3))
            else:
                return None
    try:
        return datetime.date(y, mo, d).isoformat()
    except ValueError:
        return None


def norm(v):
    s = str(v).strip()
    s = s.strip("\"'“”‘’`")
    s = s.strip()
    dt = parse_date(s)
    if dt:
        return "date:" + dt
    low = s.lower()
    m = re.fullmatch(r"(?:kubernetes\s*|k8s\s*)?v?(\d+\.\d+(?:\.\d+)?)", low)
    if m:
        return "ver:" + m.group(1)
    low = re.sub(r"(?<=\d),(?=\d{3}\b)", "", low)
    return re.sub(r"[\s\-_]+", "", low)


def same(a, b):
    return norm(a) == norm(b)

# ---------------------------------------------------------------- placeholders

PLACEHOLDER = re.compile(r"^(tbd|0\.0|x\.y|never|none|n/a|)$|\|", re.I)


def placeholder(v):
    if isinstance(v, list):
        return any(placeholder(x) for x in v) and all(placeholder(x) for x in v)
    return v is None or bool(PLACEHOLDER.search(str(v).strip()))

# ---------------------------------------------------------------- case builder

CASES = []


def add(category, name, text, subject, fact, verdict, field, rec, how="", origin="hand"):
    """rec: record key (KEP number / SOP path / DK id / VAN id) or 'absent:<what>'."""
    absent = rec.startswith("absent:")
    if absent:
        sot_path, sot_value = "", ""
        note = how or "subject exists nowhere: " + rec[7:]
        if not how:
            note = "no such record anywhere (%s); invented subject" % rec[7:]
        else:
            note = "no such record anywhere (%s): %s" % (rec[7:], how)
    else:
        sot_path = sot_path_of(category, rec)
        v = raw_value(category, rec, field)
        if verdict == "unknown":
            sot_value = ""
            note = "record %s exists but field %s is %s" % (
                rec, field, "absent" if v is None else "empty")
            if how:
                note += "; " + how
        else:
            sot_value = sval(v)
            if verdict == "mismatch":
                note = "source value %s; stated %s; altered: %s" % (sot_value, fact, how or "?")
            else:
                note = how
    CASES.append(dict(name=name, text=text, subject=subject, fact=fact, verdict=verdict,
                      field=field, sot_path=sot_path, sot_value=sot_value, category=category,
                      note=note, _rec=rec, _origin=origin))


# ---------------------------------------------------------------- generated cases

DATE_FORMS = [
    lambda d: d.isoformat(),
    lambda d: d.strftime("%B ") + str(d.day) + d.strftime(", %Y"),
    lambda d: str(d.day) + d.strftime(" %B %Y"),
    lambda d: d.strftime("%Y/%m/%d"),
    lambda d: d.strftime("%b ") + str(d.day) + d.strftime(", %Y"),
]


def iso(s):
    try:
        return datetime.date.fromisoformat(s)
    except (ValueError, TypeError):
        return None


def shift_version(v, rnd):
    m = re.fullmatch(r"(v?)(\d+)\.(\d+)", v)
    step = rnd.choice([-1, 1])
    return "%s%s.%d" % (m.group(1), m.group(2), int(m.group(3)) + step), "minor version %+d" % step


def shift_date(v, rnd):
    d = iso(v)
    step = rnd.choice([-3, -2, -1, 1, 2, 7, -7, 31])
    return d + datetime.timedelta(days=step), "date moved %+d days" % step


KEP_FIELDS = {
    "status": "status", "stage": "stage", "owning-sig": "owning SIG",
    "participating-sigs": "participating SIGs", "authors": "author",
    "reviewers": "reviewer", "approvers": "approver", "creation-date": "creation date",
    "last-updated": "last update", "latest-milestone": "latest milestone",
    "milestone.alpha": "alpha milestone", "milestone.beta": "beta milestone",
    "milestone.stable": "GA milestone", "title": "title",
}
ALL_STATUS = ["implemented", "implementable", "provisional", "withdrawn", "replaced"]
ALL_STAGE = ["alpha", "beta", "stable"]
ALL_SIGS = sorted({d.get("owning-sig") for _p, d in KEPS.values() if d.get("owning-sig")})
ALL_PEOPLE = sorted({x for _p, d in KEPS.values() for f in ("authors", "reviewers", "approvers")
                     for x in (d.get(f) or []) if isinstance(d.get(f), list) and str(x).startswith("@")})


def sel_keps():
    return sorted((n for n in KEPS if n[-1] in "07" and n != "5000"), key=int)


def usable_kep(n, field):
    v = raw_value("kep", n, field)
    if is_empty(v) or placeholder(v):
        return False
    if field == "title" and v.lower() == "kep template":
        return False
    if field in ("creation-date", "last-updated") and not iso(v):
        return False
    if isinstance(v, list):
        return any(not placeholder(x) for x in v)
    return True


def kep_mismatch(n, field, v, rnd):
    if field in ("status",):
        return rnd.choice([s for s in ALL_STATUS if s != v]), "another status from the KEP set"
    if field == "stage":
        return rnd.choice([s for s in ALL_STAGE if s != v]), "neighbouring stage"
    if field == "owning-sig":
        return rnd.choice([s for s in ALL_SIGS if s != v]), "another SIG that owns other KEPs"
    if field == "participating-sigs":
        return rnd.choice([s for s in ALL_SIGS if s not in v]), "a SIG not in the list"
    if field in ("authors", "reviewers", "approvers"):
        return rnd.choice([p for p in ALL_PEOPLE if p.lower() not in [x.lower() for x in v]]), \
            "a person from other KEPs, not in the list"
    if field in ("creation-date", "last-updated"):
        d, how = shift_date(v, rnd)
        return d, how
    if field == "title":
        other = rnd.choice([k for k in sel_keps() if k != n and usable_kep(k, "title")])
        return raw_value("kep", other, "title"), "title of sibling KEP %s" % other
    return shift_version(v, rnd)


KEP_TEMPLATES = [
    "Tracker row: KEP-{n} | {label} | {val}",
    "enhancement {n}: {label} is {val}",
    "Per the board, KEP {n} has {val} as its {label}.",
    "#{n} ({title}) - {label}: {val}",
    "Release notes draft: kep {n}, {label} {val}.",
]


def gen_keps(rnd, counts):
    out = 0
    fields = list(KEP_FIELDS)
    keps = sel_keps()
    plan = ["verified"] * counts["verified"] + ["mismatch"] * counts["mismatch"]
    for i, verdict in enumerate(plan):
        for _try in range(200):
            n = rnd.choice(keps)
            field = rnd.choice(fields)
            if usable_kep(n, field):
                break
        v = raw_value("kep", n, field)
        if isinstance(v, list):
            good = [x for x in v if not placeholder(x)]
            val = rnd.choice(good) if verdict == "verified" else None
        else:
            val = v if verdict == "verified" else None
        how = ""
        if verdict == "mismatch":
            val, how = kep_mismatch(n, field, v, rnd)
        if isinstance(val, datetime.date):
            val = rnd.choice(DATE_FORMS)(val)
        elif field in ("creation-date", "last-updated"):
            val = rnd.choice(DATE_FORMS)(iso(val))
        title = raw_value("kep", n, "title")
        tpl = rnd.choice(KEP_TEMPLATES[:3] + KEP_TEMPLATES[4:]) if field == "title" else rnd.choice(KEP_TEMPLATES)
        subj_forms = {0: "KEP-%s" % n, 1: "enhancement %s" % n, 2: "KEP %s" % n, 3: "#%s" % n, 4: "kep %s" % n}
        k = KEP_TEMPLATES.index(tpl)
        text = tpl.format(n=n, label=KEP_FIELDS[field], val=val, title=title)
        add("kep", "gen-kep-%03d" % i, text, subj_forms[k], val, verdict, field, n, how, origin="gen")
        out += 1
    # unknown: fields absent on existing records
    absent_pool = [(n, f) for n in keps for f in ("milestone.alpha", "milestone.beta", "milestone.stable", "last-updated")
                   if is_empty(raw_value("kep", n, f))]
    for j in range(counts["unknown"]):
        n, f = absent_pool[rnd.randrange(len(absent_pool))]
        absent_pool.remove((n, f))
        val = "v1.%d" % rnd.randint(20, 36) if f.startswith("milestone") else rnd.choice(DATE_FORMS)(
            datetime.date(2024, 1, 1) + datetime.timedelta(days=rnd.randint(0, 700)))
        text = "Tracker row: KEP-{n} | {label} | {val}".format(n=n, label=KEP_FIELDS[f], val=val)
        add("kep", "gen-kep-u%02d" % j, text, "KEP-%s" % n, val, "unknown", f, n, origin="gen")


SOP_FIELDS = {"owner_slack": "owning Slack channel", "section": "section", "last_reviewed_on": "last review",
              "review_in": "review interval", "type": "page type"}


def gen_sop(rnd, counts):
    pages = sorted(p for p, d in SOP.items() if len(SOP_TITLES[d["title"]]) == 1)
    vals = {f: sorted({d[f] for d in SOP.values() if isinstance(d.get(f), str) and d.get(f)}) for f in SOP_FIELDS}
    templates = ["Wiki: \"{t}\" - {label}: {val}", "{t}: {label} is {val}", "Per {t}, the {label} is {val}."]
    plan = ["verified"] * counts["verified"] + ["mismatch"] * counts["mismatch"]
    for i, verdict in enumerate(plan):
        for _try in range(500):
            p = rnd.choice(pages)
            f = rnd.choice(list(SOP_FIELDS))
            v = SOP[p].get(f)
            if isinstance(v, str) and v and not placeholder(v):
                break
        how = ""
        val = v
        if verdict == "mismatch":
            if f == "last_reviewed_on":
                d, how = shift_date(v, rnd)
                val = d
            else:
                val = rnd.choice([x for x in vals[f] if not same(x, v)])
                how = "value of field %s on another page" % f
        if f == "last_reviewed_on":
            val = rnd.choice(DATE_FORMS)(val if isinstance(val, datetime.date) else iso(val))
        t = SOP[p]["title"]
        text = rnd.choice(templates).format(t=t, label=SOP_FIELDS[f], val=val)
        add("sop", "gen-sop-%03d" % i, text, t, val, verdict, f, p, how, origin="gen")
    # unknowns: page lacks the field
    pool = sorted((p, f) for p in pages for f in ("owner_slack", "last_reviewed_on", "type")
                  if f not in SOP[p])
    for j in range(counts["unknown"]):
        p, f = pool[rnd.randrange(len(pool))]
        pool.remove((p, f))
        val = rnd.choice(vals[f]) if f != "last_reviewed_on" else "2025-06-1%d" % rnd.randint(0, 9)
        t = SOP[p]["title"]
        text = "{t}: {label} is {val}".format(t=t, label=SOP_FIELDS[f], val=val)
        add("sop", "gen-sop-u%02d" % j, text, t, val, "unknown", f, p, origin="gen")


CSV_FIELDS = {"district": "district", "dock_type": "dock type", "capacity_docks": "docks",
              "avg_daily_trips": "average daily trips", "catchment_radius": "catchment radius",
              "commissioned_on": "commissioned", "last_inspected_on": "last inspection",
              "steward": "steward", "status": "status"}


def gen_csv(rnd, counts):
    ids = sorted(DOCKS)
    templates = ["{id} {name}: {label} {val}", "Station sheet | {id} | {label} | {val}", "{name} ({id}) {label} = {val}"]
    plan = ["verified"] * counts["verified"] + ["mismatch"] * counts["mismatch"]
    for i, verdict in enumerate(plan):
        for _try in range(100):
            k = rnd.choice(ids)
            f = rnd.choice(list(CSV_FIELDS))
            v = DOCKS[k][f]
            if v and v != "0":
                break
        val, how = v, ""
        if verdict == "mismatch":
            if f in ("commissioned_on", "last_inspected_on"):
                val, how = shift_date(v, rnd)
            elif f in ("capacity_docks", "avg_daily_trips"):
                step = rnd.choice([-2, -1, 1, 2, 10])
                val, how = str(int(v) + step), "number %+d" % step
            else:
                other = rnd.choice([x for x in ids if DOCKS[x][f] and not same(DOCKS[x][f], v)])
                val, how = DOCKS[other][f], "value of sibling record %s" % other
        if f in ("commissioned_on", "last_inspected_on"):
            val = rnd.choice(DATE_FORMS)(val if isinstance(val, datetime.date) else iso(val))
        if f == "avg_daily_trips" and len(val) >= 4 and rnd.random() < 0.5:
            val = "{:,}".format(int(val))
        opts = [(t, k) for t in templates] + [("{name}: {label} is {val}", DOCKS[k]["name"])]
        start = rnd.randrange(len(templates))
        for t, subj in opts[start:] + opts[:start]:
            text = t.format(id=k, name=DOCKS[k]["name"], label=CSV_FIELDS[f], val=val)
            if text.lower().count(str(val).lower()) == 1:
                break
        add("own-csv", "gen-csv-%03d" % i, text, subj, val, verdict, f, k, how, origin="gen")


YAML_FIELDS = {"base_district": "base", "driver": "driver", "status": "status", "commissioned": "commissioned",
               "odometer_km": "odometer (km)", "engine.fuel": "fuel", "engine.last_service": "last service",
               "load.bikes": "bike capacity", "districts_covered": "covers", "radio_channel": "radio"}


def gen_yaml(rnd, counts):
    ids = sorted(VANS)
    templates = ["{id} ({cs}) - {label}: {val}", "Fleet log {id}: {label} {val}", "{cs} / {id} | {label} | {val}"]
    plan = ["verified"] * counts["verified"] + ["mismatch"] * counts["mismatch"]
    for i, verdict in enumerate(plan):
        for _try in range(100):
            k = rnd.choice(ids)
            f = rnd.choice(list(YAML_FIELDS))
            v = dig(VANS[k], f)
            if not is_empty(v):
                break
        how = ""
        if isinstance(v, list):
            val = rnd.choice(v)
        else:
            val = v
        if verdict == "mismatch":
            if f in ("commissioned", "engine.last_service"):
                val, how = shift_date(v, rnd)
            elif f in ("odometer_km", "load.bikes"):
                step = rnd.choice([-2, 2, 100, -1000])
                val, how = str(int(v) + step), "number %+d" % step
            elif f == "districts_covered":
                val = rnd.choice([d for d in ["Harbourside", "Old Mill", "Lanthorn", "Fennick Heights", "Tarrow Fields"] if d not in v])
                how = "a district not in the list"
            else:
                other = rnd.choice([x for x in ids if dig(VANS[x], f) and not same(dig(VANS[x], f), v)])
                val, how = dig(VANS[other], f), "value of sibling record %s" % other
        if f in ("commissioned", "engine.last_service"):
            val = rnd.choice(DATE_FORMS)(val if isinstance(val, datetime.date) else iso(val))
        if f == "odometer_km" and len(val) >= 4 and rnd.random() < 0.6:
            val = "{:,}".format(int(val))
        opts = [(t, k) for t in templates] + [("{cs}: {label} is {val}", VANS[k]["callsign"])]
        start = rnd.randrange(len(templates))
        for t, subj in opts[start:] + opts[:start]:
            text = t.format(id=k, cs=VANS[k]["callsign"], label=YAML_FIELDS[f], val=val)
            if text.lower().count(str(val).lower()) == 1:
                break
        add("own-yaml", "gen-yaml-%03d" % i, text, subj, val, verdict, f, k, how, origin="gen")


# ---------------------------------------------------------------- checks

def invented_strings():
    """Every invented name/ID of the set's own domain (must be absent from corpus)."""
    import hand_cases
    out = {x.lower() for x in getattr(hand_cases, "INVENTED", [])}
    for k, r in DOCKS.items():
        out |= {k.lower(), k.lower().replace("-", ""), k.lower().replace("-", " "), r["name"].lower()}
        if r["steward"]:
            out.add(r["steward"].lower())
    for k, r in VANS.items():
        out |= {k.lower(), k.lower().replace("-", ""), k.lower().replace("-", " "),
                r["callsign"].lower(), r["driver"].lower()}
    return out


def check():
    errs = []
    corpus = corpus_lower()
    for s in sorted(invented_strings()):
        if s in corpus:
            errs.append("invented string present in corpus: %r" % s)
    names = set()
    for c in CASES:
        n = c["name"]
        def e(msg):
            errs.append("%s: %s" % (n, msg))
        if n in names:
            e("duplicate name")
        names.add(n)
        if c["subject"] not in c["text"]:
            e("subject not substring")
        if c["text"].lower().count(c["fact"].lower()) != 1:
            e("fact occurs %d times" % c["text"].lower().count(c["fact"].lower()))
        if c["verdict"] not in ("verified", "mismatch", "unknown"):
            e("bad verdict")
        if c["category"] not in ("kep", "sop", "own-csv", "own-yaml"):
            e("bad category")
        rec = c["_rec"]
        cat = c["category"]
        if rec.startswith("absent:"):
            what = rec[7:]
            if c["verdict"] != "unknown":
                e("absent record must be unknown")
            if c["sot_path"] or c["sot_value"]:
                e("absent record needs empty sot_path/value")
            if cat == "kep":
                if not re.fullmatch(r"\d+", what) or what[-1] not in "07":
                    e("invented KEP number must end in 0/7")
                if what in KEPS or re.search(r"(?<!\d)%s(?!\d)" % what, corpus):
                    e("invented KEP number %s present in corpus" % what)
                if what not in c["subject"]:
                    e("subject should carry the invented number")
            elif cat == "sop":
                if what.lower() in corpus:
                    e("invented SOP title present in corpus")
                if any(same(what, t) for t in SOP_TITLES):
                    e("invented SOP title equals a real title")
            else:
                w = what.lower()
                if re.fullmatch(r"(dk|van)-\d+", w):
                    forms = [w, w.replace("-", ""), w.replace("-", " ")]
                    if any(f in corpus for f in forms):
                        e("invented ID form of %r present in corpus" % what)
                if w in corpus:
                    e("invented subject %r present in corpus" % what)
                if cat == "own-csv" and (what.upper() in DOCKS or any(same(what, r["name"]) for r in DOCKS.values())):
                    e("invented dock exists")
                if cat == "own-yaml" and (what.upper() in VANS or any(same(what, r["callsign"]) for r in VANS.values())):
                    e("invented van exists")
            continue
        # record exists
        exists = {"kep": KEPS, "sop": SOP, "own-csv": DOCKS, "own-yaml": VANS}[cat]
        if rec not in exists:
            e("record %s missing" % rec)
            continue
        if cat == "kep":
            if rec[-1] not in "07":
                e("KEP number not ending in 0/7")
            if rec == "5000":
                e("placeholder KEP used")
        if cat == "sop":
            t = SOP[rec]["title"]
            if len(SOP_TITLES[t]) != 1:
                e("SOP title not unique")
            subj = c["subject"]
            tw = [w for w in re.findall(r"[a-z0-9]+", t.lower()) if len(w) > 2]
            sw = set(re.findall(r"[a-z0-9]+", subj.lower()))
            if not (same(subj.strip("\"'“”"), t) or subj == rec or rec.endswith(subj) or
                    (tw and sum(w in sw for w in tw) / len(tw) >= 0.6)):
                e("SOP subject does not name page %r" % t)
        if cat == "kep":
            subj = c["subject"]
            t = KEPS[rec][1].get("title", "")
            if rec not in subj and not same(subj.strip("\"'“”"), t):
                tw = [w for w in re.findall(r"[a-z0-9]+", t.lower()) if len(w) > 2]
                sw = set(re.findall(r"[a-z0-9]+", subj.lower()))
                if not (tw and sum(w in sw for w in tw) / len(tw) >= 0.6):
                    e("KEP subject does not name KEP %s" % rec)
        if cat == "own-csv":
            subj = c["subject"].lower()
            if rec[3:] not in subj and DOCKS[rec]["name"].lower() not in subj:
                e("dock subject does not name %s" % rec)
        if cat == "own-yaml":
            subj = c["subject"].lower()
            if rec[4:] not in subj and VANS[rec]["callsign"].lower() not in subj:
                e("van subject does not name %s" % rec)
        v = raw_value(cat, rec, c["field"])
        if c["verdict"] == "unknown":
            if not is_empty(v):
                e("unknown but field %s has value %r" % (c["field"], v))
            if c["sot_value"] != "":
                e("unknown needs empty sot_value")
            continue
        if is_empty(v):
            e("field %s empty/absent but verdict %s" % (c["field"], c["verdict"]))
            continue
        if placeholder(v) or (isinstance(v, list) and any(same(c["fact"], x) for x in v if placeholder(x))):
            e("placeholder source value %r" % (v,))
        if cat == "kep" and c["field"] == "title" and str(v).lower() == "kep template":
            e("template title")
        if c["sot_value"] != sval(v):
            e("sot_value differs from file")
        if c["sot_path"] != sot_path_of(cat, rec):
            e("sot_path wrong")
        if isinstance(v, list):
            member = any(same(c["fact"], x) for x in v)
            if c["verdict"] == "verified" and not member:
                e("verified fact %r not a member of %r" % (c["fact"], v))
            if c["verdict"] == "mismatch" and member:
                e("mismatch fact %r is a member of %r" % (c["fact"], v))
        else:
            eq = same(c["fact"], v)
            if c["verdict"] == "verified" and not eq:
                e("verified fact %r != source %r" % (c["fact"], v))
            if c["verdict"] == "mismatch" and eq:
                e("mismatch fact %r equals source %r" % (c["fact"], v))
        if c["verdict"] == "mismatch" and "altered:" not in c["note"]:
            e("mismatch note lacks alteration")
    cnt = {}
    for c in CASES:
        cnt.setdefault(c["category"], {}).setdefault(c["verdict"], 0)
        cnt[c["category"]][c["verdict"]] += 1
    need = {"kep": 100, "sop": 60, "own-csv": 45, "own-yaml": 45}
    for k, m in need.items():
        if sum(cnt.get(k, {}).values()) < m:
            errs.append("category %s has %d < %d" % (k, sum(cnt.get(k, {}).values()), m))
    if len(CASES) < 260:
        errs.append("only %d cases" % len(CASES))
    hand = sum(1 for c in CASES if c["_origin"] == "hand")
    if hand < 0.75 * len(CASES):
        errs.append("hand-written share %.2f < 0.75" % (hand / len(CASES)))
    return errs, cnt, hand


def main():
    sys.path.insert(0, HERE)
    import hand_cases
    hand_cases.build(add)
    rnd = random.Random(SEED)
    gen_keps(rnd, {"verified": 15, "mismatch": 5, "unknown": 0})
    gen_sop(rnd, {"verified": 10, "mismatch": 3, "unknown": 0})
    gen_csv(rnd, {"verified": 8, "mismatch": 3, "unknown": 0})
    gen_yaml(rnd, {"verified": 8, "mismatch": 3, "unknown": 0})
    errs, cnt, hand = check()
    tot = {}
    for k in cnt:
        for v, n in cnt[k].items():
            tot[v] = tot.get(v, 0) + n
    print("cases:", len(CASES), "hand:", hand, "(%.1f%%)" % (100 * hand / len(CASES)))
    for k in sorted(cnt):
        print("  %-9s %s" % (k, json.dumps(cnt[k], sort_keys=True)))
    print("  total    ", json.dumps(tot, sort_keys=True),
          {v: "%.1f%%" % (100 * n / len(CASES)) for v, n in tot.items()})
    if errs:
        print("\n%d CHECK FAILURES:" % len(errs))
        for e in errs:
            print("  " + e)
        sys.exit(1)
    out = [{k: c[k] for k in ("name", "text", "subject", "fact", "verdict", "field", "sot_path",
                              "sot_value", "category", "note")} for c in CASES]
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("wrote cases.json")


if __name__ == "__main__":
    main()
