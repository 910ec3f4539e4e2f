#!/usr/bin/env python3
"""Assemble and check the blind ADR/SOP retrieval task set (test2.yaml).

Inputs : tasks_adr.yaml, tasks_sop.yaml (hand-written task sources, same dir)
Corpus : /work/shared/corpora/{adr,sop}/<source>/...
Output : test2.yaml

Checks (non-zero exit on hard errors):
  * every gold / superseded_below path exists under its source folder
  * every task has at least one grade-2 document; grades are 1 or 2; no duplicate gold paths
  * superseded_below: both paths exist; successor is grade 2 in gold; superseded is not graded
    higher than (or equal to) its successor
  * no grade-2 ADR whose Status says rejected / reverted / abandoned / superseded
  * ADR: >=60 tasks, >=6 sources, <=15 tasks per source; SOP: >=60 tasks
  * no duplicate task texts (normalised), no duplicate ids
  * warns (and fails) if a task's wording copies its grade-2 document title
shares_title_word is computed here (not hand-set): true iff the task shares a distinctive word
(not a stopword, not in the corpus-generic list, simple inflection allowed) with the title of any
grade-2 document. For ADRs the title is the H1 / front-matter title plus the file-name slug.
"""
import os, re, sys, yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = '/work/shared/corpora'

STOP = set("""a an the and or but if of to in on at by for with from into onto over under about as is are was
were be been being do does did doing have has had having i me my we us our ours you your yours it its they them
their this that these those there here what which who whom whose when where why how can could should would
will shall may might must not no nor so than then too very just also only own same such any all each few
more most other some both again further once out off up down above below between through during before
after until while against per via vs etc e g ie eg s t don now still still get got let lets need needs
want wants like instead without rather one two us off out do it's i'm i've we're we'd i'd i'll isn't
doesn't can't don't won't what's that's there's they're non""".split())

GENERIC_COMMON = set("""app apps application applications service services page pages run running runs create creating
new add adding use using used uses make manage managing set setting get getting how your my our
module modules system systems data update updating guide documentation doc docs thing things way
option options support supported project projects team teams work tool tools code""".split())
GENERIC = {
    'adr': GENERIC_COMMON | set("""adr adrs architecture architectural decision decisions record records
        adopt adopting implement implementing strategy approach title description problem gov uk govuk aws
        form forms""".split()),
    'sop': GENERIC_COMMON | set("""gov uk govuk cloud platform kubernetes k8s aws justice moj digital
        environment environments namespace""".split()),
}

def tokens(text):
    return re.findall(r"[a-z0-9][a-z0-9+.#]*[a-z0-9+#]|[a-z0-9]", text.lower().replace('_', ' ').replace('-', ' '))

def stem(w):
    for suf, rep in (('ies', 'y'), ('ing', ''), ('ed', ''), ('es', ''), ('s', '')):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[:-len(suf)] + rep
    return w

def distinctive(text, kind):
    g = GENERIC[kind]
    out = set()
    for t in tokens(text):
        if t in STOP or t in g or stem(t) in {stem(x) for x in g} or t.isdigit() or len(t) < 2:
            continue
        if re.fullmatch(r'(adr|dr)?\d+[a-z]?', t):
            continue
        out.add(t)
    return out

def words_match(a, b):
    sa, sb = stem(a), stem(b)
    if sa == sb:
        return True
    short, long_ = sorted((sa, sb), key=len)
    return len(short) >= 5 and long_.startswith(short)

def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read()

def front_matter(text):
    m = re.match(r'^---\n(.*?)\n---\n', text, re.S)
    if not m:
        return {}, text
    fm = {}
    for line in m.group(1).splitlines():
        mm = re.match(r'^(\w[\w-]*):\s*(.*)$', line)
        if mm:
            fm[mm.group(1)] = mm.group(2).strip().strip('"\'')
    return fm, text[m.end():]

