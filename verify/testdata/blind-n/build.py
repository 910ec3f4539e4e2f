#!/usr/bin/env python3
"""Assemble and check cases.json for the verify-n blind set. Deterministic; refuses to write on any failed check."""
import csv, glob, json, os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KEPROOT = os.path.join(CORP, 'structured/kubernetes__enhancements')
SOPROOT = os.path.join(CORP, 'sop')
sys.path.insert(0, HERE)
from cases_src import KEP, SOP, CSV, YAML

class StrLoader(yaml.SafeLoader):
    pass
StrLoader.yaml_implicit_resolvers = {}   # every scalar stays a string, as written

errors = []
def fail(msg): errors.append(msg)

# ---------- sources ----------
keps = {}
for p in sorted(glob.glob(KEPROOT + '/keps/*/*/kep.yaml')):
    d = yaml.load(open(p, encoding='utf-8'), Loader=StrLoader)
    n = str(d.get('kep-number', '')).strip()
    if re.fullmatch(r'\d+', n):
        keps[n] = (os.path.relpath(p, KEPROOT), d)

def front_matter(path):
    t = open(path, encoding='utf-8').read()
    m = re.match(r'---\s*\n(.*?)\n---', t, re.S)
    return yaml.load(m.group(1), Loader=StrLoader) if m else None

def tnorm(s):
    return re.sub(r'[\s\-_]+', ' ', re.sub(r'[^\w\s-]', '', str(s).lower())).strip()
sop_titles = collections.Counter()
sop_fm = {}
for p in sorted(glob.glob(SOPROOT + '/**/*.md*', recursive=True)):
    try:
        fm = front_matter(p)
    except Exception:
        continue
    if isinstance(fm, dict) and 'title' in fm:
        sop_fm[os.path.relpath(p, SOPROOT)] = fm
        sop_titles[tnorm(fm['title'])] += 1

with open(os.path.join(HERE, 'sot/donation_centres.csv'), newline='', encoding='utf-8') as f:
    centres = {r['centre_id']: r for r in csv.DictReader(f)}
vehicles = yaml.load(open(os.path.join(HERE, 'sot/collection_vehicles.yaml'), encoding='utf-8'), Loader=StrLoader)['vehicles']

def get_dotted(d, field):
    cur = d
    for part in field.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

# ---------- normalisation (per the contract) ----------
MONTHS = {m: i + 1 for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}
def as_date(s):
    s = s.strip().lower().replace(',', ' ')
    m = re.fullmatch(r'(\d{4})[-/](\d{1,2})[-/](\d{1,2})', s)
    if m: return (int(m[1]), int(m[2]), int(m[3]))
    m = re.fullmatch(r'(\d{1,2})\s+([a-z]+)\s+(\d{4})', s)
    if m and m[2][:3] in MONTHS: return (int(m[3]), MONTHS[m[2][:3]], int(m[1]))
    m = re.fullmatch(r'([a-z]+)\s+(\d{1,2})\s+(\d{4})', s)
    if m and m[1][:3] in MONTHS: return (int(m[3]), MONTHS[m[1][:3]], int(m[2]))
    return None
def norm(v):
    s = str(v).strip().strip('"\'').strip()
    d = as_date(s)
    if d: return 'date:%04d-%02d-%02d' % d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    if re.fullmatch(r'\d{1,3}(,\d{3})+', s): s = s.replace(',', '')
    return re.sub(r'[\s\-_]+', '', s)

PLACEHOLDERS = {'', '0.0', 'tbd', 'x.y', 'none', 'null'}

# ---------- corpus text for "occurs nowhere" probes (read lower-cased only) ----------
corpus_lc = []
for root, _, files in os.walk(CORP):
    for fn in files:
        try:
            corpus_lc.append(open(os.path.join(root, fn), encoding='utf-8', errors='ignore').read().lower())
        except Exception:
            pass
own_lc = open(os.path.join(HERE, 'sot/donation_centres.csv'), encoding='utf-8').read().lower() + \
    open(os.path.join(HERE, 'sot/collection_vehicles.yaml'), encoding='utf-8').read().lower()
def occurs_anywhere(probe):
    p = probe.lower()
    return p in own_lc or any(p in t for t in corpus_lc)

# invented names/IDs of the own domain must not collide with the corpus either
for cid, r in centres.items():
    for probe in (r['name'], r['manager']):
        if probe and any(probe.lower() in t for t in corpus_lc): fail('own CSV value occurs in corpus: ' + probe)
for vid, v in vehicles.items():
    for probe in (vid, v['name']):
        if any(probe.lower() in t for t in corpus_lc): fail('own YAML value occurs in corpus: ' + probe)

