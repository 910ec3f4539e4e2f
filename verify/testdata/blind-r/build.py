#!/usr/bin/env python3
"""Assemble and check the verify-r blind set. Writes cases.json only if every check passes."""
import csv, json, os, random, re, sys, glob, datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hand_cases as H

CORPUS = "/work/shared/corpora"
KEPROOT = os.path.join(CORPUS, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORPUS, "sop")
SEED = 20260822
rng = random.Random(SEED)
ERR = []

def err(msg):
    ERR.append(msg)

# ---------------- sources ----------------
def load_keps():
    out = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, "keps/*/*/kep.yaml"))):
        d = yaml.load(open(p, encoding="utf-8"), Loader=yaml.BaseLoader)
        out[str(d.get("kep-number"))] = (os.path.relpath(p, KEPROOT), d)
    return out

def load_sops():
    out = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, "**/*.md*"), recursive=True)):
        t = open(p, encoding="utf-8").read()
        if not t.startswith("---"):
            continue
        end = t.find("\n---", 3)
        try:
            d = yaml.load(t[3:end], Loader=yaml.BaseLoader)
        except Exception:
            continue
        if isinstance(d, dict):
            out[os.path.relpath(p, SOPROOT)] = d
    return out

def load_csv():
    rows = list(csv.DictReader(open(os.path.join(HERE, "sot/instruments.csv"), encoding="utf-8")))
    return {r["instrument_id"]: r for r in rows}

def load_yaml():
    return yaml.load(open(os.path.join(HERE, "sot/facilities.yaml"), encoding="utf-8"), Loader=yaml.BaseLoader)["facilities"]

KEPS, SOPS, INST, FAC = load_keps(), load_sops(), load_csv(), load_yaml()

def get(d, field):
    cur = d
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

def source_value(cat, rec, field):
    """(sot_path, raw value or None)"""
    if cat == "kep":
        path, d = KEPS[rec]
        return path, get(d, field)
    if cat == "sop":
        return rec, get(SOPS[rec], field)
    if cat == "own-csv":
        v = INST[rec].get(field)
        return "sot/instruments.csv", v
    if cat == "own-yaml":
        return "sot/facilities.yaml", get(FAC[rec], field)

def as_sot_string(v):
    if v is None:
        return ""
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    return str(v)

# ---------------- normalisation ----------------
MONTHS = ["january","february","march","april","may","june","july","august","september","october","november","december"]
def parse_date(s):
    s = s.strip().strip("'\"").replace(",", "")
    m = re.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        toks = s.lower().split()
        if len(toks) != 3:
            return None
        def mon(t):
            for i, n in enumerate(MONTHS):
                if t == n or (len(t) >= 3 and n.startswith(t)):
                    return i + 1
            return None
        if toks[0].isdigit() and mon(toks[1]) and toks[2].isdigit():
            d, mo, y = int(toks[0]), mon(toks[1]), int(toks[2])
        elif mon(toks[0]) and toks[1].isdigit() and toks[2].isdigit():
            mo, d, y = mon(toks[0]), int(toks[1]), int(toks[2])
        else:
            return None
    try:
        return datetime.date(y, mo, d).isoformat()
    except ValueError:
        return None

def norm(s):
    s = str(s).strip().strip("'\"").strip()
    dt = parse_date(s)
    if dt:
        return "date:" + dt
    t = s.lower()
    t = re.sub(r"^kubernetes\s+", "", t)
    t = re.sub(r"^v(?=\d)", "", t)
    if re.fullmatch(r"-?[\d,]+(\.\d+)?", t):
        try:
            return "num:" + repr(float(t.replace(",", "")))
        except ValueError:
            pass
    return re.sub(r"[\s\-_]", "", t)

def same(fact, value):
    if isinstance(value, list):
        return any(norm(fact) == norm(m) for m in value)
    return norm(fact) == norm(value)

# ---------------- corpus text for absence checks ----------------
def corpus_text():
    parts = []
    for dp, dn, fn in os.walk(CORPUS):
        dn.sort()
        for f in sorted(fn):
            try:
                parts.append(open(os.path.join(dp, f), encoding="utf-8", errors="ignore").read().lower())
            except OSError:
                pass
    return "\n".join(parts)
BIG = corpus_text()

def absent(s):
    return s.lower() not in BIG

