import sys,re
n=int(sys.argv[1])
for f in sys.argv[2:]:
    t=open(f).read()
    t=re.sub(r'^---\n.*?\n---\n','',t,flags=re.S)
    t=re.sub(r'\s+',' ',t)
    print('##',f.split('/')[-1],'::',t[:n]); print()
