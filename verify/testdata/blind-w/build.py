#!/usr/bin/env python3
"""Build cases.json for the fire-and-rescue blind set. Deterministic; fails loudly on any bad case."""
import csv, glob, json, os, random, re, sys, datetime
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KEPROOT = os.path.join(CORP, 'structured/kubernetes__enhancements')
sys.path.insert(0, HERE)

# ---------- sources ----------
KEPS = {}
for f in sorted(glob.glob(KEPROOT + '/keps/**/kep.yaml', recursive=True)):
    try:
        d = yaml.load(open(f), Loader=yaml.BaseLoader)
    except Exception:
        continue
    n = str(d.get('kep-number', ''))
    if n:
        KEPS[n] = (os.path.relpath(f, KEPROOT), d)
SOPS = {}
_titles = {}
for f in sorted(glob.glob(CORP + '/sop/**/*', recursive=True)):
    if not (f.endswith('.md') or f.endswith('.md.erb')):
        continue
    t = open(f, encoding='utf-8').read()
    if not t.startswith('---'):
        continue
    try:
        d = yaml.load(t.split('---', 2)[1], Loader=yaml.BaseLoader)
    except Exception:
        continue
    if isinstance(d, dict) and d.get('title'):
        rel = os.path.relpath(f, CORP + '/sop')
        SOPS[rel] = d
        _titles.setdefault(d['title'].lower(), []).append(rel)
SOP_BY_TITLE = {k: v[0] for k, v in _titles.items() if len(v) == 1}
STATIONS = {r['station_id']: r for r in csv.DictReader(open(os.path.join(HERE, 'sot/fire_stations.csv'), encoding='utf-8'))}
APPL = yaml.load(open(os.path.join(HERE, 'sot/appliances.yaml')), Loader=yaml.BaseLoader)['appliances']

def getf(d, field):
    cur = d
    for p in field.split('.'):
        if not isinstance(cur, dict) or p not in cur:
            return None
        cur = cur[p]
    return cur

def lookup(rec, field):
    """rec: 'kep:NNNN' | 'sop:<title>' | 'FS-2xx' | 'AP-6xx'. Returns (category, path, raw value or None)."""
    if rec.startswith('kep:'):
        path, d = KEPS[rec[4:]]
        return 'kep', path, getf(d, field)
    if rec.startswith('sop:'):
        rel = SOP_BY_TITLE[rec[4:].lower()]
        return 'sop', rel, getf(SOPS[rel], field)
    if rec.startswith('FS-'):
        return 'own-csv', 'sot/fire_stations.csv', STATIONS[rec].get(field)
    if rec.startswith('AP-'):
        return 'own-yaml', 'sot/appliances.yaml', getf(APPL[rec], field)
    raise KeyError(rec)

def sval(v):
    if v is None:
        return ''
    if isinstance(v, list):
        return json.dumps(v)
    return str(v)

# ---------- normalisation ----------
DFMTS = ['%Y-%m-%d', '%Y/%m/%d', '%B %d, %Y', '%b %d, %Y', '%d %B %Y', '%d %b %Y', '%B %d %Y', '%d %B, %Y', '%b %d %Y', '%A %d %B %Y']
def asdate(s):
    s = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', s.strip())
    for fm in DFMTS:
        try:
            return datetime.datetime.strptime(s, fm).date().isoformat()
        except ValueError:
            pass
    return None
