#!/usr/bin/env python3
"""Build blind labelled set P (cases.json) for the fact checker.

Sources read: kep.yaml files (string-only loader), SOP front matter only, and the set's own
sot/hives.csv and sot/apiaries.yaml. Every rule is checked; cases.json is written only when all
checks pass. Deterministic: fixed seed, sorted inputs.
"""
import csv, datetime, json, os, random, re, sys
import yaml
from load import load_keps, load_sops, is_ph, norm_title, CORP

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261127)
TARGET = {  # category: (total, mismatch, unknown)
    'kep': (110, 36, 17),
    'sop': (66, 22, 10),
    'own-csv': (48, 16, 7),
    'own-yaml': (48, 16, 7),
}
ERRORS = []

# ---------------------------------------------------------------- helpers
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']


def pdate(s):
    s = str(s).strip()
    for f in ('%Y-%m-%d', '%Y/%m/%d', '%B %d, %Y', '%d %B %Y', '%b %d, %Y', '%d %b %Y'):
        try:
            return datetime.datetime.strptime(s, f).date()
        except ValueError:
            pass
    return None


def fmt_date(iso, style):
    d = pdate(iso)
    if style == 0:
        return d.isoformat()
    if style == 1:
        return f'{MONTHS[d.month-1]} {d.day}, {d.year}'
    if style == 2:
        return f'{d.day} {MONTHS[d.month-1]} {d.year}'
    return d.strftime('%Y/%m/%d')


def norm(v):
    s = str(v).strip().strip('"\'').strip()
    d = pdate(s)
    if d:
        return d.isoformat()
    s = s.lower()
    s = re.sub(r'^kubernetes\s+', '', s)
    s = re.sub(r'^v(?=\d+\.\d+)', '', s)
    s = re.sub(r'(?<=\d),(?=\d{3})', '', s)
    return re.sub(r'[\s\-_]+', '', s)


def same(stated, source):
    if isinstance(source, list):
        return any(norm(stated) == norm(x) for x in source)
    return norm(stated) == norm(source)


def sval(v):
    return json.dumps(v, ensure_ascii=False) if isinstance(v, list) else str(v)


def alter_date(iso):
    d = pdate(iso)
    k = rng.choice(['day+', 'day-', 'month', 'swap'])
    if k == 'swap' and d.day <= 12 and d.day != d.month:
        return d.replace(month=d.day, day=d.month).isoformat(), 'day and month swapped'
    if k == 'month':
        m = d.month % 12 + 1
        try:
            return d.replace(month=m).isoformat(), 'neighbouring month'
        except ValueError:
            pass
    delta = 1 if k != 'day-' else -1
    return (d + datetime.timedelta(days=delta)).isoformat(), 'neighbouring day'


def alter_version(v):
    m = re.match(r'^(v?)1\.(\d+)$', v.strip())
    pre, minor = m.group(1), int(m.group(2))
    step = rng.choice([1, -1, 1])
    return f'{pre}1.{minor+step}', 'off-by-one minor version'


def ver_form(v):
    m = re.match(r'^v?1\.(\d+)$', v.strip())
    base = f'1.{m.group(1)}'
    return rng.choice([f'v{base}', base, f'Kubernetes {base}', f'v{base}'])


def sig_form(s):
    k = rng.randrange(3)
    if k == 0 or not s.startswith('sig-'):
        return s
    words = s.split('-')[1:]
    special = {'api': 'API', 'ui': 'UI', 'cli': 'CLI'}
    if k == 1:
        return 'SIG ' + ' '.join(special.get(w, w.capitalize()) for w in words)
    return 'sig ' + ' '.join(words)


def count_ci(hay, needle):
    h, n = hay.lower(), needle.lower()
    c, i = 0, h.find(n)
    while i >= 0:
        c += 1
        i = h.find(n, i + 1)
    return c


# ---------------------------------------------------------------- frames
KFRAMES = ['Release notes (draft): {C}', 'stand-up, done: reviewed two PRs; doing: {C} blockers: none',
           'Hi all, {C} Shout if that looks wrong.', 'Ticket comment: {C}', 'Meeting minutes, item 3: {C}',
           'wiki / enhancements tracking: {C}', '@here FYI {C}', '{C}', 'From the retro: {C}',
           'Triage log: {C}', 'Quick note for the changelog: {C}',
           'Email, subject "weekly enhancements roundup": {C} Cheers, Priya']
SFRAMES = ['Docs review notes: {C}', 'Slack thread: {C}', 'Hi folks, {C} Thanks!', 'Ticket comment: {C}',
           'Minutes of the docs triage, point 2: {C}', 'wiki: {C}', '{C}', 'On-call handover: {C}',
           'Email to the docs list: {C} Regards, Sam', 'stand-up: {C}']
OFRAMES = ['Apiary log: {C}', 'Volunteer chat: {C}', 'Inspection sheet note: {C}', '{C}',
           'Minutes of the beekeeping committee, item 5: {C}', 'Hi all, {C} See you Saturday.',
           'Ticket comment (programme tracker): {C}', 'Season report draft: {C}', 'stand-up: {C}',
           'Email to the keepers list: {C} Best, the coordinator']

