#!/usr/bin/env python3
"""Build the blind labelled fact-checking set in this folder.

Reads: kep.yaml files (number ending 5 or 9), SOP front matter, and the set's own
sources of truth in sot/.  Generates templated cases with a fixed seed, adds the
hand-written cases from hand_cases.py, checks every rule, and writes cases.json
only when every check passes.  Output is byte-reproducible.
"""
import csv
import datetime
import glob
import json
import os
import random
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KEPROOT = CORP + '/structured/kubernetes__enhancements'
SOPROOT = CORP + '/sop'
SEED = 20260823

sys.path.insert(0, HERE)
from hand_cases import HAND  # noqa: E402

# ---------------------------------------------------------------- loading


def load_keps():
    keps = {}
    for f in sorted(glob.glob(KEPROOT + '/keps/*/*/kep.yaml')):
        with open(f, encoding='utf-8') as fh:
            d = yaml.load(fh, Loader=yaml.BaseLoader)
        keps[str(d['kep-number'])] = (os.path.relpath(f, KEPROOT), d)
    return keps


def load_sops():
    pages = {}
    for f in sorted(glob.glob(SOPROOT + '/**/*.md*', recursive=True)):
        with open(f, encoding='utf-8') as fh:
            t = fh.read()
        if not t.startswith('---'):
            continue
        end = t.find('\n---', 3)
        try:
            d = yaml.load(t[3:end], Loader=yaml.BaseLoader)
        except yaml.YAMLError:
            continue
        if isinstance(d, dict) and d.get('title'):
            pages[os.path.relpath(f, SOPROOT)] = d
    return pages


def load_csv():
    with open(os.path.join(HERE, 'sot/vessels.csv'), encoding='utf-8', newline='') as fh:
        return {r['vessel_id']: r for r in csv.DictReader(fh)}


def load_yaml():
    with open(os.path.join(HERE, 'sot/routes.yaml'), encoding='utf-8') as fh:
        return yaml.load(fh, Loader=yaml.BaseLoader)['routes']


KEPS = load_keps()
SOPS = load_sops()
VESSELS = load_csv()
ROUTES = load_yaml()


def alnum(s):
    return re.sub(r'[^a-z0-9]', '', s.lower())


SOP_BY_TITLE = {}
_tc = {}
for _p, _d in SOPS.items():
    _tc.setdefault(alnum(_d['title']), []).append(_p)
for _k, _ps in _tc.items():
    if len(_ps) == 1:
        SOP_BY_TITLE[_k] = _ps[0]


def corpus_text():
    parts = []
    for dp, dn, fn in os.walk(CORP):
        dn.sort()
        for f in sorted(fn):
            with open(os.path.join(dp, f), encoding='utf-8', errors='ignore') as fh:
                parts.append(fh.read().lower())
    return '\n'.join(parts)


BIG = corpus_text()

# ---------------------------------------------------------------- field access


def get_field(d, field):
    cur = d
    for part in field.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def record(cat, key):
    """Return (sot_path, dict) of an existing record, or (None, None)."""
    if cat == 'kep':
        if key in KEPS:
            p, d = KEPS[key]
            return p, d
    elif cat == 'sop':
        p = SOP_BY_TITLE.get(alnum(key)) if key else None
        if p is None and key in SOPS:
            p = key
        if p:
            return p, SOPS[p]
    elif cat == 'own-csv':
        if key in VESSELS:
            return 'sot/vessels.csv', VESSELS[key]
    elif cat == 'own-yaml':
        if key in ROUTES:
            return 'sot/routes.yaml', ROUTES[key]
    return None, None


def sot_value(v):
    if isinstance(v, list):
        return json.dumps(v)
    return '' if v is None else str(v)


def is_empty(v):
    return v is None or v == '' or v == [] or v == {}


PLACEHOLDERS = {'tbd', '0.0', 'x.y', '', 'kep template'}

# ---------------------------------------------------------------- normalisation

