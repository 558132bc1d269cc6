"""python3 sides.py turnwatch-nice.txt: per side, the measured turns against kdamond's time and the worker's own wait in
them (an A/B whose sides differ in how they run, e.g. B at a higher priority)."""
import statistics as st
import sys
from turnlog import read, turns

rows = turns(*read(sys.argv[1]))
med = {f: st.median(r[1] for r in rows if r[0] == f) for f in {r[0] for r in rows}}
for side in 'ab':
    v = [(x / med[f], k, w) for f, x, k, w, r, dt in rows if f[0] == side]
    if not v:
        continue
    line = f"side {side}: {len(v)} turns, {100*sum(r > 1.2 for r, k, w in v)/len(v):.0f}% more than 20% above their fork's median"
    for name, sel in (("kdamond 5 ms or more", [r for r, k, w in v if k >= 5]), ("kdamond under 0.5 ms", [r for r, k, w in v if k < 0.5]),
                      ("worker waited 5 ms or more", [r for r, k, w in v if w >= 5])):
        if sel:
            line += f"; {name}: {len(sel)} turns, median {st.median(sel):.3f}"
    ks = [w for r, k, w in v if k >= 5]
    if ks:
        line += f"; in the turns with kdamond 5 ms or more the worker waited {st.median(ks):.1f} ms (median)"
    print(line)