# ---------------------------------------------------------------- KEP
KTPL = {
    'status': ['{S} is now {V}.', 'Status check: {S} is {V}.', 'Marked {S} as {V} in the tracking sheet.',
               'As of today the status of {S} reads {V}.', '{V} is the current status for {S}.'],
    'stage': ['{S} is at the {V} stage this cycle.', '{S} graduated to {V}.', 'Stage for {S}: {V}.',
              '{V} is where {S} sits stage-wise.'],
    'owning-sig': ['{S} is owned by {V}.', '{V} owns {S}.', 'Ping {V} about {S}, they are the owning SIG.',
                   'Owning SIG of {S}: {V}.'],
    'participating-sigs': ['{V} is one of the participating SIGs on {S}.',
                           '{S} also pulls in {V} as a participating sig.',
                           'Participating SIGs for {S} include {V}.'],
    'authors': ['{S} was authored by {V}.', '{V} wrote {S}.', 'Author on {S}: {V}.',
                'Thanks to {V}, one of the authors of {S}.'],
    'reviewers': ['{V} is listed as a reviewer for {S}.', 'Reviewers for {S} include {V}.',
                  'Asked {V} to review {S} since they are on its reviewer list.'],
    'approvers': ['{S} needs sign-off from {V}, one of its approvers.', 'Approver of {S}: {V}.',
                  '{V} approves {S}.'],
    'creation-date': ['{S} was created on {V}.', '{S} dates back to {V} (creation date).',
                      'Creation date of {S} is {V}.', 'Created {V}: {S}.'],
    'last-updated': ['{S} was last updated on {V}.', "Last touch on {S}'s metadata: {V}.",
                     'Last-updated for {S} shows {V}.'],
    'latest-milestone': ['{S} has {V} as its latest milestone.', 'Latest milestone for {S}: {V}.',
                         '{S} is tracked for {V} (latest milestone).'],
    'milestone.alpha': ['{S} went alpha in {V}.', 'Alpha for {S} landed in {V}.', '{S}: alpha milestone {V}.'],
    'milestone.beta': ['{S} reached beta in {V}.', 'Beta target for {S}: {V}.', '{V} is the beta release for {S}.'],
    'milestone.stable': ['{S} goes GA in {V}.', 'Stable release for {S}: {V}.', '{S} is planned to hit stable in {V}.'],
    'editor': ['{V} is the editor of {S}.', 'Editor on {S}: {V}.'],
    'title': ['{S} is titled "{V}".', '{S} ("{V}") needs a PRR.', 'The title of {S} is {V}.'],
}
KTPL2 = {  # two values of one record, only {V} is labelled
    'milestone.alpha': ['{S} went alpha in {V} and beta in {W}.'],
    'milestone.beta': ['{S}: alpha in {W}, beta in {V}.'],
    'milestone.stable': ['{S} went beta in {W} and stable in {V}.'],
}
KTPL2W = {'milestone.alpha': 'milestone.beta', 'milestone.beta': 'milestone.alpha',
          'milestone.stable': 'milestone.beta'}


def kget(d, f):
    if f.startswith('milestone.'):
        m = d.get('milestone')
        if not isinstance(m, dict):
            return None
        return m.get(f.split('.')[1])
    return d.get(f)


def kep_subject(d, rel, allow_title=True):
    n = d['kep-number']
    forms = [f'KEP-{n}', f'KEP {n}', f'#{n}', f'enhancement {n}', f'KEP-{n}']
    if allow_title:
        forms += [d['title'], d['title'], d['title'].lower()]
        forms.append(os.path.dirname(rel)[len('keps/'):])
    return rng.choice(forms)


def kep_fact(field, val, d=None):
    if field in ('creation-date', 'last-updated'):
        return fmt_date(val, rng.randrange(4))
    if field.startswith('milestone.') or field == 'latest-milestone':
        return ver_form(val)
    if field in ('owning-sig', 'participating-sigs'):
        return sig_form(val)
    return val


