"""Generate test5.yaml from tasks_src.py (run build_check.py afterwards)."""
import yaml, sys
sys.path.insert(0, '.')
from tasks_src import TASKS
from overrides import SHARES_OVERRIDE
out=[]; n={'adr':0,'sop':0}
for kind,src,task,guess,gold,sup,note in TASKS:
    n[kind]+=1
    tid=f"{kind}-test5-{n[kind]:03d}"
    out.append({'id':tid,'kind':kind,'source':src,'task':task,
        'shares_title_word': SHARES_OVERRIDE.get(tid, guess),
        'gold':[{'path':p,'grade':g} for p,g in gold],
        'superseded_below':[{'superseded':a,'successor':b} for a,b in sup],
        'note':note})
with open('test5.yaml','w') as f:
    yaml.safe_dump(out,f,sort_keys=False,allow_unicode=True,width=1000)
print(len(out),'tasks written')
