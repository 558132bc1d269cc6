"""Reads a turnwatch.py file: kdamond's run time (K), the fork workers' run time and wait (W) and the measured turns (T)."""
import bisect
import re


def read(path):
    """(K, W, T): K [(time, ns)], W {side: [(time, run ns, wait ns, worker)]}, T [(time, log, us/op)], measured turns only."""
    K = []; W = {}; T = []
    for line in open(path):
        p = line.split()
        if p[1] == 'K':
            K.append((float(p[0]), int(p[2])))
        elif p[1] == 'W':
            W.setdefault(p[2][0], []).append((float(p[0]), int(p[3]), int(p[4]), p[2]))
        elif p[1] == 'T' and p[3] != '#':
            m = re.search(r'Iteration\s+(\d+):\s+([\d.]+)', line)
            if m:
                T.append((float(p[0]), p[2], float(m.group(2))))
    T.sort()
    return K, W, T


def at(series, t, idx):
    """Field idx of the last sample of series at or before t (the first sample when none is)."""
    i = bisect.bisect_right([s[0] for s in series], t) - 1
    return series[max(i, 0)][idx]


def turns(K, W, T):
    """(log, us/op, kdamond ms, worker wait ms, worker run ms, turn ms) of each turn whose start (the previous turn's end,
    either side) and end the same worker thread's samples cover; a new round's fork starts its counters at zero."""
    rows = []
    prev = None
    for t, f, x in T:
        side = f[0]
        if prev and t - prev < 0.5 and side in W and W[side][0][0] <= prev and at(W[side], prev, 3) == at(W[side], t, 3):
            k = (at(K, t, 1) - at(K, prev, 1)) / 1e6
            w = (at(W[side], t, 2) - at(W[side], prev, 2)) / 1e6
            r = (at(W[side], t, 1) - at(W[side], prev, 1)) / 1e6
            if w <= (t - prev) * 1e3:  # a sample older than the turn (the worker idle since setup) cannot be split
                rows.append((f, x, k, w, r, (t - prev) * 1e3))
        prev = t
    return rows