def build_kep():
    keps = [(r, d) for r, d in load_keps() if not is_ph(d.get('title', '')) and d.get('title') != 'KEP Template']
    all_people = {f: sorted({p for _, d in keps for p in (d.get(f) or []) if isinstance(d.get(f), list) and not is_ph(p)})
                  for f in ('authors', 'reviewers', 'approvers')}
    all_sigs = sorted({d['owning-sig'] for _, d in keps} | {s for _, d in keps for s in (d.get('participating-sigs') or [])
                                                            if isinstance(d.get('participating-sigs'), list)})
    all_sigs = [s for s in all_sigs if s.startswith('sig-') and not is_ph(s)]
    fields = ['status', 'stage', 'owning-sig', 'participating-sigs', 'authors', 'reviewers', 'approvers',
              'creation-date', 'last-updated', 'latest-milestone', 'milestone.alpha', 'milestone.beta',
              'milestone.stable', 'editor', 'title']

    def usable(d, f):
        v = kget(d, f)
        if v is None:
            return False
        if isinstance(v, list):
            return bool([x for x in v if not is_ph(x)])
        if is_ph(v):
            return False
        if f in ('creation-date', 'last-updated') and not pdate(v):
            return False
        if (f.startswith('milestone.') or f == 'latest-milestone') and not re.match(r'^v?1\.\d+$', v.strip()):
            return False
        if f == 'stage' and v not in ('alpha', 'beta', 'stable'):
            return False
        if f == 'status' and v not in ('implementable', 'implemented', 'provisional'):
            return False
        return True

    def mismatch(d, f, rel):
        v = kget(d, f)
        if f == 'status':
            o = rng.choice([x for x in ('implementable', 'implemented', 'provisional') if x != v])
            return o, 'a plausible other status'
        if f == 'stage':
            o = rng.choice([x for x in ('alpha', 'beta', 'stable') if x != v])
            return o, 'a neighbouring stage'
        if f in ('owning-sig', 'participating-sigs'):
            cur = v if isinstance(v, list) else [v]
            o = rng.choice([s for s in all_sigs if s not in cur and s != d['owning-sig']])
            return o, 'a SIG that exists on other KEPs'
        if f in all_people:
            mine = {p for g in ('authors', 'reviewers', 'approvers') for p in (d.get(g) or []) if isinstance(d.get(g), list)}
            o = rng.choice([p for p in all_people[f] if p not in v and p not in mine and p != d.get('editor')])
            return o, f'a person who is in {f} of another KEP'
        if f == 'editor':
            o = rng.choice([p for p in all_people['authors'] if p != v])
            return o, 'an author of another KEP'
        if f in ('creation-date', 'last-updated'):
            return alter_date(v)
        if f.startswith('milestone.') or f == 'latest-milestone':
            return alter_version(v)
        if f == 'title':
            sib = [x['title'] for r, x in keps if x['owning-sig'] == d['owning-sig'] and x is not d] or \
                  [x['title'] for r, x in keps if x is not d]
            return rng.choice(sib), 'the title of a sibling KEP of the same SIG'
        raise ValueError(f)

    cases = []
    total, nm, nu = TARGET['kep']
    n_inv = 5
    plan = ['mismatch'] * nm + ['unknown'] * (nu - n_inv) + ['verified'] * (total - nm - nu)
    rng.shuffle(plan)
    order = list(range(len(keps)))
    rng.shuffle(order)
    used = set()
    i = 0
    for verdict in plan:
        for attempt in range(400):
            r, d = keps[order[i % len(order)]]
            i += 1
            if verdict == 'unknown':
                absent = [f for f in ('last-updated', 'editor', 'milestone.alpha', 'milestone.beta', 'milestone.stable',
                                      'latest-milestone', 'stage', 'participating-sigs', 'reviewers')
                          if kget(d, f) is None and not (f.startswith('milestone.') is False and f in d)]
                absent = [f for f in absent if (r, f) not in used]
                if not absent:
                    continue
                f = rng.choice(absent)
                if f in ('last-updated',):
                    val = d['creation-date'] if pdate(d.get('creation-date', '')) else '2023-06-01'
                    val, _ = alter_date(val)
                elif f.startswith('milestone.') or f == 'latest-milestone':
                    val = rng.choice(['v1.29', 'v1.31', 'v1.33', 'v1.35'])
                elif f == 'stage':
                    val = rng.choice(['alpha', 'beta'])
                elif f == 'participating-sigs':
                    val = rng.choice([s for s in all_sigs if s != d['owning-sig']])
                else:
                    val = rng.choice(all_people['authors'] if f == 'editor' else all_people['reviewers'])
                fact = kep_fact(f, val)
                c = kep_text(d, r, f, fact, keps)
                if not c:
                    continue
                text, subj = c
                cases.append(dict(name='', text=text, subject=subj, fact=fact, verdict='unknown', field=f,
                                  sot_path=r, sot_value='', category='kep',
                                  note=f'KEP {d["kep-number"]} has no {f} in its kep.yaml'))
                used.add((r, f))
                break
            cand = [f for f in fields if usable(d, f) and (r, f) not in used]
            if not cand:
                continue
            f = rng.choice(cand)
            v = kget(d, f)
            if verdict == 'verified':
                src = rng.choice([x for x in v if not is_ph(x)]) if isinstance(v, list) else v
                fact = kep_fact(f, src)
                note = ''
            else:
                alt, how = mismatch(d, f, r)
                fact = kep_fact(f, alt)
                shown = v if not isinstance(v, list) else v
                note = f'source {sval(shown)}, stated {fact}: {how}'
            c = kep_text(d, r, f, fact, keps, title_ok=(f != 'title'))
            if not c:
                continue
            text, subj = c
            cases.append(dict(name='', text=text, subject=subj, fact=fact, verdict=verdict, field=f, sot_path=r,
                              sot_value=sval(v), category='kep', note=note))
            used.add((r, f))
            break
        else:
            ERRORS.append(f'kep: could not place a {verdict} case')
    # invented KEPs
    inv_titles = ['Pod Sleep Budget Controller', 'Scheduler Quiet Hours', 'Kubelet Thermal Throttling Signals',
                  'Namespace Carbon Quotas', 'Ephemeral Volume Snapshot Leases']
    inv_nums = INVENTED_KEP_NUMS[:n_inv]
    inv_tpl = [('KEP-{N} ({T}) is now implementable.', 'status', 'implementable', 'KEP-{N}'),
               ('"{T}" is owned by SIG Node, per the planning doc.', 'owning-sig', 'SIG Node', '{T}'),
               ('enhancement {N} went alpha in v1.34 according to the sheet.', 'milestone.alpha', 'v1.34', 'enhancement {N}'),
               ('KEP {N}, {T}, was created on March 3, 2025.', 'creation-date', 'March 3, 2025', 'KEP {N}'),
               ('{T} (#{N}) was authored by @liggitt.', 'authors', '@liggitt', '{T}')]
    for (tpl, f, fact, subj), n, t in zip(inv_tpl, inv_nums, inv_titles):
        text = rng.choice(KFRAMES).replace('{C}', tpl.replace('{N}', n).replace('{T}', t))
        cases.append(dict(name='', text=text, subject=subj.replace('{N}', n).replace('{T}', t), fact=fact,
                          verdict='unknown', field=f, sot_path='', sot_value='', category='kep',
                          note=f'invented KEP {n} "{t}": occurs nowhere in the corpus'))
        INVENTED.extend([t])
    return cases, keps


def kep_text(d, rel, f, fact, keps, title_ok=True):
    for _ in range(30):
        subj = kep_subject(d, rel, allow_title=title_ok)
        two = f in KTPL2 and rng.random() < 0.3 and kget(d, KTPL2W[f]) and not is_ph(kget(d, KTPL2W[f])) \
            and re.match(r'^v?1\.\d+$', str(kget(d, KTPL2W[f])).strip())
        if two:
            core = rng.choice(KTPL2[f]).replace('{W}', ver_form(kget(d, KTPL2W[f])))
        else:
            core = rng.choice(KTPL[f])
        core = core.replace('{S}', subj).replace('{V}', fact)
        if rng.random() < 0.2:  # second record mentioned, not labelled
            r2, d2 = rng.choice(keps)
            if d2 is not d and d2.get('status') in ('implementable', 'implemented', 'provisional'):
                core += f' Separately, KEP-{d2["kep-number"]} is still {d2["status"]}.'
        text = rng.choice(KFRAMES).replace('{C}', core)
        if count_ci(text, fact) == 1 and subj in text and count_ci(text, subj) == 1:
            return text, subj
    return None


