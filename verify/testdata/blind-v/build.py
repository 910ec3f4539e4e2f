#!/usr/bin/env python3
"""Build and check cases.json for the blind set verify-v.

Reads the corpus sources of truth (kep.yaml files, SOP front matter) and the set's own
sources (sot/labs.csv, sot/instruments.yaml), merges the hand-written cases from
hand_cases.py with template-generated ones (fixed seed), checks every case, and writes
cases.json only when all checks pass.
"""
import csv, glob, json, os, random, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = '/work/shared/corpora'
KEPBASE = os.path.join(CORPUS, 'structured/kubernetes__enhancements')
SOPBASE = os.path.join(CORPUS, 'sop')
SEED = 20261127

KEP_FIELDS = ['kep-number', 'title', 'status', 'stage', 'owning-sig', 'participating-sigs',
              'authors', 'reviewers', 'approvers', 'creation-date', 'last-updated',
              'latest-milestone', 'milestone.alpha', 'milestone.beta', 'milestone.stable']
LIST_FIELDS = {'participating-sigs', 'authors', 'reviewers', 'approvers', 'trained_users',
               'labs_sharing', 'related_repos'}
PLACEHOLDERS = {'0.0', 'tbd', 'x.y', 'never', '', 'none', 'kep template'}
SOP_PREFIX = {
    'G:': 'alphagov__govuk-developer-docs/source/',
    'C:': 'ministryofjustice__cloud-platform-user-guide/source/documentation/',
    'T:': 'ministryofjustice__technical-guidance/source/documentation/',
}


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


# ---------------------------------------------------------------- loading sources
def dig(d, dotted):
    cur = d
    for part in dotted.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur


def load_keps():
    keps = {}
    for p in sorted(glob.glob(KEPBASE + '/keps/**/kep.yaml', recursive=True)):
        d = yaml.load(open(p, encoding='utf-8'), Loader=yaml.BaseLoader)
        if not isinstance(d, dict) or not d.get('kep-number'):
            continue
        keps[str(d['kep-number'])] = (os.path.relpath(p, KEPBASE), d)
    return keps


def front_matter(path):
    t = open(path, encoding='utf-8').read()
    if not t.startswith('---'):
        return None
    parts = t.split('---', 2)
    if len(parts) < 3:
        return None
    d = yaml.load(parts[1], Loader=yaml.BaseLoader)
    return d if isinstance(d, dict) else None


def load_sops():
    sops = {}
    for p in sorted(glob.glob(SOPBASE + '/**/*.md*', recursive=True)):
        d = front_matter(p)
        if d is not None:
            sops[os.path.relpath(p, SOPBASE)] = d
    return sops


def load_labs():
    with open(os.path.join(HERE, 'sot/labs.csv'), newline='', encoding='utf-8') as f:
        return {r['lab_id']: r for r in csv.DictReader(f)}


def load_instruments():
    d = yaml.load(open(os.path.join(HERE, 'sot/instruments.yaml'), encoding='utf-8'),
                  Loader=yaml.BaseLoader)
    return d['instruments']


KEPS = load_keps()
SOPS = load_sops()
LABS = load_labs()
INSTR = load_instruments()
SOP_TITLE_COUNT = collections.Counter((d.get('title') or '').strip().lower() for d in SOPS.values())
KEP_TITLE_COUNT = collections.Counter((d.get('title') or '').strip().lower() for _, d in KEPS.values())


def corpus_text():
    chunks = []
    for root, _, files in os.walk(CORPUS):
        for f in files:
            chunks.append(open(os.path.join(root, f), encoding='utf-8', errors='ignore').read().lower())
    return '\n'.join(chunks)


CORPUS_LC = corpus_text()
OWN_LC = (open(os.path.join(HERE, 'sot/labs.csv'), encoding='utf-8').read() +
          open(os.path.join(HERE, 'sot/instruments.yaml'), encoding='utf-8').read()).lower()


def sop_key(rec):
    for k, v in SOP_PREFIX.items():
        if rec.startswith(k):
            return v + rec[len(k):]
    return rec


