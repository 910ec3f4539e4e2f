import os, re, yaml, glob, json
CORP='/work/shared/corpora'
KROOT=CORP+'/structured/kubernetes__enhancements'
PLACEHOLDER={'0.0','tbd','x.y','','kep template','v0.0','vx.y','n/a','none'}
def is_ph(v):
    s=str(v).strip().strip('"').lower()
    return s in PLACEHOLDER or 'x.y' in s or 'tbd' in s or s.startswith('yyyy') or '|' in s or 'kep template' in s
def load_keps():
    out=[]
    for p in sorted(glob.glob(KROOT+'/keps/*/*/kep.yaml')):
        if '/prod-readiness/' in p: continue
        d=yaml.load(open(p,encoding='utf-8').read(),Loader=yaml.BaseLoader)
        if not isinstance(d,dict): continue
        n=str(d.get('kep-number','')).strip()
        if not n.isdigit() or n[-1] not in '48': continue
        out.append((os.path.relpath(p,KROOT),d))
    return out
def norm_title(t): return re.sub(r'[^a-z0-9]+',' ',t.lower()).strip()
def load_sops():
    pages=[]
    for p in sorted(glob.glob(CORP+'/sop/**/*.md*',recursive=True)):
        txt=open(p,encoding='utf-8').read()
        if not txt.startswith('---'): continue
        m=re.match(r'---\s*\n(.*?)\n---',txt,re.S)
        if not m: continue
        try: d=yaml.load(m.group(1),Loader=yaml.BaseLoader)
        except Exception: continue
        if not isinstance(d,dict) or 'title' not in d: continue
        pages.append((os.path.relpath(p,CORP+'/sop'),d))
    cnt={}
    for r,d in pages: cnt[norm_title(str(d['title']))]=cnt.get(norm_title(str(d['title'])),0)+1
    sel=[(r,d) for r,d in pages if str(d['title']).strip() and str(d['title']).strip()[0].lower() in 'abcdefstuvwxyz' and cnt[norm_title(str(d['title']))]==1]
    return sel