# ---------------------------------------------------------------- SOP
STPL = {
    'owner_slack': ['Questions about {S}? Ask in {V}.', '{S} is owned by {V} on Slack.',
                    'Owner channel for {S}: {V}.', '{V} looks after {S}.'],
    'section': ['{S} sits in the {V} section of the manual.', 'Section: {V}, that is where {S} lives.',
                '{S} is filed under {V}.'],
    'parent': ['{S} hangs under {V} in the docs tree.', 'Parent page of {S}: {V}.'],
    'last_reviewed_on': ['{S} was last reviewed on {V}.', 'Last review of {S}: {V}.',
                         '{V} was the last time anyone reviewed {S}.'],
    'review_in': ['{S} is due for review every {V}.', 'Review interval on {S} is {V}.',
                  'We re-review {S} in {V}.'],
    'type': ['{S} is a {V} page.', 'Page type of {S}: {V}.'],
    'layout': ['{S} uses the {V} layout.', 'Layout for {S}: {V}.'],
    'related_repos': ['{S} covers the {V} repo.', 'Related repo for {S}: {V}.',
                      'If you change {V}, check {S} too; it lists that repo.'],
    'weight': ['{S} has nav weight {V}.', 'Weight of {S} in the menu: {V}.'],
}


def build_sop():
    pages = load_sops()
    all_vals = {}
    for r, d in pages:
        for k, v in d.items():
            for x in (v if isinstance(v, list) else [v]):
                all_vals.setdefault(k, set()).add(x)
    all_vals = {k: sorted(v) for k, v in all_vals.items()}
    fields = list(STPL)
    cases = []
    total, nm, nu = TARGET['sop']
    n_inv = 3
    plan = ['mismatch'] * nm + ['unknown'] * (nu - n_inv) + ['verified'] * (total - nm - nu)
    rng.shuffle(plan)
    order = list(range(len(pages)))
    rng.shuffle(order)
    used = set()
    i = 0

    def usable(d, f):
        v = d.get(f)
        if v is None or (isinstance(v, list) and not v) or (not isinstance(v, list) and (is_ph(v))):
            return False
        if f == 'last_reviewed_on' and not pdate(v):
            return False
        return True

    def mism(d, f):
        v = d[f]
        if f == 'last_reviewed_on':
            return alter_date(v)
        if f == 'review_in':
            n = int(re.match(r'\d+', v).group())
            o = rng.choice([x for x in (3, 6, 12) if x != n])
            return f'{o} months', 'a plausible other interval'
        if f == 'type':
            return rng.choice(['reference', 'how-to']), 'a plausible other page type'
        if f == 'weight':
            return str(int(v) + rng.choice([1, -1, 10])), 'a nearby weight'
        if f == 'parent':
            return rng.choice([x for x in all_vals['parent'] + ['/kubernetes.html'] if x != v]), 'another parent page'
        cur = v if isinstance(v, list) else [v]
        o = rng.choice([x for x in all_vals[f] if x not in cur and norm(x) not in {norm(c) for c in cur}])
        return o, f'the {f} value of another SOP page'

    for verdict in plan:
        for attempt in range(400):
            r, d = pages[order[i % len(order)]]
            i += 1
            if verdict == 'unknown':
                absent = [f for f in ('owner_slack', 'last_reviewed_on', 'review_in', 'section', 'related_repos')
                          if f not in d and (r, f) not in used]
                if not absent:
                    continue
                f = rng.choice(absent)
                val = {'owner_slack': rng.choice(all_vals['owner_slack']),
                       'last_reviewed_on': fmt_date(rng.choice(all_vals['last_reviewed_on']), rng.randrange(4)),
                       'review_in': '6 months', 'section': rng.choice(all_vals['section']),
                       'related_repos': rng.choice(all_vals['related_repos'])}[f]
                c = sop_text(d, r, f, val, pages)
                if not c:
                    continue
                cases.append(dict(name='', text=c[0], subject=c[1], fact=val, verdict='unknown', field=f, sot_path=r,
                                  sot_value='', category='sop', note=f'the page has no {f} in its front matter'))
                used.add((r, f))
                break
            cand = [f for f in fields if usable(d, f) and (r, f) not in used]
            if not cand:
                continue
            # prefer the rarer fields a bit
            f = rng.choice(cand + [x for x in cand if x not in ('layout', 'parent')])
            v = d[f]
            if verdict == 'verified':
                src = rng.choice(v) if isinstance(v, list) else v
                fact = fmt_date(src, rng.randrange(4)) if f == 'last_reviewed_on' else src
                note = ''
            else:
                alt, how = mism(d, f)
                fact = fmt_date(alt, rng.randrange(4)) if f == 'last_reviewed_on' else alt
                note = f'source {sval(v)}, stated {fact}: {how}'
            c = sop_text(d, r, f, fact, pages)
            if not c:
                continue
            cases.append(dict(name='', text=c[0], subject=c[1], fact=fact, verdict=verdict, field=f, sot_path=r,
                              sot_value=sval(v), category='sop', note=note))
            used.add((r, f))
            break
        else:
            ERRORS.append(f'sop: could not place {verdict}')
    inv = [('Rotate the fax gateway signing key', 'owner_slack', '#govuk-platform-engineering-team',
            'The "{T}" runbook is owned by {V}.'),
           ('Decommission the legacy pager bridge', 'last_reviewed_on', 'March 5, 2025',
            '{T} was last reviewed on {V}.'),
           ('Triage stale CDN purge queue', 'review_in', '6 months', 'The {T} page is due for review every {V}.')]
    for t, f, v, tpl in inv:
        text = rng.choice(SFRAMES).replace('{C}', tpl.replace('{T}', t).replace('{V}', v))
        cases.append(dict(name='', text=text, subject=t, fact=v, verdict='unknown', field=f, sot_path='',
                          sot_value='', category='sop', note=f'invented SOP page "{t}": exists nowhere in sop/'))
        INVENTED.append(t)
    return cases, pages


