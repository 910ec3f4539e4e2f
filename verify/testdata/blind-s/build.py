#!/usr/bin/env python3
"""Assemble cases.json for the blind verify-s set, deterministically, and check every case.
Writes cases.json only when all checks pass."""
import csv, glob, json, os, random, re, sys
from datetime import date, datetime, timedelta
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = "/work/shared/corpora"
KEPROOT = os.path.join(CORP, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORP, "sop")
CSV_REL, YAML_REL = "sot/pumping_stations.csv", "sot/reservoirs.yaml"
SEED = 20260823
sys.path.insert(0, HERE)
from hand_cases import HAND  # noqa: E402

errors = []
def err(msg): errors.append(msg)

# ------------------------------------------------------------------ sources
KEPS = {}
for f in sorted(glob.glob(os.path.join(KEPROOT, "keps/*/*/kep.yaml"))):
    d = yaml.load(open(f, encoding="utf-8"), Loader=yaml.BaseLoader)
    if isinstance(d, dict) and d.get("kep-number"):
        KEPS[str(d["kep-number"])] = (os.path.relpath(f, KEPROOT), d)
ALL_KEP_NUMS = set(KEPS)
for dn in glob.glob(os.path.join(KEPROOT, "keps/*/*")):   # NNNN- directory prefixes too
    m = re.match(r"(\d+)-", os.path.basename(dn))
    if m: ALL_KEP_NUMS.add(m.group(1))

def titlekey(t): return re.sub(r"[^a-z0-9]+", "", t.lower())
SOP_PAGES, SOP_TITLES = {}, {}
for f in sorted(glob.glob(os.path.join(SOPROOT, "**/*.md*"), recursive=True)):
    t = open(f, encoding="utf-8").read()
    m = re.match(r"---\n(.*?)\n---", t, re.S)
    if not m: continue
    d = yaml.load(m.group(1), Loader=yaml.BaseLoader)
    if not isinstance(d, dict) or "title" not in d: continue
    rel = os.path.relpath(f, SOPROOT)
    SOP_PAGES[rel] = d
    SOP_TITLES.setdefault(titlekey(d["title"]), []).append(rel)

CSV_ROWS = {r["station_id"]: r for r in csv.DictReader(open(os.path.join(HERE, CSV_REL), encoding="utf-8"))}
RSV = yaml.load(open(os.path.join(HERE, YAML_REL), encoding="utf-8"), Loader=yaml.BaseLoader)["reservoirs"]

CORPUS = []
for root, _, files in os.walk(CORP):
    for fn in files:
        p = os.path.join(root, fn)
        CORPUS.append(p.lower())
        try: CORPUS.append(open(p, encoding="utf-8", errors="ignore").read().lower())
        except OSError: pass
CORPUS = "\n".join(CORPUS)
def in_corpus(s): return s.lower() in CORPUS
def num_in_corpus(n): return re.search(r"(?<![0-9])" + re.escape(n) + r"(?![0-9])", CORPUS) is not None

# ------------------------------------------------------------------ value access
LIST_FIELDS = {"participating-sigs", "authors", "reviewers", "approvers", "related_repos", "supply_zones"}
PLACEHOLDERS = {"tbd", "0.0", "x.y", "never", "", "kep template"}

def dig(d, field):
    cur = d
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur: return None
        cur = cur[part]
    return cur

def lookup(cat, rec):
    """-> (sot_path, record dict) or (None, None)"""
    if cat == "kep":
        return (KEPS[rec][0], KEPS[rec][1]) if rec in KEPS else (None, None)
    if cat == "sop":
        rels = SOP_TITLES.get(titlekey(rec), [])
        if len(rels) != 1 or SOP_PAGES[rels[0]]["title"] != rec: return (None, None)
        return rels[0], SOP_PAGES[rels[0]]
    if cat == "own-csv":
        return (CSV_REL, CSV_ROWS[rec]) if rec in CSV_ROWS else (None, None)
    if cat == "own-yaml":
        return (YAML_REL, RSV[rec]) if rec in RSV else (None, None)
    raise ValueError(cat)

def raw_value(cat, rec, field):
    _, d = lookup(cat, rec)
    return None if d is None else dig(d, field)

def is_empty(v):
    return v is None or v == "" or v == [] or v == {}

def sot_string(v):
    if is_empty(v): return ""
    if isinstance(v, list): return json.dumps(v)
    return str(v)

