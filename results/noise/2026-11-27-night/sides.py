"""python3 sides.py TURNWATCH2: per side, the measured turns against kdamond's time and the worker's own wait in them
(an A/B whose sides differ in how they run, e.g. B at a higher priority)."""
import re, sys, statistics as st, bisect
K = []; W = {}; T = []
for l in open(sys.argv[1]):
    p = l.split()
    if p[1] == 'K': K.append((float(p[0]), int(p[2])))
    elif p[1] == 'W': W.setdefault(p[2][0], []).append((float(p[0]), int(p[3]), int(p[4]), p[2]))
    elif p[1] == 'T' and p[3] != '#':
        m = re.search(r'Iteration\s+(\d+):\s+([\d.]+)', l)
        if m: T.append((float(p[0]), p[2], float(m.group(2))))
T.sort()
def at(series, t, idx):
    i = bisect.bisect_right([s[0] for s in series], t) - 1
    return series[max(i, 0)][idx]
rows = []; prev = None
for t, f, x in T:
    side = f[0]
    if prev and t - prev < 0.5 and side in W and W[side][0][0] <= prev and at(W[side], prev, 3) == at(W[side], t, 3):
        k = (at(K, t, 1) - at(K, prev, 1)) / 1e6
        w = (at(W[side], t, 2) - at(W[side], prev, 2)) / 1e6
        if w <= (t - prev) * 1e3:
            rows.append((f, x, k, w))
    prev = t
med = {f: st.median(x for g, x, k, w in rows if g == f) for f in {r[0] for r in rows}}
for side in 'ab':
    v = [(x / med[f], k, w) for f, x, k, w in rows if f[0] == side]
    if not v: continue
    line = f"side {side}: {len(v)} turns, {100*sum(r > 1.2 for r, k, w in v)/len(v):.0f}% more than 20% above their fork's median"
    for name, sel in (("kdamond 5 ms or more", [r for r, k, w in v if k >= 5]), ("kdamond under 0.5 ms", [r for r, k, w in v if k < 0.5]),
                      ("worker waited 5 ms or more", [r for r, k, w in v if w >= 5])):
        if sel: line += f"; {name}: {len(sel)} turns, median {st.median(sel):.3f}"
    ks = [(r, w) for r, k, w in v if k >= 5]
    if ks: line += f"; in the turns with kdamond 5 ms or more the worker waited {st.median(w for r, w in ks):.1f} ms (median)"
    print(line)