def titles(kind, src, rel):
    text = read(os.path.join(ROOT, kind, src, rel))
    fm, body = front_matter(text)
    out = []
    if fm.get('title'):
        out.append(fm['title'])
    m = re.search(r'^#\s+(.+)$', body, re.M)
    if m and '<%' not in m.group(1):
        out.append(m.group(1))
    if kind == 'adr':
        slug = os.path.splitext(os.path.basename(rel))[0]
        out.append(slug)
    cleaned = []
    for t in out:
        t = re.sub(r'^\s*(ADR|ADD|DR)\s*\d+[a-z]*\s*:\s*', '', t, flags=re.I)
        t = re.sub(r'^\s*\d+\.\s*', '', t)
        t = re.sub(r'^\s*(adr|dr)?\d+[-_]', '', t, flags=re.I)
        t = t.replace('[superseded]', '')
        cleaned.append(t)
    return cleaned

def adr_status(src, rel):
    text = read(os.path.join(ROOT, 'adr', src, rel))
    m = re.search(r'^#+\s*Status\s*\n(.*?)(?=^#+\s)', text, re.S | re.M | re.I)
    if not m:
        fm, _ = front_matter(text)
        return fm.get('status', '')
    lines = [l for l in m.group(1).splitlines() if l.strip() and not re.match(r'^>?\s*Valid ADR statuses', l.strip().lstrip('> '))]
    return ' '.join(lines)

def norm(s):
    return ' '.join(tokens(s))

