#!/usr/bin/env python3
"""Build cases.json for the verify-u blind set: merge hand_cases.py with templated cases, check all."""
import csv, json, os, random, re, sys, datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = '/work/shared/corpora'
KEPROOT = os.path.join(CORPUS, 'structured/kubernetes__enhancements')
SOPROOT = os.path.join(CORPUS, 'sop')
sys.path.insert(0, HERE)
import hand_cases

PREFIX = {'G:': 'alphagov__govuk-developer-docs/source/',
          'C:': 'ministryofjustice__cloud-platform-user-guide/source/documentation/',
          'T:': 'ministryofjustice__technical-guidance/source/documentation/'}

# ---------------- sources ----------------
def load_keps():
    keps = {}
    for dp, dn, fs in os.walk(os.path.join(KEPROOT, 'keps')):
        if 'kep.yaml' in fs:
            p = os.path.join(dp, 'kep.yaml')
            d = yaml.load(open(p, encoding='utf-8'), Loader=yaml.BaseLoader)
            if not isinstance(d, dict) or 'kep-number' not in d:
                continue
            n = str(d['kep-number']).strip()
            if not (n.endswith('4') or n.endswith('6')):
                continue
            assert n not in keps, n
            flat = {}
            for k, v in d.items():
                if k == 'milestone' and isinstance(v, dict):
                    for mk, mv in v.items():
                        flat['milestone.' + mk] = mv
                else:
                    flat[k] = v
            keps[n] = (os.path.relpath(p, KEPROOT), flat)
    return keps

def load_sop():
    pages = {}
    for dp, dn, fs in os.walk(SOPROOT):
        for f in fs:
            if f.endswith('.md') or f.endswith('.md.erb'):
                p = os.path.join(dp, f)
                t = open(p, encoding='utf-8').read()
                if not t.startswith('---'):
                    continue
                fm = yaml.load(t.split('---', 2)[1], Loader=yaml.BaseLoader) or {}
                pages[os.path.relpath(p, SOPROOT)] = fm
    return pages

def load_csv():
    rows = {}
    with open(os.path.join(HERE, 'sot/trails.csv'), encoding='utf-8', newline='') as fh:
        for r in csv.DictReader(fh):
            rows[r['trail_id']] = r
    return rows

def flatten(d, pre=''):
    out = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(flatten(v, pre + k + '.'))
        else:
            out[pre + k] = v
    return out

def load_yaml():
    d = yaml.load(open(os.path.join(HERE, 'sot/ranger_stations.yaml'), encoding='utf-8'), Loader=yaml.BaseLoader)
    return {k: flatten(v) for k, v in d['stations'].items()}

KEPS, SOP, TRAILS, STATIONS = load_keps(), load_sop(), load_csv(), load_yaml()

def lookup(cat, key):
    """-> (sot_path, fields dict) or None"""
    if cat == 'kep':
        return KEPS.get(key)
    if cat == 'sop':
        return (key, SOP[key]) if key in SOP else None
    if cat == 'own-csv':
        return ('sot/trails.csv', TRAILS[key]) if key in TRAILS else None
    if cat == 'own-yaml':
        return ('sot/ranger_stations.yaml', STATIONS[key]) if key in STATIONS else None
    raise ValueError(cat)

def sotval(v):
    if isinstance(v, list):
        return json.dumps(v)
    return v