def lookup(cat, rec, field):
    """Return (sot_path, raw value or None, record exists)."""
    if cat == 'kep':
        if rec not in KEPS:
            return '', None, False
        path, d = KEPS[rec]
        return path, dig(d, field), True
    if cat == 'sop':
        key = sop_key(rec)
        if key not in SOPS:
            return '', None, False
        return key, SOPS[key].get(field), True
    if cat == 'own-csv':
        if rec not in LABS:
            return '', None, False
        return 'sot/labs.csv', LABS[rec].get(field), True
    if cat == 'own-yaml':
        if rec not in INSTR:
            return '', None, False
        return 'sot/instruments.yaml', dig(INSTR[rec], field), True
    fail('bad category %s' % cat)


def render(v):
    if v is None:
        return ''
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, dict):
        return json.dumps(v, ensure_ascii=False, sort_keys=True)
    return str(v)


def empty(v):
    return v is None or (isinstance(v, (str, list, dict)) and len(v) == 0)


# ---------------------------------------------------------------- normalisation
MONTHS = {m: i + 1 for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
     'september', 'october', 'november', 'december'])}
for _m, _i in list(MONTHS.items()):
    MONTHS[_m[:3]] = _i
MONTHS['sept'] = 9


def parse_date(s):
    s = s.strip().lower().strip('"\'').rstrip('.')
    s = re.sub(r'^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+', '', s)
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r'([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
        if m and m.group(1) in MONTHS:
            mo, d, y = MONTHS[m.group(1)], int(m.group(2)), int(m.group(3))
        else:
            m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})', s)
            if m and m.group(2) in MONTHS:
                d, mo, y = int(m.group(1)), MONTHS[m.group(2)], int(m.group(3))
            else:
                return None
    import datetime
    try:
        return datetime.date(y, mo, d).isoformat()
    except ValueError:
        return 'INVALID'


def parse_version(s):
    s = s.strip().lower().strip('"\'')
    s = re.sub(r'^(kubernetes|k8s)\s*', '', s)
    m = re.fullmatch(r'v?(\d+\.\d+)', s)
    return m.group(1) if m else None


def parse_number(s):
    s = s.strip().lower().strip('"\'')
    s = re.sub(r'^(€|eur)\s*', '', s)
    s = re.sub(r'\s*(€|eur|euros?|hours?|hrs?|h|days?|benches)$', '', s)
    s = s.replace(',', '').replace('\u202f', '').replace(' ', '')
    return s if re.fullmatch(r'-?\d+', s) else None


def generic(s):
    s = s.strip().lower().strip('"\'\u201c\u201d\u2018\u2019')
    return re.sub(r'[\s\-_]+', '', s)


def same(a, b):
    a, b = str(a), str(b)
    for fn in (parse_date, parse_version, parse_number):
        x, y = fn(a), fn(b)
        if x is not None and y is not None:
            return x == y
    return generic(a) == generic(b)


def matches(fact, value):
    if isinstance(value, list):
        return any(same(fact, m) for m in value)
    return same(fact, value)


def placeholder(v):
    if isinstance(v, list):
        return any(placeholder(x) for x in v) or not v
    s = str(v).strip().lower()
    return s in PLACEHOLDERS or 'tbd' in s or '|' in s


# ---------------------------------------------------------------- cases
def make_case(c, gen=False):
    cat, rec, field, verdict = c['cat'], c['rec'], c['field'], c['verdict']
    path, val, exists = lookup(cat, rec, field) if rec else ('', None, False)
    case = collections.OrderedDict()
    case['name'] = c['name']
    case['text'] = c['text']
    case['subject'] = c['subject']
    case['fact'] = c['fact']
    case['verdict'] = verdict
    case['field'] = field
    if verdict == 'unknown':
        case['sot_path'] = path if exists else ''
        case['sot_value'] = ''
    else:
        case['sot_path'] = path
        case['sot_value'] = render(val)
    case['category'] = cat
    if verdict == 'mismatch':
        case['note'] = 'source %s = %s; text states %s; alteration: %s' % (
            field, render(val), c['fact'], c['note'])
    elif verdict == 'unknown':
        case['note'] = c['note']
    else:
        case['note'] = c.get('note', '')
    case['_rec'] = rec
    case['_gen'] = gen
    case['_desc'] = c.get('desc', False)
    return case