# ------------------------------------------------------------------ normalisation (verdicts.md)
DATE_FMTS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y", "%B %d %Y", "%b %d %Y"]
def parse_date(s):
    s2 = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", s.strip())
    for f in DATE_FMTS:
        try: return datetime.strptime(s2, f).date()
        except ValueError: pass
    return None

def norm(v):
    s = str(v).strip().strip("\"'").strip()
    d = parse_date(s)
    if d: return "date:" + d.isoformat()
    s = s.lower()
    s = re.sub(r"^kubernetes\s+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)
    if re.fullmatch(r"-?\d+(\.\d+)?", s): return "num:" + repr(float(s))
    return re.sub(r"[\s\-_]+", "", s)

def matches(fact, v):
    if isinstance(v, list): return any(norm(fact) == norm(x) for x in v)
    return norm(fact) == norm(v)

# ------------------------------------------------------------------ generated cases
rng = random.Random(SEED)
ID_FORMS = ["KEP-{n}", "KEP {n}", "#{n}", "enhancement {n}", "kep {n}"]

def fmt_date(iso, style):
    d = date.fromisoformat(iso)
    return [d.isoformat(), f"{d.strftime('%B')} {d.day}, {d.year}", f"{d.day} {d.strftime('%B')} {d.year}",
            d.strftime("%Y/%m/%d"), f"{d.strftime('%b')} {d.day}, {d.year}"][style % 5]

def bump_version(v, delta):
    m = re.fullmatch(r"(v?)(\d+)\.(\d+)", v)
    return f"{m.group(1)}{m.group(2)}.{int(m.group(3)) + delta}"

def shift_date(iso, days):
    return (date.fromisoformat(iso) + timedelta(days=days)).isoformat()

def good_value(v):
    if is_empty(v): return False
    if isinstance(v, list): return all(norm(x) not in PLACEHOLDERS and x.lower() != "tbd" for x in v)
    return str(v).strip().lower() not in PLACEHOLDERS and "|" not in str(v) and "tbd" not in str(v).lower()

def good_kep_value(field, v):
    if not good_value(v): return False
    if field in ("milestone.alpha", "milestone.beta", "milestone.stable", "latest-milestone"):
        return re.fullmatch(r"v?\d+\.\d+", v) is not None and v != "0.0"
    if field in ("creation-date", "last-updated"):
        try: date.fromisoformat(v); return True
        except ValueError: return False
    return True

GEN = []
def add_gen(cat, verdict, rec, field, subject, fact, text, how):
    GEN.append(dict(category=cat, name=f"gen_{cat}_{len(GEN):03d}", verdict=verdict, rec=rec, field=field,
                    subject=subject, fact=fact, text=text, how=how, origin="gen"))

def pool(field_values):
    return sorted({x for v in field_values for x in (v if isinstance(v, list) else [v]) if good_value(x)})

# --- kep
KEP_FIELDS = ["status", "stage", "owning-sig", "participating-sigs", "authors", "reviewers", "approvers",
              "creation-date", "last-updated", "latest-milestone", "milestone.alpha", "milestone.beta", "milestone.stable"]
KEP_PHRASE = {"status": "{s} has status {v}.", "stage": "{s} is at the {v} stage.", "owning-sig": "{s} is owned by {v}.",
              "participating-sigs": "{s} has {v} participating.", "authors": "{s} was authored by {v}.",
              "reviewers": "{s} was reviewed by {v}.", "approvers": "{s} got approval from {v}.",
              "creation-date": "{s} was created on {v}.", "last-updated": "{s} was last updated {v}.",
              "latest-milestone": "Latest milestone for {s}: {v}", "milestone.alpha": "{s} reached alpha in {v}.",
              "milestone.beta": "{s} went beta in {v}.", "milestone.stable": "{s} went GA in {v}."}
ENUMS = {"status": ["implemented", "implementable", "provisional", "withdrawn"], "stage": ["alpha", "beta", "stable"]}
GEN_KEP_NONE = ["3363", "7733", "5493", "6918"]

def kep_alter(field, v, n):
    if field in ENUMS: return rng.choice([x for x in ENUMS[field] if x != v]), "another value of the same enumeration"
    if field in ("creation-date", "last-updated"): 
        k = rng.choice([-3, -2, -1, 1, 2, 3]); return shift_date(v, k), f"date shifted by {k} day(s)"
    if field.startswith("milestone") or field == "latest-milestone":
        k = rng.choice([-1, 1]); return bump_version(v, k), f"minor version {k:+d}"
    others = pool(KEPS[k][1].get(field) for k in KEPS if k != n)
    cand = [x for x in others if not matches(x, v)]
    if field == "owning-sig":
        return rng.choice(cand), "another SIG that owns other KEPs"
    return rng.choice(cand), "a value from another KEP's list, not a member of this one"

def gen_kep(nv, nm, nu):
    nums = sorted(k for k in KEPS if k[-1] in "38")
    plan = ["verified"] * nv + ["mismatch"] * nm
    for verdict in plan:
        for _ in range(200):
            n = rng.choice(nums); field = rng.choice(KEP_FIELDS); v = KEPS[n][1].get(field) if "." not in field else dig(KEPS[n][1], field)
            if not good_kep_value(field, v) or (field == "title"): continue
            subj = rng.choice(ID_FORMS).format(n=n)
            if verdict == "verified":
                val = rng.choice(v) if isinstance(v, list) else v
                if field in ("creation-date", "last-updated"): val = fmt_date(val, rng.randrange(5))
                how = ""
            else:
                val, how = kep_alter(field, v, n)
            text = KEP_PHRASE[field].format(s=subj, v=val)
            if text.lower().count(val.lower()) != 1: continue
            add_gen("kep", verdict, n, field, subj, val, text, how); break
    for n in GEN_KEP_NONE[:nu]:
        subj = f"KEP-{n}"
        add_gen("kep", "unknown", None, "milestone.beta", subj, "v1.35", f"{subj} went beta in v1.35.", f"no KEP {n} exists in the corpus")

# --- sop
SOP_FIELDS = ["owner_slack", "section", "related_repos", "last_reviewed_on", "review_in"]
SOP_PHRASE = {"owner_slack": "{s} - owner channel {v}", "section": "{s} lives in the {v} section.",
              "related_repos": "{s} relates to the {v} repo.", "last_reviewed_on": "{s} was last reviewed {v}.",
              "review_in": "{s}: next review in {v}"}
def gen_sop(nv, nm, nu):
    rels = sorted(r for r in SOP_PAGES if len(SOP_TITLES[titlekey(SOP_PAGES[r]["title"])]) == 1)
    for verdict in ["verified"] * nv + ["mismatch"] * nm:
        for _ in range(500):
            rel = rng.choice(rels); d = SOP_PAGES[rel]; field = rng.choice(SOP_FIELDS); v = d.get(field)
            if not good_value(v): continue
            subj = rng.choice([d["title"], d["title"].lower(), f'"{d["title"]}"'])
            if verdict == "verified":
                val = rng.choice(v) if isinstance(v, list) else v
                if field == "last_reviewed_on": val = fmt_date(val, rng.randrange(5))
                how = ""
            else:
                if field == "last_reviewed_on":
                    k = rng.choice([-2, -1, 1, 2]); val, how = shift_date(v, k), f"date shifted by {k} day(s)"
                else:
                    cand = [x for x in pool(SOP_PAGES[r].get(field) for r in rels) if not matches(x, v)]
                    if not cand: continue
                    val, how = rng.choice(cand), f"a {field} value used by other pages"
            text = SOP_PHRASE[field].format(s=subj, v=val)
            if text.lower().count(val.lower()) != 1: continue
            add_gen("sop", verdict, d["title"], field, subj, val, text, how); break
    for t in ["Rebuild the Tarnwick search replica", "Quelmoor mirror failover drill"][:nu]:
        add_gen("sop", "unknown", None, "owner_slack", t, "#govuk-search", f"{t} - owner channel #govuk-search", "no SOP page with this title")

# --- own
def id_form(i):
    p, n = i.split("-")
    return rng.choice([i, f"{p} {n}", f"{p.lower()}{n}", f"{p.lower()}-{n}"])

CSV_FIELDS = {"district": "{s} is in the {v} district.", "commissioned": "{s} was commissioned {v}.",
              "pump_count": "{s} has {v} pumps installed.", "design_flow_lps": "{s} design flow: {v} l/s",
              "rated_power_kw": "{s} is rated at {v} kW.", "drive_type": "{s} uses {v} drives.",
              "status": "{s} status: {v}", "operator": "{s} is operated by {v}.", "last_inspection": "{s} last inspected {v}."}
YAML_FIELDS = {"type": "{s} is of type {v}.", "capacity_ml": "{s} can hold {v} ML.", "commissioned": "{s} came into use {v}.",
               "top_water_level_m": "{s} top water level {v} m", "status": "{s} is currently {v}.",
               "construction.material": "{s} is built of {v}.", "inspection.last_inspected": "{s} last inspected {v}.",
               "inspection.inspector": "{s} inspector: {v}", "supply_zones": "{s} supplies {v}."}
DATE_FIELDS = {"commissioned", "last_inspection", "inspection.last_inspected"}

def own_alter(field, v, others):
    if isinstance(v, list):
        return rng.choice([o for o in others if not matches(o, v)]), "a value used by a sibling record, not a member of this list"
    if field in DATE_FIELDS:
        k = rng.choice([-3, -1, 1, 3]); return shift_date(v, k), f"date shifted by {k} day(s)"
    if re.fullmatch(r"[\d,]+(\.\d+)?", v):
        x = float(v.replace(",", ""))
        if "." in v: return f"{x * 1.1:.1f}", "value increased by 10%"
        if x < 10: return str(int(x) + 1), "off by one"
        return str(int(round(x * 1.1))), "value increased by 10%"
    cand = [o for o in others if not matches(o, v)]
    return rng.choice(cand), "another value that exists on a sibling record"

def gen_own(cat, recs, fields, nv, nm, none_ids):
    for verdict in ["verified"] * nv + ["mismatch"] * nm:
        for _ in range(500):
            rid = rng.choice(sorted(recs)); field = rng.choice(sorted(fields)); v = dig(recs[rid], field)
            if not good_value(v): continue
            subj = rng.choice([id_form(rid), recs[rid]["name"]])
            if verdict == "verified":
                val = rng.choice(v) if isinstance(v, list) else v
                if field in DATE_FIELDS: val = fmt_date(val, rng.randrange(5))
                how = ""
            else:
                others = pool(dig(recs[r], field) for r in recs)
                val, how = own_alter(field, v, others)
            text = fields[field].format(s=subj, v=val)
            if text.lower().count(val.lower()) != 1 or subj not in text: continue
            add_gen(cat, verdict, rid, field, subj, val, text, how); break
    for i in none_ids:
        f = "status"
        add_gen(cat, "unknown", None, f, i, "operational" if cat == "own-csv" else "in service",
                fields[f].format(s=i, v="operational" if cat == "own-csv" else "in service"), f"no record {i} exists")

gen_kep(7, 6, 1)
gen_sop(6, 4, 1)
gen_own("own-csv", CSV_ROWS, CSV_FIELDS, 6, 4, ["PS-524"])
gen_own("own-yaml", RSV, YAML_FIELDS, 6, 4, ["RSV-317"])

# ------------------------------------------------------------------ assemble + check
cases, names = [], set()
for c in HAND + GEN:
    nm, cat, verdict, rec, field = c["name"], c["category"], c["verdict"], c["rec"], c["field"]
    text, subject, fact = c["text"], c["subject"], c["fact"]
    if nm in names: err(f"{nm}: duplicate name")
    names.add(nm)
    if subject not in text: err(f"{nm}: subject not in text")
    if text.lower().count(fact.lower()) != 1: err(f"{nm}: fact occurs {text.lower().count(fact.lower())}x")
    if verdict not in ("verified", "mismatch", "unknown"): err(f"{nm}: bad verdict")
    if cat == "kep":
        for m in re.findall(r"(?:KEP[- ]|#|enhancement |kep )(\d+)", subject):
            if m[-1] not in "38": err(f"{nm}: KEP number {m} does not end in 3/8")
    if rec is None:
        if verdict != "unknown": err(f"{nm}: missing record but verdict {verdict}")
        sot_path, sot_value = "", ""
        if cat == "kep":
            n = re.search(r"\d+", subject).group(0)
            if n in ALL_KEP_NUMS or num_in_corpus(n): err(f"{nm}: invented KEP {n} found in corpus")
        else:
            if in_corpus(subject): err(f"{nm}: invented subject found in corpus")
            if cat == "sop" and titlekey(subject) in SOP_TITLES: err(f"{nm}: invented title exists")
            if cat.startswith("own"):
                k = re.sub(r"[^a-z0-9]", "", subject.lower())
                for rid, r in list(CSV_ROWS.items()) + list(RSV.items()):
                    if k in (re.sub(r"[^a-z0-9]", "", rid.lower()), re.sub(r"[^a-z0-9]", "", r["name"].lower())):
                        err(f"{nm}: invented subject exists in own sot")
        note = c["how"]
    else:
        if cat == "kep" and rec[-1] not in "38": err(f"{nm}: KEP {rec} does not end in 3/8")
        sot_path, d = lookup(cat, rec)
        if d is None: err(f"{nm}: record {rec} not found"); continue
        v = dig(d, field)
        if cat == "sop" and len(SOP_TITLES[titlekey(d["title"])]) != 1: err(f"{nm}: SOP title not unique")
        if verdict == "unknown":
            if not is_empty(v): err(f"{nm}: unknown but field has value {v!r}")
            sot_value, note = "", c["how"]
        else:
            if is_empty(v): err(f"{nm}: field {field} empty"); continue
            if not good_value(v) or (cat == "kep" and not good_kep_value(field, v)) or (cat == "kep" and field == "title" and v == "KEP Template"):
                err(f"{nm}: placeholder/unusable source value {v!r}")
            sot_value = sot_string(v)
            # re-read from file independently
            if cat == "own-csv":
                reread = {r["station_id"]: r for r in csv.DictReader(open(os.path.join(HERE, CSV_REL), encoding="utf-8"))}[rec][field]
            elif cat == "own-yaml":
                reread = dig(yaml.load(open(os.path.join(HERE, YAML_REL), encoding="utf-8"), Loader=yaml.BaseLoader)["reservoirs"][rec], field)
            elif cat == "kep":
                reread = dig(yaml.load(open(os.path.join(KEPROOT, sot_path), encoding="utf-8"), Loader=yaml.BaseLoader), field)
            else:
                t = open(os.path.join(SOPROOT, sot_path), encoding="utf-8").read()
                reread = dig(yaml.load(re.match(r"---\n(.*?)\n---", t, re.S).group(1), Loader=yaml.BaseLoader), field)
            if sot_string(reread) != sot_value: err(f"{nm}: sot_value differs from re-read")
            if verdict == "verified":
                if not matches(fact, v): err(f"{nm}: verified fact {fact!r} != source {v!r}")
                note = ""
            else:
                if matches(fact, v): err(f"{nm}: mismatch fact {fact!r} equals/member of source {v!r}")
                if not c["how"]: err(f"{nm}: mismatch without alteration note")
                note = f"source value: {sot_value}; stated value: {fact}; altered: {c['how']}"
    cases.append(dict(name=nm, text=text, subject=subject, fact=fact, verdict=verdict, field=field,
                      sot_path=sot_path, sot_value=sot_value, category=cat, note=note, _origin=c["origin"]))

# invented names / IDs of the own sources must be absent from the corpus
for rid, r in CSV_ROWS.items():
    for s in (rid, r["name"], r["operator"], r["district"]):
        if s and in_corpus(s): err(f"own name in corpus: {s}")
for rid, r in RSV.items():
    for s in [rid, r["name"], r["inspection"]["inspector"]] + r["supply_zones"]:
        if in_corpus(s): err(f"own name in corpus: {s}")
for i in list(CSV_ROWS) + list(RSV):
    if not re.fullmatch(r"PS-5\d\d|RSV-3\d\d", i): err(f"bad id form {i}")

# counts
from collections import Counter
cnt = Counter((c["category"], c["verdict"]) for c in cases)
cat_tot = Counter(c["category"] for c in cases)
ver_tot = Counter(c["verdict"] for c in cases)
hand = sum(1 for c in cases if c["_origin"] == "hand")
for cat, mn in [("kep", 100), ("sop", 60), ("own-csv", 45), ("own-yaml", 45)]:
    if cat_tot[cat] < mn: err(f"category {cat}: {cat_tot[cat]} < {mn}")
if len(cases) < 260: err(f"only {len(cases)} cases")
if hand < 0.75 * len(cases): err(f"hand share {hand}/{len(cases)} < 75%")

print("cases", len(cases), "hand", hand, f"({hand/len(cases):.1%})")
for v in ("verified", "mismatch", "unknown"):
    print(f"  {v:9s} {ver_tot[v]:4d} ({ver_tot[v]/len(cases):.1%})")
print("category x verdict:")
for cat in ("kep", "sop", "own-csv", "own-yaml"):
    print(f"  {cat:9s}", " ".join(f"{cnt[(cat, v)]:3d}" for v in ("verified", "mismatch", "unknown")), cat_tot[cat])

if errors:
    print(f"\n{len(errors)} CHECK FAILURES:"); [print(" -", e) for e in errors]
    sys.exit(1)
for c in cases: c.pop("_origin")
with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
    json.dump(cases, fh, indent=1, ensure_ascii=False); fh.write("\n")
print("all checks passed; wrote cases.json")