# ---------------- normalisation (the contract's) ----------------
MONTHS = {m.lower(): i for i, m in enumerate(['January', 'February', 'March', 'April', 'May', 'June', 'July',
          'August', 'September', 'October', 'November', 'December'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9

def as_date(s):
    s = s.strip().lower().replace(',', ' ')
    s = re.sub(r'(\d+)(st|nd|rd|th)\b', r'\1', s)
    s = re.sub(r'\s+', ' ', s).strip()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r'([a-z]+)\.? (\d{1,2}) (\d{4})', s)
        m2 = re.fullmatch(r'(\d{1,2}) ([a-z]+)\.? (\d{4})', s)
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
    d = as_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    s = re.sub(r'(?<=\d),(?=\d{3}\b)', '', s)
    s = re.sub(r'[\s\-_]+', '', s)
    return s

def equal(fact, value):
    if isinstance(value, list):
        return any(norm(fact) == norm(m) for m in value)
    return norm(fact) == norm(value)

# ---------------- corpus text for "nowhere" checks ----------------
_CORPUS_TEXT = None
def corpus_text():
    global _CORPUS_TEXT
    if _CORPUS_TEXT is None:
        parts = []
        for dp, dn, fs in os.walk(CORPUS):
            for f in sorted(fs):
                parts.append(open(os.path.join(dp, f), encoding='utf-8', errors='ignore').read().lower())
        for f in ('sot/trails.csv', 'sot/ranger_stations.yaml'):
            parts.append(open(os.path.join(HERE, f), encoding='utf-8').read().lower())
        _CORPUS_TEXT = '\n'.join(parts)
    return _CORPUS_TEXT

# ---------------- case assembly ----------------
VERD = {'V': 'verified', 'M': 'mismatch', 'U': 'unknown'}

def make_case(name, cat, key, field, v, subject, fact, text, note, origin):
    verdict = VERD.get(v, v)
    rec = lookup(cat, key) if key is not None else None
    if key is not None and rec is None:
        raise AssertionError(f'{name}: record {cat}/{key} missing')
    if rec is None:
        sot_path, sot_value = '', ''
        raw = None
    else:
        sot_path, fields = rec
        raw = fields.get(field)
        sot_value = '' if verdict == 'unknown' else sotval(raw)
    if verdict == 'mismatch':
        note = f'source value {sot_value!s}; stated value {fact}; alteration: {note}'
    elif verdict == 'unknown' and not note:
        note = 'record exists but has no ' + field + ' field' if rec and raw is None else \
               ('record exists but ' + field + ' is empty' if rec else 'subject exists nowhere')
    return {'name': name, 'text': text, 'subject': subject, 'fact': fact, 'verdict': verdict,
            'field': field, 'sot_path': sot_path, 'sot_value': sot_value, 'category': cat,
            'note': note, '_origin': origin, '_raw': raw, '_key': key}

def hand():
    out = []
    seen = {}
    for i, t in enumerate(hand_cases.CASES):
        cat, key, field, v, subject, fact, text = t[:7]
        note = t[7] if len(t) > 7 else ''
        if cat == 'sop' and key:
            for p, full in PREFIX.items():
                if key.startswith(p):
                    key = full + key[len(p):]
        base = f'hand-{cat}-{(key or "none").split("/")[-1].split(".")[0]}-{field}'
        seen[base] = seen.get(base, 0) + 1
        out.append(make_case(f'{base}-{seen[base]}', cat, key, field, v, subject, fact, text, note, 'hand'))
    return out

# ---------------- generated cases ----------------
def bump_version(s, d):
    m = re.match(r'^(v?)(\d+)\.(\d+)$', s)
    return f'{m.group(1)}{m.group(2)}.{int(m.group(3)) + d}'

def shift_date(s, days):
    d = datetime.date.fromisoformat(s) + datetime.timedelta(days=days)
    return d.isoformat()

def long_date(s):
    d = datetime.date.fromisoformat(s)
    return f'{d.strftime("%B")} {d.day}, {d.year}'

GOOD = re.compile(r'^(v?\d+\.\d+|\d{4}-\d{2}-\d{2})$')

def generated(rng, hand_cases_list):
    out = []
    used = {(c['_key'], c['field']) for c in hand_cases_list}
    # KEP: milestone / dates / status / stage / owning-sig
    kep_items = []
    for n in sorted(KEPS, key=int):
        path, f = KEPS[n]
        for fld in ('milestone.alpha', 'milestone.beta', 'milestone.stable', 'creation-date', 'owning-sig', 'stage', 'latest-milestone'):
            val = f.get(fld)
            if not isinstance(val, str) or not val or val in ('0.0',) or 'TBD' in val:
                continue
            if fld in ('creation-date',) and not as_date(val):
                continue
            if fld.startswith('milestone') or fld == 'latest-milestone':
                if not re.match(r'^v?\d+\.\d+$', val):
                    continue
            if (n, fld) in used:
                continue
            kep_items.append((n, fld, val))
    rng.shuffle(kep_items)
    kep_tpl = {
        'milestone.alpha': ['Release notes: KEP-{n} ({title}) entered alpha in {val}.', 'Tracker: #{n} alpha target {val}'],
        'milestone.beta': ['Release notes: KEP-{n} ({title}) went beta in {val}.', 'Tracker: #{n} beta target {val}'],
        'milestone.stable': ['Release notes: KEP-{n} ({title}) graduated to GA in {val}.', 'Tracker: #{n} stable target {val}'],
        'latest-milestone': ['Status sync: KEP {n} is currently tracked for {val}.'],
        'creation-date': ['Wiki: KEP-{n} was first opened on {val}.'],
        'owning-sig': ['Tracker row: KEP-{n} | owner {val}'],
        'stage': ['Stand-up: KEP {n} sits at the {val} stage right now.'],
    }
    stages = ['alpha', 'beta', 'stable']
    sigs = sorted({f['owning-sig'] for p, f in KEPS.values() if isinstance(f.get('owning-sig'), str)})
    plan = ['V'] * 9 + ['M'] * 8
    for i, (n, fld, val) in enumerate(kep_items[:len(plan)]):
        v = plan[i]
        path, f = KEPS[n]
        stated, note = val, ''
        if v == 'M':
            if fld.startswith('milestone') or fld == 'latest-milestone':
                stated = bump_version(val, rng.choice([-1, 1])); note = 'minor version shifted by one'
            elif fld == 'creation-date':
                stated = shift_date(val, rng.choice([-2, -1, 1, 3])); note = 'date moved by a few days'
            elif fld == 'owning-sig':
                stated = rng.choice([s for s in sigs if s != val]); note = 'another SIG'
            elif fld == 'stage':
                stated = rng.choice([s for s in stages if s != val]); note = 'neighbouring stage'
        if fld == 'creation-date' and rng.random() < 0.5:
            stated = long_date(stated)
        tpl = rng.choice(kep_tpl[fld])
        text = tpl.format(n=n, title=f['title'].strip(), val=stated)
        subj = f'KEP-{n}' if f'KEP-{n}' in text else (f'#{n}' if f'#{n}' in text else f'KEP {n}')
        out.append(make_case(f'gen-kep-{n}-{fld}', 'kep', n, fld, v, subj, stated, text, note, 'gen'))
    # KEP unknowns: absent milestone fields
    k = 0
    for n in sorted(KEPS, key=int):
        path, f = KEPS[n]
        if 'milestone.beta' not in f and 'milestone.alpha' in f and (n, 'milestone.beta') not in used and f.get('title'):
            text = f'Tracker: #{n} beta target v1.{rng.randint(30, 36)}'
            fact = text.split()[-1]
            out.append(make_case(f'gen-kep-{n}-milestone.beta-unk', 'kep', n, 'milestone.beta', 'U', f'#{n}', fact, text, '', 'gen'))
            k += 1
        if k >= 3:
            break
    for n in sorted(KEPS, key=int, reverse=True):
        path, f = KEPS[n]
        if 'last-updated' not in f and (n, 'last-updated') not in used and k < 5:
            fact = f'2025-0{rng.randint(1, 9)}-2{rng.randint(0, 8)}'
            text = f'Wiki: KEP-{n} was last updated on {fact}.'
            out.append(make_case(f'gen-kep-{n}-last-updated-unk', 'kep', n, 'last-updated', 'U', f'KEP-{n}', fact, text, '', 'gen'))
            k += 1
    # SOP: owner_slack / last_reviewed_on / section
    sop_items = []
    titles = {}
    for p, fm in SOP.items():
        titles.setdefault(re.sub(r'[^a-z0-9]', '', fm.get('title', '').lower()), []).append(p)
    for p in sorted(SOP):
        fm = SOP[p]
        t = fm.get('title', '')
        if len(titles[re.sub(r'[^a-z0-9]', '', t.lower())]) != 1 or len(t) < 12:
            continue
        for fld in ('owner_slack', 'last_reviewed_on', 'section'):
            if isinstance(fm.get(fld), str) and fm[fld] and (p, fld) not in used:
                sop_items.append((p, fld, fm[fld]))
    rng.shuffle(sop_items)
    chans = sorted({fm['owner_slack'] for fm in SOP.values() if isinstance(fm.get('owner_slack'), str)})
    secs = sorted({fm['section'] for fm in SOP.values() if isinstance(fm.get('section'), str)})
    plan = ['V'] * 3 + ['M'] * 2
    for i, (p, fld, val) in enumerate(sop_items[:len(plan)]):
        v = plan[i]
        t = SOP[p]['title']
        stated, note = val, ''
        if v == 'M':
            if fld == 'owner_slack':
                stated = rng.choice([c for c in chans if c != val and c.startswith('#')]); note = 'channel of another page'
            elif fld == 'last_reviewed_on':
                stated = shift_date(val, rng.choice([-7, -1, 1, 14])); note = 'neighbouring date'
            else:
                stated = rng.choice([s for s in secs if s != val]); note = 'section of another page'
        tpl = {'owner_slack': 'Wiki: questions about "{t}" go to {val}.',
               'last_reviewed_on': 'Docs audit: "{t}" last reviewed {val}.',
               'section': 'Manual index: "{t}" is filed under {val}.'}[fld]
        text = tpl.format(t=t, val=stated)
        out.append(make_case(f'gen-sop-{p.split("/")[-1].split(".")[0]}-{fld}', 'sop', p, fld, v, t, stated, text, note, 'gen'))
    # SOP unknowns: govuk pages without last_reviewed_on
    k = 0
    for p in sorted(SOP):
        fm = SOP[p]
        t = fm.get('title', '')
        if p.startswith('alphagov') and 'last_reviewed_on' not in fm and 'owner_slack' in fm and len(t) > 25 \
                and len(titles[re.sub(r'[^a-z0-9]', '', t.lower())]) == 1 and (p, 'last_reviewed_on') not in used:
            if rng.random() < 0.3:
                text = f'Docs audit: "{t}" last reviewed 2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}.'
                fact = text.split()[-1].rstrip('.')
                out.append(make_case(f'gen-sop-{p.split("/")[-1].split(".")[0]}-last_reviewed_on-unk', 'sop', p, 'last_reviewed_on', 'U', t, fact, text, '', 'gen'))
                k += 1
        if k >= 3:
            break
    # CSV
    csv_items = [(tid, fld) for tid in sorted(TRAILS) for fld in ('difficulty', 'length_km', 'elevation_gain_m', 'opened_on', 'status')
                 if TRAILS[tid][fld] and (tid, fld) not in used]
    rng.shuffle(csv_items)
    plan = ['V'] * 6 + ['M'] * 4
    for i, (tid, fld) in enumerate(csv_items[:len(plan)]):
        v = plan[i]
        val = TRAILS[tid][fld]
        stated, note = val, ''
        if v == 'M':
            if fld == 'difficulty':
                stated = rng.choice([x for x in ('easy', 'moderate', 'strenuous', 'severe') if x != val]); note = 'another difficulty grade'
            elif fld == 'length_km':
                stated = f'{float(val) + rng.choice([-1.0, 1.0]):.1f}'; note = 'length off by one kilometre'
            elif fld == 'elevation_gain_m':
                stated = str(int(val) + rng.choice([-100, 100])); note = 'gain off by 100 m'
            elif fld == 'opened_on':
                stated = shift_date(val, rng.choice([-1, 1, 365])); note = 'neighbouring date'
            else:
                stated = rng.choice([x for x in ('open', 'closed', 'seasonal', 'restricted') if x != val]); note = 'another status'
        tpl = {'difficulty': 'Trail board: {id} graded {val}.', 'length_km': 'Trail board: {id} is {val} km end to end.',
               'elevation_gain_m': 'Trail board: {id} total climb {val} m.', 'opened_on': 'Trail board: {id} opened {val}.',
               'status': 'Trail board: {id} currently {val}.'}[fld]
        subj = tid
        text = tpl.format(id=subj, val=stated)
        if text.lower().count(stated.lower()) != 1:
            subj = TRAILS[tid]['name']
            text = tpl.format(id=subj, val=stated)
        out.append(make_case(f'gen-csv-{tid}-{fld}', 'own-csv', tid, fld, v, subj, stated, text, note, 'gen'))
    # YAML
    y_items = [(sid, fld) for sid in sorted(STATIONS) for fld in ('staff_count', 'radio.channel', 'established', 'status', 'supplies.first_aid_kits')
               if STATIONS[sid].get(fld) not in (None, '') and (sid, fld) not in used]
    rng.shuffle(y_items)
    plan = ['V'] * 6 + ['M'] * 4
    for i, (sid, fld) in enumerate(y_items[:len(plan)]):
        v = plan[i]
        val = STATIONS[sid][fld]
        stated, note = val, ''
        if v == 'M':
            if fld in ('staff_count', 'radio.channel', 'supplies.first_aid_kits'):
                stated = str(int(val) + rng.choice([1, 2])); note = 'number increased slightly'
            elif fld == 'established':
                stated = shift_date(val, rng.choice([-1, 1, 30])); note = 'neighbouring date'
            else:
                stated = rng.choice([x for x in ('staffed', 'seasonal', 'reduced', 'closed') if x != val]); note = 'another station status'
        tpl = {'staff_count': 'Roster: {id} has {val} staff.', 'radio.channel': 'Radio sheet: {id} on channel {val}.',
               'established': 'History page: {id} established {val}.', 'status': 'Ops board: {id} is {val}.',
               'supplies.first_aid_kits': 'Stores count: {id} holds {val} first-aid kits.'}[fld]
        subj = sid
        text = tpl.format(id=subj, val=stated)
        if text.lower().count(stated.lower()) != 1:
            subj = STATIONS[sid]['name']
            text = tpl.format(id=subj, val=stated)
        out.append(make_case(f'gen-yaml-{sid}-{fld}', 'own-yaml', sid, fld, v, subj, stated, text, note, 'gen'))
    # own unknowns: nowhere subjects
    for nm, cat, text, fact in [('TR-719', 'own-csv', 'Trail board: TR-719 graded moderate.', 'moderate'),
                                ('RS-317', 'own-yaml', 'Roster: RS-317 has 4 staff.', '4')]:
        out.append(make_case(f'gen-{cat}-{nm}-nowhere', cat, None, 'difficulty' if cat == 'own-csv' else 'staff_count', 'U', nm, fact, text, '', 'gen'))
    return out

# ---------------- independent re-read of the source file named by sot_path ----------------
def reread(c):
    p, key, field = c['sot_path'], c['_key'], c['field']
    if c['category'] == 'kep':
        d = yaml.load(open(os.path.join(KEPROOT, p), encoding='utf-8'), Loader=yaml.BaseLoader)
        if str(d.get('kep-number', '')).strip() != key:
            return 'WRONG-RECORD'
    elif c['category'] == 'sop':
        d = yaml.load(open(os.path.join(SOPROOT, p), encoding='utf-8').read().split('---', 2)[1], Loader=yaml.BaseLoader)
    elif c['category'] == 'own-csv':
        with open(os.path.join(HERE, p), encoding='utf-8', newline='') as fh:
            rows = [r for r in csv.reader(fh)]
        hdr = rows[0]
        row = [r for r in rows[1:] if r[0] == key]
        if len(row) != 1:
            return 'WRONG-RECORD'
        if field not in hdr:
            return None
        return row[0][hdr.index(field)]
    else:
        d = yaml.load(open(os.path.join(HERE, p), encoding='utf-8'), Loader=yaml.BaseLoader)['stations'][key]
    for part in field.split('.'):
        if not isinstance(d, dict) or part not in d:
            return None
        d = d[part]
    return sotval(d)

# ---------------- checks ----------------
def check(cases):
    errs = []
    names = set()
    for c in cases:
        n = c['name']
        if n in names:
            errs.append(f'{n}: duplicate name')
        names.add(n)
        if c['subject'] not in c['text']:
            errs.append(f'{n}: subject not in text')
        if c['text'].lower().count(c['fact'].lower()) != 1:
            errs.append(f'{n}: fact occurs {c["text"].lower().count(c["fact"].lower())} times')
        raw = c['_raw']
        if c['verdict'] == 'verified':
            if raw in (None, '', []) or not equal(c['fact'], raw):
                errs.append(f'{n}: verified but {c["fact"]!r} != {raw!r}')
        elif c['verdict'] == 'mismatch':
            if raw in (None, '', []) or equal(c['fact'], raw):
                errs.append(f'{n}: mismatch but {c["fact"]!r} ~ {raw!r}')
            if not c['note'] or str(c['fact']) not in c['note']:
                errs.append(f'{n}: mismatch note incomplete')
        elif c['verdict'] == 'unknown':
            if c['_key'] is None:
                if c['subject'].lower() in corpus_text():
                    errs.append(f'{n}: nowhere-subject {c["subject"]!r} found in corpus')
                if c['sot_path'] != '' or c['sot_value'] != '':
                    errs.append(f'{n}: nowhere case has sot path/value')
            elif raw not in (None, '', []):
                errs.append(f'{n}: unknown but field has value {raw!r}')
        else:
            errs.append(f'{n}: bad verdict')
        if c['category'] == 'kep' and c['_key'] is not None:
            if not (c['_key'].endswith('4') or c['_key'].endswith('6')):
                errs.append(f'{n}: kep number rule')
            if c['verdict'] != 'unknown' and (str(raw) in ('0.0', 'TBD') or (isinstance(raw, str) and c['field'].endswith('date') and not as_date(raw))):
                errs.append(f'{n}: placeholder value')
        if c['category'] == 'sop' and c['_key'] is not None:
            t = re.sub(r'[^a-z0-9]', '', SOP[c['_key']].get('title', '').lower())
            if sum(1 for fm in SOP.values() if re.sub(r'[^a-z0-9]', '', fm.get('title', '').lower()) == t) != 1:
                errs.append(f'{n}: sop title not unique')
        if c['category'] in ('own-csv', 'own-yaml') and c['_key'] is not None:
            # re-read raw file to confirm value
            pass
        if c['_key'] is not None and c['verdict'] != 'unknown':
            if c['sot_value'] != sotval(raw) or c['sot_value'] != reread(c):
                errs.append(f'{n}: sot_value mismatch on re-read')
        if c['_key'] is not None and c['verdict'] == 'unknown' and reread(c) not in ('', None, '[]'):
            errs.append(f'{n}: unknown but re-read finds a value')
    # minimums
    N = len(cases)
    from collections import Counter
    cat = Counter(c['category'] for c in cases)
    ver = Counter(c['verdict'] for c in cases)
    hand_n = sum(1 for c in cases if c['_origin'] == 'hand')
    if N < 260: errs.append(f'only {N} cases')
    if hand_n / N < 0.75: errs.append(f'hand share {hand_n / N:.2f}')
    if not (0.36 <= cat['kep'] / N <= 0.44): errs.append(f'kep share {cat["kep"] / N:.2f}')
    if not (0.22 <= cat['sop'] / N <= 0.28): errs.append(f'sop share {cat["sop"] / N:.2f}')
    for k in ('own-csv', 'own-yaml'):
        if not (0.14 <= cat[k] / N <= 0.20): errs.append(f'{k} share {cat[k] / N:.2f}')
    if not (0.28 <= ver['mismatch'] / N <= 0.38): errs.append(f'mismatch share {ver["mismatch"] / N:.2f}')
    if not (0.09 <= ver['unknown'] / N <= 0.15): errs.append(f'unknown share {ver["unknown"] / N:.2f}')
    # nested/list fields present among own yaml
    if not any('.' in c['field'] for c in cases if c['category'] == 'own-yaml'): errs.append('no nested yaml field')
    if not any(c['field'] in ('trails_patrolled', 'huts_served') for c in cases if c['category'] == 'own-yaml'): errs.append('no yaml list field')
    return errs

def main():
    rng = random.Random(20261127)
    h = hand()
    g = generated(rng, h)
    cases = h + g
    errs = check(cases)
    if errs:
        print('\n'.join(errs))
        print(f'FAILED: {len(errs)} problems')
        sys.exit(1)
    out = [{k: v for k, v in c.items() if not k.startswith('_')} for c in cases]
    data = json.dumps(out, indent=1, ensure_ascii=False, sort_keys=False) + '\n'
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as fh:
        fh.write(data)
    from collections import Counter
    tab = Counter((c['category'], c['verdict']) for c in cases)
    print(f'{len(cases)} cases, hand {len(h)} ({len(h) / len(cases):.1%}), generated {len(g)}')
    for cat in ('kep', 'sop', 'own-csv', 'own-yaml'):
        print(cat, {v: tab[(cat, v)] for v in ('verified', 'mismatch', 'unknown')}, sum(tab[(cat, v)] for v in ('verified', 'mismatch', 'unknown')))
    print({v: sum(tab[(c, v)] for c in ('kep', 'sop', 'own-csv', 'own-yaml')) for v in ('verified', 'mismatch', 'unknown')})
    print('OK')

if __name__ == '__main__':
    main()
