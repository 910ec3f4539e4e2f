import sys,re
for p in sys.argv[1:]:
    t=open(p,encoding='utf-8').read()
    print("=====",p)
    # title
    m=re.search(r'^#\s+(.*)$',t,re.M); print("TITLE:",m.group(1) if m else '')
    secs=re.split(r'^(##+\s+.*)$',t,flags=re.M)
    out=[]
    for i in range(1,len(secs),2):
        h=secs[i].lower(); body=re.sub(r'\s+',' ',secs[i+1]).strip()
        if any(k in h for k in ['status','context','decision','problem','outcome','summary']):
            out.append(secs[i].strip()+": "+body[:450])
    if not out: out=[re.sub(r'\s+',' ',t)[:900]]
    print("\n".join(out[:4]))
