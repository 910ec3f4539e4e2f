#!/usr/bin/env python3
"""Build cases.json for the blind verify-x set. Reads all sources fresh; deterministic."""
import csv, glob, json, os, random, re, sys, datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KEPROOT = os.path.join(CORP, 'structured/kubernetes__enhancements')
SOPROOT = os.path.join(CORP, 'sop')
B = yaml.BaseLoader
PLACEHOLDERS = {'', '0.0', 'tbd', 'x.y', 'never', 'n/a', 'none', 'null'}

def load_keps():
    out = {}
    for p in sorted(glob.glob(KEPROOT + '/keps/**/kep.yaml', recursive=True)):
        d = yaml.load(open(p, encoding='utf-8'), Loader=B)
        if isinstance(d, dict) and d.get('kep-number'):
            out[str(d['kep-number'])] = (os.path.relpath(p, KEPROOT), d)
    return out

def front_matter(path):
    s = open(path, encoding='utf-8').read()
    if not s.startswith('---'):
        return None
    parts = s.split('---', 2)
    if len(parts) < 3:
        return None
    try:
        fm = yaml.load(parts[1], Loader=B)
    except Exception:
        return None
    return fm if isinstance(fm, dict) else None

def load_sops():
    out = {}
    for p in sorted(glob.glob(SOPROOT + '/**/*', recursive=True)):
        if not (p.endswith('.md') or p.endswith('.md.erb')):
            continue
        fm = front_matter(p)
        if fm is not None:
            out[os.path.relpath(p, SOPROOT)] = fm
    return out

def load_csv():
    with open(os.path.join(HERE, 'sot/pump_stations.csv'), encoding='utf-8') as f:
        return {r['station_id']: r for r in csv.DictReader(f)}

def load_yaml():
    d = yaml.load(open(os.path.join(HERE, 'sot/reservoirs.yaml'), encoding='utf-8'), Loader=B)
    return d['reservoirs']

def get(rec, field):
    cur = rec
    for part in field.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

def as_str(v):
    if v is None:
        return ''
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, dict):
        return json.dumps(v, ensure_ascii=False, sort_keys=True)
    return str(v)

