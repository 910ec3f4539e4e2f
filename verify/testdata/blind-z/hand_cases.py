"""Hand-written cases for verify-z. Each: (category, key, field, verdict, fact, subject, text, note).
key: KEP number / SOP path relative to sop/ / aircraft registration / engine ID; None = subject exists nowhere.
build.py fills sot_path and sot_value from a fresh read of the sources and checks every case.
hand_extra.EXTRA holds hand-written second sentences (another true record/value) appended to some texts."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hand_kep import KEP_CASES
from hand_sop import SOP_CASES
from hand_own import CSV_CASES, YAML_CASES
from hand_extra import EXTRA

def _apply_extra(cases):
    out, used = [], {}
    for c in cases:
        k = (c[1], c[2], c[4])
        if k in EXTRA:
            used[k] = used.get(k, 0) + 1
            c = c[:6] + (c[6] + EXTRA[k],) + c[7:]
        out.append(c)
    for k in EXTRA:
        if used.get(k, 0) != 1:
            raise SystemExit('EXTRA key %r matched %d cases' % (k, used.get(k, 0)))
    return out

HAND = _apply_extra(list(KEP_CASES) + list(SOP_CASES) + list(CSV_CASES) + list(YAML_CASES))
