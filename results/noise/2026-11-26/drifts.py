"""Per-fork drift of every JDK 25 preset A/A and ruler run by turns under results/: Sen's slope across a
fork's measured turns times their span, relative to the fork's median, for side A and side B of each
pair of forks; then, per benchmark, the mean drift of each side, its spread, and how closely the two
forks of a pair drift together. Run from this folder: python3 drifts.py"""
import glob
import json
import os
import statistics as st

def drift(fork):
    n = len(fork)
    slopes = sorted((fork[j] - fork[i]) / (j - i) for i in range(n) for j in range(i + 1, n))
    return st.median(slopes) * (n - 1) / st.median(fork)

rows = []
for a in sorted(glob.glob(os.path.join("..", "..", "2026-11-2[567]-*preset-jdk25*-a.json"))):
    b = a[:-len("-a.json")] + "-b.json"
    for x, y in zip(json.load(open(a)), json.load(open(b))):
        for fa, fb in zip(x["primaryMetric"]["rawData"], y["primaryMetric"]["rawData"]):
            if len(fa) >= 20 and len(fa) == len(fb):
                rows.append((os.path.basename(a), x["benchmark"].rsplit(".", 2)[-2] + "." + x["benchmark"].rsplit(".", 1)[1],
                             x["params"].get("workload"), drift(fa), drift(fb)))
print("runs:", len({r[0] for r in rows}), " pairs of forks:", len(rows))
print("| benchmark | workload | pairs of forks | mean drift A | mean drift B | sd of a fork's drift | sd of A − B | correlation A, B |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
for key in sorted({(r[1], r[2]) for r in rows}):
    s = [r for r in rows if (r[1], r[2]) == key]
    da = [r[3] for r in s]
    db = [r[4] for r in s]
    print("| `%s` | %s | %d | %+.1f%% | %+.1f%% | %.1f%% | %.1f%% | %.2f |" % (
        key[0], key[1], len(s), 100 * st.mean(da), 100 * st.mean(db), 100 * st.stdev(da + db),
        100 * st.stdev(p - q for p, q in zip(da, db)), st.correlation(da, db)))