def sop_text(d, r, f, fact, pages):
    t = str(d['title'])
    for _ in range(30):
        k = rng.randrange(6)
        subj = [t, t, t.lower(), r, f'"{t}"', t][k]
        if k == 4:
            subj = t  # quoted in text, subject without quotes
            wrap = f'the "{t}" page'
        else:
            wrap = subj
        core = rng.choice(STPL[f]).replace('{S}', wrap).replace('{V}', fact)
        if rng.random() < 0.2:
            r2, d2 = rng.choice(pages)
            if d2 is not d:
                core += f' (The {d2["title"]} page needs no change.)'
        text = rng.choice(SFRAMES).replace('{C}', core)
        if count_ci(text, fact) == 1 and count_ci(text, subj) == 1 and subj in text:
            return text, subj
    return None


# ---------------------------------------------------------------- own CSV
CTPL = {
    'colony_name': ['{S} is the {V}.', 'Reminder that {S} is what we call the {V} on the board.'],
    'apiary_id': ['{S} sits at {V}.', '{S} was moved to site {V}.', 'Site for {S}: {V}.'],
    'keeper': ['{S} is looked after by {V}.', '{V} is the keeper for {S}.', 'Keeper on {S}: {V}.'],
    'queen_year': ['{S} has a {V} queen.', 'Queen in {S} is from {V}.', '{S}: queen year {V}.'],
    'installed_on': ['{S} was installed on {V}.', '{S} went in on {V}.', 'Install date for {S}: {V}.'],
    'last_inspection': ['Last inspection of {S}: {V}.', '{S} was last inspected on {V}, all calm.',
                        '{V}: inspected {S}, brood looks good.'],
    'frames': ['{S} is on {V} frames.', 'Frame count for {S}: {V}.', '{S} now has {V} frames drawn out.'],
    'honey_kg': ['{S} gave {V} kg of honey this season.', 'Honey from {S}: {V} kg.',
                 'We took {V} kilograms off {S}.'],
    'mite_count': ['Mite drop count for {S} was {V}.', '{S} showed {V} mites on the board.',
                   'Varroa count on {S}: {V} mites.'],
    'status': ['{S} is currently {V}.', 'Status of {S}: {V}.', '{S} is marked {V} on the board.'],
}


def csv_subject(rid, row):
    n = rid.split('-')[1]
    name = row['colony_name']
    return rng.choice([rid, rid, f'HV {n}', f'HV{n}', f'hive {n}', name, name.lower(),
                       name.replace(' Colony', ''), rid.lower()])


def build_csv():
    path = 'sot/hives.csv'
    rows = list(csv.DictReader(open(os.path.join(HERE, path), encoding='utf-8')))
    recs = {r['hive_id']: r for r in rows}
    fields = [f for f in CTPL]
    cases = []
    total, nm, nu = TARGET['own-csv']
    n_inv = 3
    plan = ['mismatch'] * nm + ['unknown'] * (nu - n_inv) + ['verified'] * (total - nm - nu)
    rng.shuffle(plan)
    ids = sorted(recs)
    rng.shuffle(ids)
    used = set()
    i = 0
    keepers = sorted({r['keeper'] for r in rows})
    statuses = sorted({r['status'] for r in rows})
    ABSENT = [('supers', '2', ['{S} has {V} supers on.', 'Supers on {S}: {V}.']),
              ('temperament', 'calm', ['{S} is {V} to handle.', 'Temperament of {S}: {V}.']),
              ('hive_type', 'WBC', ['{S} is a {V} hive.', 'Box type for {S}: {V}.']),
              ('sponsor', 'the Rotary club', ['{S} is sponsored by {V}.'])]

    def mism(row, f):
        v = row[f]
        sib = [r for r in rows if r is not row]
        if f == 'keeper':
            return rng.choice([k for k in keepers if k != v]), 'the keeper of a sibling hive'
        if f == 'status':
            return rng.choice([s for s in statuses if s != v]), 'a status of another hive'
        if f in ('installed_on', 'last_inspection'):
            return alter_date(v)
        if f == 'queen_year':
            return str(int(v) + rng.choice([1, -1])), 'off-by-one year'
        if f == 'apiary_id':
            n = int(v.split('-')[1])
            return f'APY-{n + rng.choice([1, -1]) if n > 11 else n + 1}', 'a neighbouring apiary'
        if f == 'colony_name':
            return rng.choice(sib)['colony_name'], 'the name of a sibling hive'
        if f == 'honey_kg':
            a, b = v.split('.')
            sw = b + '.' + a if len(a) == 1 and b != a and b != '0' else None
            if sw and sw != v:
                return sw, 'digits swapped'
            return f'{float(v) + 1.5:.1f}', 'a plausible other weight'
        if f in ('frames', 'mite_count'):
            return str(int(v) + rng.choice([1, 2])), 'off by a small count'
        raise ValueError(f)

    for verdict in plan:
        for attempt in range(400):
            rid = ids[i % len(ids)]
            i += 1
            row = recs[rid]
            if verdict == 'unknown':
                opts = [a for a in ABSENT if (rid, a[0]) not in used]
                f, val, tpls = rng.choice(opts)
                c = own_text(rid, row, tpls, val, csv_subject, rows, 'hive_id')
                if not c:
                    continue
                cases.append(dict(name='', text=c[0], subject=c[1], fact=val, verdict='unknown', field=f,
                                  sot_path=path, sot_value='', category='own-csv',
                                  note=f'hives.csv has no {f} column'))
                used.add((rid, f))
                break
            cand = [f for f in fields if (rid, f) not in used and not (f == 'honey_kg' and row[f].endswith('.0'))]
            f = rng.choice(cand)
            v = row[f]
            if verdict == 'verified':
                fact, note = v, ''
            else:
                fact, how = mism(row, f)
                note = f'source {v}, stated {fact}: {how}'
            if f in ('installed_on', 'last_inspection'):
                fact = fmt_date(fact, rng.randrange(4))
            c = own_text(rid, row, CTPL[f], fact, csv_subject, rows, 'hive_id', avoid_name=(f == 'colony_name'))
            if not c:
                continue
            cases.append(dict(name='', text=c[0], subject=c[1], fact=fact, verdict=verdict, field=f, sot_path=path,
                              sot_value=v, category='own-csv', note=note))
            used.add((rid, f))
            break
        else:
            ERRORS.append(f'csv: could not place {verdict}')
    for n, f, v, tpl in [('HV-327', 'keeper', 'Ines Marrowby', '{S} is looked after by {V}.'),
                         ('HV 333', 'frames', '9', 'Frame count for {S}: {V}.'),
                         ('Thornquill Lantern Colony', 'status', 'active', 'The {S} is currently {V}.')]:
        text = rng.choice(OFRAMES).replace('{C}', tpl.replace('{S}', n).replace('{V}', v))
        cases.append(dict(name='', text=text, subject=n, fact=v, verdict='unknown', field=f, sot_path='',
                          sot_value='', category='own-csv', note=f'invented hive "{n}": no such record in hives.csv'))
        INVENTED.append(n)
    return cases, rows


