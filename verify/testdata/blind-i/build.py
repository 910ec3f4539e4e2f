#!/usr/bin/env python3
"""Build and check cases.json for the blind verify-i set.

Reads hand-written cases from cases_src.yaml, adds the templated cases defined below,
looks every labelled fact up in its source, checks it, and writes cases.json only if
every check passes. Deterministic: same bytes on every run.
"""
import csv, json, os, re, sys, glob, datetime
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORP = '/work/shared/corpora'
KEPROOT = os.path.join(CORP, 'structured/kubernetes__enhancements')
SOPROOT = os.path.join(CORP, 'sop')
CSV_REL = 'sot/valmorasca_lifts.csv'
YAML_REL = 'sot/valmorasca_snowcats.yaml'

# ---------------------------------------------------------------- sources
def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, 'keps/*/*/kep.yaml'))):
        try:
            d = yaml.load(open(p, encoding='utf-8'), Loader=yaml.BaseLoader)  # strings only
        except Exception:
            continue
        if isinstance(d, dict) and d.get('kep-number'):
            keps[str(d['kep-number']).strip()] = (os.path.relpath(p, KEPROOT), d)
    return keps

FM = re.compile(r'^---\n(.*?)\n---', re.S)
def load_sops():
    pages = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, '**/*.md*'), recursive=True)):
        t = open(p, encoding='utf-8').read()
        m = FM.match(t)
        if not m:
            continue
        try:
            fm = yaml.load(m.group(1), Loader=yaml.BaseLoader)
        except Exception:
            continue
        if isinstance(fm, dict) and 'title' in fm:
            pages[os.path.relpath(p, SOPROOT)] = fm
    return pages

def load_csv():
    with open(os.path.join(HERE, CSV_REL), encoding='utf-8', newline='') as f:
        return {r['lift_id']: r for r in csv.DictReader(f)}

def load_yaml():
    return yaml.load(open(os.path.join(HERE, YAML_REL), encoding='utf-8'), Loader=yaml.BaseLoader)

def dig(d, dotted):
    cur = d
    for part in dotted.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

def missing(v):
    if v is None:
        return True
    if isinstance(v, str) and v.strip().lower() in ('', 'null', '~', 'none'):
        return True
    if isinstance(v, (list, dict)) and not v:
        return True
    return False

def as_sot_value(v):
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    return str(v)

