#!/usr/bin/env python3
"""Build cases.json for the blind set verify-z: hand cases + seeded template cases, with checks."""
import csv, glob, json, os, random, re, sys, datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KBASE = os.path.join(CORP, 'structured/kubernetes__enhancements')
SOPBASE = os.path.join(CORP, 'sop')
CSV_PATH = 'sot/aircraft.csv'
YAML_PATH = 'sot/engines.yaml'
PLACEHOLDERS = {'0.0', 'tbd', '', 'kep template'}
ERRORS = []

def fail(msg):
    ERRORS.append(msg)

# ---------------------------------------------------------------- sources, read fresh
def load_keps():
    out = {}
    for p in sorted(glob.glob(KBASE + '/keps/**/kep.yaml', recursive=True)):
        with open(p, encoding='utf-8') as f:
            d = yaml.load(f, Loader=yaml.BaseLoader)
        if isinstance(d, dict) and d.get('kep-number'):
            out[str(d['kep-number'])] = (os.path.relpath(p, KBASE), d)
    return out

def front_matter(path):
    with open(path, encoding='utf-8') as f:
        t = f.read()
    if not t.startswith('---'):
        return None
    lines = t.split('\n')
    end = None
    for i in range(1, len(lines)):
        if lines[i].strip() == '---':
            end = i
            break
    if end is None:
        return None
    try:
        d = yaml.load('\n'.join(lines[1:end]), Loader=yaml.BaseLoader)
    except yaml.YAMLError:
        return None
    return d if isinstance(d, dict) else None

def load_sops():
    out = {}
    for p in sorted(glob.glob(SOPBASE + '/**/*.md*', recursive=True)):
        d = front_matter(p)
        if d is not None:
            out[os.path.relpath(p, SOPBASE)] = d
    return out

def load_csv():
    with open(os.path.join(HERE, CSV_PATH), encoding='utf-8', newline='') as f:
        rows = list(csv.DictReader(f))
    return {r['registration']: r for r in rows}

def load_yaml():
    with open(os.path.join(HERE, YAML_PATH), encoding='utf-8') as f:
        return yaml.load(f, Loader=yaml.BaseLoader)['engines']

def get_field(d, field):
    """Dotted lookup. Returns None when absent."""
    cur = d
    for part in field.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

def as_sot_value(v):
    if v is None:
        return ''
    if isinstance(v, list):
        return json.dumps(v)
    if isinstance(v, dict):
        return json.dumps(v, sort_keys=True)
    return v

def is_empty(v):
    return v is None or v == '' or v == [] or v == {}

# ---------------------------------------------------------------- normalisation (contract)
MONTHS = {m.lower(): i for i, m in enumerate(['January', 'February', 'March', 'April', 'May', 'June', 'July',
                                              'August', 'September', 'October', 'November', 'December'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9

def parse_date(s):
    s = s.strip().lower().replace(',', ' ')
    s = re.sub(r'\s+', ' ', s)
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r'([a-z]+)\.? (\d{1,2}) (\d{4})', s)
        if m and m.group(1) in MONTHS:
            y, mo, d = int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))
        else:
            m = re.fullmatch(r'(\d{1,2}) ([a-z]+)\.? (\d{4})', s)
            if m and m.group(2) in MONTHS:
                y, mo, d = int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))
            else:
                return None
    try:
        return datetime.date(y, mo, d).isoformat()
    except ValueError:
        return None

def norm(v):
    s = str(v).strip().strip('"\'\u201c\u201d\u2018\u2019`').strip()
    d = parse_date(s)
    if d:
        return 'date:' + d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    s = re.sub(r'(?<=\d),(?=\d{3}\b)', '', s)
    s = re.sub(r'[\s\-_]+', '', s)
    return s

def matches(fact, value):
    if isinstance(value, list):
        return any(norm(fact) == norm(m) for m in value)
    return norm(fact) == norm(value)

# ---------------------------------------------------------------- resolve records
KEPS = load_keps()
SOPS = load_sops()
ACS = load_csv()
ENGS = load_yaml()
TITLE_COUNT = {}
for d in SOPS.values():
    t = str(d.get('title', '')).strip().lower()
    TITLE_COUNT[t] = TITLE_COUNT.get(t, 0) + 1

