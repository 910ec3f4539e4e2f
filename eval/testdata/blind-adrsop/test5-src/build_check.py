#!/usr/bin/env python3
"""Validate /work/blind/adrsop5/test5.yaml.

Checks: schema, ids, paths exist (gold + superseded_below), grades in {1,2}, >=1 grade-2 per task,
superseded doc != grade 2 and successor is a grade-2 gold, no rejected/abandoned ADR as grade 2,
counts (ADR >=70 over >=8 sources, <=12 per source; SOP >=70 over 3 sources; >=15 chain tasks),
duplicate / near-duplicate task texts, and recomputes shares_title_word (distinctive word shared
between task and the grade-2 document's title or file name) and lists every disagreement with the
stored value for manual review.
"""
import os, re, sys, yaml, collections, glob
ROOT='/work/shared/corpora'
HERE=os.path.dirname(os.path.abspath(__file__))
STOP=set("""a an the and or of to in on for with without by from at as is are be been being it its this that these those
i we you my our your me us they them their he she his her not no do does did done can could should would will shall may might
must need needs what which who whom when where why how than then there here so if but about into over under after before
up down out off only just also still now new old one two all any some each every more most other such own same very too
get got use using used app apps application applications service services module modules create creating created run running
page pages decision decisions record records adr adrs architecture architectural index html md erb doc docs documentation
make add adding implement way want instead via per vs""".split())

def stem(w):
    if len(w)>4 and w.endswith('ies'): return w[:-3]+'y'
    if len(w)>5 and w.endswith('ing'): return w[:-3]
    if len(w)>4 and w.endswith('ed'): return w[:-2]
    if len(w)>4 and w.endswith('es') and w[-3] in 'sxz': return w[:-2]
    if len(w)>3 and w.endswith('s') and not w.endswith('ss'): return w[:-1]
    return w
def toks(s):
    return {stem(t) for t in re.findall(r'[a-z0-9]+', s.lower()) if not t.isdigit() and len(t)>1 and t not in STOP}

def title_of(path):
    t=open(path,encoding='utf-8',errors='replace').read()
    m=re.match(r'---\n(.*?)\n---\n',t,re.S)
    if m:
        tm=re.search(r'^title:\s*(.*)$',m.group(1),re.M)
        if tm: return tm.group(1).strip().strip('\'"')
    h=re.search(r'^#\s+(.+)$',t,re.M)
    return h.group(1).strip() if h else ''
def name_of(rel):
    base=os.path.basename(rel)
    if base.startswith('index.'): base=os.path.basename(os.path.dirname(rel))
    return re.sub(r'(\.html)?\.md(\.erb)?$','',base)

_generic={}
def generic(kind,src):
    key=(kind,src)
    if key not in _generic:
        docs=[p for p in glob.glob(f'{ROOT}/{kind}/{src}/**/*.md*',recursive=True)]
        df=collections.Counter()
        for p in docs:
            rel=os.path.relpath(p,f'{ROOT}/{kind}/{src}')
            df.update(toks(title_of(p)+' '+name_of(rel)))
        thr=max(3,0.08*len(docs))
        _generic[key]={w for w,c in df.items() if c>=thr}
    return _generic[key]

def status_bad(path):
    t=open(path,encoding='utf-8',errors='replace').read()
    m=re.search(r'^#+\s*Status\s*\n+(.{0,200})',t,re.M|re.I|re.S)
    head=(m.group(1) if m else t[:600]).lower()
    return bool(re.search(r'\b(rejected|abandoned)\b',head.split('\n#')[0]))