# ---------------- templated cases ----------------
PLACEHOLDER = {"", "tbd", "0.0", "x.y", "never", "kep template"}
def bump_version(v, k):
    m = re.fullmatch(r"(v?)(\d+)\.(\d+)", v)
    return f"{m.group(1)}{m.group(2)}.{int(m.group(3)) + k}"

def fmt_date(iso, style):
    d = datetime.date.fromisoformat(iso)
    return [d.isoformat(), f"{d.day} {MONTHS[d.month-1].capitalize()} {d.year}",
            f"{MONTHS[d.month-1].capitalize()} {d.day}, {d.year}", d.strftime("%Y/%m/%d")][style]

def shift_date(iso, how):
    d = datetime.date.fromisoformat(iso)
    if how == "day":
        return (d + datetime.timedelta(days=1)).isoformat(), "next day"
    mo = d.month % 12 + 1
    y = d.year + (1 if d.month == 12 else 0)
    return datetime.date(y, mo, min(d.day, 28)).isoformat(), "next month"

KEP_T = [
    ("{s}: {w} {v}", ["KEP-{n}", "KEP {n}", "#{n}", "enhancement {n}"]),
    ("Tracking sheet says the {w} for {s} is {v}.", ["KEP-{n}", "{title}"]),
    ("{v} is the {w} for {s}, per sig leads sync.", ["KEP {n}", "enhancement {n}"]),
    ("standup: {s} - {w} {v}, nothing blocking", ["#{n}", "KEP-{n}"]),
    ("As discussed in the release meeting, {s} has {w} {v}.", ["{title}", "KEP {n}"]),
]
KEP_W = {
    "milestone.alpha": ["alpha milestone", "alpha release", "alpha target"],
    "milestone.beta": ["beta milestone", "beta release", "beta graduation"],
    "milestone.stable": ["GA release", "stable milestone", "graduation to stable"],
    "latest-milestone": ["latest milestone", "current target release"],
    "owning-sig": ["owning SIG", "owner SIG", "home SIG"],
    "status": ["KEP status", "status"],
    "stage": ["stage", "maturity stage"],
    "creation-date": ["creation date", "opening date"],
    "last-updated": ["last-updated date", "last update"],
}
SIGS = sorted({d.get("owning-sig") for _, d in KEPS.values() if isinstance(d.get("owning-sig"), str) and d.get("owning-sig").startswith("sig-")})
STATUSES = ["provisional", "implementable", "implemented", "withdrawn", "replaced"]
STAGES = ["alpha", "beta", "stable"]

def kep_candidates():
    out = []
    for n, (path, d) in sorted(KEPS.items(), key=lambda x: int(x[0])):
        if n[-1] not in "16":
            continue
        for f in KEP_W:
            v = get(d, f)
            if isinstance(v, str) and v.strip() and v.strip().lower() not in PLACEHOLDER and "|" not in v:
                if f.startswith("milestone") or f == "latest-milestone":
                    if not re.fullmatch(r"v?\d+\.\d+", v):
                        continue
                if f.endswith("date") or f == "last-updated":
                    if not parse_date(v):
                        continue
                out.append((n, f, v))
    return out

def kep_alter(f, v, n):
    if f.startswith("milestone") or f == "latest-milestone":
        k = rng.choice([-1, 1])
        return bump_version(v, k), f"minor version {'one below' if k < 0 else 'one above'}"
    if f == "owning-sig":
        return rng.choice([s for s in SIGS if s != v]), "owning SIG of other KEPs"
    if f == "status":
        return rng.choice([s for s in STATUSES if s != v]), "another status value"
    if f == "stage":
        return rng.choice([s for s in STAGES if s != v]), "another stage"
    return shift_date(parse_date(v), rng.choice(["day", "month"]))

def render_value(f, v, style):
    if f.endswith("date") or f in ("last-updated", "last_reviewed_on", "last_calibration"):
        iso = parse_date(v)
        if iso:
            return fmt_date(iso, style % 4)
    return v