def resolve(cat, key):
    """-> (sot_path, record dict) or (None, None)."""
    if cat == 'kep':
        if key in KEPS:
            return KEPS[key]
    elif cat == 'sop':
        if key in SOPS:
            return key, SOPS[key]
    elif cat == 'own-csv':
        if key in ACS:
            return CSV_PATH, ACS[key]
    elif cat == 'own-yaml':
        if key in ENGS:
            return YAML_PATH, ENGS[key]
    return None, None

# ---------------------------------------------------------------- corpus text for absence checks
def corpus_lower():
    parts = []
    for root, dirs, files in os.walk(CORP):
        dirs.sort()
        for fn in sorted(files):
            with open(os.path.join(root, fn), encoding='utf-8', errors='replace') as f:
                parts.append(f.read().lower())
    return '\n'.join(parts)

CORPUS = corpus_lower()
with open(os.path.join(HERE, CSV_PATH), encoding='utf-8') as f:
    OWN = f.read().lower()
with open(os.path.join(HERE, YAML_PATH), encoding='utf-8') as f:
    OWN += '\n' + f.read().lower()

def invented_strings():
    s = set()
    for r in ACS.values():
        s.update([r['registration'], r['name'], r['chief_engineer']])
        s.add(r['registration'].replace('-', ' '))
        s.add(r['registration'].replace('-', ''))
    for k, e in ENGS.items():
        s.update([k, e['serial'], e.get('powerplant_engineer', '')])
        s.update([get_field(e, 'overhaul.shop') or '', get_field(e, 'lease.lessor') or ''])
    for r in ACS.values():
        s.update(r['name'].split())
    return {x for x in s if x and len(x) >= 5}

# names built from a common English word on their own are allowed in the corpus (e.g. "Kestrel");
# full names, IDs and invented surnames must not occur.
COMMON_WORDS = {'kestrel', 'merlin', 'plover', 'curlew', 'heron', 'egret', 'gannet', 'fulmar', 'osprey',
                'harrier', 'dunlin', 'sandpiper', 'lapwing', 'shearwater', 'whimbrel', 'godwit',
                'shannon', 'turbine', 'works', 'engine', 'centre', 'capital', 'finance', 'leasing',
                'mirabel', 'geared', 'ostrava', 'brackmore'}

for name in sorted(invented_strings()):
    if name.lower() in COMMON_WORDS:
        continue
    if name.lower() in CORPUS:
        fail('invented name occurs in corpora: %r' % name)

# ---------------------------------------------------------------- case construction
sys.path.insert(0, HERE)
from hand_cases import HAND  # noqa: E402

def build_case(raw, origin, idx):
    cat, key, field, verdict, fact, subject, text, note = raw
    path, rec = resolve(cat, key) if key is not None else (None, None)
    if key is not None and rec is None:
        fail('%s#%d: record %r not found in %s' % (origin, idx, key, cat))
        return None
    val = get_field(rec, field) if rec is not None else None
    if rec is not None and verdict != 'unknown':
        if is_empty(val):
            fail('%s#%d: field %s empty for %s but verdict %s' % (origin, idx, field, key, verdict))
            return None
    if verdict == 'mismatch':
        src = ', '.join(val) if isinstance(val, list) else val
        full_note = 'source %s = %r; stated %r; alteration: %s' % (field, src, fact, note)
    elif verdict == 'unknown':
        if rec is None:
            full_note = 'subject exists nowhere in the sources: %s' % note
        else:
            full_note = 'record exists but field %s is %s: %s' % (
                field, 'absent' if val is None else 'empty', note)
    else:
        src = ', '.join(val) if isinstance(val, list) else val
        full_note = 'source %s = %r; stated %r; same value under the contract normalisation%s' % (
            field, src, fact, (' (list member)' if isinstance(val, list) else '') + ('; ' + note if note else ''))
    c = {
        'name': '%s-%s-%03d' % (origin, cat, idx),
        'text': text, 'subject': subject, 'fact': fact, 'verdict': verdict,
        'field': field, 'category': cat,
        'sot_path': path if (rec is not None and verdict != 'unknown') or (rec is not None) else '',
        'sot_value': as_sot_value(val) if verdict != 'unknown' else '',
        'note': full_note,
    }
    if rec is None:
        c['sot_path'] = ''
    c['_key'] = key
    return c

