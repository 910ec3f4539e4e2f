import sys,re
n=int(sys.argv[1])
for f in sys.argv[2:]:
    t=open(f).read()
    m=re.search(r'^#+\s*(Decision( Outcome)?|Proposal|Solution)\b.*?\n(.*?)(?=^#+ |\Z)',t,flags=re.S|re.M|re.I)
    s=m.group(3) if m else t[-n:]
    print('##',f.split('/')[-1],'::',re.sub(r'\s+',' ',s)[:n]); print()