MONTHS = {m.lower(): i for i, m in enumerate(['January','February','March','April','May','June','July',
          'August','September','October','November','December'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9

def parse_date(s):
    s = s.strip().lower().replace(',', ' ').replace('.', ' ')
    s = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', s)
    s = re.sub(r'\s+', ' ', s).strip()
    m = re.fullmatch(r'(\d{4})[-/](\d{1,2})[-/](\d{1,2})', s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r'([a-z]+) (\d{1,2}) (\d{4})', s)
        m2 = re.fullmatch(r'(\d{1,2}) ([a-z]+) (\d{4})', s)
        if m and m.group(1) in MONTHS:
            mo, d, y = MONTHS[m.group(1)], int(m.group(2)), int(m.group(3))
        elif m2 and m2.group(2) in MONTHS:
            d, mo, y = int(m2.group(1)), MONTHS[m2.group(2)], int(m2.group(3))
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
        return d
    s = s.lower()
    s = re.sub(r'(?<=\d),(?=\d{3})', '', s)
    s = re.sub(r'^kubernetes\s*', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    s = re.sub(r'[\s\-_]+', '', s)
    return s

def equal(fact, src):
    """(is_list, matches)"""
    if isinstance(src, list):
        return True, any(norm(fact) == norm(x) for x in src)
    return False, norm(fact) == norm(src)

def main():
    keps, sops, pcsv, ryaml = load_keps(), load_sops(), load_csv(), load_yaml()
    sys.path.insert(0, HERE)
    import hand_cases
    errors = []
    title_count = {}
    for p, fm in sops.items():
        t = str(fm.get('title', '')).strip().lower()
        title_count[t] = title_count.get(t, 0) + 1

    def record(cat, rid):
        if cat == 'kep':
            if rid not in keps:
                return None, None
            return keps[rid][0], keps[rid][1]
        if cat == 'sop':
            return (rid, sops[rid]) if rid in sops else (None, None)
        if cat == 'own-csv':
            return ('sot/pump_stations.csv', pcsv[rid]) if rid in pcsv else (None, None)
        if cat == 'own-yaml':
            return ('sot/reservoirs.yaml', ryaml[rid]) if rid in ryaml else (None, None)
        raise ValueError(cat)

    # corpus text for absence checks (lower-cased)
    blobs = []
    for root, _, files in os.walk(CORP):
        for fn in sorted(files):
            try:
                blobs.append(open(os.path.join(root, fn), encoding='utf-8', errors='ignore').read().lower())
            except OSError:
                pass
    for fn in ('sot/pump_stations.csv', 'sot/reservoirs.yaml'):
        blobs.append(open(os.path.join(HERE, fn), encoding='utf-8').read().lower())
    def exists_anywhere(s):
        s = s.lower()
        return any(s in b for b in blobs)

    # invented names must be absent from the corpora
    invented = set()
    for r in pcsv.values():
        invented |= {r['station_id'], r['name'], r['manager'], r['station_id'].replace('-', '')}
    for k, r in ryaml.items():
        invented |= {k, r['name'], r.get('operator', ''), (r.get('inspection') or {}).get('inspector', '')}
        invented |= set(r.get('water_sources', []))
    corp_blobs = blobs[:-2]
    for t in sorted(x for x in invented if x):
        if any(t.lower() in b for b in corp_blobs):
            errors.append('invented name occurs in corpora: %r' % t)

    # ---------- template cases (fixed seed) ----------
    rng = random.Random(20261127)
    tmpl = []
    kep_ok = sorted(n for n, (p, d) in keps.items() if n[-1] in '17')
    def fine(v):
        return isinstance(v, str) and v.strip().lower() not in PLACEHOLDERS
    kep_fields = ['status', 'stage', 'owning-sig', 'latest-milestone', 'creation-date', 'milestone.beta', 'milestone.alpha', 'milestone.stable']
    stages = ['alpha', 'beta', 'stable']
    statuses = ['provisional', 'implementable', 'implemented', 'withdrawn']
    def bump_version(v):
        m = re.fullmatch(r'(v?\d+\.)(\d+)', v)
        return m.group(1) + str(int(m.group(2)) + 1) if m else None
    def shift_date(v, days):
        d = datetime.date.fromisoformat(v) + datetime.timedelta(days=days)
        return d.isoformat()
    kep_tpl = ['Release notes: KEP-{n} ({t}) lists {fl} as {val}.',
               'Tracking sheet row for enhancement {n}: {fl} = {val}.',
               'Per the board, #{n} has {fl} {val}.']
    pool = [(n, f) for n in kep_ok for f in kep_fields if fine(get(keps[n][1], f))]
    rng.shuffle(pool)
    for i, (n, f) in enumerate(pool[:28]):
        path, d = keps[n]
        src = get(d, f)
        verdict = 'verified' if i % 3 else 'mismatch'
        note = ''
        val = src
        if verdict == 'mismatch':
            if f in ('status',):
                val = statuses[(statuses.index(src) + 1) % 4] if src in statuses else 'withdrawn'
            elif f == 'stage':
                val = stages[(stages.index(src) + 1) % 3] if src in stages else 'alpha'
            elif f == 'owning-sig':
                val = 'sig-release' if src != 'sig-release' else 'sig-node'
            elif f == 'creation-date':
                val = shift_date(src, 1)
            else:
                val = bump_version(src) or (src + '0')
            note = 'source %s=%s; stated %s; template alteration (neighbouring value)' % (f, src, val)
        fl = f.replace('milestone.', '') + (' milestone' if f.startswith('milestone.') else '')
        text = kep_tpl[i % 3].format(n=n, t=d['title'], fl=fl, val=val)
        subj = {0: 'KEP-%s' % n, 1: 'enhancement %s' % n, 2: '#%s' % n}[i % 3]
        tmpl.append(dict(cat='kep', rec=n, field=f, verdict=verdict, subject=subj, fact=val, text=text, note=note))
    sop_pool = [(p, f) for p, fm in sops.items() if title_count[str(fm.get('title', '')).strip().lower()] == 1
                for f in ('owner_slack', 'last_reviewed_on', 'review_in') if fine(fm.get(f))]
    rng.shuffle(sop_pool)
    for i, (p, f) in enumerate(sop_pool[:17]):
        fm = sops[p]
        src = fm[f]
        verdict = 'verified' if i % 3 else 'mismatch'
        val, note = src, ''
        if verdict == 'mismatch':
            if f == 'owner_slack':
                val = '#govuk-developers' if src != '#govuk-developers' else '#govuk-platform-engineering-team'
            elif f == 'last_reviewed_on':
                val = shift_date(src, -1)
            else:
                val = '12 months' if src != '12 months' else '6 months'
            note = 'source %s=%s; stated %s; template alteration' % (f, src, val)
        label = {'owner_slack': 'owner channel', 'last_reviewed_on': 'last reviewed on', 'review_in': 'review interval'}[f]
        text = 'Docs audit: the page "%s" — %s: %s.' % (fm['title'], label, val)
        tmpl.append(dict(cat='sop', rec=p, field=f, verdict=verdict, subject=fm['title'], fact=val, text=text, note=note))
    cpool = [(k, f) for k in sorted(pcsv) for f in ('district', 'status', 'manager', 'commissioned_year') if pcsv[k][f]]
    rng.shuffle(cpool)
    for i, (k, f) in enumerate(cpool[:8]):
        src = pcsv[k][f]
        verdict = 'verified' if i % 3 else 'mismatch'
        val, note = src, ''
        if verdict == 'mismatch':
            others = sorted({r[f] for r in pcsv.values() if r[f] and r[f] != src})
            val = others[i % len(others)]
            note = 'source %s=%s; stated %s; template alteration (value of a sibling station)' % (f, src, val)
        text = 'Asset register extract — %s, %s: %s.' % (k, f.replace('_', ' '), val)
        tmpl.append(dict(cat='own-csv', rec=k, field=f, verdict=verdict, subject=k, fact=val, text=text, note=note))
    ypool = [(k, f) for k in sorted(ryaml) for f in ('district', 'status', 'capacity_ml', 'commissioned_year') if fine(get(ryaml[k], f))]
    rng.shuffle(ypool)
    for i, (k, f) in enumerate(ypool[:7]):
        src = get(ryaml[k], f)
        verdict = 'verified' if i % 3 else 'mismatch'
        val, note = src, ''
        if verdict == 'mismatch':
            others = sorted({get(r, f) for r in ryaml.values() if fine(get(r, f)) and get(r, f) != src})
            val = others[i % len(others)]
            note = 'source %s=%s; stated %s; template alteration (value of a sibling reservoir)' % (f, src, val)
        text = 'Reservoir register: %s (%s) %s is %s.' % (ryaml[k]['name'], k, f, val)
        tmpl.append(dict(cat='own-yaml', rec=k, field=f, verdict=verdict, subject=k, fact=val, text=text, note=note))

    cases = []
    for origin, items in (('hand', hand_cases.CASES), ('tmpl', tmpl)):
        for i, c in enumerate(items):
            if isinstance(c, tuple):
                cat, rec, field, verdict, subject, fact, text, note = c
                c = dict(cat=cat, rec=rec, field=field, verdict=verdict, subject=subject, fact=fact, text=text, note=note)
            name = '%s-%03d-%s-%s' % (origin, i + 1, c['cat'], c['verdict'])
            err = lambda m: errors.append('%s: %s | %s' % (name, m, c['text'][:90]))
            text, subject, fact = c['text'], c['subject'], str(c['fact'])
            if subject not in text:
                err('subject not substring')
            if text.lower().count(fact.lower()) != 1:
                err('fact %r occurs %d times' % (fact, text.lower().count(fact.lower())))
            if c['verdict'] not in ('verified', 'mismatch', 'unknown'):
                err('bad verdict')
            sot_path, sot_value = '', ''
            if c['rec'] is None:
                if c['verdict'] != 'unknown':
                    err('no record but not unknown')
                if exists_anywhere(subject):
                    err('nonexistent subject %r exists somewhere' % subject)
            else:
                path, rec = record(c['cat'], c['rec'])
                if rec is None:
                    err('record %r not found' % c['rec'])
                    continue
                sot_path = path
                v = get(rec, c['field'])
                if c['cat'] == 'kep':
                    if str(rec.get('kep-number'))[-1] not in '17':
                        err('kep number not ending in 1/7')
                if c['cat'] == 'sop' and title_count[str(rec.get('title', '')).strip().lower()] != 1:
                    err('sop title not unique')
                if c['verdict'] == 'unknown':
                    if v not in (None, '', []):
                        err('unknown but field %s has value %r' % (c['field'], v))
                    sot_value = ''
                else:
                    if v is None or (isinstance(v, str) and v.strip().lower() in PLACEHOLDERS) or v == []:
                        err('placeholder/empty source value %r' % (v,))
                        continue
                    sot_value = as_str(v)
                    is_list, ok = equal(fact, v)
                    if c['verdict'] == 'verified' and not ok:
                        err('verified but %r != %r' % (fact, v))
                    if c['verdict'] == 'mismatch' and ok:
                        err('mismatch but %r == %r' % (fact, v))
                    if c['verdict'] == 'mismatch':
                        nl = c['note']
                        if not nl or fact.lower() not in nl.lower():
                            err('mismatch note lacks stated value')
                        srcs = v if isinstance(v, list) else [v]
                        if not any(str(s).lower() in nl.lower() for s in srcs):
                            err('mismatch note lacks source value')
            if c['verdict'] == 'unknown' and not c['note']:
                err('unknown without reason')
            cases.append(dict(name=name, text=text, subject=subject, fact=fact, verdict=c['verdict'],
                              field=c['field'], sot_path=sot_path, sot_value=sot_value,
                              category=c['cat'], note=c['note'], origin=origin))
    n = len(cases)
    hand = sum(1 for c in cases if c['origin'] == 'hand')
    if n < 360:
        errors.append('only %d cases' % n)
    if hand / max(n, 1) < 0.75:
        errors.append('hand share %.2f' % (hand / n))
    names = [c['name'] for c in cases]
    if len(set(names)) != len(names):
        errors.append('duplicate names')
    texts = [c['text'] for c in cases]
    dup = {t for t in texts if texts.count(t) > 1}
    if dup:
        errors.append('duplicate texts: %r' % list(dup)[:3])
    if errors:
        print('\n'.join(errors))
        print('FAILED: %d violations' % len(errors))
        sys.exit(1)
    for c in cases:
        del c['origin']
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(cases, f, sort_keys=True, indent=1, ensure_ascii=False)
        f.write('\n')
    from collections import Counter
    tab = Counter((c['category'], c['verdict']) for c in cases)
    print('cases', n, 'hand', hand)
    for cat in ('kep', 'sop', 'own-csv', 'own-yaml'):
        print(cat, {v: tab[(cat, v)] for v in ('verified', 'mismatch', 'unknown')})
    print('verdicts', Counter(c['verdict'] for c in cases))

if __name__ == '__main__':
    main()
