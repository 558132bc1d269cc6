"""Do the paired intervals of `ab` by turns cover 1 as often as they claim?

Every A/A run by turns in results/ (the same jar on both sides, `aa-turns-…` and `aa-preset-…`, both
workloads, any JDK) measured a true ratio of 1, so a 95% interval should cover 1 in about 95% of its
benchmarks. This recomputes, for each benchmark with at least 2 pairs of forks of equal length, the
interval `Comparison.paired` gives (random-effects model over the pairs of forks, Bancroft's pooling
rule at the F distribution's 75% quantile, AR(1) inflation of the pooled variance; see
src/main/java/org/wsscost/analysis/Comparison.java) and the plain t-interval over the forks' means,
and prints how often each covers 1 and how wide it is. Needs numpy and scipy (Debian: python3-scipy).

Usage: python3 coverage.py [RESULTS_DIR]  (run from the repository root; default results)"""
import glob
import json
import math
import sys

import numpy as np
from scipy import stats

root = sys.argv[1] if len(sys.argv) > 1 else "results"


def paired(d):
    """Comparison.pairedInterval on log ratios d[fork][turn]: (mean, half-width, degrees of freedom)."""
    k, m = len(d), len(d[0])
    grand = np.mean(np.concatenate(d))
    between = sum(m * (np.mean(x) - grand) ** 2 for x in d)
    within = sum(((x - np.mean(x)) ** 2).sum() for x in d)
    lagged = sum(((x[1:] - np.mean(x)) * (x[:-1] - np.mean(x))).sum() for x in d)
    rho = min(lagged / within, 0.95) if within else 0
    inflation = 1 if rho <= 0 else (1 + rho) / (1 - rho)
    f = (between / (k - 1)) / (within / (k * (m - 1))) / inflation if within else math.inf
    n = k * m
    if f < stats.f.ppf(0.75, k - 1, k * (m - 1)):
        effective = max(k, int(n / inflation))
        return grand, stats.t.ppf(0.975, effective - 1) * math.sqrt((between + within) / (n - 1) * inflation / n), effective - 1
    return grand, stats.t.ppf(0.975, k - 1) * math.sqrt(between / (k - 1) / n), k - 1


def fork_means(d):
    means = [np.mean(x) for x in d]
    return np.mean(means), stats.t.ppf(0.975, len(d) - 1) * np.std(means, ddof=1) / math.sqrt(len(d)), len(d) - 1


rows = {"paired (ab's)": [], "forks' means": []}
for path_a in sorted(set(glob.glob(f"{root}/*-aa-turns*-a.json") + glob.glob(f"{root}/*-aa-preset-*-a.json"))):
    a_side = json.load(open(path_a))
    b_side = json.load(open(path_a[: -len("a.json")] + "b.json"))
    for a, b in zip(a_side, b_side):
        fa, fb = a["primaryMetric"]["rawData"], b["primaryMetric"]["rawData"]
        if len(fa) < 2 or len(fa) != len(fb) or len({len(x) for x in fa + fb}) != 1 or len(fa[0]) < 2:
            continue
        d = [np.log(np.array(y) / np.array(x)) for x, y in zip(fa, fb)]
        for name, method in (("paired (ab's)", paired), ("forks' means", fork_means)):
            mean, half, _ = method(d)
            rows[name].append((abs(mean) <= half, math.expm1(half)))
for name, r in rows.items():
    widths = sorted(w for _, w in r)
    print(f"{name}: {len(r)} A/A benchmarks, interval covers 1 in {sum(c for c, _ in r)} "
          f"({100 * sum(c for c, _ in r) / len(r):.1f}%); half-width median ±{100 * widths[len(widths) // 2]:.1f}%, "
          f"within ±3% in {sum(w <= 0.03 for w in widths)}")