def gen_kep(count, verdicts):
    cands = kep_candidates()
    rng.shuffle(cands)
    unknown_fields = [("milestone.beta", "v1.30"), ("milestone.alpha", "v1.21"), ("latest-milestone", "v1.29"), ("last-updated", "2024-03-11")]
    out = []
    i = 0
    used = set()
    for verdict in verdicts:
        while True:
            n, f, v = cands[i % len(cands)]; i += 1
            d = KEPS[n][1]
            if verdict == "unknown":
                uf, uv = unknown_fields[i % len(unknown_fields)]
                if get(d, uf) not in (None, ""):
                    continue
                f, fact, note, sv = uf, uv, f"no {uf} in kep.yaml", ""
            elif verdict == "verified":
                fact, note, sv = render_value(f, v, i), "", v
            else:
                fact, how = kep_alter(f, v, n)
                fact = render_value(f, fact, i)
                note, sv = how, v
            if (n, f) in used:
                continue
            tmpl, subs = KEP_T[i % len(KEP_T)]
            subj = rng.choice(subs).format(n=n, title=str(d.get("title", "")).rstrip("."))
            if "{title}" in subs[0] and not d.get("title"):
                continue
            w = rng.choice(KEP_W[f])
            text = add_second("kep", n, tmpl.format(s=subj, w=w, v=fact), fact)
            if text.lower().count(fact.lower()) != 1:
                continue
            used.add((n, f))
            out.append(("kep", n, f, verdict, text, subj, fact, note))
            break
    return out

SOP_T = [
    "{s} - {w} {v}",
    "Wiki audit: {s} shows {w} {v}.",
    "FYI the {w} on {s} is {v}.",
    "{v} is what the front matter of {s} has as {w}.",
    "Per the docs review tracker, {s}: {w} {v}",
]
SOP_W = {
    "last_reviewed_on": ["last reviewed", "last review date", "reviewed on"],
    "review_in": ["review interval", "review cycle", "next review due in"],
    "owner_slack": ["owning Slack channel", "owner on Slack", "Slack owner"],
    "section": ["manual section", "section"],
}
def sop_candidates():
    titles = {}
    for p, d in SOPS.items():
        titles.setdefault(d.get("title", "").lower(), []).append(p)
    out = []
    for p, d in sorted(SOPS.items()):
        t = d.get("title", "")
        if len(titles[t.lower()]) != 1 or "<%" in t or not t:
            continue
        for f in SOP_W:
            v = d.get(f)
            if isinstance(v, str) and v.strip():
                out.append((p, f, v))
    return out

def sop_alter(f, v, p):
    if f == "last_reviewed_on":
        return shift_date(parse_date(v), rng.choice(["day", "month"]))
    if f == "review_in":
        return rng.choice([x for x in ["3 months", "6 months", "12 months"] if x != v]), "a different review interval"
    vals = sorted({d.get(f) for d in SOPS.values() if isinstance(d.get(f), str) and d.get(f) != v})
    return rng.choice(vals), f"{f} of another page"

def gen_sop(count, verdicts):
    cands = sop_candidates()
    rng.shuffle(cands)
    out, i, used = [], 0, set()
    for verdict in verdicts:
        while True:
            p, f, v = cands[i % len(cands)]; i += 1
            d = SOPS[p]
            if p in used:
                continue
            if verdict == "unknown":
                uf = "review_in" if "review_in" not in d else "owner_slack"
                if uf in d:
                    continue
                f = uf
                fact = {"review_in": "6 months", "owner_slack": "#govuk-developers"}[uf]
                note, sv = f"page has no {uf}", ""
            elif verdict == "verified":
                fact, note, sv = render_value(f, v, i), "", v
            else:
                fact, note = sop_alter(f, v, p)
                fact = render_value(f, fact, i)
                sv = v
            form = i % 4
            title = d["title"]
            subj = [title, title.lower(), f"\"{title}\"", p][form]
            text = add_second("sop", p, SOP_T[i % len(SOP_T)].format(s=subj, w=rng.choice(SOP_W[f]), v=fact), fact)
            if form == 2:
                subj = title
            if text.lower().count(fact.lower()) != 1:
                continue
            used.add(p)
            out.append(("sop", p, f, verdict, text, subj, fact, note))
            break
    return out