def own_text(rid, row, tpls, fact, subjf, rows, idkey, avoid_name=False):
    for _ in range(40):
        subj = subjf(rid, row)
        if avoid_name and not re.search(r'\d', subj):
            continue
        core = rng.choice(tpls).replace('{S}', subj).replace('{V}', fact)
        if rng.random() < 0.2:
            o = rng.choice(rows)
            if o is not row:
                core += f' {o[idkey]} was fine too.'
        text = rng.choice(OFRAMES).replace('{C}', core)
        if count_ci(text, fact) == 1 and subj in text and count_ci(text, subj) == 1:
            return text, subj
    return None


# ---------------------------------------------------------------- own YAML
YTPL = {
    'name': ['{S} is the {V}.', '{S} ({V}) needs new fencing.'],
    'district': ['{S} is in {V}.', '{S}, over in {V}, needs a visit.', 'District for {S}: {V}.'],
    'lead_keeper': ['{V} leads {S}.', 'Lead keeper at {S}: {V}.', '{S} is run by {V}.'],
    'established': ['{S} was set up on {V}.', '{S} has been running since {V}.', 'Established {V}: {S}.'],
    'capacity': ['{S} takes up to {V} hives.', 'Capacity at {S}: {V} hives.', '{S} has room for {V} colonies.'],
    'site.elevation_m': ['{S} sits at {V} m above sea level.', 'Elevation of {S}: {V} metres.'],
    'site.area_m2': ['{S} covers {V} m2.', 'Plot size at {S}: {V} square metres.'],
    'inspection.last_visit': ['{S} was last visited on {V}.', 'Last visit to {S}: {V}.',
                              '{V}: walked round {S}, hives quiet.'],
    'inspection.interval_days': ['{S} gets inspected every {V} days.', 'Inspection interval at {S}: {V} days.'],
    'forage': ['Bees at {S} work the {V}.', 'Main forage near {S}: {V}.', '{V} is in flower around {S}.'],
    'swarm_contact': ['Swarm calls for {S} go to {V}.', '{V} is the swarm contact for {S}.'],
}
YTPL2 = {'inspection.last_visit': ['{S} was last visited on {V}; it is on a {W}-day cycle.'],
         'inspection.interval_days': ['{S} is on a {V}-day cycle, last visit {W}.']}


def flat(d, pre=''):
    out = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(flat(v, pre + k + '.'))
        else:
            out[pre + k] = v
    return out


def y_subject(rid, rec):
    n = rid.split('-')[1]
    name = rec['name']
    return rng.choice([rid, rid, f'APY {n}', f'APY{n}', name, name.lower(), name.replace(' Apiary', ''),
                       f'{name.replace(" Apiary", "")} site', rid.lower()])


