#!/usr/bin/env python3
"""Build cases.json for the blind labelled set verify-y. Reads sources fresh, adds template
cases (fixed seed), checks every case, writes cases.json deterministically."""
import csv, glob, json, os, random, re, sys
from datetime import datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = "/work/shared/corpora"
KEPROOT = os.path.join(CORP, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORP, "sop")
sys.path.insert(0, HERE)

# ---------------------------------------------------------------- sources
def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, "keps/**/kep.yaml"), recursive=True)):
        d = yaml.load(open(p, encoding="utf-8"), Loader=yaml.BaseLoader)
        n = str(d.get("kep-number", "")).strip()
        if not n:
            continue
        if n in keps:
            keps[n] = None  # ambiguous number: never usable
            continue
        keps[n] = (os.path.relpath(p, KEPROOT), d)
    return keps

def front_matter(text):
    if not text.startswith("---"):
        return None
    fm = text[3:].split("\n---", 1)[0]
    try:
        d = yaml.load(fm, Loader=yaml.BaseLoader)
    except Exception:
        return None
    return d if isinstance(d, dict) else None

def load_sops():
    sops = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, "**/*.md*"), recursive=True)):
        d = front_matter(open(p, encoding="utf-8").read())
        if d is not None:
            sops[os.path.relpath(p, SOPROOT)] = d
    return sops

def load_wards():
    with open(os.path.join(HERE, "sot/wards.csv"), encoding="utf-8", newline="") as f:
        return {r["ward_id"]: r for r in csv.DictReader(f)}

def load_devices():
    d = yaml.load(open(os.path.join(HERE, "sot/devices.yaml"), encoding="utf-8"), Loader=yaml.BaseLoader)
    return d["devices"]

KEPS, SOPS, WARDS, DEVICES = load_keps(), load_sops(), load_wards(), load_devices()
TITLE_COUNT = {}
for _p, _d in SOPS.items():
    t = str(_d.get("title", "")).strip().lower()
    TITLE_COUNT[t] = TITLE_COUNT.get(t, 0) + 1

def dig(d, field):
    cur = d
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

def lookup(cat, rec, field):
    """-> (sot_path, raw value or None). Raises KeyError if the record does not exist."""
    if cat == "kep":
        k = KEPS[rec]
        if k is None:
            raise KeyError("ambiguous kep " + rec)
        return k[0], dig(k[1], field)
    if cat == "sop":
        return rec, dig(SOPS[rec], field)
    if cat == "own-csv":
        return "sot/wards.csv", WARDS[rec].get(field)
    if cat == "own-yaml":
        return "sot/devices.yaml", dig(DEVICES[rec], field)
    raise KeyError(cat)

def sot_string(v):
    if v is None:
        return ""
    if isinstance(v, list):
        return json.dumps(v)
    if isinstance(v, dict):
        return json.dumps(v, sort_keys=True)
    return str(v)

# ---------------------------------------------------------------- normalisation (contract)
DATE_FORMATS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y",
                "%B %d %Y", "%b %d %Y", "%d %B, %Y", "%A %d %B %Y", "%a %d %b %Y"]

def as_date(s):
    s2 = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", s.strip())
    s2 = s2.replace("Sept ", "Sep ")
    for f in DATE_FORMATS:
        try:
            return datetime.strptime(s2, f).strftime("%Y-%m-%d")
        except ValueError:
            pass
    return None