# ---------- assemble ----------
out = []
def add(cat, case, idx):
    verdict, rec, field, subject, fact, text, extra = case
    name = '%s-%03d' % (cat, idx)
    V = {'V': 'verified', 'M': 'mismatch', 'U': 'unknown'}[verdict]
    if subject not in text: fail(name + ': subject not in text')
    if text.lower().count(fact.lower()) != 1: fail(name + ': fact occurs %d times' % text.lower().count(fact.lower()))
    sot_path, raw = '', None
    if rec is not None:
        if cat == 'kep':
            if rec not in keps: fail(name + ': no KEP ' + rec); return
            if int(rec) < 2000 or rec[-1] not in '169': fail(name + ': KEP number outside selection rule')
            sot_path, d = keps[rec]
            raw = get_dotted(d, field)
        elif cat == 'sop':
            if rec not in sop_fm: fail(name + ': no SOP page ' + rec); return
            fm = sop_fm[rec]; sot_path = rec
            title = str(fm['title']).strip()
            if not re.match(r'[a-hs-w]', title, re.I): fail(name + ': SOP title letter rule')
            if sop_titles[tnorm(title)] != 1: fail(name + ': SOP title not unique')
            raw = fm.get(field)
        elif cat == 'own-csv':
            if rec not in centres: fail(name + ': no centre ' + rec); return
            sot_path = 'sot/donation_centres.csv'; raw = centres[rec].get(field)
        else:
            if rec not in vehicles: fail(name + ': no vehicle ' + rec); return
            sot_path = 'sot/collection_vehicles.yaml'; raw = get_dotted(vehicles[rec], field)
    empty = raw is None or raw == '' or raw == []
    if V == 'unknown':
        if rec is None:
            probes = [subject]
            m = re.search(r'(\d{4})', subject)
            if cat == 'kep' and m:
                n = m.group(1)
                if n in keps: fail(name + ': invented KEP number exists')
                probes = ['kep-' + n, 'kep ' + n, '#' + n, '/' + n + '-', 'enhancement ' + n, 'kep-number: ' + n]
                probes += re.findall(r'\(([^)]+)\)', text)
            for p in probes:
                if occurs_anywhere(p): fail(name + ': invented subject occurs somewhere: ' + p)
        elif not empty:
            fail(name + ': unknown case but field holds %r' % (raw,))
        sot_value, note = '', extra
    else:
        if empty: fail(name + ': field empty/absent'); return
        vals = raw if isinstance(raw, list) else [raw]
        if cat == 'kep' and any(str(x).strip().lower() in PLACEHOLDERS for x in vals):
            fail(name + ': placeholder value in KEP field')
        hit = norm(fact) in {norm(x) for x in vals}
        if V == 'verified' and not hit: fail(name + ': verified but %r not in %r' % (fact, vals))
        if V == 'mismatch' and hit: fail(name + ': mismatch but %r matches %r' % (fact, vals))
        sot_value = json.dumps(raw) if isinstance(raw, list) else str(raw)
        note = '' if V == 'verified' else 'source holds %s; text states %s; %s' % (sot_value, fact, extra)
    out.append({'name': name, 'text': text, 'subject': subject, 'fact': fact, 'verdict': V,
                'field': field, 'sot_path': sot_path, 'sot_value': sot_value, 'category': cat, 'note': note})

for cat, lst in (('kep', KEP), ('sop', SOP), ('own-csv', CSV), ('own-yaml', YAML)):
    for i, c in enumerate(lst, 1):
        add(cat, c, i)

# ---------- global checks ----------
texts = collections.Counter(c['text'] for c in out)
for t, n in texts.items():
    if n > 1: fail('duplicate text: ' + t)
cat_n = collections.Counter(c['category'] for c in out)
for cat, mn in (('kep', 70), ('sop', 45), ('own-csv', 45), ('own-yaml', 45)):
    if cat_n[cat] < mn: fail('too few %s cases: %d' % (cat, cat_n[cat]))
if len(out) < 210: fail('fewer than 210 cases')
ver_n = collections.Counter(c['verdict'] for c in out)
tot = len(out)
if not (0.28 <= ver_n['mismatch'] / tot <= 0.38): fail('mismatch share %.2f' % (ver_n['mismatch'] / tot))
if not (0.11 <= ver_n['unknown'] / tot <= 0.19): fail('unknown share %.2f' % (ver_n['unknown'] / tot))
if len(centres) < 12 or len(centres) > 20 or len(vehicles) < 12 or len(vehicles) > 20: fail('own record counts out of range')

table = collections.Counter((c['category'], c['verdict']) for c in out)
print('%-9s %9s %9s %8s %6s' % ('category', 'verified', 'mismatch', 'unknown', 'total'))
for cat in ('kep', 'sop', 'own-csv', 'own-yaml'):
    print('%-9s %9d %9d %8d %6d' % (cat, table[(cat, 'verified')], table[(cat, 'mismatch')], table[(cat, 'unknown')], cat_n[cat]))
print('%-9s %9d %9d %8d %6d' % ('all', ver_n['verified'], ver_n['mismatch'], ver_n['unknown'], tot))

if errors:
    print('\n'.join('FAIL: ' + e for e in errors), file=sys.stderr)
    print('refusing to write cases.json (%d failed checks)' % len(errors), file=sys.stderr)
    sys.exit(1)
with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write('\n')
print('wrote cases.json (%d cases)' % tot)