def names_record(case):
    """Soft check that the subject names the record by ID, name/title, description or path."""
    cat, rec, subj = case['category'], case['_rec'], case['subject'].lower()
    ns = generic(re.sub(r'[^\w\s-]', ' ', subj))
    if cat == 'kep':
        title = KEPS[rec][1].get('title', '')
        if re.search(r'(?<!\d)%s(?!\d)' % rec, subj):
            return True
        if KEP_TITLE_COUNT[title.strip().lower()] == 1 and generic(re.sub(r'[^\w\s-]', ' ', title.lower())) in ns:
            return True
        words = [w for w in re.findall(r'[a-z0-9]+', title.lower()) if len(w) > 3]
        return bool(case['_desc'] and words and sum(w in subj for w in words) >= max(2, -(-len(words) * 2 // 5)))
    if cat == 'sop':
        key = sop_key(rec)
        title = SOPS[key].get('title', '')
        if SOP_TITLE_COUNT[title.strip().lower()] != 1:
            return False
        if key.lower() in subj or generic(re.sub(r'[^\w\s-]', ' ', title.lower())) in ns:
            return True
        words = [w for w in re.findall(r'[a-z0-9]+', title.lower()) if len(w) > 3]
        return bool(case['_desc'] and words and sum(w in subj for w in words) >= max(2, -(-len(words) * 2 // 5)))
    num = rec.split('-')[1]
    if re.search(r'(?<!\d)%s(?!\d)' % num, subj):
        return True
    name = (LABS[rec]['name'] if cat == 'own-csv' else INSTR[rec]['name']).lower()
    return generic(name) in ns or (case['_desc'] and generic(' '.join(name.split()[:1])) in ns)


def check(case):
    n, t, s, f, v = case['name'], case['text'], case['subject'], case['fact'], case['verdict']
    if s not in t:
        fail('%s: subject not in text' % n)
    if t.lower().count(f.lower()) != 1:
        fail('%s: fact %r occurs %d times' % (n, f, t.lower().count(f.lower())))
    if v not in ('verified', 'mismatch', 'unknown'):
        fail('%s: bad verdict' % n)
    for m in re.finditer(r'\b\d{4}[-/]\d{1,2}[-/]\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+\.? \d{4}\b|\b[A-Z][a-z]+\.? \d{1,2}(?:st|nd|rd|th)?, \d{4}\b', t):
        if parse_date(m.group(0)) == 'INVALID':
            fail('%s: impossible date %r in text' % (n, m.group(0)))
    cat, rec, field = case['category'], case['_rec'], case['field']
    if not field:
        fail('%s: no field' % n)
    if rec is None:
        if v != 'unknown':
            fail('%s: nowhere subject must be unknown' % n)
        if s.lower() in CORPUS_LC or s.lower() in OWN_LC:
            fail('%s: nowhere subject %r occurs in corpus/sources' % (n, s))
        if case['sot_path'] or case['sot_value']:
            fail('%s: nowhere subject must have empty sot fields' % n)
        for num in re.findall(r'\d+', s):
            if (cat == 'kep' and num in KEPS) or 'LB-' + num in LABS or 'IN-' + num in INSTR:
                fail('%s: nowhere subject %r names an existing record' % (n, s))
        return
    path, val, exists = lookup(cat, rec, field)
    if not exists:
        fail('%s: record %s missing' % (n, rec))
    if not names_record(case):
        fail('%s: subject %r does not name record %s' % (n, s, rec))
    # independent re-read of the file at sot_path
    reread = reread_value(cat, path, rec, field)
    if v == 'unknown':
        if not empty(reread):
            fail('%s: unknown but field %s holds %r' % (n, field, reread))
        if case['sot_path'] != path or case['sot_value'] != '':
            fail('%s: unknown sot fields wrong' % n)
        if not case['note']:
            fail('%s: unknown without reason' % n)
        return
    if case['sot_path'] != path or case['sot_value'] != render(reread):
        fail('%s: sot_path/sot_value differ from re-read' % n)
    if empty(reread) or placeholder(reread) or (isinstance(reread, str) and parse_date(reread) == 'INVALID'):
        fail('%s: source value %r is empty or a placeholder' % (n, reread))
    if field in ('creation-date', 'last-updated', 'last_reviewed_on', 'opened_on', 'last_audit_on',
                 'acquired', 'calibration.last_done', 'contract.expires') and parse_date(str(reread)) is None:
        fail('%s: non-ISO date source %r' % (n, reread))
    if parse_date(f) == 'INVALID':
        fail('%s: impossible date in fact' % n)
    if v == 'verified' and not matches(f, reread):
        fail('%s: verified but %r != %r' % (n, f, reread))
    if v == 'mismatch':
        if matches(f, reread):
            fail('%s: mismatch but %r matches %r' % (n, f, reread))
        if not case['note']:
            fail('%s: mismatch without note' % n)


def reread_value(cat, path, rec, field):
    if cat == 'kep':
        d = yaml.load(open(os.path.join(KEPBASE, path), encoding='utf-8'), Loader=yaml.BaseLoader)
        return dig(d, field)
    if cat == 'sop':
        return front_matter(os.path.join(SOPBASE, path)).get(field)
    if cat == 'own-csv':
        with open(os.path.join(HERE, path), newline='', encoding='utf-8') as fh:
            for row in csv.reader(fh):
                if row[0] == 'lab_id':
                    header = row
                elif row[0] == rec:
                    return row[header.index(field)] if field in header else None
        return None
    d = yaml.load(open(os.path.join(HERE, path), encoding='utf-8'), Loader=yaml.BaseLoader)
    return dig(d['instruments'][rec], field)


# ---------------------------------------------------------------- generated cases
def bump_version(v, k):
    m = re.fullmatch(r'(v?)(\d+)\.(\d+)', v)
    return '%s%s.%d' % (m.group(1), m.group(2), int(m.group(3)) + k)


def shift_date(v, days):
    import datetime
    d = datetime.date.fromisoformat(v) + datetime.timedelta(days=days)
    return d.isoformat()


def long_date(iso):
    import datetime
    d = datetime.date.fromisoformat(iso)
    return '%s %d, %d' % (d.strftime('%B'), d.day, d.year)


NEXT_STAGE = {'alpha': 'beta', 'beta': 'stable', 'stable': 'beta', 'deprecated': 'stable'}
NEXT_STATUS = {'implementable': 'implemented', 'implemented': 'implementable', 'provisional': 'implementable'}
NEXT_LABSTATUS = {'active': 'restricted', 'restricted': 'active', 'under renovation': 'active',
                  'decommissioning': 'active', 'commissioning': 'active'}
NEXT_INSTATUS = {'operational': 'under repair', 'under repair': 'operational', 'offline': 'operational',
                 'retired': 'offline', 'commissioning': 'operational'}


def generated(hand_names):
    rng = random.Random(SEED)
    out = []
    # KEP: tracker rows
    kep_pool = []
    for num in sorted(KEPS, key=int):
        if num[-1] not in '15' or num in ('85',):
            continue
        _, d = KEPS[num]
        for fld in ('status', 'stage', 'owning-sig', 'milestone.alpha', 'milestone.beta',
                    'milestone.stable', 'creation-date'):
            val = dig(d, fld)
            if empty(val) or placeholder(val):
                continue
            if fld == 'creation-date' and (parse_date(val) in (None, 'INVALID')):
                continue
            if fld == 'status' and val not in NEXT_STATUS:
                continue
            if fld == 'stage' and val not in NEXT_STAGE:
                continue
            if fld.startswith('milestone') and not re.fullmatch(r'v?\d+\.\d+', val):
                continue
            kep_pool.append((num, fld, val))
    rng.shuffle(kep_pool)
    label = {'status': 'status', 'stage': 'stage', 'owning-sig': 'owning SIG',
             'milestone.alpha': 'alpha in', 'milestone.beta': 'beta in',
             'milestone.stable': 'stable in', 'creation-date': 'created'}
    templates = ['Tracker row | KEP-{n} | {lab}: {val}', 'enhancement {n}: {lab} {val} (per the sheet)',
                 'Sync notes: KEP {n}, {lab} = {val}.']
    used = set()
    i = 0
    for num, fld, val in kep_pool:
        if len([c for c in out if c['cat'] == 'kep']) >= 20:
            break
        if (num, fld) in used:
            continue
        used.add((num, fld))
        verdict = 'mismatch' if i % 3 == 1 else 'verified'
        note = ''
        stated = val
        if verdict == 'mismatch':
            if fld.startswith('milestone'):
                stated, note = bump_version(val, 1), 'milestone moved one minor release later'
            elif fld == 'creation-date':
                stated, note = shift_date(val, 1), 'date shifted by one day'
            elif fld == 'stage':
                stated, note = NEXT_STAGE[val], 'neighbouring stage'
            elif fld == 'status':
                stated, note = NEXT_STATUS[val], 'neighbouring status'
            elif fld == 'owning-sig':
                ps = KEPS[num][1].get('participating-sigs') or []
                alt = [p for p in ps if isinstance(ps, list) and p != val]
                if not alt:
                    continue
                stated, note = alt[0], 'a participating SIG of the same KEP given as owner'
        shown = long_date(stated) if fld == 'creation-date' and i % 2 == 0 else stated
        text = templates[i % 3].format(n=num, lab=label[fld], val=shown)
        subj = {0: 'KEP-%s' % num, 1: 'enhancement %s' % num, 2: 'KEP %s' % num}[i % 3]
        out.append(dict(name='gen-kep-%02d' % i, cat='kep', rec=num, field=fld, verdict=verdict,
                        fact=shown, subject=subj, text=text, note=note))
        i += 1
    # SOP: wiki lines
    sop_pool = []
    for key in sorted(SOPS):
        d = SOPS[key]
        if SOP_TITLE_COUNT[(d.get('title') or '').strip().lower()] != 1:
            continue
        for fld in ('owner_slack', 'last_reviewed_on'):
            if not empty(d.get(fld)) and not placeholder(d.get(fld)):
                sop_pool.append((key, fld, d[fld]))
    rng.shuffle(sop_pool)
    slack_values = sorted({d.get('owner_slack') for d in SOPS.values() if d.get('owner_slack')})
    j = 0
    for key, fld, val in sop_pool:
        if j >= 3:
            break
        title = SOPS[key]['title']
        if '<%' in title or len(title) < 12:
            continue
        verdict = 'mismatch' if j % 3 == 2 else 'verified'
        stated, note = val, ''
        if verdict == 'mismatch':
            if fld == 'owner_slack':
                alts = [s for s in slack_values if s != val and s.split('-')[0] == val.split('-')[0]]
                stated, note = alts[rng.randrange(len(alts))], 'another owner channel from the same corpus'
            else:
                stated, note = shift_date(val, -1), 'date shifted back one day'
        if fld == 'owner_slack':
            text = 'Wiki index: "%s" (owner %s)' % (title, stated)
        else:
            text = '%s was last reviewed on %s according to the docs audit.' % (title, long_date(stated) if j % 2 else stated)
            stated = long_date(stated) if j % 2 else stated
        subj = title if fld != 'owner_slack' else '"%s"' % title
        out.append(dict(name='gen-sop-%02d' % j, cat='sop', rec=key, field=fld, verdict=verdict,
                        fact=stated, subject=subj, text=text, note=note))
        j += 1
    # CSV
    k = 0
    for lab in sorted(LABS):
        r = LABS[lab]
        for fld in ('status', 'bench_count', 'last_audit_on'):
            if k >= 11 or empty(r[fld]) or rng.random() < 0.8:
                continue
            verdict = 'mismatch' if k % 3 == 0 else 'verified'
            val, note = r[fld], ''
            stated = val
            if verdict == 'mismatch':
                if fld == 'status':
                    stated, note = NEXT_LABSTATUS[val], 'neighbouring status'
                elif fld == 'bench_count':
                    stated, note = str(int(val) + 1), 'off by one'
                else:
                    stated, note = shift_date(val, 1), 'date shifted by one day'
            lbl = {'status': 'status', 'bench_count': 'benches', 'last_audit_on': 'last audit'}[fld]
            text = 'Facilities sheet row: %s | %s | %s: %s' % (lab, r['building'], lbl, stated)
            out.append(dict(name='gen-csv-%02d' % k, cat='own-csv', rec=lab, field=fld, verdict=verdict,
                            fact=stated, subject=lab, text=text, note=note))
            k += 1
    # YAML
    m = 0
    for ins in sorted(INSTR):
        r = INSTR[ins]
        for fld in ('status', 'hours_used', 'calibration.interval_days', 'contract.vendor'):
            val = dig(r, fld)
            if m >= 11 or empty(val) or rng.random() < 0.75:
                continue
            verdict = 'mismatch' if m % 3 == 1 else 'verified'
            stated, note = val, ''
            if verdict == 'mismatch':
                if fld == 'status':
                    stated, note = NEXT_INSTATUS[val], 'neighbouring status'
                elif fld == 'hours_used':
                    stated, note = str(int(val) + 10), 'ten hours added'
                elif fld == 'calibration.interval_days':
                    stated, note = str(int(val) * 2), 'interval doubled'
                else:
                    continue
            lbl = {'status': 'status', 'hours_used': 'hours logged', 'calibration.interval_days':
                   'calibration interval (days)', 'contract.vendor': 'service vendor'}[fld]
            text = 'Asset register export - %s (%s): %s %s' % (ins, r['model'], lbl, stated)
            out.append(dict(name='gen-yaml-%02d' % m, cat='own-yaml', rec=ins, field=fld, verdict=verdict,
                            fact=stated, subject=ins, text=text, note=note))
            m += 1
    return out


# ---------------------------------------------------------------- invented names absent from corpus
def check_invented_names():
    names = set()
    for r in LABS.values():
        for k in ('name', 'building', 'principal_investigator'):
            names.add(r[k])
    for r in INSTR.values():
        for k in ('name', 'model', 'custodian', 'contract.vendor'):
            if dig(r, k):
                names.add(dig(r, k))
        names.update(r.get('trained_users') or [])
    for n in list(names):
        names.update(w for w in re.findall(r"[A-Za-z][A-Za-z'-]+", n) if len(w) > 4 and w[0].isupper()
                     and w.lower() not in COMMON_WORDS)
    found = sorted(n for n in names if n.lower() in CORPUS_LC)
    ids = []
    for lab in LABS:
        num = lab.split('-')[1]
        ids += ['lb-' + num, 'lb' + num, 'lb ' + num, 'lb_' + num]
    for ins in INSTR:
        num = ins.split('-')[1]
        ids += ['in-' + num, 'in' + num, 'in ' + num, 'in_' + num]
    found += [i for i in ids if i in CORPUS_LC]
    if found:
        fail('invented names or ID forms occur in the corpus: %s' % found)
    return len(names), len(ids)


# ordinary English words that occur inside invented names (checked only as part of full names)
COMMON_WORDS = {'building', 'cryobiology', 'microbiome', 'photonics', 'polymer', 'synthesis', 'neuroimaging',
                'suite', 'vector', 'virology', 'marine', 'sediment', 'quantum', 'devices', 'plant', 'phenomics',
                'protein', 'crystallography', 'tissue', 'engineering', 'atmospheric', 'chemistry', 'spectrometry',
                'core', 'zebrafish', 'facility', 'battery', 'materials', 'paleoclimate', 'infection', 'modelling',
                'acoustics', 'microscope', 'orbitrap', 'spectrometer', 'scanner', 'confocal', 'x-ray',
                'diffractometer', 'femtosecond', 'laser', 'dilution', 'refrigerator', 'chromatograph', 'flow',
                'cytometer', 'biosafety', 'cabinet', 'imaging', 'gantry', 'cycler', 'anechoic', 'isotope',
                'ratio', 'sorting', 'robot', 'scientific', 'instruments', 'medical', 'systems', 'analytical',
                'optics', 'cryogenics', 'biosystems', 'energy', 'hall', 'tower', 'annex', 'pavilion',
                'glasshouses', 'cryo-em', 'mass', 'test', 'rig', 'gas'}


# ---------------------------------------------------------------- main
def build_all(hand_cases):
    hand = [make_case(c) for c in hand_cases.CASES]
    gen = [make_case(c, gen=True) for c in generated({c['name'] for c in hand_cases.CASES})]
    return hand, gen


def main():
    sys.path.insert(0, HERE)
    import hand_cases
    nn, ni = check_invented_names()
    hand, gen = build_all(hand_cases)
    hand2, gen2 = build_all(hand_cases)
    if json.dumps(hand + gen) != json.dumps(hand2 + gen2):
        fail('case building is not deterministic')
    cases = hand + gen
    names = [c['name'] for c in cases]
    dup = [n for n, k in collections.Counter(names).items() if k > 1]
    if dup:
        fail('duplicate names %s' % dup)
    errors = []
    for c in cases:
        try:
            check(c)
        except CheckError as e:
            errors.append(str(e))
    if errors:
        for e in errors:
            print('CHECK FAILED:', e)
        sys.exit(1)
    # KEP selection rule
    for c in cases:
        if c['category'] == 'kep' and c['_rec'] and c['_rec'][-1] not in '15':
            fail('%s: KEP %s does not end in 1 or 5' % (c['name'], c['_rec']))
    total = len(cases)
    cat = collections.Counter(c['category'] for c in cases)
    ver = collections.Counter(c['verdict'] for c in cases)
    nhand = len(hand)
    mins = [(total >= 260, 'total >= 260'), (nhand / total >= 0.75, 'hand share >= 75%'),
            (0.36 <= cat['kep'] / total <= 0.44, 'kep ~40%'), (0.21 <= cat['sop'] / total <= 0.29, 'sop ~25%'),
            (0.14 <= cat['own-csv'] / total <= 0.20, 'csv ~17%'), (0.14 <= cat['own-yaml'] / total <= 0.20, 'yaml ~17%'),
            (0.29 <= ver['mismatch'] / total <= 0.38, 'mismatch ~1/3'), (0.10 <= ver['unknown'] / total <= 0.15, 'unknown ~12%')]
    for ok, what in mins:
        if not ok:
            fail('minimum not met: %s (total %d, hand %d, %s, %s)' % (what, total, nhand, dict(cat), dict(ver)))
    nested = [c for c in cases if c['category'] == 'own-yaml' and '.' in c['field']]
    lists = [c for c in cases if c['field'] in LIST_FIELDS]
    if len(nested) < 8 or len(lists) < 10:
        fail('too few nested (%d) or list (%d) cases' % (len(nested), len(lists)))
    out = [{k: v for k, v in c.items() if not k.startswith('_')} for c in cases]
    data = json.dumps(out, ensure_ascii=False, indent=1) + '\n'
    dest = os.path.join(HERE, 'cases.json')
    open(dest, 'w', encoding='utf-8').write(data)
    # summary table
    print('total %d, hand %d (%.1f%%), generated %d' % (total, nhand, 100 * nhand / total, len(gen)))
    print('%-10s %9s %9s %9s %6s' % ('category', 'verified', 'mismatch', 'unknown', 'total'))
    for k in ('kep', 'sop', 'own-csv', 'own-yaml'):
        row = collections.Counter(c['verdict'] for c in cases if c['category'] == k)
        print('%-10s %9d %9d %9d %6d' % (k, row['verified'], row['mismatch'], row['unknown'], sum(row.values())))
    print('%-10s %9d %9d %9d %6d' % ('all', ver['verified'], ver['mismatch'], ver['unknown'], total))
    print('nested-field cases %d, list-field cases %d' % (len(nested), len(lists)))
    print('invented names checked absent from corpus: %d names, %d ID forms' % (nn, ni))
    print('OK')


if __name__ == '__main__':
    try:
        main()
    except CheckError as e:
        print('CHECK FAILED:', e)
        sys.exit(1)