OWN_T = [
    "{s}: {w} {v}.",
    "Booking desk note - {w} for {s} is {v}.",
    "FYI the {w} of {s} is {v} (per the register).",
    "{v} is the {w} on {s}, according to the office.",
    "Re your ticket: {s}, {w} = {v}",
]
CSV_W = {
    "custodian": ["custodian", "instrument contact", "responsible person"],
    "hourly_rate": ["hourly rate", "rate per hour", "internal charge per hour"],
    "max_booking_hours": ["max booking hours", "booking cap in hours"],
    "last_calibration": ["last calibration", "most recent calibration"],
    "purchase_year": ["purchase year", "year of purchase"],
    "status": ["status", "current state"],
    "building": ["building", "location (building)"],
    "room": ["room", "room number"],
    "manufacturer": ["manufacturer", "vendor", "make"],
}
YAML_W = {
    "manager": ["manager", "facility manager", "person in charge"],
    "building": ["building"],
    "capacity": ["capacity", "max occupancy"],
    "cost_centre": ["cost centre", "recharge code"],
    "access.hours": ["access hours", "opening hours"],
    "access.card_zone": ["card zone", "swipe-card zone"],
    "safety.ppe": ["required PPE", "PPE"],
    "floor": ["floor", "storey"],
}
def own_alter(f, v, pool):
    if f in ("last_calibration",):
        return shift_date(v, rng.choice(["day", "month"]))
    if f == "purchase_year":
        return str(int(v) + rng.choice([-1, 1])), "neighbouring year"
    if f in ("hourly_rate",):
        return f"{float(v) + 1.5:.2f}", "rate plus 1.50"
    if f in ("capacity", "max_booking_hours"):
        return str(int(v) + 1), "one more than the source"
    vals = sorted({x for x in pool if x and x != v})
    return rng.choice(vals), f"{f} of another record"

def id_form(rid, i):
    num = rid.split("-")[1]
    pre = rid.split("-")[0]
    return [rid, f"{pre} {num}", f"{pre.lower()}{num}", rid.lower()][i % 4]

def gen_own(cat, verdicts):
    recs = INST if cat == "own-csv" else FAC
    W = CSV_W if cat == "own-csv" else YAML_W
    cands = [(r, f) for r in sorted(recs) for f in sorted(W)]
    rng.shuffle(cands)
    out, i, used = [], 0, set()
    ghost = ["EQ-436", "EQ-438", "EQ-429"] if cat == "own-csv" else ["FCL-234", "FCL-238", "FCL-229"]
    for verdict in verdicts:
        while True:
            r, f = cands[i % len(cands)]; i += 1
            if (r, f) in used:
                continue
            rec = recs[r]
            v = rec.get(f) if cat == "own-csv" else get(rec, f)
            if not v:
                continue
            pool = [(x.get(f) if cat == "own-csv" else get(x, f)) for x in recs.values()]
            if verdict == "unknown":
                g = ghost[len([o for o in out if o[3] == "unknown"]) % len(ghost)]
                fact = render_value(f, v, i)
                subj = id_form(g, i)
                text = OWN_T[i % len(OWN_T)].format(s=subj, w=rng.choice(W[f]), v=fact)
                if text.lower().count(fact.lower()) != 1:
                    continue
                used.add((r, f))
                out.append((cat, None, f, verdict, text, subj, fact, f"no {g} in the file"))
                break
            if verdict == "verified":
                fact, note = render_value(f, v, i), ""
            else:
                fact, note = own_alter(f, v, pool)
                fact = render_value(f, fact, i)
            subj = id_form(r, i) if i % 3 else rec["name"]
            text = add_second(cat, r, OWN_T[i % len(OWN_T)].format(s=subj, w=rng.choice(W[f]), v=fact), fact)
            if text.lower().count(fact.lower()) != 1:
                continue
            used.add((r, f))
            out.append((cat, r, f, verdict, text, subj, fact, note))
            break
    return out

def add_second(cat, rec, text, fact):
    """Sometimes append a mention of another (unlabelled) record."""
    if rng.random() >= 0.4:
        return text
    if cat == "kep":
        other = rng.choice([n for n in sorted(KEPS, key=int) if n != rec and n[-1] in "16"])
        extra = rng.choice([f" KEP-{other} is next on the list.", f" (see also #{other})", f" Will look at KEP {other} after."])
    elif cat == "sop":
        others = [d["title"] for p, d in sorted(SOPS.items()) if p != rec and "<%" not in d["title"]]
        extra = rng.choice([f" Also checked: {rng.choice(others)}.", f" Next up: {rng.choice(others)}."])
    else:
        ids = sorted(INST) if cat == "own-csv" else sorted(FAC)
        extra = rng.choice([f" See also {rng.choice([i for i in ids if i != rec])}.", f" ({rng.choice([i for i in ids if i != rec])} is on the same ticket)"])
    if not text.rstrip().endswith((".", "!", "?", ")")) and extra[1:2].isupper():
        extra = "." + extra
    new = text + extra
    return new if new.lower().count(fact.lower()) == 1 else text