MONTHS = {m.lower(): i for i, m in enumerate(
    ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
     'September', 'October', 'November', 'December'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9


def parse_date(s):
    s = s.strip().lower().replace(',', ' ')
    s = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', s)
    s = re.sub(r'\s+', ' ', s).strip()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    try:
        if m:
            return datetime.date(int(m[1]), int(m[2]), int(m[3])).isoformat()
        m = re.fullmatch(r'([a-z]+)\.? (\d{1,2}) (\d{4})', s)
        if m and m[1] in MONTHS:
            return datetime.date(int(m[3]), MONTHS[m[1]], int(m[2])).isoformat()
        m = re.fullmatch(r'(\d{1,2}) ([a-z]+)\.? (\d{4})', s)
        if m and m[2] in MONTHS:
            return datetime.date(int(m[3]), MONTHS[m[2]], int(m[1])).isoformat()
    except ValueError:
        return None
    return None


def norm(s):
    s = str(s).strip().strip('"\'\u201c\u201d\u2018\u2019').strip()
    d = parse_date(s)
    if d:
        return 'DATE:' + d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    if re.fullmatch(r'\d{1,3}(,\d{3})+', s):
        s = s.replace(',', '')
    return re.sub(r'[\s\-_]+', '', s)


def same(fact, value):
    if isinstance(value, list):
        return any(norm(fact) == norm(x) for x in value)
    return norm(fact) == norm(value)


# ---------------------------------------------------------------- formatting helpers


def fmt_date(iso, style):
    d = datetime.date.fromisoformat(iso)
    mon = d.strftime('%B')
    return [iso, '%s %d, %d' % (mon, d.day, d.year), '%d %s %d' % (d.day, mon, d.year),
            '%d/%02d/%02d' % (d.year, d.month, d.day), '%d %s %d' % (d.day, mon[:3], d.year),
            '%s %d, %d' % (mon[:3], d.day, d.year)][style % 6]


def fmt_version(v, style):
    core = re.sub(r'^v', '', v)
    return ['v' + core, core, 'Kubernetes ' + core, 'v' + core][style % 4]


def fmt_sig(s, style):
    if style % 3 == 0:
        return s
    words = s[4:].split('-') if s.startswith('sig-') else s.split('-')
    up = {'api': 'API', 'cli': 'CLI', 'ui': 'UI'}
    return 'SIG ' + ' '.join(up.get(w, w.capitalize()) for w in words)


def fmt_int(n, style):
    n = int(n)
    return '{:,}'.format(n) if (n >= 1000 and style % 2 == 0) else str(n)


def alt_version(v, rng):
    m = re.fullmatch(r'(v?)(\d+)\.(\d+)', v)
    minor = int(m[3])
    delta = rng.choice([-1, 1]) if minor > 1 else 1
    return '%s%s.%d' % (m[1], m[2], minor + delta), 'minor version %+d' % delta


def alt_date(iso, rng):
    d = datetime.date.fromisoformat(iso)
    k = rng.randrange(3)
    if k == 0:
        delta = rng.choice([-1, 1])
        return (d + datetime.timedelta(days=delta)).isoformat(), 'neighbouring day (%+d)' % delta
    if k == 1:
        mo = d.month + (1 if d.month < 12 else -1)
        day = min(d.day, 28)
        return datetime.date(d.year, mo, day).isoformat(), 'neighbouring month'
    delta = rng.choice([-1, 1])
    return datetime.date(d.year + delta, d.month, min(d.day, 28)).isoformat(), 'year %+d' % delta


def alt_int(n, rng):
    n = int(n)
    s = str(n)
    if len(s) >= 2 and s[-1] != s[-2] and rng.random() < 0.5 and s[-2] != '0' or (len(s) >= 2 and s[-1] == '0' and s[-2] != '0'):
        t = s[:-2] + s[-1] + s[-2]
        if t[0] != '0' and int(t) != n:
            return int(t), 'last two digits swapped'
    step = max(1, round(n * 0.1)) if n >= 20 else 1
    delta = rng.choice([-step, step]) if n - step > 0 else step
    return n + delta, 'changed by %+d' % delta


def alt_time(t, rng):
    h, m = map(int, t.split(':'))
    delta = rng.choice([-30, -15, 15, 30])
    tot = (h * 60 + m + delta) % (24 * 60)
    return '%02d:%02d' % (tot // 60, tot % 60), 'time shifted by %+d min' % delta


def pick_other(pool, cur, rng):
    cands = sorted({p for p in pool if not same(p, cur)})
    return rng.choice(cands)


# ---------------------------------------------------------------- KEP templates

KEP_FIELDS_T = {
    'status': ['{s} is {v} according to the enhancements tracking sheet.',
               'Status check for the release team: {s} -> {v}.',
               'fwiw {s} shows as {v} in kep.yaml now',
               '{s}: status {v}, nothing else to flag.'],
    'stage': ['{s} is targeting {v} this cycle.',
              'Per the tracking board, {s} sits at the {v} stage.',
              'Stage for {s}? {v}.'],
    'owning-sig': ['{s} is owned by {v}.',
                   '{v} owns {s}, so route review requests there.',
                   '{s} (lead SIG: {v}) needs a PRR reviewer.',
                   'Minutes: {v} confirmed it is the owning SIG for {s}.'],
    'participating-sigs': ['{v} is listed as a participating SIG on {s}.',
                           '{s} also pulls in {v}.',
                           'Cross-SIG note: {v} participates in {s}.'],
    'authors': ['{s} was written by {v}.',
                '{v} authored {s}.',
                'Author of {s}: {v}',
                'ping {v} about {s}, they wrote it'],
    'approvers': ['{v} is an approver on {s}.',
                  '{s} needs sign-off from {v}.',
                  'Approver for {s} is {v} per the kep.yaml.'],
    'reviewers': ['{v} is one of the reviewers on {s}.',
                  '{s} review is with {v}.',
                  'Reviewers for {s} include {v}.'],
    'creation-date': ['{s} was opened on {v}.',
                      '{s} dates back to {v}.',
                      'Created {v}: {s}.',
                      'Wiki: {s} (created {v}).'],
    'last-updated': ['{s} was last updated on {v}.',
                     'kep.yaml for {s} last touched {v}.',
                     'Last update to {s}: {v}.'],
    'latest-milestone': ['{s} is tracked for {v}.',
                         'Latest milestone on {s}: {v}.',
                         '{s} has {v} as its most recent milestone.'],
    'milestone.alpha': ['{s} went alpha in {v}.',
                        'Alpha for {s} landed in {v}.',
                        '{s}: alpha {v}.',
                        'Release notes: {s} introduced as alpha in {v}.'],
    'milestone.beta': ['{s} went beta in {v}.',
                       '{s} was promoted to beta in {v}.',
                       'Beta for {s} shipped with {v}.',
                       '{v} is when {s} reached beta.'],
    'milestone.stable': ['{s} graduated to GA in {v}.',
                         '{s} hits stable in {v}.',
                         'GA for {s}: {v}.',
                         '{s} went stable with {v}, per the changelog.'],
}

KEP_SECOND = ['Next after {o} on the agenda: ', 'Moving on from {o}. ', '(Skipping {o} for now.) ',
              'Round-up, {o} aside: ']
KEP_SECOND_SUFFIX = [' ({o} is tracked separately.)', ' See also {o}.', ' Not to be confused with {o}.']


def kep_subject_forms(num, d):
    forms = ['KEP-%s' % num, 'KEP %s' % num, '#%s' % num, 'enhancement %s' % num, 'kep-%s' % num]
    t = d.get('title', '')
    if t and t.lower() not in PLACEHOLDERS and alnum(t) in KEP_TITLE_UNIQUE:
        forms += [t, t]
    return forms


KEP_TITLE_UNIQUE = {}
for _n, (_p, _d) in KEPS.items():
    KEP_TITLE_UNIQUE.setdefault(alnum(_d.get('title', '')), []).append(_n)
KEP_TITLE_UNIQUE = {k: v[0] for k, v in KEP_TITLE_UNIQUE.items() if len(v) == 1}

SEL_KEPS = sorted((n for n in KEPS if n[-1] in '59'), key=int)
ALL_SIGS = sorted({d.get('owning-sig') for p, d in KEPS.values() if d.get('owning-sig')} |
                  {s for p, d in KEPS.values() if isinstance(d.get('participating-sigs'), list)
                   for s in d['participating-sigs']})
ALL_SIGS = [s for s in ALL_SIGS if re.fullmatch(r'sig-[a-z-]+', s) and s != 'sig-arch']  # sig-arch is an alias
ALL_PEOPLE = sorted({x for p, d in KEPS.values() for f in ('authors', 'approvers', 'reviewers')
                     if isinstance(d.get(f), list) for x in d[f]
                     if re.fullmatch(r'@[A-Za-z0-9-]+', x)})
STATUSES = ['implemented', 'implementable', 'provisional', 'withdrawn', 'replaced']
STAGES = ['alpha', 'beta', 'stable']


def kep_value_ok(field, v):
    if is_empty(v):
        return False
    if isinstance(v, list):
        return all(str(x).lower() not in PLACEHOLDERS for x in v)
    s = str(v)
    if s.lower() in PLACEHOLDERS:
        return False
    if field in ('creation-date', 'last-updated'):
        return bool(re.fullmatch(r'\d{4}-\d{2}-\d{2}', s)) and parse_date(s) is not None
    if field.startswith('milestone.') or field == 'latest-milestone':
        return bool(re.fullmatch(r'v?1\.\d+', s))
    if field == 'status':
        return s in STATUSES
    if field == 'stage':
        return s in STAGES
    if field == 'owning-sig':
        return s in ALL_SIGS
    return True


def kep_fact(field, v, rng, style, verdict, members=None):
    """Return (display fact, how) for a KEP field value."""
    how = ''
    if field in ('creation-date', 'last-updated'):
        if verdict == 'mismatch':
            v, how = alt_date(v, rng)
        return fmt_date(v, style), how
    if field.startswith('milestone.') or field == 'latest-milestone':
        if verdict == 'mismatch':
            v, how = alt_version(v, rng)
        return fmt_version(v, style), how
    if field == 'status':
        if verdict == 'mismatch':
            v = pick_other(STATUSES[:3], v, rng)
            how = 'a different status used by other KEPs'
        return v, how
    if field == 'stage':
        if verdict == 'mismatch':
            v = pick_other(STAGES, v, rng)
            how = 'neighbouring stage'
        return v, how
    if field in ('owning-sig', 'participating-sigs'):
        if verdict == 'mismatch':
            cur = members if members is not None else v
            v = pick_other(ALL_SIGS, cur, rng)
            how = 'a SIG that exists elsewhere in the KEP set'
        return fmt_sig(v, style), how
    if field in ('authors', 'approvers', 'reviewers'):
        if verdict == 'mismatch':
            v = pick_other(ALL_PEOPLE, members, rng)
            how = 'a person who appears on other KEPs'
        return v, how
    raise ValueError(field)


def gen_kep(rng, n_ver, n_mis, n_unk):
    out = []
    seen = set()
    list_fields = ('participating-sigs', 'authors', 'approvers', 'reviewers')
    fields = list(KEP_FIELDS_T)
    unk_fields = ['last-updated', 'milestone.alpha', 'milestone.beta', 'milestone.stable', 'participating-sigs']
    verdicts = ['verified'] * n_ver + ['mismatch'] * n_mis + ['unknown'] * n_unk
    rng.shuffle(verdicts)
    for i, verdict in enumerate(verdicts):
        for _attempt in range(200):
            num = rng.choice(SEL_KEPS)
            path, d = KEPS[num]
            if verdict == 'unknown':
                if rng.random() < 0.2:
                    fake = str(rng.randrange(6200, 7400))
                    if fake in KEPS:
                        continue
                    subj = rng.choice(['KEP-%s', 'KEP %s', 'enhancement %s']) % fake
                    if subj.lower() in BIG:
                        continue
                    field = rng.choice(['milestone.beta', 'owning-sig', 'milestone.alpha'])
                    other = KEPS[rng.choice(SEL_KEPS)][1]
                    v = get_field(other, field)
                    if not kep_value_ok(field, v):
                        continue
                    fact, _ = kep_fact(field, v, rng, i, 'verified')
                    tmpl = rng.choice(KEP_FIELDS_T[field])
                    text = tmpl.format(s=subj, v=fact)
                    rec = dict(key=None, field=field, subject=subj, fact=fact, text=text,
                               note='no KEP numbered %s exists in the corpus' % fake)
                else:
                    field = rng.choice(unk_fields)
                    if not is_empty(get_field(d, field)):
                        continue
                    if field == 'participating-sigs':
                        fact = fmt_sig(rng.choice([s for s in ALL_SIGS if s != d.get('owning-sig')]), i)
                    elif field == 'last-updated':
                        cd = d.get('creation-date', '')
                        if not kep_value_ok('creation-date', cd):
                            continue
                        later = datetime.date.fromisoformat(cd) + datetime.timedelta(days=rng.randrange(200, 700))
                        fact = fmt_date(later.isoformat(), i)
                    else:
                        lm = d.get('latest-milestone', '')
                        if not kep_value_ok('latest-milestone', lm):
                            continue
                        fact = fmt_version(alt_version(lm, rng)[0], i)
                    subj = rng.choice(kep_subject_forms(num, d))
                    text = rng.choice(KEP_FIELDS_T[field]).format(s=subj, v=fact)
                    rec = dict(key=num, field=field, subject=subj, fact=fact, text=text,
                               note='KEP %s has no %s in kep.yaml (absent or empty)' % (num, field))
            else:
                field = rng.choice(fields)
                v = get_field(d, field)
                if not kep_value_ok(field, v):
                    continue
                if num in ('2625', '85', '3659') and field in ('status',):
                    continue
                members = v if isinstance(v, list) else None
                if isinstance(v, list):
                    base = rng.choice([x for x in v if re.fullmatch(r'@?[A-Za-z0-9-]+', x)] or [None])
                    if base is None:
                        continue
                else:
                    base = v
                fact, how = kep_fact(field, base, rng, i, verdict, members)
                subj = rng.choice(kep_subject_forms(num, d))
                text = rng.choice(KEP_FIELDS_T[field]).format(s=subj, v=fact)
                note = ''
                if verdict == 'mismatch':
                    note = 'source %s = %s; stated %s (%s)' % (field, sot_value(v), fact, how)
                rec = dict(key=num, field=field, subject=subj, fact=fact, text=text, note=note)
            if rng.random() < 0.33:
                onum = rng.choice([n for n in SEL_KEPS if n != num])
                o = rng.choice(['KEP-%s', '#%s', 'KEP %s']) % onum
                if rng.random() < 0.5:
                    rec['text'] = rng.choice(KEP_SECOND).format(o=o) + rec['text']
                else:
                    rec['text'] += rng.choice(KEP_SECOND_SUFFIX).format(o=o)
            k = (rec['key'], rec['field'], alnum(rec['fact']))
            if k in seen or rec['text'].lower().count(rec['fact'].lower()) != 1:
                continue
            seen.add(k)
            rec.update(category='kep', verdict=verdict)
            out.append(rec)
            break
        else:
            raise SystemExit('could not generate kep case')
    return out


# ---------------------------------------------------------------- SOP templates

SOP_FIELDS_T = {
    'last_reviewed_on': ['{s} was last reviewed on {v}.',
                         'Docs audit: {s} - last review {v}.',
                         '{s} was last looked at {v}, so it is fine for now.',
                         'Reviewed {v}: {s}.'],
    'review_in': ['{s} is on a {v} review cycle.',
                  '{s} gets reviewed every {v}.',
                  'review_in for {s} is {v}.'],
    'owner_slack': ['{s} is owned by {v}.',
                    'Questions about {s}? Ask in {v}, they own the page.',
                    'Owner channel for {s}: {v}'],
    'section': ['{s} sits in the {v} section of the manual.',
                'Filed under {v}: {s}.'],
    'type': ['{s} is a {v} page.'],
}


def gen_sop(rng, n_ver, n_mis, n_unk):
    out = []
    seen = set()
    paths = sorted(p for p in SOPS if alnum(SOPS[p]['title']) in SOP_BY_TITLE)
    owners = sorted({d['owner_slack'] for d in SOPS.values() if d.get('owner_slack')})
    sections = sorted({d['section'] for d in SOPS.values() if d.get('section')})
    verdicts = ['verified'] * n_ver + ['mismatch'] * n_mis + ['unknown'] * n_unk
    rng.shuffle(verdicts)
    for i, verdict in enumerate(verdicts):
        for _attempt in range(500):
            path = rng.choice(paths)
            d = SOPS[path]
            title = d['title']
            style = rng.randrange(4)
            subj = [title, title.lower(), title, path][style]
            quoted = style == 2
            if verdict == 'unknown':
                field = rng.choice(['last_reviewed_on', 'owner_slack', 'review_in'])
                if not is_empty(d.get(field)):
                    continue
                if field == 'last_reviewed_on':
                    fact = fmt_date('2025-%02d-%02d' % (rng.randrange(1, 13), rng.randrange(1, 29)), i)
                elif field == 'review_in':
                    fact = rng.choice(['6 months', '12 months', '3 months'])
                else:
                    fact = rng.choice(owners)
                note = 'page has no %s in its front matter' % field
                how = ''
                v = None
            else:
                field = rng.choice(list(SOP_FIELDS_T))
                v = d.get(field)
                if is_empty(v):
                    continue
                how = ''
                if field == 'last_reviewed_on':
                    if not parse_date(v):
                        continue
                    base = v
                    if verdict == 'mismatch':
                        base, how = alt_date(v, rng)
                    fact = fmt_date(base, i)
                elif field == 'review_in':
                    fact = v
                    if verdict == 'mismatch':
                        fact = pick_other(['3 months', '6 months', '12 months'], v, rng)
                        how = 'another review period used by sibling pages'
                elif field == 'owner_slack':
                    fact = v
                    if verdict == 'mismatch':
                        fact = pick_other(owners, v, rng)
                        how = 'a channel that owns other pages'
                elif field == 'section':
                    fact = v
                    if verdict == 'mismatch':
                        fact = pick_other(sections, v, rng)
                        how = 'another section of the same manual'
                else:
                    fact = v
                    if verdict == 'mismatch':
                        continue
                note = ('source %s = %s; stated %s (%s)' % (field, v, fact, how)) if verdict == 'mismatch' else ''
            s_txt = '"%s"' % subj if quoted else subj
            text = rng.choice(SOP_FIELDS_T[field]).format(s=s_txt, v=fact)
            if rng.random() < 0.3:
                op = rng.choice([p for p in paths if p != path])
                ot = SOPS[op]['title']
                text = rng.choice(['After "{o}": ', 'Moving on from {o}. ']).format(o=ot) + text \
                    if rng.random() < 0.5 else text + rng.choice([' Next on the audit list: "{o}".', ' ({o} is a separate ticket.)']).format(o=ot)
            if text.lower().count(fact.lower()) != 1 or text.find(subj) < 0:
                continue
            k = (path, field)
            if k in seen:
                continue
            seen.add(k)
            out.append(dict(key=path, field=field, subject=subj, fact=fact, text=text, note=note,
                            category='sop', verdict=verdict))
            break
        else:
            raise SystemExit('could not generate sop case')
    return out


# ---------------------------------------------------------------- own CSV / YAML templates

CSV_T = {
    'home_port': ['{s} is based out of {v}.', '{s} - home port {v}.', 'Home port for {s}: {v}'],
    'build_year': ['{s} was built in {v}.', '{s} (built {v}) is due a survey.', '{s} dates from {v}.'],
    'capacity_passengers': ['{s} seats {v} passengers.', '{s} is certified for {v} pax.',
                            'Passenger capacity on {s}: {v}.'],
    'capacity_cars': ['{s} takes {v} cars.', 'Car deck on {s} fits {v} vehicles.', '{s}: {v} cars max.'],
    'last_drydock': ['{s} was last dry-docked on {v}.', '{s} came out of dry dock {v}.',
                     'Last drydock for {s}: {v}.'],
    'master': ['{s} is skippered by {v}.', '{v} is master of {s} this season.', 'Master on {s}: {v}.'],
    'status': ['{s} is {v} at the moment.', 'Fleet board: {s} - {v}.', '{s} currently {v}.'],
    'route': ['{s} is rostered on {v}.', '{s} runs {v} this week.', 'Roster: {s} on {v}.'],
}
OWN_SECOND = [' Nothing new on {o}.', ' ({o} discussed separately.)', ' {o} is next on the list.']
OWN_PREFIX = ['Moving on from {o}. ', 'Next after {o}: ', 'Re the handover ({o} done): ']

YAML_T = {
    'origin': ['{s} sails from {v}.', '{s} departs {v}.'],
    'destination': ['{s} runs to {v}.', '{s} terminates at {v}.'],
    'crossing_minutes': ['The crossing on {s} takes {v} minutes.', '{s}: {v} min crossing.'],
    'season': ['{s} operates {v}.', '{s} season: {v}.'],
    'duty_manager': ['Duty manager for {s} is {v}.', '{v} is duty manager on {s}.', 'Ask {v} about {s}.'],
    'schedule.first_sailing': ['First sailing on {s} is at {v}.', '{s} first departure {v}.'],
    'schedule.last_sailing': ['Last boat on {s} leaves at {v}.', '{s} last sailing {v}.'],
    'schedule.sailings_per_day': ['{s} runs {v} sailings a day.', '{v} daily sailings on {s}.'],
    'berth.terminal': ['{s} berths at {v}.', 'Terminal for {s}: {v}.'],
    'berth.length_m': ['The berth for {s} is {v} m long.', '{s} berth length: {v} metres.'],
    'berth.linkspan': ['{s} uses a {v} linkspan.', 'Linkspan on {s}: {v}.'],
    'calls': ['{s} calls at {v}.', '{s} stops at {v} on the way.'],
}


def vessel_subject(vid, r, rng):
    n = vid.split('-')[1]
    return rng.choice(['FV-%s' % n, 'FV %s' % n, 'fv%s' % n, 'FV-%s' % n, r['name'], r['name']])


def route_subject(rid, r, rng):
    n = rid.split('-')[1]
    return rng.choice(['FRT-%s' % n, 'FRT %s' % n, 'frt%s' % n, 'FRT-%s' % n, r['name']])


def own_alt(field, v, pool, rng):
    if field in ('build_year', 'capacity_passengers', 'capacity_cars', 'crossing_minutes',
                 'schedule.sailings_per_day', 'berth.length_m'):
        return alt_int(v, rng)
    if field == 'last_drydock':
        return alt_date(v, rng)
    if field.startswith('schedule.') and ':' in v:
        return alt_time(v, rng)
    return pick_other(pool, v, rng), 'value of a sibling record'


def gen_own(rng, cat, n_ver, n_mis, n_unk):
    out = []
    seen = set()
    if cat == 'own-csv':
        recs, T, subjf = VESSELS, CSV_T, vessel_subject
        fake_ids = ['FV-2%02d' % k for k in range(18, 40)]
        unk_absent = ['gross_tonnage', 'call_sign', 'crew_count']
        unk_fact = {'gross_tonnage': lambda r: fmt_int(rng.randrange(2000, 9000), 0) + ' gross tonnes',
                    'call_sign': lambda r: 'M' + ''.join(rng.choice('QWXZ') for _ in range(3)) + str(rng.randrange(2, 9)),
                    'crew_count': lambda r: str(rng.randrange(9, 40)) + ' crew'}
    else:
        recs, T, subjf = ROUTES, YAML_T, route_subject
        fake_ids = ['FRT-%d' % k for k in list(range(57, 70)) + list(range(30, 41))]
        unk_absent = ['winter_timetable', 'berth.linkspan', 'calls']
    ids = sorted(recs)
    verdicts = ['verified'] * n_ver + ['mismatch'] * n_mis + ['unknown'] * n_unk
    rng.shuffle(verdicts)
    for i, verdict in enumerate(verdicts):
        for _attempt in range(500):
            rid = rng.choice(ids)
            r = recs[rid]
            note = ''
            if verdict == 'unknown':
                if rng.random() < 0.35:
                    fid = rng.choice(fake_ids)
                    if fid in recs:
                        continue
                    subj = fid if rng.random() < 0.6 else fid.replace('-', ' ')
                    field = rng.choice(list(T))
                    v = get_field(r, field)
                    if is_empty(v):
                        continue
                    fact = rng.choice(v) if isinstance(v, list) else v
                    key = None
                    note = '%s does not exist in %s' % (fid, 'sot/vessels.csv' if cat == 'own-csv' else 'sot/routes.yaml')
                    text = rng.choice(T[field]).format(s=subj, v=fact)
                else:
                    field = rng.choice(unk_absent + (['last_drydock', 'route'] if cat == 'own-csv' else []))
                    if not is_empty(get_field(r, field)):
                        continue
                    subj = subjf(rid, r, rng)
                    key = rid
                    if cat == 'own-csv':
                        if field in unk_fact:
                            fact = unk_fact[field](r)
                            text = {'gross_tonnage': '{s} comes in at {v}.', 'call_sign': '{s} uses call sign {v} on VHF.',
                                    'crew_count': '{s} sails with {v} on a normal day.'}[field].format(s=subj, v=fact)
                        else:
                            other = VESSELS[rng.choice([x for x in ids if not is_empty(VESSELS[x][field])])][field]
                            fact = fmt_date(other, i) if field == 'last_drydock' else other
                            text = rng.choice(T[field]).format(s=subj, v=fact)
                    else:
                        if field == 'winter_timetable':
                            fact = rng.choice(['reduced to 4 sailings', 'weekdays only from December', 'suspended in January'])
                            text = rng.choice(['{s} winter timetable: {v}.', 'Over winter {s} is {v}.']).format(s=subj, v=fact)
                        elif field == 'calls':
                            fact = rng.choice(['Ormsgeo', 'Vallinch', 'Dunessary', 'Glenmarrow Point'])
                            text = rng.choice(T[field]).format(s=subj, v=fact)
                        else:
                            fact = rng.choice(['single-deck', 'double-deck'])
                            text = rng.choice(T[field]).format(s=subj, v=fact)
                    note = '%s has no %s (absent or empty)' % (rid, field)
            else:
                field = rng.choice(list(T))
                v = get_field(r, field)
                if is_empty(v):
                    continue
                key = rid
                pool = sorted({sot_value(get_field(x, field)) for x in recs.values()
                               if not is_empty(get_field(x, field)) and not isinstance(get_field(x, field), list)})
                if isinstance(v, list):
                    pool = sorted({c for x in recs.values() for c in (get_field(x, field) or [])} |
                                  {x['destination'] for x in recs.values()})
                    base = rng.choice(v)
                    if verdict == 'mismatch':
                        base = pick_other(pool, v, rng)
                        how = 'a port called at by another route'
                else:
                    base = v
                    if verdict == 'mismatch':
                        base, how = own_alt(field, v, pool, rng)
                base = str(base)
                if field == 'last_drydock':
                    fact = fmt_date(base, i)
                elif re.fullmatch(r'\d+', base) and field != 'build_year':
                    fact = fmt_int(base, i)
                else:
                    fact = base
                subj = subjf(rid, r, rng)
                text = rng.choice(T[field]).format(s=subj, v=fact)
                if verdict == 'mismatch':
                    note = 'source %s = %s; stated %s (%s)' % (field, sot_value(v), fact, how)
            if rng.random() < 0.36:
                o = rng.choice([x for x in ids if x != rid])
                o = rng.choice([o, o.replace('-', ' '), recs[o]['name']])
                if rng.random() < 0.5:
                    text += rng.choice(OWN_SECOND).format(o=o)
                else:
                    text = rng.choice(OWN_PREFIX).format(o=o) + text
            if text.lower().count(fact.lower()) != 1 or subj not in text:
                continue
            k = (key or subj, field)
            if k in seen:
                continue
            seen.add(k)
            out.append(dict(key=key, field=field, subject=subj, fact=fact, text=text, note=note,
                            category=cat, verdict=verdict))
            break
        else:
            raise SystemExit('could not generate %s case' % cat)
    return out


# ---------------------------------------------------------------- subject resolution

def resolves(cat, subject, key):
    """Does the subject string name the record `key` (or, with key None, nothing)?"""
    s = alnum(subject)
    if cat == 'kep':
        nums = re.findall(r'\d+', subject)
        hit = set(n for n in nums if n in KEPS)
        t = KEP_TITLE_UNIQUE.get(s)
        if t:
            hit.add(t)
        for tk, n in KEP_TITLE_UNIQUE.items():
            if len(tk) > 8 and tk in s:
                hit.add(n)
        if key is None:
            return not hit
        return key in hit
    if cat == 'sop':
        hit = set()
        if subject in SOPS:
            hit.add(subject)
        for tk, p in SOP_BY_TITLE.items():
            if len(tk) > 5 and tk in s:
                hit.add(p)
        if key is None:
            return not hit and not any(alnum(d['title']) == s for d in SOPS.values())
        return record('sop', key)[0] in hit
    recs = VESSELS if cat == 'own-csv' else ROUTES
    hit = set()
    for rid, r in recs.items():
        pre, n = rid.split('-')
        if re.search(r'(?<![a-z0-9])%s[\s_-]?%s(?![0-9])' % (pre.lower(), n), subject.lower()):
            hit.add(rid)
        if alnum(r['name']) and alnum(r['name']) in s:
            hit.add(rid)
    if key is None:
        return not hit
    return hit == {key}


# ---------------------------------------------------------------- assemble + check


def expand_hand(h):
    cat, key, field, verdict, subject, fact, text, how = h
    if cat == 'sop' and key is not None:
        key = record('sop', key)[0]
        if key is None:
            raise SystemExit('unknown SOP title in hand case: %r' % (h,))
    return dict(key=key, field=field, subject=subject, fact=fact, text=text, note=how,
                category=cat, verdict=verdict, hand=True)


def finish(c, errs):
    cat = c['category']
    path, d = record(cat, c['key']) if c['key'] is not None else (None, None)
    if c['key'] is not None and path is None:
        errs.append('record missing: %r' % c)
        return None
    v = get_field(d, c['field']) if d is not None else None
    t, s, f = c['text'], c['subject'], c['fact']
    if s not in t:
        errs.append('subject not in text: %r' % c)
    if not f.strip() or t.lower().count(f.lower()) != 1:
        errs.append('fact not exactly once: %r' % c)
    if f.strip().lower() in PLACEHOLDERS:
        errs.append('placeholder fact: %r' % c)
    if not resolves(cat, s, path if cat == 'sop' else c['key']):
        errs.append('subject does not resolve to record: %r' % c)
    verdict = c['verdict']
    if verdict == 'verified':
        if is_empty(v) or not same(f, v):
            errs.append('verified but differs: %r (sot %r)' % (c, v))
    elif verdict == 'mismatch':
        if is_empty(v) or same(f, v):
            errs.append('mismatch but equal/absent: %r (sot %r)' % (c, v))
        if isinstance(v, list) and any(same(f, x) for x in v):
            errs.append('mismatch fact is a list member: %r' % c)
    elif verdict == 'unknown':
        if d is not None and not is_empty(v):
            errs.append('unknown but field present: %r' % c)
        if d is None and s.lower() in BIG:
            errs.append('unknown subject occurs in corpus: %r' % c)
    else:
        errs.append('bad verdict %r' % c)
    if verdict != 'unknown' and isinstance(v, str) and v.strip().lower() in PLACEHOLDERS:
        errs.append('placeholder source value: %r' % c)
    note = c['note']
    if verdict == 'mismatch' and c.get('hand'):
        note = 'source %s = %s; stated %s (%s)' % (c['field'], sot_value(v), f, note)
    if verdict == 'unknown' and not note:
        note = 'record does not exist' if d is None else 'field absent or empty'
    if verdict != 'verified' and not note:
        errs.append('missing note: %r' % c)
    return dict(name='', text=t, subject=s, fact=f, verdict=verdict, field=c['field'],
                sot_path=(path or '') if (verdict != 'unknown' or d is not None) else '',
                sot_value=sot_value(v) if verdict != 'unknown' else '',
                category=cat, note=note if verdict != 'verified' else '',
                _hand=bool(c.get('hand')))


def invented_names():
    names = set()
    for r in VESSELS.values():
        for k in ('vessel_id', 'name', 'home_port', 'master', 'route'):
            if r[k]:
                names.add(r[k])
        names.add(r['master'].split()[-1])
    for rid, r in ROUTES.items():
        names.update([rid, r['name'], r['origin'], r['destination'], r['duty_manager'],
                      r['duty_manager'].split()[-1], r['berth']['terminal']] + list(r['calls']))
    for rid in list(VESSELS) + list(ROUTES):
        pre, n = rid.split('-')
        names.update(['%s %s' % (pre, n), '%s%s' % (pre, n)])
    # invented names used only in texts about records that exist nowhere
    names.update(['Ardmhor Lass', 'Corranmore Belle', 'Skerrand', 'Tallowmere', 'Scheduler Tidal Backoff',
                  'Ormsgeo - Tarrasay shuttle', 'FV-226', 'FRT-58'])
    return sorted(names)


def reread(c):
    """Independently re-read a case's record value from disk (no caches)."""
    p, cat, f = c['sot_path'], c['category'], c['field']
    if cat == 'kep':
        with open(os.path.join(KEPROOT, p), encoding='utf-8') as fh:
            d = yaml.load(fh, Loader=yaml.BaseLoader)
        assert any(alnum(c['subject']).find(alnum(x)) >= 0 for x in (d['kep-number'], d.get('title', ''))) \
            or d['kep-number'] in c['subject'], c
    elif cat == 'sop':
        with open(os.path.join(SOPROOT, p), encoding='utf-8') as fh:
            t = fh.read()
        d = yaml.load(t[3:t.find('\n---', 3)], Loader=yaml.BaseLoader)
    elif cat == 'own-csv':
        with open(os.path.join(HERE, p), encoding='utf-8', newline='') as fh:
            rows = list(csv.DictReader(fh))
        d = [r for r in rows if r['vessel_id'] in ids_in(c['subject'], 'FV') or alnum(r['name']) in alnum(c['subject'])][0]
    else:
        with open(os.path.join(HERE, p), encoding='utf-8') as fh:
            y = yaml.load(fh, Loader=yaml.BaseLoader)['routes']
        d = [r for k, r in y.items() if k in ids_in(c['subject'], 'FRT') or alnum(r['name']) in alnum(c['subject'])][0]
    return sot_value(get_field(d, f))


def ids_in(subject, pre):
    return {'%s-%s' % (pre, m) for m in re.findall(r'(?i)%s[\s_-]?(\d+)' % pre, subject)}


def mentions_second(o):
    t, s = o['text'], o['subject']
    rest = t.replace(s, ' ', 1)
    if o['category'] == 'kep':
        return bool(re.search(r'(KEP[- ]|#|enhancement )\d+', rest))
    if o['category'] == 'sop':
        return any(len(k) > 8 and k in alnum(rest) for k in SOP_BY_TITLE)
    recs = VESSELS if o['category'] == 'own-csv' else ROUTES
    other = [k for k, r in recs.items() if (k in ids_in(rest, k.split('-')[0])) or alnum(r['name']) in alnum(rest)]
    return bool(other)


def main():
    rng = random.Random(SEED)
    errs = []
    cases = [expand_hand(h) for h in HAND]
    hand_counts = {}
    for c in cases:
        hand_counts.setdefault(c['category'], {'verified': 0, 'mismatch': 0, 'unknown': 0})
        hand_counts[c['category']][c['verdict']] += 1
    targets = {'kep': (112, 37, 17), 'sop': (72, 24, 11), 'own-csv': (52, 17, 8), 'own-yaml': (52, 17, 8)}
    for cat, (tot, mis, unk) in targets.items():
        hc = hand_counts.get(cat, {'verified': 0, 'mismatch': 0, 'unknown': 0})
        nm = max(0, mis - hc['mismatch'])
        nu = max(0, unk - hc['unknown'])
        nv = max(0, tot - sum(hc.values()) - nm - nu)
        if cat == 'kep':
            cases += gen_kep(rng, nv, nm, nu)
        elif cat == 'sop':
            cases += gen_sop(rng, nv, nm, nu)
        else:
            cases += gen_own(rng, cat, nv, nm, nu)
    out = [finish(c, errs) for c in cases]
    texts = {}
    for o in out:
        if o and o['text'] in texts:
            errs.append('duplicate text: %r' % o['text'])
        if o:
            texts[o['text']] = 1
    for n in invented_names():
        if n.lower() in BIG:
            errs.append('invented name occurs in corpus: %r' % n)
    for o in out:
        if o and o['verdict'] == 'unknown' and not o['sot_path'] and o['subject'].lower() in BIG:
            errs.append('invented subject in corpus: %r' % o['subject'])
    out = [o for o in out if o]
    # counts + shares
    n = len(out)
    byv = {v: sum(1 for o in out if o['verdict'] == v) for v in ('verified', 'mismatch', 'unknown')}
    byc = {c: sum(1 for o in out if o['category'] == c) for c in ('kep', 'sop', 'own-csv', 'own-yaml')}
    mins = {'kep': 100, 'sop': 60, 'own-csv': 45, 'own-yaml': 45}
    for c, m in mins.items():
        if byc[c] < m:
            errs.append('category %s has %d < %d' % (c, byc[c], m))
    if n < 260:
        errs.append('only %d cases' % n)
    if not (0.28 <= byv['mismatch'] / n <= 0.38):
        errs.append('mismatch share %.3f' % (byv['mismatch'] / n))
    if not (0.11 <= byv['unknown'] / n <= 0.19):
        errs.append('unknown share %.3f' % (byv['unknown'] / n))
    nh = sum(1 for o in out if o['_hand'])
    if nh / n < 0.40:
        errs.append('hand-written share %.3f < 0.40' % (nh / n))
    if errs:
        print('\n'.join(errs))
        print('%d ERRORS; cases.json not written' % len(errs))
        sys.exit(1)
    order = {'kep': 0, 'sop': 1, 'own-csv': 2, 'own-yaml': 3}
    out.sort(key=lambda o: order[o['category']])
    counters = {}
    final = []
    for o in out:
        counters[o['category']] = counters.get(o['category'], 0) + 1
        o['name'] = '%s-%03d-%s%s' % (o['category'], counters[o['category']], o['verdict'],
                                      '-hand' if o['_hand'] else '')
        del o['_hand']
        final.append({k: o[k] for k in ('name', 'text', 'subject', 'fact', 'verdict', 'field', 'sot_path',
                                        'sot_value', 'category', 'note')})
    for o in final:
        if o['sot_path'] and o['verdict'] != 'unknown':
            rv = reread(o)
            if rv != o['sot_value']:
                errs.append('re-read value differs: %r vs %r' % (o, rv))
    if errs:
        print('\n'.join(errs))
        sys.exit(1)
    sec = sum(1 for o in final if mentions_second(o))
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as fh:
        json.dump(final, fh, indent=1, ensure_ascii=False)
        fh.write('\n')
    print('wrote %d cases; hand-written %d (%.1f%%)' % (n, nh, 100.0 * nh / n))
    for c in order:
        print(c, {v: sum(1 for o in final if o['category'] == c and o['verdict'] == v)
                  for v in ('verified', 'mismatch', 'unknown')})
    print('shares', {v: round(byv[v] / n, 3) for v in byv})
    print('texts mentioning a second record: %d (%.1f%%)' % (sec, 100.0 * sec / n))


if __name__ == '__main__':
    main()