# ---------------------------------------------------------------- normalisation (the contract)
MONTHS = {m.lower(): i for i, m in enumerate(
    ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
     'September', 'October', 'November', 'December'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9

def parse_date(s):
    s = s.strip().rstrip('.').strip()
    m = re.fullmatch(r'(\d{4})[-/](\d{1,2})[-/](\d{1,2})', s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r'([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s)
        if m and m.group(1).lower() in MONTHS:
            mo, d, y = MONTHS[m.group(1).lower()], int(m.group(2)), int(m.group(3))
        else:
            m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+)\.?,? (\d{4})', s)
            if m and m.group(2).lower() in MONTHS:
                d, mo, y = int(m.group(1)), MONTHS[m.group(2).lower()], int(m.group(3))
            else:
                return None
    try:
        return datetime.date(y, mo, d).isoformat()
    except ValueError:
        return None

def norm(v):
    s = str(v).strip()
    s = s.strip('"\'`\u201c\u201d\u2018\u2019').strip()
    d = parse_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    if re.fullmatch(r'v?\d+(\.\d+)+', s):
        s = s.lstrip('v')
    if re.fullmatch(r'\d{1,3}(,\d{3})+', s):
        s = s.replace(',', '')
    s = re.sub(r'[\s\-_]+', ' ', s).strip()
    return s

def matches(stated, sot):
    if isinstance(sot, list):
        return any(norm(stated) == norm(x) for x in sot)
    return norm(stated) == norm(sot)

# ---------------------------------------------------------------- templated cases
# (record/subject key, field, verdict, stated value, how-the-value-was-altered)
def templated():
    out = []
    kep_t = [
        ('{s} is owned by {x}.', 'owning-sig'),
        ('{s}: status {x}.', 'status'),
        ('{s} was created on {x}.', 'creation-date'),
        ('{s} targets stage {x}.', 'stage'),
        ('{s} latest milestone: {x}.', 'latest-milestone'),
        ('{s} reached beta in {x}.', 'milestone.beta'),
        ('{s} reached alpha in {x}.', 'milestone.alpha'),
        ('{s} graduated to stable in {x}.', 'milestone.stable'),
        ('{s} lists {x} among its authors.', 'authors'),
        ('{s} lists {x} among its approvers.', 'approvers'),
        ('{s} lists {x} among its reviewers.', 'reviewers'),
        ('{s} has {x} as a participating SIG.', 'participating-sigs'),
        ('{s} was last updated on {x}.', 'last-updated'),
    ]
    kep_rows = [
        ('1693', 'KEP-1693', 'owning-sig', 'verified', 'sig-api-machinery', ''),
        ('2133', 'KEP-2133', 'status', 'verified', 'implemented', ''),
        ('4193', 'KEP-4193', 'creation-date', 'verified', '2023-08-02', ''),
        ('2413', 'KEP-2413', 'stage', 'verified', 'stable', ''),
        ('4633', 'KEP-4633', 'latest-milestone', 'verified', 'v1.34', ''),
        ('2053', 'KEP-2053', 'milestone.beta', 'verified', 'v1.21', ''),
        ('6063', 'KEP-6063', 'milestone.alpha', 'verified', 'v1.37', ''),
        ('1933', 'KEP-1933', 'milestone.stable', 'verified', 'v1.23', ''),
        ('5573', 'KEP-5573', 'authors', 'verified', '@kannon92', ''),
        ('2263', 'KEP-2263', 'approvers', 'verified', '@saad-ali', ''),
        ('2943', 'KEP-2943', 'reviewers', 'verified', '@caseydavenport', ''),
        ('2853', 'KEP-2853', 'participating-sigs', 'verified', 'sig-testing', ''),
        ('2313', 'KEP-2313', 'last-updated', 'verified', '2018-11-29', ''),
        ('5943', 'KEP-5943', 'owning-sig', 'mismatch', 'sig-scheduling', 'owning SIG swapped for its participating SIG (sig-scheduling)'),
        ('3503', 'KEP-3503', 'status', 'mismatch', 'implementable', 'status of another KEP (withdrawn -> implementable)'),
        ('5343', 'KEP-5343', 'creation-date', 'mismatch', '2025-05-25', 'date moved back one day'),
        ('5793', 'KEP-5793', 'stage', 'mismatch', 'alpha', 'previous stage (beta -> alpha)'),
        ('2523', 'KEP-2523', 'latest-milestone', 'mismatch', '1.18', 'minor version off by one'),
        ('2413', 'KEP-2413', 'milestone.beta', 'mismatch', 'v1.24', 'minor version off by one'),
        ('4193', 'KEP-4193', 'milestone.stable', 'mismatch', 'v1.33', 'stable milestone replaced by latest-milestone v1.33'),
        ('2033', 'KEP-2033', 'authors', 'mismatch', '@giuseppe', 'a reviewer of the same KEP given as author'),
        ('2383', 'KEP-2383', 'approvers', 'mismatch', '@pwittrock', 'a reviewer of the same KEP given as approver'),
        ('603', 'KEP-603', 'reviewers', 'mismatch', '@jsafrane', 'the author given as reviewer'),
        ('2333', 'KEP-2333', 'last-updated', 'mismatch', '2019-04-03', 'date moved forward one day'),
    ]
    tmap = {f: t for t, f in kep_t}
    for i, (k, s, f, v, x, h) in enumerate(kep_rows):
        out.append(dict(n='kep-t%02d' % (i + 1), c='kep', k=k, s=s, f=f, v=v, x=x,
                        t=tmap[f].format(s=s, x=x), h=h, hand=False))
    sop_t = {
        'owner_slack': 'The page "{s}" is owned by {x}.',
        'section': 'The page "{s}" is in the {x} section.',
        'last_reviewed_on': 'The page "{s}" was last reviewed on {x}.',
        'review_in': 'The page "{s}" is due for review in {x}.',
    }
    G = 'alphagov__govuk-developer-docs/source/manual/'
    C = 'ministryofjustice__cloud-platform-user-guide/source/documentation/'
    sop_rows = [
        (G + 'pagerduty.html.md', 'PagerDuty', 'owner_slack', 'verified', '#govuk-developers', ''),
        (G + 'pentests.html.md', 'Pentests', 'section', 'verified', 'Security', ''),
        (C + 'other-topics/storage-classes.html.md.erb', 'Storage Classes', 'last_reviewed_on', 'verified', '2025-03-05', ''),
        (C + 'networking/network-policy.html.md.erb', 'Network Policies', 'review_in', 'verified', '6 months', ''),
        (G + 'terraform-cloud.html.md', 'Terraform Cloud', 'section', 'verified', 'Infrastructure', ''),
        (C + 'other-topics/rds-snapshots.html.md.erb', 'RDS Snapshots', 'last_reviewed_on', 'verified', '2026-04-21', ''),
        (G + 'zendesk.html.md', 'Zendesk', 'owner_slack', 'verified', '#govuk-developers', ''),
        (G + 'pingdom.html.md', 'Pingdom', 'section', 'mismatch', 'Infrastructure', 'section of another page (Monitoring and alerting -> Infrastructure)'),
        (G + 'merge-pr.html.md', 'Merge a Pull Request', 'owner_slack', 'mismatch', '#govuk-frontenders', 'owner channel of another page'),
        (C + 'other-topics/secrets.html.md.erb', 'Secrets overview', 'last_reviewed_on', 'mismatch', '2025-05-16', 'date moved ten days'),
        (C + 'other-topics/rds-ssl.html.md.erb', 'SSL connections with RDS', 'review_in', 'mismatch', '12 months', 'review interval of other pages (6 -> 12 months)'),
        (G + 'pact-testing.html.md', 'Pact Testing', 'section', 'mismatch', 'Deployment', 'section of another page'),
        (C + 'other-topics/security-testing-and-ithc.html.md.erb', 'Security testing and ITHC', 'owner_slack', 'unknown', '#operations-engineering-alerts', 'page has no owner_slack in its front matter'),
        (G + 'rate-limiting.html.md', 'Rate Limiting', 'last_reviewed_on', 'unknown', '2025-08-05', 'page has no last_reviewed_on in its front matter'),
    ]
    for i, (k, s, f, v, x, h) in enumerate(sop_rows):
        out.append(dict(n='sop-t%02d' % (i + 1), c='sop', k=k, s=s, f=f, v=v, x=x,
                        t=sop_t[f].format(s=s, x=x), h=h, hand=False))
    csv_t = {
        'chief_operator': 'Lift {s}: chief operator {x}.',
        'towers': 'Lift {s} has {x} towers.',
        'last_inspection': 'Lift {s} was last inspected on {x}.',
        'status': 'Lift {s} status: {x}.',
        'uphill_capacity_pph': 'Lift {s} carries {x} persons per hour.',
        'rope_replaced_on': 'Lift {s} had its rope replaced on {x}.',
    }
    csv_rows = [
        ('VMR-L04', 'chief_operator', 'verified', 'Ilaria Pedrazzoli', ''),
        ('VMR-L09', 'towers', 'verified', '22', ''),
        ('VMR-L17', 'last_inspection', 'verified', '2026-09-12', ''),
        ('VMR-L23', 'status', 'verified', 'decommissioned', ''),
        ('VMR-L16', 'uphill_capacity_pph', 'verified', '3,200', ''),
        ('VMR-L24', 'rope_replaced_on', 'verified', '2023-06-16', ''),
        ('VMR-L11', 'towers', 'verified', '12', ''),
        ('VMR-L27', 'chief_operator', 'mismatch', 'Tobias Walchegger', 'chief operator of another lift'),
        ('VMR-L14', 'towers', 'mismatch', '11', 'count off by one'),
        ('VMR-L21', 'last_inspection', 'mismatch', '2026-10-21', 'inspection date of another lift'),
        ('VMR-L25', 'status', 'mismatch', 'open', 'status of another lift'),
        ('VMR-L13', 'uphill_capacity_pph', 'mismatch', '2,600', 'capacity of another lift'),
        ('VMR-L02', 'rope_replaced_on', 'unknown', '2024-06-11', 'rope_replaced_on is empty for this lift'),
        ('VMR-L31', 'towers', 'unknown', '14', 'lift ID invented; not in the register nor the corpora'),
    ]
    for i, (k, f, v, x, h) in enumerate(csv_rows):
        out.append(dict(n='csv-t%02d' % (i + 1), c='own-csv', k=k, s=k, f=f, v=v, x=x,
                        t=csv_t[f].format(s=k, x=x), h=h, hand=False))
    yml_t = {
        'depot': 'Snowcat {s} is based at {x}.',
        'engine.hours': 'Snowcat {s} engine hours: {x}.',
        'crew.lead_driver': 'Snowcat {s} lead driver: {x}.',
        'model': 'Snowcat {s} model: {x}.',
        'winch.rope_length_m': 'Snowcat {s} winch rope length: {x} m.',
        'commissioned': 'Snowcat {s} was commissioned on {x}.',
    }
    yml_rows = [
        ('SCV-104', 'depot', 'verified', 'Valbruna barn', ''),
        ('SCV-111', 'engine.hours', 'verified', '8,455', ''),
        ('SCV-118', 'crew.lead_driver', 'verified', 'Loredana Fachinetti', ''),
        ('SCV-108', 'model', 'verified', 'Alpenkraft GX-400 Park', ''),
        ('SCV-113', 'winch.rope_length_m', 'verified', '950', ''),
        ('SCV-106', 'commissioned', 'verified', '2013-12-14', ''),
        ('SCV-114', 'depot', 'verified', 'Sassogrigio hut', ''),
        ('SCV-115', 'depot', 'mismatch', 'Crestagna bay', 'depot of another snowcat'),
        ('SCV-116', 'engine.hours', 'mismatch', '16,840', 'digits transposed (16480 -> 16840)'),
        ('SCV-101', 'crew.lead_driver', 'mismatch', 'Loredana Fachinetti', 'the second driver of the same machine given as lead'),
        ('SCV-102', 'model', 'mismatch', 'Alpenkraft GX-620W', 'model of another snowcat'),
        ('SCV-118', 'winch.rope_length_m', 'mismatch', '1,050', 'rope length of another snowcat'),
        ('SCV-111', 'winch.rope_length_m', 'unknown', '1,050', 'SCV-111 has no winch block'),
        ('SCV-131', 'commissioned', 'unknown', '2021-11-27', 'snowcat ID invented; not in the register nor the corpora'),
    ]
    for i, (k, f, v, x, h) in enumerate(yml_rows):
        out.append(dict(n='yaml-t%02d' % (i + 1), c='own-yaml', k=k, s=k, f=f, v=v, x=x,
                        t=yml_t[f].format(s=k, x=x), h=h, hand=False))
    return out

# ---------------------------------------------------------------- corpus text (for absence checks)
def corpus_texts():
    texts = []
    for root, _, files in os.walk(CORP):
        for fn in sorted(files):
            with open(os.path.join(root, fn), encoding='utf-8', errors='replace') as f:
                texts.append(f.read().lower())
    for rel in (CSV_REL, YAML_REL):
        texts.append(open(os.path.join(HERE, rel), encoding='utf-8').read().lower())
    return texts

def invented_tokens(lifts, cats):
    toks = {'valmorasca'}
    for r in lifts.values():
        for k in ('lift_id', 'lift_name', 'sector', 'chief_operator', 'maintenance_team'):
            toks.add(r[k].lower())
    for k, v in cats.items():
        toks.update(x.lower() for x in (k, v['name'], v['model'], v['depot']))
        toks.update(x.lower() for x in v['sectors'])
        toks.update(x.lower() for x in v.get('crew', {}).get('drivers', []))
    return sorted(toks)

# ---------------------------------------------------------------- hand-written data file
def read_src(path):
    """Records separated by blank lines; each line `key: value` (value taken raw, no escaping).
    Lines starting with # are comments."""
    recs, cur = [], {}
    for line in open(path, encoding='utf-8').read().split('\n') + ['']:
        if line.startswith('#'):
            continue
        if not line.strip():
            if cur:
                recs.append(cur)
                cur = {}
            continue
        k, _, v = line.partition(': ')
        cur[k.strip()] = v
    return recs

# ---------------------------------------------------------------- main
def main():
    keps, sops, lifts, cats = load_keps(), load_sops(), load_csv(), load_yaml()
    src = read_src(os.path.join(HERE, 'cases_src.txt'))
    for c in src:
        c['hand'] = True
    allc = src + templated()
    errors = []
    texts = corpus_texts()
    corpus_only = texts[:-2]

    # invented names/IDs must occur nowhere in the corpora
    for tok in invented_tokens(lifts, cats):
        if any(tok in t for t in corpus_only):
            errors.append('invented token found in corpora: %r' % tok)

    # sop title uniqueness / selection rule
    tcount = {}
    for p, fm in sops.items():
        tcount[fm['title'].strip().lower()] = tcount.get(fm['title'].strip().lower(), 0) + 1

    out, names = [], set()
    for c in allc:
        n, cat, key, field, verdict = c['n'], c['c'], c.get('k', ''), c['f'], c['v']
        cat = {'csv': 'own-csv', 'yaml': 'own-yaml'}.get(cat, cat)
        text, subj, fact = c['t'], c['s'], c['x']
        e = lambda m: errors.append('%s: %s' % (n, m))
        if n in names:
            e('duplicate name')
        names.add(n)
        if verdict not in ('verified', 'mismatch', 'unknown'):
            e('bad verdict')
        if subj not in text:
            e('subject not in text')
        if text.count(fact) != 1:
            e('fact occurs %d times in text' % text.count(fact))
        # resolve source
        rec, path = None, ''
        if cat == 'kep':
            if not key.endswith('3') and key:
                e('KEP number does not end in 3')
            if key in keps:
                path, rec = keps[key]
        elif cat == 'sop':
            if key in sops:
                rec, path = sops[key], key
                t = rec['title']
                if not re.match(r'[m-zM-Z]', t) or '"' in t or tcount[t.strip().lower()] != 1:
                    e('SOP page breaks the selection rule')
        elif cat == 'own-csv':
            if key in lifts:
                rec, path = lifts[key], CSV_REL
        elif cat == 'own-yaml':
            if key in cats:
                rec, path = cats[key], YAML_REL
        else:
            e('bad category')
        sot_value = ''
        if rec is None:
            if verdict != 'unknown':
                e('subject not found in source')
            if any(subj.lower() in t for t in texts):
                e('unknown subject %r occurs somewhere' % subj)
            if cat == 'kep':
                num = re.sub(r'\D', '', subj)
                if num in keps:
                    e('invented KEP number is a real KEP')
        else:
            val = dig(rec, field)
            if verdict == 'unknown':
                if not missing(val):
                    e('unknown but field present: %r' % (val,))
            else:
                if missing(val):
                    e('field missing in source')
                else:
                    if isinstance(val, list) and any('tbd' in str(x).lower() for x in val):
                        e('list contains TBD')
                    if isinstance(val, str) and (val.strip().upper() == 'TBD' or val.strip() in ('0.0', 'v0.0')):
                        e('placeholder value')
                    ok = matches(fact, val)
                    if verdict == 'verified' and not ok:
                        e('verified but %r != %r' % (fact, val))
                    if verdict == 'mismatch' and ok:
                        e('mismatch but %r == %r' % (fact, val))
                    sot_value = as_sot_value(val)
        if verdict == 'mismatch':
            note = 'source holds %s; text states %s; %s' % (sot_value, fact, c.get('h', '').strip() or 'altered')
        elif verdict == 'unknown':
            note = c.get('h', '').strip()
            if not note:
                e('unknown without reason')
            if rec is None:
                path = ''
        else:
            note = c.get('h', '').strip()
        out.append(dict(name=n, text=text, subject=subj, fact=fact, verdict=verdict, field=field,
                        sot_path=path, sot_value=sot_value, category=cat, note=note))
    if errors:
        print('\n'.join(errors))
        print('%d errors; cases.json NOT written' % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write('\n')
    # summary
    from collections import Counter
    cnt = Counter((x['category'], x['verdict']) for x in out)
    hand = sum(1 for c in allc if c['hand'] is True)
    for cat in ('kep', 'sop', 'own-csv', 'own-yaml'):
        print(cat, {v: cnt[(cat, v)] for v in ('verified', 'mismatch', 'unknown')})
    print('total', len(out), 'hand-written', hand, 'templated', len(out) - hand)

if __name__ == '__main__':
    main()