def verdict_list(nv, nm, nu):
    l = ["verified"] * nv + ["mismatch"] * nm + ["unknown"] * nu
    rng.shuffle(l)
    return l

# ---------------- assemble ----------------
hand = [("kep",) + c for c in H.KEP] + [("sop",) + c for c in H.SOP] + \
       [("own-csv",) + c for c in H.CSV] + [("own-yaml",) + c for c in H.YAML]
tmpl = gen_kep(0, verdict_list(6, 4, 2)) + gen_sop(0, verdict_list(13, 7, 4)) + \
       gen_own("own-csv", verdict_list(7, 5, 2)) + gen_own("own-yaml", verdict_list(6, 4, 2))

cases = []
counters = {}
for origin, rows in (("h", hand), ("t", tmpl)):
    for (cat, rec, field, verdict, text, subj, fact, note) in rows:
        counters[(cat, origin)] = counters.get((cat, origin), 0) + 1
        name = f"{cat}-{origin}-{counters[(cat, origin)]:03d}"
        if cat == "kep" and rec is not None and rec not in KEPS:
            err(f"{name}: KEP {rec} missing"); continue
        if rec is None:
            sot_path, raw = "", None
        else:
            if cat == "sop" and rec not in SOPS:
                err(f"{name}: page missing {rec}"); continue
            if cat == "own-csv" and rec not in INST or cat == "own-yaml" and rec not in FAC:
                err(f"{name}: record missing {rec}"); continue
            sot_path, raw = source_value(cat, rec, field)
        if verdict == "unknown":
            note_full = f"unknown: {note}"
            sv = ""
        elif verdict == "mismatch":
            sv = as_sot_string(raw)
            note_full = f"source value {sv}; stated {fact}; altered: {note}"
        else:
            sv = as_sot_string(raw)
            note_full = ""
        cases.append({"name": name, "text": text, "subject": subj, "fact": fact, "verdict": verdict,
                      "field": field, "sot_path": sot_path, "sot_value": sv, "category": cat,
                      "note": note_full, "_rec": rec, "_raw": raw})

# ---------------- checks ----------------
invented = set()
for r in INST.values():
    invented |= {r["instrument_id"], r["name"], r["building"], r["room"], r["manufacturer"], r["custodian"]}
for k, v in FAC.items():
    invented |= {k, v["name"], v["manager"], v["cost_centre"], v["access"]["card_zone"], v["building"]}
