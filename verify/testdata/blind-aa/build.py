#!/usr/bin/env python3
"""Build cases.json for the blind verification set verify-aa.

Reads the sources of truth fresh (KEP kep.yaml files, SOP front matter, sot/branches.csv,
sot/vehicles.yaml), takes the hand-written cases from hand_cases.py, adds template cases
(fixed seed), checks every case and writes cases.json (sorted keys, deterministic).
Any violated check aborts the build with a non-zero exit code.
"""
import csv
import datetime as dt
import glob
import json
import os
import random
import re
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = "/work/shared/corpora"
KEPROOT = os.path.join(CORPORA, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORPORA, "sop")
SEED = 20261127
N_TEMPLATE = {"kep": 12, "sop": 20, "own-csv": 14, "own-yaml": 14}

sys.path.insert(0, HERE)
import hand_cases  # noqa: E402

ERRORS = []


def fail(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ loading
def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, "keps/**/kep.yaml"), recursive=True)):
        with open(p, encoding="utf-8") as f:
            try:
                d = yaml.load(f, Loader=yaml.BaseLoader)
            except yaml.YAMLError:
                continue
        if not isinstance(d, dict) or not d.get("kep-number"):
            continue
        keps[str(d["kep-number"])] = (os.path.relpath(p, KEPROOT), d)
    return keps


def front_matter(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return None
    for i in range(1, len(lines)):
        if lines[i].strip() == "---":
            try:
                d = yaml.load("\n".join(lines[1:i]), Loader=yaml.BaseLoader)
            except yaml.YAMLError:
                return None
            return d if isinstance(d, dict) else None
    return None


def load_sops():
    sops = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, "**/*.md*"), recursive=True)):
        d = front_matter(p)
        if d is not None:
            sops[os.path.relpath(p, SOPROOT)] = d
    return sops


