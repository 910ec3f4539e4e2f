#!/usr/bin/env python3
"""Build set O (cases.json) from the case sources and the sources of truth.

Reads only: kep.yaml files under the KEP corpus, the YAML front matter of SOP pages,
this set's own sot/huts.csv and sot/trails.yaml, and (for absence checks of invented
names) the raw bytes of the files under /work/shared/corpora, searched as lower-cased text.

Fills sot_path / sot_value from the sources, checks every rule, and writes cases.json
only when every check passes.  Deterministic: re-running gives byte-identical output.
"""
import csv
import datetime
import glob
import json
import os
import re
import sys

import yaml

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cases_kep import KEP  # noqa: E402
from cases_sop import SOP  # noqa: E402
from cases_own import CSV, YAML  # noqa: E402

CORPORA = "/work/shared/corpora"
KEPROOT = os.path.join(CORPORA, "structured/kubernetes__enhancements")
SOPROOT = os.path.join(CORPORA, "sop")
OWN_CSV = "sot/huts.csv"
OWN_YAML = "sot/trails.yaml"

# names and IDs invented for this set (besides every name/ID in the own sot files);
# each must occur nowhere under /work/shared/corpora (lower-cased substring test)
INVENTED = [
    "Kubelet Swap Quota Accounting", "Scheduler Gang Preemption Budget",
    "Ephemeral Volume Snapshot Pinning", "Node Lease Sharding", "Service CIDR Autoscaling",
    "Rotate Kafka broker certificates", "Restore Redis from a snapshot",
    "Queue draining for Sidekiq workers",
    "HUT-109", "HUT109", "Maulwurf Notch Hut", "HUT-158", "HUT158", "Scharnach Hollow Cabin",
    "TRK-20", "TRK20", "Scharnach Ridge Path", "TRK-52", "TRK52",
    "Orvenne & Kaltenmere Hut Association",
]
# invented KEP numbers: must not occur as a whole word anywhere in the corpora
INVENTED_KEP_NUMBERS = ["6142", "6237", "5892", "4947", "6482"]

PLACEHOLDERS = {"0.0", "tbd", "x.y", "", "kep template", "none", "n/a"}

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- normalisation
DATE_FORMATS = ["%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y",
                "%B %d %Y"]


def as_date(s):
    s = s.strip()
    for f in DATE_FORMATS:
        try:
            return datetime.datetime.strptime(s, f).date().isoformat()
        except ValueError:
            pass
    return None


def norm(s):
    s = str(s).strip().strip("\"'").strip()
    d = as_date(s)
    if d:
        return "date:" + d
    s = s.lower()
    s = re.sub(r"^kubernetes\s+", "", s)
    s = re.sub(r"^v(?=\d)", "", s)
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)
    s = re.sub(r"[\s\-_]+", "", s)
    return s


def matches(fact, value):
    """True when the stated fact equals the source value (any member for a list)."""
    if isinstance(value, list):
        return any(norm(fact) == norm(v) for v in value)
    return norm(fact) == norm(value)


def words(s):
    return {w for w in re.split(r"[^a-z0-9]+", s.lower()) if len(w) >= 4}


def sot_value_str(v):
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    return v


def get_field(rec, field):
    """Dotted lookup; returns (present, value)."""
    cur = rec
    for part in field.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return False, None
        cur = cur[part]
    return True, cur


def is_placeholder(v):
    if isinstance(v, list):
        return len(v) == 0
    if isinstance(v, dict):
        return True
    v = str(v).strip().lower()
    return v in PLACEHOLDERS or "|" in v or "," in v and v.startswith("v1.")


# ---------------------------------------------------------------- sources
def load_keps():
    by_num = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, "keps/*/*/kep.yaml"))):
        with open(p, encoding="utf-8") as fh:
            d = yaml.load(fh, Loader=yaml.BaseLoader)
        if not isinstance(d, dict) or not d.get("kep-number"):
            continue
        rel = os.path.relpath(p, KEPROOT)
        by_num.setdefault(str(d["kep-number"]).strip(), []).append((rel, d))
    return by_num


def front_matter(path):
    with open(path, encoding="utf-8") as fh:
        t = fh.read()
    m = re.match(r"---\s*\n(.*?)\n---\s*\n", t, re.S)
    if not m:
        return None
    d = yaml.load(m.group(1), Loader=yaml.BaseLoader)
    return d if isinstance(d, dict) else None


def title_norm(s):
    return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()