def build_yaml():
    path = 'sot/apiaries.yaml'
    raw = yaml.load(open(os.path.join(HERE, path), encoding='utf-8').read(), Loader=yaml.BaseLoader)['apiaries']
    recs = {k: flat(v) for k, v in raw.items()}
    rows = [dict(v, apiary=k) for k, v in recs.items()]
    fields = list(YTPL)
    cases = []
    total, nm, nu = TARGET['own-yaml']
    n_inv = 3
    plan = ['mismatch'] * nm + ['unknown'] * (nu - n_inv) + ['verified'] * (total - nm - nu)
    rng.shuffle(plan)
    ids = sorted(recs)
    rng.shuffle(ids)
    used = set()
    i = 0
    keepers = sorted({r['lead_keeper'] for r in recs.values()} | {r['swarm_contact'] for r in recs.values()})
    forage_all = sorted({x for r in recs.values() for x in r['forage']})
    ABSENT = [('water_source', 'the mill leat', ['Water for {S} comes from {V}.']),
              ('site.soil', 'chalk', ['Soil at {S} is {V}.']),
              ('insurance_until', '31 March 2027', ['Insurance for {S} runs until {V}.']),
              ('sponsor', 'the allotment society', ['{S} is sponsored by {V}.'])]

    def mism(rec, f):
        v = rec[f]
        if f in ('lead_keeper', 'swarm_contact'):
            return rng.choice([k for k in keepers if k != v]), 'another keeper of the programme'
        if f == 'district':
            return rng.choice(sorted({r['district'] for r in recs.values()} - {v})), 'a district of a sibling site'
        if f in ('established', 'inspection.last_visit'):
            return alter_date(v)
        if f == 'capacity':
            return str(int(v) + rng.choice([1, -1])), 'off-by-one count'
        if f in ('site.elevation_m', 'site.area_m2'):
            if len(v) >= 2 and v[0] != v[1] and v[-1] != '0':
                return v[1] + v[0] + v[2:], 'digits swapped'
            return str(int(v) + 10), 'a plausible other number'
        if f == 'inspection.interval_days':
            return rng.choice([x for x in ('7', '10', '14', '21', '28') if x != v]), 'a sibling site interval'
        if f == 'forage':
            return rng.choice([x for x in forage_all if x not in v]), 'forage plant of another site'
        if f == 'name':
            return rng.choice([r['name'] for r in recs.values() if r['name'] != v]), 'the name of a sibling site'
        raise ValueError(f)

    for verdict in plan:
        for attempt in range(400):
            rid = ids[i % len(ids)]
            i += 1
            rec = recs[rid]
            if verdict == 'unknown':
                opts = [a for a in ABSENT if (rid, a[0]) not in used]
                f, val, tpls = rng.choice(opts)
                c = ytext(rid, rec, f, tpls, val, recs)
                if not c:
                    continue
                cases.append(dict(name='', text=c[0], subject=c[1], fact=val, verdict='unknown', field=f,
                                  sot_path=path, sot_value='', category='own-yaml',
                                  note=f'apiaries.yaml has no {f} field'))
                used.add((rid, f))
                break
            cand = [f for f in fields if (rid, f) not in used]
            f = rng.choice(cand)
            v = rec[f]
            if verdict == 'verified':
                fact = rng.choice(v) if isinstance(v, list) else v
                note = ''
            else:
                fact, how = mism(rec, f)
                note = f'source {sval(v)}, stated {fact}: {how}'
            if f in ('established', 'inspection.last_visit'):
                fact = fmt_date(fact, rng.randrange(4))
            c = ytext(rid, rec, f, YTPL[f], fact, recs)
            if not c:
                continue
            cases.append(dict(name='', text=c[0], subject=c[1], fact=fact, verdict=verdict, field=f, sot_path=path,
                              sot_value=sval(v), category='own-yaml', note=note))
            used.add((rid, f))
            break
        else:
            ERRORS.append(f'yaml: could not place {verdict}')
    for n, f, v, tpl in [('APY-31', 'lead_keeper', 'Ruth Alderwick', 'Lead keeper at {S}: {V}.'),
                         ('Pennywort Sluice Apiary', 'capacity', '5', '{S} takes up to {V} hives.'),
                         ('APY 29', 'district', 'Eastholm', '{S} is in {V}.')]:
        text = rng.choice(OFRAMES).replace('{C}', tpl.replace('{S}', n).replace('{V}', v))
        cases.append(dict(name='', text=text, subject=n, fact=v, verdict='unknown', field=f, sot_path='',
                          sot_value='', category='own-yaml', note=f'invented apiary "{n}": no such record'))
        INVENTED.append(n)
    return cases, recs


def ytext(rid, rec, f, tpls, fact, recs):
    for _ in range(40):
        subj = y_subject(rid, rec)
        if f == 'name' and not re.search(r'\d', subj):
            continue
        if f in YTPL2 and rng.random() < 0.35:
            w = rec['inspection.interval_days'] if f == 'inspection.last_visit' else \
                fmt_date(rec['inspection.last_visit'], rng.randrange(4))
            core = YTPL2[f][0].replace('{W}', w)
        else:
            core = rng.choice(tpls)
        core = core.replace('{S}', subj).replace('{V}', fact)
        if rng.random() < 0.2:
            o = rng.choice(sorted(recs))
            if o != rid:
                core += f' {recs[o]["name"]} is on the list for next week.'
        text = rng.choice(OFRAMES).replace('{C}', core)
        if count_ci(text, fact) == 1 and subj in text and count_ci(text, subj) == 1:
            return text, subj
    return None


# ---------------------------------------------------------------- corpus absence
def corpus_texts():
    for root, dirs, files in os.walk(CORP):
        dirs.sort()
        for f in sorted(files):
            with open(os.path.join(root, f), encoding='utf-8', errors='ignore') as fh:
                yield fh.read().lower()


INVENTED = []
KEP_NUM_CANDIDATES = ['6134', '7258', '8848', '6374', '7918', '8264', '9158', '6718', '7444', '9934', '6584', '7398', '8174', '9418', '6928', '8538', '9764', '7628']
CTEXT = list(corpus_texts())


def absent_num(n):
    rx = re.compile(r'(?<![0-9])' + n + r'(?![0-9])')
    return not any(rx.search(t) for t in CTEXT)


INVENTED_KEP_NUMS = [n for n in KEP_NUM_CANDIDATES if absent_num(n)]


