import sys,re
for p in sys.argv[1:]:
    t=open(p,encoding='utf-8').read()
    fm=''; body=t
    m=re.match(r'---\n(.*?)\n---\n',t,re.S)
    if m: fm=m.group(1); body=t[m.end():]
    title=re.search(r'^title:\s*(.*)$',fm,re.M)
    heads=[h.strip('# ').strip() for h in re.findall(r'^##+ .*$',body,re.M)][:10]
    print("=====",p.split('/source/')[-1] if '/source/' in p else p, "| TITLE:", title.group(1) if title else '')
    print("  ", re.sub(r'\s+',' ',body)[:380])
    print("   H:", " | ".join(heads)[:300])
