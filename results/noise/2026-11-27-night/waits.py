"""python3 waits.py turnwatch-diag-waits.txt: per measured turn, the kdamond time and the measuring worker's run-queue wait in it."""
import statistics as st
import sys
from turnlog import read, turns

rows = turns(*read(sys.argv[1]))
by = {}
for row in rows:
    by.setdefault(row[0], []).append(row)
for f, v in sorted(by.items()):
    m = st.median(r[1] for r in v)
    rel = [r[1] / m for r in v]
    print(f, len(v), 'corr(turn, kdamond) %.2f corr(turn, worker wait) %.2f' % (st.correlation(rel, [r[2] for r in v]), st.correlation(rel, [r[3] for r in v])),
          'wait ms per turn: median %.2f, max %.1f; run ms median %.1f' % (st.median(r[3] for r in v), max(r[3] for r in v), st.median(r[4] for r in v)))
    for lo, hi in ((0, 1), (1, 5), (5, 1e9)):
        sel = [r1 for r1, r in zip(rel, v) if lo <= r[3] < hi]
        if sel:
            print('   worker waited %g-%g ms: %d turns, median rel %.3f' % (lo, hi, len(sel), st.median(sel)))
    for lo, hi in ((0, 1), (5, 1e9)):
        sel = [r1 for r1, r in zip(rel, v) if lo <= r[2] < hi and r[3] < 1]
        if sel:
            print('   kdamond %g-%g ms but worker waited <1 ms: %d turns, median rel %.3f' % (lo, hi, len(sel), st.median(sel)))