def check_case(c):
    n = c['name']
    t, s, f, v = c['text'], c['subject'], c['fact'], c['verdict']
    if v not in ('verified', 'mismatch', 'unknown'):
        fail('%s: bad verdict' % n)
    if c['category'] not in ('kep', 'sop', 'own-csv', 'own-yaml'):
        fail('%s: bad category' % n)
    if not s or s not in t:
        fail('%s: subject %r not a substring of text' % (n, s))
    if t.lower().count(f.lower()) != 1:
        fail('%s: fact %r occurs %d times in text' % (n, f, t.lower().count(f.lower())))
    key = c['_key']
    if key is None:
        if v != 'unknown':
            fail('%s: no record but verdict %s' % (n, v))
        if s.lower() in CORPUS or s.lower() in OWN:
            fail('%s: nowhere-subject %r exists in corpus/own sources' % (n, s))
        if c['sot_path'] or c['sot_value']:
            fail('%s: nowhere-subject with sot_path/value' % n)
        return
    path, rec = resolve(c['category'], key)
    if path != c['sot_path']:
        fail('%s: sot_path differs from re-read' % n)
    val = get_field(rec, c['field'])
    if c['category'] == 'kep':
        if key[-1] not in '06':
            fail('%s: KEP %s does not end in 0 or 6' % (n, key))
        if str(rec.get('title', '')).strip().lower() in PLACEHOLDERS and rec['title'].lower() in t.lower():
            fail('%s: template title used' % n)
    if c['category'] == 'sop':
        if TITLE_COUNT.get(str(rec.get('title', '')).strip().lower(), 0) != 1:
            fail('%s: SOP title not unique' % n)
    if v == 'unknown':
        if not is_empty(val):
            fail('%s: unknown but field %s has value %r' % (n, c['field'], val))
        if c['sot_value'] != '':
            fail('%s: unknown with sot_value' % n)
        return
    if c['sot_value'] != as_sot_value(val):
        fail('%s: sot_value differs from re-read' % n)
    vals = val if isinstance(val, list) else [val]
    for x in vals:
        if str(x).strip().lower() in PLACEHOLDERS:
            if v == 'mismatch' or matches(f, x):
                fail('%s: placeholder source value %r used' % (n, x))
    if c['field'] in ('creation-date', 'last-updated', 'last_reviewed_on', 'last_c_check',
                      'next_a_check', 'overhaul.last_date', 'lease.ends') and parse_date(str(val)) is None:
        fail('%s: non-date source value %r for date field' % (n, val))
    if v == 'verified' and not matches(f, val):
        fail('%s: verified but %r != %r' % (n, f, val))
    if v == 'mismatch':
        if matches(f, val):
            fail('%s: mismatch but %r == %r under normalisation' % (n, f, val))
        if str(f) not in c['note']:
            fail('%s: mismatch note lacks stated value' % n)

# ---------------------------------------------------------------- template cases (fixed seed)
STAGES = ['alpha', 'beta', 'stable']
STATUSES = ['provisional', 'implementable', 'implemented']

def bump(ver, d):
    m = re.fullmatch(r'(v?)1\.(\d+)', ver)
    return '%s1.%d' % (m.group(1), int(m.group(2)) + d) if m else None