def load_sop():
    pages = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, "**/*"), recursive=True)):
        if not os.path.isfile(p) or not (p.endswith(".md") or p.endswith(".md.erb")):
            continue
        d = front_matter(p)
        if d is not None:
            pages[os.path.relpath(p, SOPROOT)] = d
    counts = {}
    for d in pages.values():
        t = title_norm(d.get("title", ""))
        counts[t] = counts.get(t, 0) + 1
    eligible = set()
    for rel, d in pages.items():
        t = d.get("title", "").strip()
        if t and t[0].lower() in "ijklmnopqr" and counts[title_norm(t)] == 1:
            eligible.add(rel)
    return pages, eligible


def load_own():
    with open(os.path.join(HERE, OWN_CSV), encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    huts = {r["hut_id"]: r for r in rows}
    with open(os.path.join(HERE, OWN_YAML), encoding="utf-8") as fh:
        y = yaml.load(fh, Loader=yaml.BaseLoader)
    trails = y["trails"]
    return huts, trails


def corpus_text():
    parts = []
    for root, _dirs, files in os.walk(CORPORA):
        for f in sorted(files):
            with open(os.path.join(root, f), "rb") as fh:
                parts.append(fh.read().decode("utf-8", "replace").lower())
    return "\n".join(parts)


# ---------------------------------------------------------------- build
def main():
    keps = load_keps()
    pages, eligible = load_sop()
    huts, trails = load_own()
    corpus = corpus_text()

    # own-domain invention check
    own_names = set(INVENTED)
    for hid, r in huts.items():
        own_names |= {hid, hid.replace("-", ""), r["name"], r["region"], r["warden"]}
    for tid, t in trails.items():
        own_names |= {tid, tid.replace("-", ""), t["name"], t["maintenance"]["crew_lead"]}
    for n in sorted(own_names):
        if n.lower() in corpus:
            err(f"invented name occurs in corpus: {n}")
    for num in INVENTED_KEP_NUMBERS:
        if re.search(r"(?<![0-9])" + num + r"(?![0-9])", corpus):
            err(f"invented KEP number occurs in corpus: {num}")
        if num in keps:
            err(f"invented KEP number exists: {num}")
    if not (12 <= len(huts) <= 20 and 12 <= len(trails) <= 20):
        err("own sot files must hold 12-20 records each")

    out = []
    counters = {}
    sources = [("kep", KEP), ("sop", SOP), ("own-csv", CSV), ("own-yaml", YAML)]
    for cat, entries in sources:
        for (ref, field, verdict, subject, fact, text, note) in entries:
            counters[cat] = counters.get(cat, 0) + 1
            name = f"o-{cat}-{counters[cat]:03d}"
            where = f"{name} ({text[:50]!r})"
            sot_path, rec = "", None
            if ref is not None:
                if cat == "kep":
                    hits = keps.get(ref, [])
                    if len(hits) != 1:
                        err(f"{where}: KEP {ref} not found exactly once")
                        continue
                    if ref[-1] not in "27":
                        err(f"{where}: KEP {ref} does not end in 2 or 7")
                    sot_path, rec = hits[0]
                    ident_ok = ref in subject or bool(
                        words(subject) & (words(rec.get("title", "")) | words(sot_path)))
                elif cat == "sop":
                    if ref not in pages:
                        err(f"{where}: SOP page {ref} not found")
                        continue
                    if ref not in eligible:
                        err(f"{where}: SOP page {ref} not eligible (title i-r, unique)")
                    sot_path, rec = ref, pages[ref]
                    ident_ok = bool(words(subject) & (words(rec["title"]) | words(ref)))
                elif cat == "own-csv":
                    if ref not in huts:
                        err(f"{where}: hut {ref} not found")
                        continue
                    sot_path, rec = OWN_CSV, huts[ref]
                    num = ref.split("-")[1]
                    ident_ok = num in subject or bool(words(subject) & words(rec["name"]))
                else:
                    if ref not in trails:
                        err(f"{where}: trail {ref} not found")
                        continue
                    sot_path, rec = OWN_YAML, trails[ref]
                    num = ref.split("-")[1]
                    ident_ok = num in subject or bool(words(subject) & words(rec["name"]))
                if not ident_ok:
                    err(f"{where}: subject {subject!r} does not name record {ref}")
            else:
                if verdict != "unknown":
                    err(f"{where}: invented record must be unknown")
                # the subject itself must be absent from the corpus
                if cat == "kep":
                    nums = re.findall(r"(?:KEP[- ]?|#|enhancement )(\d+)", text, re.I)
                    if not any(n in INVENTED_KEP_NUMBERS for n in nums):
                        err(f"{where}: invented KEP case names no invented number")
                    for n in nums:
                        if n in keps:
                            err(f"{where}: invented KEP text names real KEP {n}")
                    if subject.lower() in corpus and not re.fullmatch(
                            r"(KEP[- ]?|#|enhancement )\d+", subject):
                        err(f"{where}: invented subject occurs in corpus")
                else:
                    if subject.lower() in corpus:
                        err(f"{where}: invented subject occurs in corpus")
                if cat == "own-csv" and (subject in huts or subject.replace(" ", "-") in huts):
                    err(f"{where}: invented hut exists")
                if cat == "own-yaml" and subject in trails:
                    err(f"{where}: invented trail exists")

            # text rules
            if subject not in text:
                err(f"{where}: subject not an exact substring of text")
            if text.lower().count(fact.lower()) != 1:
                err(f"{where}: fact {fact!r} occurs {text.lower().count(fact.lower())} times")

            sot_value = ""
            full_note = note
            if rec is not None:
                present, value = get_field(rec, field)
                empty = (not present) or value is None or value == "" or value == []
                if verdict == "unknown":
                    if cat == "kep" and present:
                        err(f"{where}: KEP unknown must use a field absent from kep.yaml")
                    elif not empty:
                        err(f"{where}: unknown but {field} = {value!r}")
                    if not note:
                        err(f"{where}: unknown needs a reason")
                else:
                    if empty:
                        err(f"{where}: {field} missing/empty in source")
                        continue
                    if is_placeholder(value):
                        err(f"{where}: placeholder source value {value!r}")
                    sot_value = sot_value_str(value)
                    if verdict == "verified" and not matches(fact, value):
                        err(f"{where}: verified but {fact!r} != {value!r}")
                    if verdict == "mismatch":
                        if matches(fact, value):
                            err(f"{where}: mismatch but {fact!r} == {value!r}")
                        if not note:
                            err(f"{where}: mismatch needs a note")
                        kind = "source list" if isinstance(value, list) else "source value"
                        full_note = f"{kind} {sot_value}, stated {fact}: {note}"
            if verdict not in ("verified", "mismatch", "unknown"):
                err(f"{where}: bad verdict {verdict}")

            out.append({
                "name": name,
                "text": text,
                "subject": subject,
                "fact": fact,
                "verdict": verdict,
                "field": field,
                "sot_path": sot_path,
                "sot_value": sot_value,
                "category": cat,
                "note": full_note,
            })

    # shares and counts
    n = len(out)
    by_cat = {}
    by_verdict = {}
    for c in out:
        by_cat[c["category"]] = by_cat.get(c["category"], 0) + 1
        by_verdict[c["verdict"]] = by_verdict.get(c["verdict"], 0) + 1
    mins = {"kep": 100, "sop": 60, "own-csv": 45, "own-yaml": 45}
    for cat, m in mins.items():
        if by_cat.get(cat, 0) < m:
            err(f"category {cat}: {by_cat.get(cat, 0)} < {m}")
    if n < 260:
        err(f"only {n} cases")
    ms = by_verdict.get("mismatch", 0) / n
    us = by_verdict.get("unknown", 0) / n
    if not 0.28 <= ms <= 0.38:
        err(f"mismatch share {ms:.3f} outside 28-38%")
    if not 0.11 <= us <= 0.19:
        err(f"unknown share {us:.3f} outside 11-19%")
    names = [c["name"] for c in out]
    if len(set(names)) != len(names):
        err("duplicate names")
    texts = [c["text"] for c in out]
    if len(set(texts)) != len(texts):
        err("duplicate texts")

    # summary
    table = {}
    for c in out:
        k = (c["category"], c["verdict"])
        table[k] = table.get(k, 0) + 1
    print(f"{n} cases; mismatch {ms:.1%}, unknown {us:.1%}")
    for cat in mins:
        print(f"  {cat:9s} " + "  ".join(f"{v}={table.get((cat, v), 0)}"
                                          for v in ("verified", "mismatch", "unknown"))
              + f"  total={by_cat.get(cat, 0)}")
    if errors:
        print(f"{len(errors)} error(s); cases.json NOT written", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print("cases.json written")


if __name__ == "__main__":
    main()