def main():
    kc, keps = build_kep()
    sc, pages = build_sop()
    cc, rows = build_csv()
    yc, recs = build_yaml()
    cases = kc + sc + cc + yc
    # own-domain invented strings: every ID form, names, people, districts
    own = set(INVENTED)
    for r in rows:
        n = r['hive_id'].split('-')[1]
        own |= {r['hive_id'], f'HV {n}', f'HV{n}', r['colony_name'], r['colony_name'].replace(' Colony', ''), r['keeper']}
    for k, v in recs.items():
        n = k.split('-')[1]
        own |= {k, f'APY {n}', f'APY{n}', v['name'], v['name'].replace(' Apiary', ''), v['lead_keeper'],
                v['swarm_contact'], v['district']}
    own |= {'Vellmoor'}
    for s in sorted(own):
        if any(s.lower() in t for t in CTEXT):
            ERRORS.append(f'invented string occurs in corpus: {s}')
    for n in INVENTED_KEP_NUMS[:5]:
        if not absent_num(n):
            ERRORS.append(f'invented KEP number in corpus: {n}')
    if len(INVENTED_KEP_NUMS) < 5:
        ERRORS.append('not enough absent KEP numbers')
    kepnums = {d['kep-number'] for _, d in load_keps()}
    # per-case checks
    names = set()
    kidx = {r: d for r, d in keps}
    pidx = {r: d for r, d in pages}
    cidx = {r['hive_id']: r for r in rows}
    for c in cases:
        cat = c['category']
        c['name'] = f"p-{cat}-{len([x for x in cases[:cases.index(c)] if x['category'] == cat]) + 1:03d}-{c['verdict']}"
    for c in cases:
        e = lambda m: ERRORS.append(f"{c['name']}: {m}")
        cat = c['category']
        if not c['fact'].strip() or c['fact'] != c['fact'].strip() or is_ph(c['fact']):
            e('blank or placeholder fact')
        if c['subject'] not in c['text']:
            e('subject not in text')
        if count_ci(c['text'], c['fact']) != 1:
            e('fact not exactly once')
        if c['name'] in names:
            e('dup name')
        names.add(c['name'])
        if c['verdict'] not in ('verified', 'mismatch', 'unknown'):
            e('bad verdict')
        if c['verdict'] != 'unknown' and not c['note'] and c['verdict'] == 'mismatch':
            e('mismatch without note')
        if c['verdict'] == 'unknown' and (c['sot_value'] != '' or not c['note']):
            e('unknown must have empty sot_value and a note')
        # re-read the source value
        src = None
        if c['sot_path']:
            if cat == 'kep':
                p = os.path.join(CORP, 'structured/kubernetes__enhancements', c['sot_path'])
                d = yaml.load(open(p, encoding='utf-8').read(), Loader=yaml.BaseLoader)
                if not d['kep-number'][-1] in '48':
                    e('kep number does not end in 4/8')
                src = kget(d, c['field'])
            elif cat == 'sop':
                p = os.path.join(CORP, 'sop', c['sot_path'])
                if c['sot_path'] not in pidx:
                    e('sop page not selected')
                src = pidx[c['sot_path']].get(c['field'])
            elif cat == 'own-csv':
                ids = [k for k in cidx if c['subject'].lower() in (k.lower(), 'hv ' + k[3:], 'hv' + k[3:], 'hive ' + k[3:],
                                                                  cidx[k]['colony_name'].lower(),
                                                                  cidx[k]['colony_name'].lower().replace(' colony', ''))]
                if len(ids) != 1:
                    e('csv subject does not resolve')
                else:
                    src = cidx[ids[0]].get(c['field'])
            else:
                ids = [k for k in recs if c['subject'].lower() in (k.lower(), 'apy ' + k[4:], 'apy' + k[4:],
                                                                  recs[k]['name'].lower(),
                                                                  recs[k]['name'].lower().replace(' apiary', ''),
                                                                  recs[k]['name'].lower().replace(' apiary', ' site'))]
                if len(ids) != 1:
                    e('yaml subject does not resolve')
                else:
                    src = recs[ids[0]].get(c['field'])
            if not os.path.exists(p if cat in ('kep', 'sop') else os.path.join(HERE, c['sot_path'])):
                e('sot_path missing')
        if c['verdict'] == 'verified':
            if src is None or sval(src) != c['sot_value'] or not same(c['fact'], src):
                e(f'verified but fact {c["fact"]!r} != source {src!r}')
            if is_ph(c['sot_value']):
                e('placeholder source value')
        elif c['verdict'] == 'mismatch':
            if src is None or sval(src) != c['sot_value'] or same(c['fact'], src):
                e(f'mismatch but fact equals source or no source {src!r}')
            if is_ph(c['sot_value']):
                e('placeholder source value')
        else:
            if c['sot_path']:
                if src not in (None,):
                    e('unknown but field present')
            else:
                s = c['subject'].lower()
                m = re.search(r'\d{3,}', s)
                if cat == 'kep':
                    if m and m.group() in kepnums:
                        e('invented KEP number exists')
                    if m and not absent_num(m.group()):
                        e('invented KEP number in corpus')
                    if not m and any(s in t for t in CTEXT):
                        e('invented title in corpus')
                elif cat == 'sop':
                    if any(s in t for t in CTEXT):
                        e('invented page in corpus')
                elif cat == 'own-csv':
                    if any(norm(c['subject']) in (norm(k), norm(r['colony_name'])) for k, r in cidx.items()):
                        e('invented hive exists')
                else:
                    if any(norm(c['subject']) in (norm(k), norm(r['name'])) for k, r in recs.items()):
                        e('invented apiary exists')
    # shares
    tot = len(cases)
    by = {}
    for c in cases:
        by.setdefault(c['category'], {}).setdefault(c['verdict'], 0)
        by[c['category']][c['verdict']] += 1
    mins = {'kep': 100, 'sop': 60, 'own-csv': 45, 'own-yaml': 45}
    for k, m in mins.items():
        if sum(by.get(k, {}).values()) < m:
            ERRORS.append(f'too few {k}')
    mm = sum(1 for c in cases if c['verdict'] == 'mismatch') / tot
    un = sum(1 for c in cases if c['verdict'] == 'unknown') / tot
    if tot < 260 or not (0.28 <= mm <= 0.38) or not (0.11 <= un <= 0.19):
        ERRORS.append(f'shares off: total {tot} mismatch {mm:.3f} unknown {un:.3f}')
    if ERRORS:
        print('\n'.join(ERRORS))
        sys.exit(1)
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as fh:
        json.dump(cases, fh, ensure_ascii=False, indent=1)
        fh.write('\n')
    print(f'wrote {tot} cases; mismatch {mm:.3f} unknown {un:.3f}')
    for k in sorted(by):
        print(k, dict(sorted(by[k].items())))


if __name__ == '__main__':
    main()