def template_cases():
    rng = random.Random(20261127)
    out = []
    kep_ok = [k for k in sorted(KEPS, key=int) if k[-1] in '06'
              and str(KEPS[k][1].get('title', '')).lower() not in PLACEHOLDERS
              and '|' not in str(KEPS[k][1].get('status', ''))]
    # KEP: 26
    kep_tpl = [
        ('stage', 'Tracking sheet row: KEP-{n} "{title}" is listed at stage {fact}.'),
        ('status', 'Enhancement {n} ({title}) currently shows status {fact} in the board export.'),
        ('owning-sig', 'Board note: #{n} is owned by {fact}.'),
        ('milestone.beta', 'Release-team digest: KEP {n} went beta in {fact}.'),
        ('latest-milestone', 'Per the enhancements board, KEP-{n} targets {fact} as its latest milestone.'),
        ('creation-date', 'The KEP-{n} proposal was opened on {fact}, per the tracking sheet.'),
    ]
    made = 0
    while made < 26:
        k = rng.choice(kep_ok)
        path, d = KEPS[k]
        field, tpl = rng.choice(kep_tpl)
        val = get_field(d, field)
        verdict = rng.choice(['verified', 'verified', 'mismatch', 'mismatch', 'unknown'])
        if verdict == 'unknown':
            if not is_empty(val):
                continue
            fact = 'v1.31' if 'milestone' in field else ('beta' if field == 'stage' else '2022-02-02')
            note = 'template: field not set in kep.yaml'
        else:
            if is_empty(val) or str(val).lower() in PLACEHOLDERS:
                continue
            if field == 'creation-date' and parse_date(val) is None:
                continue
            if verdict == 'verified':
                fact, note = val, 'template: exact source value'
            else:
                if field == 'stage':
                    fact = STAGES[(STAGES.index(val) + 1) % 3] if val in STAGES else None
                    note = 'neighbouring stage'
                elif field == 'status':
                    fact = STATUSES[(STATUSES.index(val) + 1) % 3] if val in STATUSES else None
                    note = 'neighbouring status'
                elif field == 'owning-sig':
                    ps = d.get('participating-sigs') or []
                    ps = [p for p in ps if norm(p) != norm(val) and p.startswith('sig-')] if isinstance(ps, list) else []
                    fact = ps[0] if ps else None
                    note = 'a participating SIG given as owner'
                elif field == 'creation-date':
                    dd = datetime.date.fromisoformat(parse_date(val)) + datetime.timedelta(days=1)
                    fact, note = dd.isoformat(), 'neighbouring date (+1 day)'
                else:
                    fact, note = bump(val, 1), 'off-by-one minor version'
                if fact is None:
                    continue
        text = tpl.format(n=k, title=d.get('title', ''), fact=fact)
        subj = {'stage': 'KEP-%s' % k, 'status': 'Enhancement %s' % k, 'owning-sig': '#%s' % k,
                'milestone.beta': 'KEP %s' % k, 'latest-milestone': 'KEP-%s' % k,
                'creation-date': 'KEP-%s' % k}[field]
        if text.lower().count(str(fact).lower()) != 1:
            continue
        out.append(('kep', k, field, verdict, fact, subj, text, note))
        made += 1
    # SOP: 16
    sop_ok = [p for p in sorted(SOPS) if TITLE_COUNT[str(SOPS[p].get('title', '')).strip().lower()] == 1]
    made = 0
    while made < 16:
        p = rng.choice(sop_ok)
        d = SOPS[p]
        field = rng.choice(['owner_slack', 'last_reviewed_on', 'review_in'])
        val = d.get(field)
        verdict = rng.choice(['verified', 'verified', 'mismatch', 'unknown'])
        if verdict == 'unknown':
            if not is_empty(val):
                continue
            fact = {'owner_slack': '#govuk-platform-support', 'last_reviewed_on': '2025-04-14', 'review_in': '6 months'}[field]
            note = 'template: page front matter lacks the field'
        else:
            if is_empty(val):
                continue
            if verdict == 'verified':
                fact, note = val, 'template: exact source value'
            elif field == 'owner_slack':
                others = sorted({x.get('owner_slack') for x in SOPS.values() if x.get('owner_slack') and x.get('owner_slack') != val})
                fact, note = rng.choice(others), 'owner channel of another page'
            elif field == 'last_reviewed_on':
                dd = datetime.date.fromisoformat(val) - datetime.timedelta(days=7)
                fact, note = dd.isoformat(), 'neighbouring date (-7 days)'
            else:
                fact = '12 months' if val != '12 months' else '6 months'
                note = 'another common review interval'
        title = d['title']
        tpls = {'owner_slack': 'Wiki index: "{t}" is owned by {f} on Slack.',
                'last_reviewed_on': 'Doc audit export: {t} - last reviewed {f}.',
                'review_in': 'Doc audit export: {t} - review cycle {f}.'}
        text = tpls[field].format(t=title, f=fact)
        if text.lower().count(fact.lower()) != 1:
            continue
        out.append(('sop', p, field, verdict, fact, title, text, note))
        made += 1
    # CSV: 10
    regs = sorted(ACS)
    made = 0
    while made < 10:
        r = rng.choice(regs)
        row = ACS[r]
        field = rng.choice(['seats', 'base', 'status', 'last_c_check'])
        val = row[field]
        verdict = rng.choice(['verified', 'verified', 'mismatch', 'unknown'])
        if verdict == 'unknown':
            if val != '':
                continue
            fact, note = '2025-05-05', 'template: cell left empty'
        else:
            if val == '':
                continue
            if verdict == 'verified':
                fact, note = val, 'template: exact source value'
            else:
                sib = sorted({x[field] for x in ACS.values() if x[field] and norm(x[field]) != norm(val)})
                fact, note = rng.choice(sib), "a sibling aircraft's value"
        text = 'Fleet sheet extract: %s (%s) %s = %s.' % (r, row['name'], field.replace('_', ' '), fact)
        if text.lower().count(fact.lower()) != 1:
            continue
        out.append(('own-csv', r, field, verdict, fact, r, text, note))
        made += 1
    # YAML: 10
    ids = sorted(ENGS)
    made = 0
    while made < 10:
        e = rng.choice(ids)
        rec = ENGS[e]
        field = rng.choice(['model', 'overhaul.shop', 'lease.ends', 'status'])
        val = get_field(rec, field)
        verdict = rng.choice(['verified', 'verified', 'mismatch', 'unknown'])
        if verdict == 'unknown':
            if not is_empty(val):
                continue
            fact, note = '2029-01-31', 'template: no lease block'
        else:
            if is_empty(val):
                continue
            if verdict == 'verified':
                fact, note = val, 'template: exact source value'
            else:
                sib = sorted({get_field(x, field) for x in ENGS.values()
                              if not is_empty(get_field(x, field)) and norm(get_field(x, field)) != norm(val)})
                fact, note = rng.choice(sib), "a sibling engine's value"
        text = 'Powerplant register extract: engine %s, %s: %s.' % (e, field, fact)
        if text.lower().count(fact.lower()) != 1:
            continue
        out.append(('own-yaml', e, field, verdict, fact, e, text, note))
        made += 1
    return out