def norm(v):
    s = str(v).strip().strip("\"'\u201c\u201d\u2018\u2019`").strip()
    d = as_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r"^(kubernetes|k8s)\s+", "", s)
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)
    s = re.sub(r"[\s\-_]+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    return s

def matches(fact, raw):
    if isinstance(raw, list):
        return any(norm(fact) == norm(x) for x in raw)
    return norm(fact) == norm(raw)

PLACEHOLDERS = {"0.0", "tbd", "", "none", "null", "~"}

def is_placeholder(cat, field, raw):
    if raw is None or isinstance(raw, dict):
        return True
    if isinstance(raw, list):
        return any(is_placeholder(cat, field, x) for x in raw) or not raw
    s = str(raw).strip()
    if s.lower() in PLACEHOLDERS or "|" in s:
        return True
    if field in ("creation-date", "last-updated", "last_reviewed_on", "last_audit") or field.endswith(("last_date", "expires", "purchased")):
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", s) or as_date(s) is None:
            return True
    return False

# ---------------------------------------------------------------- whole-corpus text for absence checks
def corpus_lower():
    parts = []
    for root, _dirs, files in os.walk(CORP):
        for fn in files:
            try:
                parts.append(open(os.path.join(root, fn), encoding="utf-8", errors="ignore").read().lower())
            except OSError:
                pass
    return "\n".join(parts)

CORPUS = corpus_lower()
OWN = (open(os.path.join(HERE, "sot/wards.csv"), encoding="utf-8").read() + "\n" +
       open(os.path.join(HERE, "sot/devices.yaml"), encoding="utf-8").read()).lower()

# ---------------------------------------------------------------- template cases
def template_cases():
    rng = random.Random(20261127)
    out = []
    # KEP: milestone.beta / owning-sig / unknown stable milestone; kinds rotate, ID forms rotate
    kep_ok = sorted(n for n, v in KEPS.items() if v and n[-1] in "45" and str(v[1].get("title", "")).strip().lower() != "kep template")
    forms = ["KEP-{n}", "KEP {n}", "#{n}", "enhancement {n}"]
    sigs = sorted({v[1].get("owning-sig") for v in KEPS.values() if v and v[1].get("owning-sig")})
    picks = rng.sample(kep_ok, len(kep_ok))
    i = 0
    for n in picks:
        if i >= 55:
            break
        d = KEPS[n][1]
        ms = d.get("milestone") if isinstance(d.get("milestone"), dict) else {}
        form = forms[i % 4].format(n=n)
        made = None
        for step in range(7):
            kind = [0, 1, 3, 5, 1, 2, 4][(i + step) % 7]
            beta = ms.get("beta")
            if kind in (0, 1) and beta and not is_placeholder("kep", "milestone.beta", beta) and re.fullmatch(r"v?\d+\.\d+", beta):
                v = beta.lstrip("v")
                if kind == 0:
                    fact, verdict, note = "v" + v, "verified", ""
                else:
                    maj, mi = v.split(".")
                    delta = 1 if (i % 2 == 0 or int(mi) < 2) else -1
                    fact, verdict = "v%s.%d" % (maj, int(mi) + delta), "mismatch"
                    note = "source milestone.beta %s, stated %s: minor version off by one (%+d)" % (beta, fact, delta)
                text = "Template digest: %s reached beta in %s according to the tracking board." % (form, fact)
                made = dict(cat="kep", rec=n, field="milestone.beta", verdict=verdict, subject=form, fact=fact, text=text, note=note)
            elif kind == 2 and d.get("owning-sig") and not is_placeholder("kep", "owning-sig", d.get("owning-sig")):
                fact = d["owning-sig"]
                text = "Template digest: %s is owned by %s." % (form, fact)
                made = dict(cat="kep", rec=n, field="owning-sig", verdict="verified", subject=form, fact=fact, text=text, note="")
            elif kind == 3 and d.get("owning-sig") and not is_placeholder("kep", "owning-sig", d.get("owning-sig")):
                parts = d.get("participating-sigs") if isinstance(d.get("participating-sigs"), list) else []
                others = [x for x in sigs if norm(x) != norm(d["owning-sig"]) and not matches(x, parts)]
                fact = rng.choice(others)
                text = "Template digest: %s is owned by %s." % (form, fact)
                note = "source owning-sig %s, stated %s: a different SIG substituted" % (d["owning-sig"], fact)
                made = dict(cat="kep", rec=n, field="owning-sig", verdict="mismatch", subject=form, fact=fact, text=text, note=note)
            elif kind == 4 and not (ms.get("stable") or "").strip():
                fact = "v1.40"
                text = "Template digest: %s is expected to go GA in %s." % (form, fact)
                note = "milestone.stable is absent or empty in the kep.yaml"
                made = dict(cat="kep", rec=n, field="milestone.stable", verdict="unknown", subject=form, fact=fact, text=text, note=note)
            elif kind == 5:
                cand = "%d" % (9000 + int(n))
                if ("kep-" + cand) not in CORPUS and ("kep " + cand) not in CORPUS and cand not in KEPS:
                    fact = "v1.39"
                    subj = "KEP-" + cand
                    text = "Template digest: %s is expected to go beta in %s." % (subj, fact)
                    made = dict(cat="kep", rec=None, field="milestone.beta", verdict="unknown", subject=subj, fact=fact, text=text, note="no KEP numbered %s exists in the corpus" % cand)
            if made:
                break
        if made:
            out.append(made)
            i += 1
    # SOP: owner_slack of govuk pages, last_reviewed_on of MoJ pages
    sop_ok = sorted(p for p, d in SOPS.items() if TITLE_COUNT[str(d.get("title", "")).strip().lower()] == 1)
    chans = sorted({d["owner_slack"] for d in SOPS.values() if d.get("owner_slack")})
    j = 0
    for p in rng.sample(sop_ok, len(sop_ok)):
        if j >= 0:
            break
        d = SOPS[p]
        t = d["title"]
        if t.lower() in (x.lower() for x in ("Kubernetes",)) or len(t) < 12:
            continue
        if d.get("owner_slack") and j % 2 == 0:
            if j % 4 == 0:
                fact, verdict, note = d["owner_slack"], "verified", ""
            else:
                fact = rng.choice([c for c in chans if c != d["owner_slack"]])
                verdict, note = "mismatch", "source owner_slack %s, stated %s: another team's channel" % (d["owner_slack"], fact)
            text = 'Wiki index: questions about "%s" go to %s.' % (t, fact)
            out.append(dict(cat="sop", rec=p, field="owner_slack", verdict=verdict, subject=t, fact=fact, text=text, note=note))
        elif d.get("last_reviewed_on") and j % 2 == 1 and not is_placeholder("sop", "last_reviewed_on", d["last_reviewed_on"]):
            dt = datetime.strptime(d["last_reviewed_on"], "%Y-%m-%d")
            if j % 4 == 1:
                fact, verdict, note = dt.strftime("%d %B %Y").lstrip("0"), "verified", ""
            else:
                from datetime import timedelta
                alt = dt + timedelta(days=1)
                fact, verdict = alt.strftime("%d %B %Y").lstrip("0"), "mismatch"
                note = "source last_reviewed_on %s, stated %s: neighbouring date (+1 day)" % (d["last_reviewed_on"], fact)
            text = 'Wiki index: "%s" was last reviewed on %s.' % (t, fact)
            out.append(dict(cat="sop", rec=p, field="last_reviewed_on", verdict=verdict, subject=t, fact=fact, text=text, note=note))
        else:
            continue
        j += 1
    # own CSV: beds / matron
    wids = sorted(WARDS)
    for k, w in enumerate(rng.sample(wids, 4)):
        r = WARDS[w]
        if k % 2 == 0:
            verdict = "verified" if k % 4 == 0 else "mismatch"
            b = int(r["beds"])
            fact = str(b) if verdict == "verified" else str(b + 2)
            note = "" if verdict == "verified" else "source beds %s, stated %s: count off by two" % (r["beds"], fact)
            text = "Bed state summary: %s (%s) is funded for %s beds." % (w, r["name"], fact)
            out.append(dict(cat="own-csv", rec=w, field="beds", verdict=verdict, subject=w, fact=fact, text=text, note=note))
        else:
            if not r["matron"]:
                continue
            verdict = "verified" if k % 4 == 1 else "mismatch"
            others = sorted({x["matron"] for x in WARDS.values() if x["matron"] and x["matron"] != r["matron"]})
            fact = r["matron"] if verdict == "verified" else rng.choice(others)
            note = "" if verdict == "verified" else "source matron %s, stated %s: a matron of another ward" % (r["matron"], fact)
            text = "Nursing rota note: the matron for %s is %s." % (r["name"], fact)
            out.append(dict(cat="own-csv", rec=w, field="matron", verdict=verdict, subject=r["name"], fact=fact, text=text, note=note))
    # own YAML: site / calibration.interval_months
    dids = sorted(DEVICES)
    for k, dv in enumerate(rng.sample(dids, 4)):
        r = DEVICES[dv]
        if k % 2 == 0:
            verdict = "verified" if k % 4 == 0 else "mismatch"
            sites = sorted({x["site"] for x in DEVICES.values()})
            fact = r["site"] if verdict == "verified" else [s for s in sites if s != r["site"]][0]
            note = "" if verdict == "verified" else "source site %s, stated %s: a sibling site" % (r["site"], fact)
            text = "Asset register extract: %s is located at %s." % (dv, fact)
            out.append(dict(cat="own-yaml", rec=dv, field="site", verdict=verdict, subject=dv, fact=fact, text=text, note=note))
        else:
            v = dig(r, "calibration.interval_months")
            if not v:
                text = "Asset register extract: the %s has a calibration cycle of 24 months." % r["name"]
                out.append(dict(cat="own-yaml", rec=dv, field="calibration.interval_months", verdict="unknown", subject=r["name"], fact="24", text=text, note="record has no calibration block, so the interval is absent"))
                continue
            verdict = "verified" if k % 4 == 1 else "mismatch"
            fact = v if verdict == "verified" else ("12" if v == "6" else "6")
            note = "" if verdict == "verified" else "source calibration.interval_months %s, stated %s: the other standard interval" % (v, fact)
            text = "Asset register extract: the %s is calibrated every %s months." % (r["name"], fact)
            out.append(dict(cat="own-yaml", rec=dv, field="calibration.interval_months", verdict=verdict, subject=r["name"], fact=fact, text=text, note=note))
    for n, c in enumerate(out):
        c["name"] = "tmpl-%s-%03d" % (c["cat"], n + 1)
        c["origin"] = "template"
    return out

# ---------------------------------------------------------------- checks
def fail(msg):
    raise SystemExit("BUILD FAILED: " + msg)

def finalize(c):
    cat, rec, field = c["cat"], c["rec"], c["field"]
    text, subject, fact, verdict = c["text"], c["subject"], c["fact"], c["verdict"]
    nm = c["name"]
    if subject not in text:
        fail("%s: subject %r not in text" % (nm, subject))
    if text.lower().count(fact.lower()) != 1:
        fail("%s: fact %r occurs %d times" % (nm, fact, text.lower().count(fact.lower())))
    if verdict not in ("verified", "mismatch", "unknown"):
        fail(nm + ": bad verdict")
    if cat not in ("kep", "sop", "own-csv", "own-yaml"):
        fail(nm + ": bad category")
    if not c.get("note") and verdict != "verified":
        fail(nm + ": note required")
    if rec is None:
        if verdict != "unknown":
            fail(nm + ": nonexistent subject must be unknown")
        if subject.lower() in CORPUS or subject.lower() in OWN:
            fail("%s: invented subject %r exists somewhere" % (nm, subject))
        path, val = "", ""
    else:
        try:
            path, raw = lookup(cat, rec, field)
        except KeyError as e:
            fail("%s: record missing %s" % (nm, e))
        if cat == "kep":
            if rec[-1] not in "45":
                fail(nm + ": KEP number must end in 4 or 5")
            if KEPS[rec][1].get("title", "").strip().lower() == "kep template" and KEPS[rec][1]["title"] in subject:
                fail(nm + ": template title used as subject")
        if cat == "sop":
            t = str(SOPS[rec].get("title", "")).strip().lower()
            if TITLE_COUNT[t] != 1:
                fail(nm + ": sop title not unique")
        if verdict == "unknown":
            if raw not in (None, "", []) and not (isinstance(raw, str) and not raw.strip()):
                fail("%s: unknown but field %s holds %r" % (nm, field, raw))
            val = ""
        else:
            if is_placeholder(cat, field, raw):
                fail("%s: placeholder/invalid source value %r" % (nm, raw))
            if verdict == "verified" and not matches(fact, raw):
                fail("%s: verified but %r != %r" % (nm, fact, raw))
            if verdict == "mismatch":
                if matches(fact, raw):
                    fail("%s: mismatch but %r == %r" % (nm, fact, raw))
                if fact.lower() not in c["note"].lower():
                    fail(nm + ": note lacks stated value")
                srcs = raw if isinstance(raw, list) else [raw]
                if not any(str(s).lower() in c["note"].lower() for s in srcs):
                    fail(nm + ": note lacks source value")
            val = sot_string(raw)
    return {"name": nm, "text": text, "subject": subject, "fact": fact, "verdict": verdict,
            "field": field, "sot_path": path, "sot_value": val, "category": cat, "note": c.get("note", "")}

def check_invented_names():
    names = set()
    for w, r in WARDS.items():
        names.update([w, r["name"], r["site"], r["matron"]])
    for dv, r in DEVICES.items():
        names.update([dv, r["name"], r["model"], r["manufacturer"], r["site"]])
        for blk in ("calibration", "warranty"):
            b = r.get(blk) or {}
            for k in ("engineer", "provider"):
                if b.get(k):
                    names.add(b[k])
    for n in sorted(x for x in names if x):
        if n.lower() in CORPUS:
            fail("invented name %r occurs in the corpora" % n)
    # ID forms
    for w in WARDS:
        for f in (w, w.replace("-", ""), w.replace("-", " ")):
            if f.lower() in CORPUS:
                fail("ward ID form %r occurs in the corpora" % f)
    for dv in DEVICES:
        for f in (dv, dv.replace("-", ""), dv.replace("-", " ")):
            if f.lower() in CORPUS:
                fail("device ID form %r occurs in the corpora" % f)

def main():
    import hand_cases
    check_invented_names()
    hand = []
    for i, c in enumerate(hand_cases.CASES):
        cat, rec, field, verdict, subject, fact, text = c[:7]
        note = c[7] if len(c) > 7 else ""
        hand.append(dict(cat=cat, rec=rec, field=field, verdict=verdict, subject=subject, fact=fact,
                         text=text, note=note, name="hand-%s-%03d" % (cat, i + 1)))
    tmpl = template_cases()
    out, errs = [], []
    for c in hand + tmpl:
        try:
            out.append(finalize(c))
        except SystemExit as e:
            errs.append(str(e))
    if errs:
        print("\n".join(errs))
        fail("%d case(s) failed checks" % len(errs))
    names = [c["name"] for c in out]
    if len(set(names)) != len(names):
        fail("duplicate names")
    texts = [c["text"] for c in out]
    if len(set(texts)) != len(texts):
        dup = [t for t in texts if texts.count(t) > 1][0]
        fail("duplicate text: " + dup)
    if len(out) < 360:
        fail("only %d cases" % len(out))
    if len(hand) / len(out) < 0.75:
        fail("hand share %.3f < 0.75" % (len(hand) / len(out)))
    out.sort(key=lambda c: c["name"])
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, sort_keys=True, indent=1, ensure_ascii=False)
        f.write("\n")
    # summary
    tab = {}
    for c in out:
        tab.setdefault(c["category"], {}).setdefault(c["verdict"], 0)
        tab[c["category"]][c["verdict"]] += 1
    print("cases", len(out), "hand", len(hand), "template", len(tmpl))
    for cat in ("kep", "sop", "own-csv", "own-yaml"):
        r = tab.get(cat, {})
        print(cat, r.get("verified", 0), r.get("mismatch", 0), r.get("unknown", 0), sum(r.values()))
    tot = {v: sum(tab[c].get(v, 0) for c in tab) for v in ("verified", "mismatch", "unknown")}
    print("total", tot)

if __name__ == "__main__":
    main()