def norm(s):
    s = str(s).strip().strip('"\'“”‘’`').strip()
    d = asdate(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    s = re.sub(r'(?<=\d),(?=\d{3})', '', s)
    return re.sub(r'[\s\-_]+', '', s)
def equal(stated, raw):
    if isinstance(raw, list):
        return any(norm(stated) == norm(x) for x in raw)
    return norm(stated) == norm(raw)

# ---------- corpus text for 'nowhere' checks ----------
_CORPUS = None
def corpus_has(s):
    global _CORPUS
    if _CORPUS is None:
        parts = []
        for root, ds, fs in os.walk(CORP):
            for f in sorted(fs):
                parts.append(open(os.path.join(root, f), encoding='utf-8', errors='ignore').read().lower())
        _CORPUS = '\n'.join(parts)
    s = s.lower()
    own = open(os.path.join(HERE, 'sot/fire_stations.csv')).read().lower() + open(os.path.join(HERE, 'sot/appliances.yaml')).read().lower()
    return s in _CORPUS or s in own

# ---------- case construction ----------
def make(name, text, subject, fact, verdict, field, rec, how, hand):
    if rec.startswith('none:'):
        cat, path, raw = rec[5:], '', None
    else:
        cat, path, raw = lookup(rec, field)
    c = dict(name=name, text=text, subject=subject, fact=fact, verdict=verdict, field=field,
             sot_path=path, sot_value='' if verdict == 'unknown' else sval(raw), category=cat, note='')
    if verdict == 'mismatch':
        c['note'] = f'source {field} = {sval(raw)!s}; text states {fact}; alteration: {how}'
    elif verdict == 'unknown':
        c['note'] = how
    else:
        c['note'] = how or ''
    c['_rec'] = rec; c['_raw'] = raw; c['_hand'] = hand
    return c

def check(c):
    t = c['text']
    assert c['subject'] in t, ('subject not in text', c['name'])
    assert t.lower().count(c['fact'].lower()) == 1, ('fact count', c['name'], t.lower().count(c['fact'].lower()))
    raw = c['_raw']; v = c['verdict']
    if c['_rec'].startswith('kep:'):
        assert c['_rec'][-1] in '29', ('kep number must end in 2 or 9', c['name'])
        assert str(raw) not in ('0.0', 'TBD') or v == 'unknown', ('placeholder', c['name'])
    if c['_rec'].startswith('none:'):
        assert v == 'unknown' and c['sot_path'] == '' and c['sot_value'] == ''
        assert not corpus_has(c['subject']), ('nowhere subject found', c['name'])
    else:
        # re-read
        cat, path, raw2 = lookup(c['_rec'], c['field'])
        assert path == c['sot_path'] and cat == c['category']
        if v != 'unknown':
            assert sval(raw2) == c['sot_value'], ('sot_value', c['name'])
    if v == 'verified':
        assert raw not in (None, '') and equal(c['fact'], raw), ('not equal', c['name'], c['fact'], raw)
    elif v == 'mismatch':
        assert raw not in (None, '') and not equal(c['fact'], raw), ('mismatch equal', c['name'])
        assert c['note'] and str(c['fact']) in c['note']
    elif v == 'unknown':
        assert c['_rec'].startswith('none:') or raw in (None, '', []), ('unknown has value', c['name'], raw)
        assert c['note']
    else:
        raise AssertionError(('verdict', c['name']))

# ---------- generated cases ----------
def gen():
    rnd = random.Random(20261127)
    out = []
    kepn = sorted(n for n in KEPS if n[-1] in '29')
    def bump(v):
        m = re.match(r'(v?)(\d+)\.(\d+)$', v)
        return f'{m.group(1)}{m.group(2)}.{int(m.group(3)) + rnd.choice([-1, 1])}'
    def dshift(v):
        d = datetime.date.fromisoformat(v) + datetime.timedelta(days=rnd.choice([-2, -1, 1, 3, 7]))
        return d.isoformat()
    kt = [
        ('milestone.beta', 'Release notes: KEP-{n} ({t}) went beta in {f}.'),
        ('milestone.alpha', 'Tracker row | KEP {n} | alpha target: {f} |'),
        ('owning-sig', 'FYI enhancement {n} is owned by {f}.'),
        ('creation-date', 'Wiki: the KEP #{n} proposal was opened on {f}.'),
        ('stage', 'standup: KEP-{n} currently sits at stage {f}'),
    ]
    i = 0
    for n in kepn[::15]:
        path, d = KEPS[n]
        for field, tpl in kt:
            raw = getf(d, field)
            if raw in (None, '') or raw in ('TBD', '0.0') or (field.startswith('milestone') and not re.match(r'v?\d+\.\d+$', raw)):
                continue
            if field == 'creation-date' and not re.match(r'\d{4}-\d\d-\d\d$', raw):
                continue
            r = rnd.random()
            if r < 0.35:
                if field.startswith('milestone'):
                    f, how = bump(raw), 'minor version moved by one'
                elif field == 'creation-date':
                    f, how = dshift(raw), 'date shifted by a few days'
                elif field == 'owning-sig':
                    others = [s for s in (d.get('participating-sigs') or []) if s != raw] or ['sig-node' if raw != 'sig-node' else 'sig-apps']
                    f, how = others[0], 'SIG from another role/neighbouring SIG'
                else:
                    f, how = {'alpha': 'beta', 'beta': 'stable', 'stable': 'beta'}[raw], 'neighbouring stage'
                v = 'mismatch'
            else:
                f, how, v = raw, '', 'verified'
            text = tpl.format(n=n, t='', f=f).replace(' ()', '')
            subj = {0: f'KEP-{n}', 1: f'KEP {n}', 2: f'enhancement {n}', 3: f'KEP #{n}', 4: f'KEP-{n}'}[kt.index((field, tpl))]
            out.append(make(f'gen-kep-{n}-{field}', text, subj, f, v, field, 'kep:' + n, how, False))
    # sop
    titles = sorted(t for t, rel in SOP_BY_TITLE.items() if SOPS[rel].get('last_reviewed_on') and re.match(r'\d{4}-\d\d-\d\d$', SOPS[rel]['last_reviewed_on']))
    for t in titles[::4][:24]:
        rel = SOP_BY_TITLE[t]; d = SOPS[rel]
        raw = d['last_reviewed_on']
        if rnd.random() < 0.35:
            f, v, how = dshift(raw), 'mismatch', 'date shifted by a few days'
        else:
            f, v, how = raw, 'verified', ''
        title = d['title']
        out.append(make(f'gen-sop-{rel}', f'Docs audit: "{title}" was last reviewed on {f}.', title, f, v, 'last_reviewed_on', 'sop:' + title, how, False))
    # csv
    for sid in sorted(STATIONS)[::2]:
        r = STATIONS[sid]
        raw = r['crew_size']
        if rnd.random() < 0.35:
            f, v, how = str(int(raw) + rnd.choice([-2, 2])), 'mismatch', 'crew size moved by two'
        else:
            f, v, how = raw, 'verified', ''
        out.append(make(f'gen-csv-{sid}-crew', f'Roster sheet row: {sid}, establishment of {f} firefighters.', sid, f, v, 'crew_size', sid, how, False))
    # yaml
    for aid in sorted(APPL)[::2]:
        a = APPL[aid]
        raw = a['commissioned']
        if rnd.random() < 0.35:
            f, v, how = dshift(raw), 'mismatch', 'date shifted by a few days'
        else:
            f, v, how = raw, 'verified', ''
        out.append(make(f'gen-yaml-{aid}-comm', f'Fleet register: {aid} entered service {f}.', aid, f, v, 'commissioned', aid, how, False))
    return out

def main():
    import hand_cases
    cases = [make(*h[:8], True) for h in hand_cases.HAND]
    names = {c['name'] for c in cases}
    for c in gen():
        try:
            check(c)
        except AssertionError:
            continue
        if c['name'] not in names:
            cases.append(c); names.add(c['name'])
    errs = []
    for c in cases:
        try:
            check(c)
        except AssertionError as e:
            errs.append(e)
    for e in errs:
        print('FAIL', e)
    assert not errs, f'{len(errs)} failing cases'
    assert len(names) == len(cases) == len({c['name'] for c in cases}), 'dup names'
    from collections import Counter
    cat = Counter(c['category'] for c in cases); ver = Counter(c['verdict'] for c in cases)
    hand = sum(c['_hand'] for c in cases)
    print('total', len(cases), 'hand', hand, f'{hand/len(cases):.0%}', dict(cat), dict(ver))
    tab = Counter((c['category'], c['verdict']) for c in cases)
    for k in ['kep', 'sop', 'own-csv', 'own-yaml']:
        print(k, [tab[(k, v)] for v in ('verified', 'mismatch', 'unknown')])
    assert len(cases) >= 260, 'need >=260 cases'
    assert hand / len(cases) >= 0.75, 'hand share'
    assert len(errs) == 0
    out = [{k: v for k, v in c.items() if not k.startswith('_')} for c in cases]
    data = json.dumps(out, indent=1, ensure_ascii=False, sort_keys=True) + '\n'
    open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8').write(data)

if __name__ == '__main__':
    main()