for c in cases:
    n = c["name"]
    t, s, f = c["text"], c["subject"], c["fact"]
    if s not in t: err(f"{n}: subject not in text")
    if not f.strip(): err(f"{n}: blank fact")
    if t.lower().count(f.lower()) != 1: err(f"{n}: fact occurs {t.lower().count(f.lower())} times")
    if f.strip().lower() in PLACEHOLDER or f.strip().lower() == "kep template": err(f"{n}: placeholder fact")
    if c["verdict"] not in ("verified", "mismatch", "unknown"): err(f"{n}: bad verdict")
    rec, raw = c["_rec"], c["_raw"]
    if rec is not None:
        # re-read the value from the file
        _, again = source_value(c["category"], rec, c["field"])
        if c["verdict"] != "unknown" and as_sot_string(again) != c["sot_value"]: err(f"{n}: sot_value differs from file")
    if c["verdict"] == "verified":
        if raw in (None, "", []) or not same(f, raw): err(f"{n}: verified but {f!r} != {raw!r}")
        if isinstance(raw, str) and raw.strip().lower() in PLACEHOLDER: err(f"{n}: placeholder source")
    elif c["verdict"] == "mismatch":
        if raw in (None, "", []) or same(f, raw): err(f"{n}: mismatch but equal or absent {f!r} {raw!r}")
    else:
        if rec is None:
            if c["sot_path"] != "": err(f"{n}: ghost with sot_path")
            if not absent(s): err(f"{n}: ghost subject {s!r} occurs in corpus")
            if c["category"].startswith("own"):
                key = s.lower().replace(" ", "").replace("-", "")
                for k in list(INST) + list(FAC):
                    if key == k.lower().replace("-", ""): err(f"{n}: ghost subject exists in own files")
            if c["category"] == "kep":
                num = re.search(r"\d+", s).group(0)
                if num in KEPS: err(f"{n}: KEP {num} exists")
                if re.search(r"(kep|enhancement|#)[\s-]?" + num + r"\b", BIG) or re.search(r"\b" + num + "-", BIG):
                    err(f"{n}: KEP number {num} referenced in corpus")
            if c["category"] == "sop":
                if any(d.get("title", "").lower() == s.lower() for d in SOPS.values()): err(f"{n}: sop title exists")
        else:
            if raw not in (None, "", []): err(f"{n}: unknown but field present {raw!r}")
        if c["sot_value"] != "": err(f"{n}: unknown with sot_value")
    if c["category"].startswith("own"):
        for piece in (s, f):
            if re.search(r"[A-Za-z]{3}", piece) and not absent(piece) and piece not in ("retired", "active", "on order", "under maintenance", "lab coat", "nitrile gloves", "cleanroom suit", "acid-resistant apron", "5 gauss line", "BSL-1", "BSL-2", "3R", "3B", "24/7"):
                err(f"{n}: own value {piece!r} occurs in corpus")
for name in sorted(invented):
    if not absent(name): err(f"invented name {name!r} occurs in corpus")
for g in ["EQ-433", "EQ-436", "EQ-438", "EQ-429", "FCL-231", "FCL-234", "FCL-238", "FCL-229", "Merrowdene", "Tamberlyn", "Hollowmere", "Valkey sentinel"]:
    if not absent(g): err(f"ghost {g} occurs in corpus")
# a subject given as a title must name exactly this record
for c in cases:
    rec = c["_rec"]
    if rec is None: continue
    key = re.sub(r"[^a-z0-9]", "", c["subject"].lower())
    if c["category"] == "sop":
        hits = [p for p, d in SOPS.items() if re.sub(r"[^a-z0-9]", "", str(d.get("title", "")).lower()) == key]
        if hits and hits != [rec]: err(f"{c['name']}: title subject ambiguous/wrong {hits}")
    if c["category"] == "kep":
        hits = [n for n, (_, d) in KEPS.items() if re.sub(r"[^a-z0-9]", "", str(d.get("title", "")).lower()) == key]
        if hits and hits != [rec]: err(f"{c['name']}: title subject ambiguous/wrong {hits}")
# KEP selection rule
for c in cases:
    if c["category"] == "kep" and c["_rec"] is not None and c["_rec"][-1] not in "16": err(f"{c['name']}: KEP number does not end in 1/6")
# names unique
if len({c["name"] for c in cases}) != len(cases): err("duplicate names")

cats = {}
for c in cases:
    cats.setdefault(c["category"], {}).setdefault(c["verdict"], 0)
    cats[c["category"]][c["verdict"]] += 1
tot = len(cases)
mins = {"kep": 100, "sop": 60, "own-csv": 45, "own-yaml": 45}
for k, m in mins.items():
    if sum(cats.get(k, {}).values()) < m: err(f"category {k} below {m}")
if tot < 260: err("fewer than 260 cases")
vm = sum(1 for c in cases if c["verdict"] == "mismatch") / tot
vu = sum(1 for c in cases if c["verdict"] == "unknown") / tot
if not (0.28 <= vm <= 0.38): err(f"mismatch share {vm:.3f}")
if not (0.11 <= vu <= 0.19): err(f"unknown share {vu:.3f}")
hand_n = sum(1 for c in cases if "-h-" in c["name"])
if hand_n * 2 < tot: err("hand-written share below half")

print("per category/verdict:", json.dumps(cats, sort_keys=True))
print(f"total {tot}, hand {hand_n}, mismatch {vm:.3f}, unknown {vu:.3f}")
if ERR:
    print("\n".join(ERR)); print(f"{len(ERR)} errors; cases.json NOT written"); sys.exit(1)
for c in cases:
    del c["_rec"], c["_raw"]
with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
    json.dump(cases, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("cases.json written")