def load_csv():
    with open(os.path.join(HERE, "sot/branches.csv"), encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return {r["branch_id"]: r for r in rows}


def load_yaml():
    with open(os.path.join(HERE, "sot/vehicles.yaml"), encoding="utf-8") as f:
        d = yaml.load(f, Loader=yaml.BaseLoader)
    return d["vehicles"]


KEPS = load_keps()
SOPS = load_sops()
BRANCHES = load_csv()
VANS = load_yaml()
SOP_PREFIX = {
    "G/": "alphagov__govuk-developer-docs/source/",
    "C/": "ministryofjustice__cloud-platform-user-guide/source/documentation/",
    "T/": "ministryofjustice__technical-guidance/source/documentation/",
}
TITLE_COUNT = Counter(str(d.get("title", "")).strip().lower() for d in SOPS.values())


def sop_key(rec):
    for short, long in SOP_PREFIX.items():
        if rec.startswith(short):
            return long + rec[len(short):]
    return rec


def corpus_blob():
    parts = []
    for root, _dirs, files in sorted(os.walk(CORPORA)):
        for fn in sorted(files):
            with open(os.path.join(root, fn), encoding="utf-8", errors="ignore") as f:
                parts.append(f.read().lower())
    return "\n".join(parts)


CORPUS_BLOB = corpus_blob()
OWN_BLOB = ""
for _fn in ("sot/branches.csv", "sot/vehicles.yaml"):
    with open(os.path.join(HERE, _fn), encoding="utf-8") as _f:
        OWN_BLOB += "\n" + _f.read().lower()
BLOB = CORPUS_BLOB + "\n" + OWN_BLOB


def invented_names():
    """Every invented name / ID form of the own sources (real vehicle makes and models excluded)."""
    names = set()
    for bid, r in BRANCHES.items():
        num = bid.split("-")[1]
        names |= {bid, "br%s" % num, "br %s" % num, r["name"], r["district"]}
        if r["branch_librarian"]:
            names.add(r["branch_librarian"])
    for vid, v in VANS.items():
        num = vid.split("-")[1]
        names |= {vid, "mlv%s" % num, "mlv %s" % num, v["name"], v["registration"], v["depot"]}
        names |= set(v.get("stops", []))
        if v.get("driver"):
            names.add(v["driver"])
        ins = get_field(v, "insurance.insurer")
        if ins:
            names.add(ins)
    return sorted(names)


def check_invented_absent():
    for n in invented_names():
        if n.lower() in CORPUS_BLOB:
            fail("invented name %r occurs in the corpora" % n)


# ------------------------------------------------------------------ record access
def record(cat, rec):
    """Return (sot_path, mapping) or (None, None)."""
    if rec is None:
        return None, None
    if cat == "kep":
        if rec in KEPS:
            return KEPS[rec]
    elif cat == "sop":
        k = sop_key(rec)
        if k in SOPS:
            return k, SOPS[k]
    elif cat == "own-csv":
        if rec in BRANCHES:
            return "sot/branches.csv", BRANCHES[rec]
    elif cat == "own-yaml":
        if rec in VANS:
            return "sot/vehicles.yaml", VANS[rec]
    return None, None


def get_field(m, field):
    cur = m
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def is_empty(v):
    return v is None or v == "" or v == [] or v == {} or (isinstance(v, str) and v.strip().lower() in ("null", "~"))


def sot_string(v):
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    return str(v)


# ------------------------------------------------------------------ normalisation (contract)
DATE_FORMATS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%B %d %Y", "%d %B %Y", "%b %d, %Y", "%d %b %Y"]


def parse_date(s):
    for fmt in DATE_FORMATS:
        try:
            return dt.datetime.strptime(s.strip(), fmt).date().isoformat()
        except ValueError:
            pass
    return None


def norm(v):
    s = str(v).strip().strip("\"'\u201c\u201d\u2018\u2019").strip()
    d = parse_date(s)
    if d:
        return "date:" + d
    s = s.lower()
    s = re.sub(r"^(kubernetes|k8s)\s+", "", s)
    s = re.sub(r"^v(?=\d+\.\d+(\.\d+)?$)", "", s)
    if re.fullmatch(r"\d{1,3}(,\d{3})+", s):
        s = s.replace(",", "")
    return re.sub(r"[\s\-_]+", "", s)


def matches(fact, src):
    if isinstance(src, list):
        return any(norm(fact) == norm(x) for x in src)
    return norm(fact) == norm(src)


PLACEHOLDER = {"0.0", "tbd", "", "kep template", "provisional|implementable|implemented|deferred|rejected|withdrawn|replaced",
               "alpha|beta|stable"}
DATE_FIELDS = {"creation-date", "last-updated", "last_reviewed_on", "last_refurbished", "next_inspection",
               "service.last_date", "service.next_due", "insurance.renews"}


def placeholder_problem(field, src):
    vals = src if isinstance(src, list) else [src]
    for x in vals:
        x = str(x)
        if x.strip().lower() in PLACEHOLDER or "|" in x:
            return "placeholder value %r" % x
        if field in DATE_FIELDS and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", x):
            return "non-ISO date %r" % x
        if field in DATE_FIELDS:
            try:
                dt.date.fromisoformat(x)
            except ValueError:
                return "broken date %r" % x
        if field.startswith("milestone.") or field == "latest-milestone":
            if not re.fullmatch(r"v?\d+\.\d+", x):
                return "odd milestone %r" % x
    return None


def subject_names_record(cat, rec, m, subject):
    """Light check that the default subject really names this record."""
    s = subject.strip().strip("\"'").lower()
    squash = lambda x: re.sub(r"[^a-z0-9]+", "", x.lower())
    if cat == "kep":
        return re.search(r"(^|[^0-9])%s($|[^0-9])" % re.escape(rec), s) is not None or \
            squash(s) in squash(str(m.get("title", ""))) and len(squash(s)) >= 6
    if cat == "sop":
        return s == str(m.get("title", "")).strip().lower() or sop_key(rec).lower().endswith(s)
    if cat == "own-csv":
        num = rec.split("-")[1]
        return squash(s) in ("br" + num,) or squash(s) in squash(m["name"]) and len(squash(s)) >= 6
    if cat == "own-yaml":
        num = rec.split("-")[1]
        return squash(s) == "mlv" + num or squash(s) == squash(m["name"])
    return False


# ------------------------------------------------------------------ template cases
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def fmt_date(iso, style):
    d = dt.date.fromisoformat(iso)
    if style == 0:
        return iso
    if style == 1:
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == 2:
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    return iso.replace("-", "/")


def shift_date(iso, days):
    return (dt.date.fromisoformat(iso) + dt.timedelta(days=days)).isoformat()


def bump_version(v, delta):
    pre = "v" if v.startswith("v") else ""
    maj, mi = v.lstrip("v").split(".")
    return "%s%s.%d" % (pre, maj, int(mi) + delta)


STATUS_NEXT = {"implemented": "implementable", "implementable": "implemented", "provisional": "implementable",
               "withdrawn": "provisional"}
STAGE_NEXT = {"alpha": "beta", "beta": "stable", "stable": "beta"}


def template_cases():
    rng = random.Random(SEED)
    out = []

    # ---- KEP
    kep_ids = sorted(k for k, (_p, d) in KEPS.items() if k[-1] in "38" and d.get("title") != "KEP Template")
    kep_fields = ["milestone.alpha", "milestone.beta", "milestone.stable", "status", "stage", "owning-sig",
                  "creation-date", "authors", "approvers"]
    kep_sent = {
        "milestone.alpha": ["Release tracking: {s} went alpha in {f}.", "Slack: heads up, {s} was alpha in {f}."],
        "milestone.beta": ["Release notes: {s} promoted to beta in {f}.", "Stand-up: {s} is beta since {f}."],
        "milestone.stable": ["Release notes: {s} graduated to GA in {f}.", "Newsletter: {s} reached stable in {f}."],
        "status": ["Audit: {s} has status {f}.", "Tracking sheet: {s} is {f}."],
        "stage": ["Audit: {s} is at stage {f}.", "Slack: {s} currently sits at the {f} stage."],
        "owning-sig": ["Wiki: {s} is owned by {f}.", "Ticket: owner of {s} is {f}."],
        "creation-date": ["Archive: {s} was created on {f}.", "Newsletter: {s} was first filed {f}."],
        "authors": ["Email: {s} was authored by {f}.", "Slack: {f} wrote {s}."],
        "approvers": ["Email: {s} was approved by {f}.", "Ticket: approver on {s} is {f}."],
    }
    plan = ["verified"] * 5 + ["mismatch"] * 5 + ["unknown"] * 2
    for verdict in plan:
        for _try in range(500):
            k = rng.choice(kep_ids)
            path, d = KEPS[k]
            field = rng.choice(kep_fields if verdict != "unknown" else ["milestone.alpha", "milestone.stable", "last-updated", "stage"])
            src = get_field(d, field)
            if verdict == "unknown":
                if not is_empty(src):
                    continue
                fact = "v1.%d" % rng.randint(20, 34) if field.startswith("milestone") else (
                    "2021-06-%02d" % rng.randint(10, 28) if field == "last-updated" else "beta")
                sent = {"milestone.alpha": "Release notes: {s} went alpha in {f}.",
                        "milestone.stable": "Roadmap: {s} goes GA in {f}.",
                        "last-updated": "Archive: {s} was last updated {f}.",
                        "stage": "Audit: {s} is at stage {f}."}[field]
                note = "record has no value for %s" % field
            else:
                if is_empty(src) or placeholder_problem(field, src):
                    continue
                if verdict == "verified":
                    fact = rng.choice(src) if isinstance(src, list) else src
                    if field == "creation-date":
                        fact = fmt_date(src, rng.randint(0, 3))
                    note = ""
                else:
                    if field.startswith("milestone."):
                        delta = rng.choice([-1, 1])
                        fact, note = bump_version(src, delta), "off-by-one minor version (%+d)" % delta
                    elif field == "status":
                        if src not in STATUS_NEXT:
                            continue
                        fact, note = STATUS_NEXT[src], "neighbouring status"
                    elif field == "stage":
                        fact, note = STAGE_NEXT[src], "neighbouring stage"
                    elif field == "owning-sig":
                        ps = d.get("participating-sigs")
                        cands = [x for x in (ps if isinstance(ps, list) else []) if x != src and x != "TBD"]
                        if not cands:
                            continue
                        fact, note = rng.choice(cands), "participating SIG given as owner"
                    elif field == "creation-date":
                        days = rng.choice([-1, 1, 7])
                        fact, note = fmt_date(shift_date(src, days), rng.randint(0, 3)), "neighbouring date (%+d days)" % days
                    else:
                        other = "reviewers" if field == "authors" else "authors"
                        cands = [x for x in (d.get(other) or []) if x not in src and x.startswith("@")]
                        if not cands:
                            continue
                        fact, note = rng.choice(cands), "person from the %s list of the same KEP" % other
                sent = rng.choice(kep_sent[field])
            subj = rng.choice(["KEP-%s" % k, "KEP %s" % k, str(d.get("title"))])
            text = sent.format(s=subj, f=fact)
            if text.lower().count(str(fact).lower()) != 1 or subj not in text:
                continue
            out.append(dict(category="kep", record=k, field=field, verdict=verdict, fact=fact, subject=subj,
                            text=text, note=note))
            break

    # ---- SOP
    sop_ids = sorted(k for k, d in SOPS.items() if d.get("title") and TITLE_COUNT[d["title"].strip().lower()] == 1)
    channels = sorted({d["owner_slack"] for d in SOPS.values() if d.get("owner_slack")})
    sections = sorted({d["section"] for d in SOPS.values() if d.get("section")})
    sop_sent = {
        "owner_slack": "Docs audit: {s} is owned by {f}.",
        "last_reviewed_on": "Review tracker: {s} was last reviewed on {f}.",
        "review_in": "Review tracker: {s} must be re-reviewed every {f}.",
        "section": "Wiki index: {s} is listed under {f}.",
    }
    plan = ["verified"] * 9 + ["mismatch"] * 8 + ["unknown"] * 3
    for verdict in plan:
        for _try in range(500):
            k = rng.choice(sop_ids)
            d = SOPS[k]
            field = rng.choice(sorted(sop_sent))
            src = d.get(field)
            if verdict == "unknown":
                if not is_empty(src):
                    continue
                fact = {"owner_slack": "#govuk-developers", "last_reviewed_on": "2025-05-20",
                        "review_in": "6 months", "section": "Infrastructure"}[field]
                note = "page has no %s field" % field
            else:
                if is_empty(src) or placeholder_problem(field, src):
                    continue
                note = ""
                if verdict == "verified":
                    fact = fmt_date(src, rng.randint(0, 3)) if field == "last_reviewed_on" else src
                else:
                    if field == "owner_slack":
                        fact, note = rng.choice([c for c in channels if c != src]), "another page's owner channel"
                    elif field == "section":
                        fact, note = rng.choice([c for c in sections if c != src]), "another section"
                    elif field == "review_in":
                        fact, note = ("3 months" if src != "3 months" else "6 months"), "neighbouring review interval"
                    else:
                        days = rng.choice([-1, 1, 14])
                        fact, note = fmt_date(shift_date(src, days), rng.randint(0, 3)), "neighbouring date (%+d days)" % days
            subj = d["title"] if rng.random() < 0.8 else k
            text = sop_sent[field].format(s=subj, f=fact)
            if text.lower().count(str(fact).lower()) != 1 or subj not in text:
                continue
            out.append(dict(category="sop", record=k, field=field, verdict=verdict, fact=fact, subject=subj,
                            text=text, note=note))
            break

    # ---- own CSV
    br_ids = sorted(BRANCHES)
    csv_sent = {
        "hours_per_week": "Opening hours review: {s} is open {f} hours a week.",
        "stock_count": "Stock take: {s} holds {f} items.",
        "staff_count": "HR headcount: {s} has {f} staff.",
        "opened_year": "Heritage leaflet: {s} opened in {f}.",
        "branch_librarian": "Contacts sheet: {s} is run by {f}.",
        "last_refurbished": "Estates register: {s} was last refurbished on {f}.",
        "status": "Service status page: {s} is {f}.",
    }
    plan = ["verified"] * 6 + ["mismatch"] * 6 + ["unknown"] * 2
    for verdict in plan:
        for _try in range(500):
            k = rng.choice(br_ids)
            r = BRANCHES[k]
            field = rng.choice(sorted(csv_sent))
            src = r.get(field)
            if verdict == "unknown":
                if not is_empty(src):
                    continue
                fact = {"branch_librarian": "Marisol Quennell", "last_refurbished": "2013-10-04"}.get(field)
                if fact is None:
                    continue
                note = "%s is empty" % field
            else:
                if is_empty(src):
                    continue
                note = ""
                if verdict == "verified":
                    if field == "stock_count":
                        fact = "{:,}".format(int(src))
                    elif field == "last_refurbished":
                        fact = fmt_date(src, rng.randint(0, 3))
                    elif field == "status":
                        fact = src.replace("_", " ")
                    else:
                        fact = src
                else:
                    if field in ("hours_per_week", "staff_count"):
                        delta = rng.choice([-2, -1, 1, 2])
                        fact, note = str(int(src) + delta), "changed by %+d" % delta
                    elif field == "stock_count":
                        fact, note = "{:,}".format(int(src) + 1000), "off by 1,000"
                    elif field == "opened_year":
                        fact, note = str(int(src) + 1), "off-by-one year"
                    elif field == "branch_librarian":
                        fact, note = rng.choice([b["branch_librarian"] for b in BRANCHES.values()
                                                 if b["branch_librarian"] and b["branch_librarian"] != src]), "sibling branch's librarian"
                    elif field == "last_refurbished":
                        fact, note = fmt_date(shift_date(src, 1), 0), "neighbouring date (+1 day)"
                    else:
                        fact, note = ("open" if src != "open" else "reduced hours"), "neighbouring status"
            subj = rng.choice([k, r["name"], k.replace("-", "").lower()])
            text = csv_sent[field].format(s=subj, f=fact)
            if text.lower().count(str(fact).lower()) != 1 or subj not in text:
                continue
            out.append(dict(category="own-csv", record=k, field=field, verdict=verdict, fact=fact, subject=subj,
                            text=text, note=note))
            break

    # ---- own YAML
    van_ids = sorted(VANS)
    yaml_sent = {
        "driver": "Rota: {s} is driven by {f}.",
        "capacity_books": "Fleet sheet: {s} carries {f} books.",
        "depot": "Fleet sheet: {s} is based at {f}.",
        "service.last_date": "Workshop log: {s} was serviced on {f}.",
        "insurance.renews": "Finance: insurance on {s} renews {f}.",
        "stops": "Timetable: {s} stops at {f}.",
        "status": "Status board: {s} is {f}.",
    }
    all_stops = sorted({s for v in VANS.values() for s in v.get("stops", [])})
    plan = ["verified"] * 6 + ["mismatch"] * 6 + ["unknown"] * 2
    for verdict in plan:
        for _try in range(500):
            k = rng.choice(van_ids)
            v = VANS[k]
            field = rng.choice(sorted(yaml_sent))
            src = get_field(v, field)
            if verdict == "unknown":
                if not is_empty(src):
                    continue
                fact = {"driver": "Philippa Ruthven", "service.last_date": "2026-01-15",
                        "insurance.renews": "2026-12-31"}.get(field)
                if fact is None:
                    continue
                note = "record has no %s" % field
            else:
                if is_empty(src):
                    continue
                note = ""
                if verdict == "verified":
                    if isinstance(src, list):
                        fact = rng.choice(src)
                    elif field in ("service.last_date", "insurance.renews"):
                        fact = fmt_date(src, rng.randint(0, 3))
                    elif field == "capacity_books":
                        fact = "{:,}".format(int(src))
                    elif field == "status":
                        fact = src.replace("_", " ")
                    else:
                        fact = src
                else:
                    if field == "stops":
                        fact, note = rng.choice([s for s in all_stops if s not in src]), "not a member of stops"
                    elif field in ("service.last_date", "insurance.renews"):
                        fact, note = fmt_date(shift_date(src, 1), 0), "neighbouring date (+1 day)"
                    elif field == "capacity_books":
                        fact, note = "{:,}".format(int(src) + 100), "off by 100"
                    elif field == "driver":
                        fact, note = rng.choice([x.get("driver") for x in VANS.values()
                                                 if x.get("driver") and x.get("driver") != src]), "sibling van's driver"
                    elif field == "depot":
                        fact, note = rng.choice([x["depot"] for x in VANS.values() if x["depot"] != src]), "sibling van's depot"
                    else:
                        fact, note = ("in service" if src != "in_service" else "in workshop"), "neighbouring status"
            subj = rng.choice([k, v["name"]])
            text = yaml_sent[field].format(s=subj, f=fact)
            if text.lower().count(str(fact).lower()) != 1 or subj not in text:
                continue
            out.append(dict(category="own-yaml", record=k, field=field, verdict=verdict, fact=fact, subject=subj,
                            text=text, note=note))
            break
    return out


# ------------------------------------------------------------------ checks + assembly
def finish(raw, name):
    cat, rec, field, verdict, fact = raw["category"], raw["record"], raw["field"], raw["verdict"], raw["fact"]
    text, subject, note = raw["text"], raw["subject"], raw["note"]
    where = "%s (%s)" % (name, text[:60])
    if verdict not in ("verified", "mismatch", "unknown"):
        fail("%s: bad verdict" % where)
    if subject not in text:
        fail("%s: subject not a substring of text" % where)
    if text.lower().count(fact.lower()) != 1:
        fail("%s: fact %r occurs %d times" % (where, fact, text.lower().count(fact.lower())))
    path, m = record(cat, rec)
    sot_path, sot_value = "", ""
    if rec is None:
        if verdict != "unknown":
            fail("%s: no record but verdict %s" % (where, verdict))
        if subject.lower() in BLOB:
            fail("%s: nowhere-subject %r occurs in corpus/sources" % (where, subject))
        digits = re.findall(r"\d+", subject)
        if cat == "kep" and any(dd in KEPS for dd in digits):
            fail("%s: nowhere-subject number is a real KEP" % where)
        if cat == "own-csv" and any("BR-%s" % dd in BRANCHES for dd in digits):
            fail("%s: nowhere-subject is a real branch" % where)
        if cat == "own-yaml" and any("MLV-%s" % dd in VANS for dd in digits):
            fail("%s: nowhere-subject is a real van" % where)
    else:
        if m is None:
            fail("%s: record %r not found" % (where, rec))
            return None
        sot_path = path
        if cat == "kep" and rec[-1] not in "38":
            fail("%s: KEP number does not end in 3 or 8" % where)
        if cat == "sop" and TITLE_COUNT[str(m.get("title", "")).strip().lower()] != 1:
            fail("%s: SOP title not unique" % where)
        if not subject_names_record(cat, rec, m, subject):
            fail("%s: subject %r does not name record %s" % (where, subject, rec))
        src = get_field(m, field)
        if verdict == "unknown":
            if not is_empty(src):
                fail("%s: unknown but field %s has value %r" % (where, field, src))
            note = note or "field %s absent or empty" % field
        else:
            if is_empty(src):
                fail("%s: field %s empty for %s" % (where, field, verdict))
                return None
            p = placeholder_problem(field, src)
            if p:
                fail("%s: %s" % (where, p))
            sot_value = sot_string(src)
            ok = matches(fact, src)
            if verdict == "verified" and not ok:
                fail("%s: verified but %r != %r" % (where, fact, src))
            if verdict == "mismatch":
                if ok:
                    fail("%s: mismatch but %r equals/member of %r" % (where, fact, src))
                if not note:
                    fail("%s: mismatch without alteration note" % where)
                note = "source value %s; stated value %s; alteration: %s" % (sot_value, fact, note)
    return dict(name=name, text=text, subject=subject, fact=fact, verdict=verdict, field=field,
                sot_path=sot_path, sot_value=sot_value, category=cat, note=note)


def main():
    check_invented_absent()
    cases = []
    per = Counter()
    for raw in hand_cases.CASES:
        per[raw["category"]] += 1
        c = finish(raw, "hand-%s-%03d" % (raw["category"], per[raw["category"]]))
        if c:
            c["origin"] = "hand"
            cases.append(c)
    n_hand = len(cases)
    per = Counter()
    tmpl = template_cases()
    for raw in tmpl:
        per[raw["category"]] += 1
        c = finish(raw, "tmpl-%s-%03d" % (raw["category"], per[raw["category"]]))
        if c:
            c["origin"] = "template"
            cases.append(c)
    names = Counter(c["name"] for c in cases)
    if any(v > 1 for v in names.values()):
        fail("duplicate names")
    texts = Counter(c["text"] for c in cases)
    if any(v > 1 for v in texts.values()):
        fail("duplicate texts: %s" % [t for t, v in texts.items() if v > 1])
    total = len(cases)
    if total < 360:
        fail("only %d cases" % total)
    if n_hand / max(total, 1) < 0.75:
        fail("hand share %.2f < 0.75" % (n_hand / total))
    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    # origin is kept out of the contract fields? keep it: extra key is harmless but stay strict
    for c in cases:
        del c["origin"]
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, sort_keys=True, indent=1, ensure_ascii=False)
        f.write("\n")
    tab = Counter((c["category"], c["verdict"]) for c in cases)
    cats = ["kep", "sop", "own-csv", "own-yaml"]
    print("total %d  hand %d (%.1f%%)  template %d" % (total, n_hand, 100 * n_hand / total, total - n_hand))
    print("| category | verified | mismatch | unknown | total |")
    print("|---|---:|---:|---:|---:|")
    for cat in cats:
        row = [tab[(cat, v)] for v in ("verified", "mismatch", "unknown")]
        print("| %s | %d | %d | %d | %d |" % (cat, *row, sum(row)))
    row = [sum(tab[(c, v)] for c in cats) for v in ("verified", "mismatch", "unknown")]
    print("| all | %d | %d | %d | %d |" % (*row, sum(row)))


if __name__ == "__main__":
    main()