def main():
    errors, warns = [], []
    out = []
    for kind, fname in (('adr', 'tasks_adr.yaml'), ('sop', 'tasks_sop.yaml')):
        items = yaml.safe_load(read(os.path.join(HERE, fname)))
        for i, it in enumerate(items, 1):
            tid = f'{kind}-test2-{i:03d}'
            src = it['source']
            base = os.path.join(ROOT, kind, src)
            if not os.path.isdir(base):
                errors.append(f'{tid}: unknown source {src}')
                continue
            gold = it['gold']
            paths = [g['path'] for g in gold]
            if len(set(paths)) != len(paths):
                errors.append(f'{tid}: duplicate gold path')
            for g in gold:
                if g['grade'] not in (1, 2):
                    errors.append(f'{tid}: bad grade {g}')
                if not os.path.isfile(os.path.join(base, g['path'])):
                    errors.append(f'{tid}: missing gold path {g["path"]}')
            g2 = [g['path'] for g in gold if g['grade'] == 2]
            if not g2:
                errors.append(f'{tid}: no grade-2 document')
            grade = {g['path']: g['grade'] for g in gold}
            sb = it.get('superseded_below') or []
            for pair in sb:
                for k in ('superseded', 'successor'):
                    if not os.path.isfile(os.path.join(base, pair[k])):
                        errors.append(f'{tid}: missing superseded_below path {pair[k]}')
                if grade.get(pair['successor'], 0) != 2:
                    warns.append(f'{tid}: successor {pair["successor"]} is not grade 2')
                if grade.get(pair['superseded'], 0) >= grade.get(pair['successor'], 0):
                    errors.append(f'{tid}: superseded {pair["superseded"]} graded >= successor')
            if kind == 'adr':
                for p in g2:
                    st = adr_status(src, p)
                    if re.search(r'reject|revert|abandon|superseded|deprecat|withdrawn', st, re.I) and not re.search(r'accepted or rejected', st, re.I):
                        errors.append(f'{tid}: grade-2 ADR {p} has status "{st[:80]}"')
                    if re.search(r'accepted or rejected', st, re.I):
                        warns.append(f'{tid}: grade-2 ADR {p} status left as template "Accepted or Rejected" (decision text is affirmative)')
            # shares_title_word + title-copy check
            tw = distinctive(it['task'], kind)
            shared = set()
            copy = []
            for p in g2:
                for t in titles(kind, src, p):
                    dw = distinctive(t, kind)
                    hit = {a for a in tw for b in dw if words_match(a, b)}
                    shared |= hit
                    tn = norm(t)
                    if len(tn) > 8 and tn in norm(it['task']):
                        copy.append(t)
                    elif len(dw) >= 2 and all(any(words_match(a, b) for a in tw) for b in dw):
                        copy.append(t)
            if copy:
                errors.append(f'{tid}: task wording copies title {copy!r}: {it["task"]}')
            rec = {
                'id': tid, 'kind': kind, 'source': src, 'task': it['task'],
                'shares_title_word': bool(shared),
                'gold': [{'path': g['path'], 'grade': g['grade']} for g in gold],
                'superseded_below': [{'superseded': q['superseded'], 'successor': q['successor']} for q in sb],
                'note': it['note'],
            }
            rec['_shared'] = sorted(shared)
            out.append(rec)
    # set-level checks
    seen = {}
    for r in out:
        k = norm(r['task'])
        if k in seen:
            errors.append(f'duplicate task text: {r["id"]} == {seen[k]}')
        seen[k] = r['id']
    ids = [r['id'] for r in out]
    if len(set(ids)) != len(ids):
        errors.append('duplicate ids')
    adr = [r for r in out if r['kind'] == 'adr']
    sop = [r for r in out if r['kind'] == 'sop']
    from collections import Counter
    ca = Counter(r['source'] for r in adr)
    cs = Counter(r['source'] for r in sop)
    for s, n in ca.items():
        if n > 15:
            errors.append(f'ADR source {s} has {n} > 15 tasks')
    if len(ca) < 6: errors.append('fewer than 6 ADR sources')
    if len(adr) < 60: errors.append(f'only {len(adr)} ADR tasks')
    if len(sop) < 60: errors.append(f'only {len(sop)} SOP tasks')
    chains = [r for r in out if r['superseded_below']]
    if len(chains) < 8: errors.append(f'only {len(chains)} tasks with superseded_below')

    verbose = '-v' in sys.argv
    for r in out:
        if verbose:
            print(f"{r['id']} shares={r['shares_title_word']} {r['_shared']} :: {r['task'][:90]}")
    # write
    def q(s):
        return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'
    lines = []
    for r in out:
        lines.append(f"- id: {r['id']}")
        lines.append(f"  kind: {r['kind']}")
        lines.append(f"  source: {r['source']}")
        lines.append(f"  task: {q(r['task'])}")
        lines.append(f"  shares_title_word: {'true' if r['shares_title_word'] else 'false'}")
        lines.append('  gold: [' + ', '.join('{path: %s, grade: %d}' % (q(g['path']), g['grade']) for g in r['gold']) + ']')
        if r['superseded_below']:
            lines.append('  superseded_below: [' + ', '.join('{superseded: %s, successor: %s}' % (q(p['superseded']), q(p['successor'])) for p in r['superseded_below']) + ']')
        else:
            lines.append('  superseded_below: []')
        lines.append(f"  note: {q(r['note'])}")
    text = '\n'.join(lines) + '\n'
    # round-trip check
    back = yaml.safe_load(text)
    assert len(back) == len(out) and all(b['id'] == r['id'] and b['task'] == r['task'] for b, r in zip(back, out))
    for w in warns: print('WARN', w)
    for e in errors: print('ERROR', e)
    print(f'ADR tasks {len(adr)} over {len(ca)} sources: {dict(ca)}')
    print(f'SOP tasks {len(sop)}: {dict(cs)}')
    for kind, rs in (('adr', adr), ('sop', sop)):
        t = sum(r['shares_title_word'] for r in rs)
        print(f'{kind}: shares_title_word true={t} false={len(rs)-t}')
    print(f'tasks with superseded_below: {len(chains)}; pairs: {sum(len(r["superseded_below"]) for r in chains)}')
    if errors:
        print(f'{len(errors)} errors; test2.yaml NOT written')
        sys.exit(1)
    with open(os.path.join(HERE, 'test2.yaml'), 'w', encoding='utf-8') as f:
        f.write(text)
    print('wrote test2.yaml')

if __name__ == '__main__':
    main()