def main():
    cases = []
    for i, raw in enumerate(HAND, 1):
        c = build_case(raw, 'hand', i)
        if c:
            cases.append(c)
    nhand = len(cases)
    for i, raw in enumerate(template_cases(), 1):
        c = build_case(raw, 'tpl', i)
        if c:
            cases.append(c)
    for c in cases:
        check_case(c)
    names = [c['name'] for c in cases]
    if len(set(names)) != len(names):
        fail('duplicate names')
    if len(cases) < 360:
        fail('only %d cases (< 360)' % len(cases))
    if nhand < 0.75 * len(cases):
        fail('hand share %.2f < 0.75' % (nhand / len(cases)))
    for c in cases:
        del c['_key']
    # counts
    table = {}
    for c in cases:
        table.setdefault(c['category'], {}).setdefault(c['verdict'], 0)
        table[c['category']][c['verdict']] += 1
    print('total', len(cases), 'hand', nhand)
    for cat in ('kep', 'sop', 'own-csv', 'own-yaml'):
        row = table.get(cat, {})
        print('%-9s' % cat, {v: row.get(v, 0) for v in ('verified', 'mismatch', 'unknown')}, sum(row.values()))
    tot = {v: sum(table.get(cat, {}).get(v, 0) for cat in table) for v in ('verified', 'mismatch', 'unknown')}
    print('all      ', tot)
    if ERRORS:
        for e in ERRORS:
            print('ERROR', e, file=sys.stderr)
        print('%d check violations; cases.json not written' % len(ERRORS), file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(cases, f, sort_keys=True, indent=1, ensure_ascii=False)
        f.write('\n')

if __name__ == '__main__':
    main()