def main():
    fn=os.path.join(HERE,'test5.yaml')
    data=yaml.safe_load(open(fn))
    errs=[]; warns=[]; disagree=[]
    ids=set(); texts={}
    bykind=collections.Counter(); bysrc=collections.Counter(); chains=0
    stw=collections.Counter()
    for t in data:
        tid=t.get('id')
        for k in ('id','kind','source','task','shares_title_word','gold','superseded_below','note'):
            if k not in t: errs.append(f'{tid}: missing {k}')
        if tid in ids: errs.append(f'duplicate id {tid}')
        ids.add(tid)
        if not re.fullmatch(rf"{t['kind']}-test5-\d{{3}}",tid): errs.append(f'{tid}: bad id pattern')
        base=f"{ROOT}/{t['kind']}/{t['source']}"
        if not os.path.isdir(base): errs.append(f'{tid}: no source {base}')
        norm=re.sub(r'\W+',' ',t['task'].lower()).strip()
        if norm in texts: errs.append(f'{tid}: duplicate task text of {texts[norm]}')
        texts[norm]=tid
        g2=[]
        seen=set()
        for g in t['gold']:
            p=os.path.join(base,g['path'])
            if not os.path.isfile(p): errs.append(f"{tid}: missing gold {g['path']}")
            if g['grade'] not in (1,2): errs.append(f"{tid}: bad grade {g}")
            if g['path'] in seen: errs.append(f"{tid}: gold listed twice {g['path']}")
            seen.add(g['path'])
            if g['grade']==2:
                g2.append(g['path'])
                if t['kind']=='adr' and os.path.isfile(p) and status_bad(p): errs.append(f"{tid}: grade-2 is rejected/abandoned {g['path']}")
        if not g2: errs.append(f'{tid}: no grade-2 gold')
        for s in t['superseded_below']:
            for k in ('superseded','successor'):
                if not os.path.isfile(os.path.join(base,s[k])): errs.append(f'{tid}: missing {k} {s[k]}')
            if s['superseded'] in g2: errs.append(f'{tid}: superseded doc is grade 2')
            if s['successor'] not in g2: errs.append(f'{tid}: successor not grade 2')
        if t['superseded_below']:
            if t['kind']!='adr': errs.append(f'{tid}: superseded_below on non-ADR')
            chains+=1
        bykind[t['kind']]+=1; bysrc[(t['kind'],t['source'])]+=1
        # recompute shares_title_word
        gen=generic(t['kind'],t['source'])
        tt=toks(t['task'])-gen
        shared=set()
        for p in g2:
            full=os.path.join(base,p)
            if os.path.isfile(full): shared|=tt&(toks(title_of(full)+' '+name_of(p))-gen)
        auto=bool(shared)
        stw[(t['kind'],t['shares_title_word'])]+=1
        if auto!=t['shares_title_word']:
            disagree.append(f"{tid}: stored={t['shares_title_word']} auto={auto} shared={sorted(shared)} | {t['task'][:90]}")
    # counts
    adr_src={s:c for (k,s),c in bysrc.items() if k=='adr'}
    sop_src={s:c for (k,s),c in bysrc.items() if k=='sop'}
    if bykind['adr']<70: errs.append(f"ADR tasks {bykind['adr']} < 70")
    if len(adr_src)<8: errs.append(f'ADR sources {len(adr_src)} < 8')
    for s,c in adr_src.items():
        if c>12: errs.append(f'ADR source {s} has {c} > 12')
    if bykind['sop']<70: errs.append(f"SOP tasks {bykind['sop']} < 70")
    if len(sop_src)<3: errs.append(f'SOP sources {len(sop_src)} < 3')
    if chains<15: errs.append(f'chain tasks {chains} < 15')
    print('counts by kind:',dict(bykind))
    print('ADR per source:',adr_src)
    print('SOP per source:',sop_src)
    print('chain tasks (superseded_below filled):',chains)
    print('shares_title_word (stored):',{f'{k}/{v}':c for (k,v),c in sorted(stw.items())})
    print(f'\nshares_title_word disagreements (review by hand): {len(disagree)}')
    for d in disagree: print('  ',d)
    print(f'\nerrors: {len(errs)}')
    for e in errs: print('  ERROR',e)
    return 1 if errs else 0
if __name__=='__main__': sys.exit(main())
