"""Is a pair of forks' ratio a property of the two JVMs, or of the seconds they ran in?

For every A/A run of the regression preset by turns in results/ (the same jar on both sides, Temurin 25),
each benchmark and each pair of forks: d = log(B / A) for every pair of turns, and the mean of d over
the first half of the turns and over the second half. If the two JVMs of a pair differed (compiled
code, heap layout), both halves would share that difference and correlate across pairs; if the spread
comes from what the machine does while they run, the halves are independent.

Usage: python3 halves.py [RESULTS_DIR]  (run from the repository root; default results)"""
import glob
import json
import math
import statistics as st
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "results"
for workload in ("small", "large"):
    first, second = [], []
    for path_a in sorted(glob.glob(f"{root}/*-aa-preset-jdk25-*-{workload}-a.json")):
        a_side = json.load(open(path_a))
        b_side = json.load(open(path_a[: -len("a.json")] + "b.json"))
        for a, b in zip(a_side, b_side):
            for fa, fb in zip(a["primaryMetric"]["rawData"], b["primaryMetric"]["rawData"]):
                d = [math.log(y / x) for x, y in zip(fa, fb)]
                half = len(d) // 2
                first.append(st.mean(d[:half]))
                second.append(st.mean(d[half:]))
    diff = [x - y for x, y in zip(first, second)]
    print(f"{workload}: {len(first)} pairs of forks × benchmarks; correlation of the halves' mean log ratios "
          f"{st.correlation(first, second):+.3f}; SD of a half {100 * st.stdev(first):.1f}% (first), "
          f"{100 * st.stdev(second):.1f}% (second); SD of a pair's mean if the halves are independent "
          f"{100 * st.stdev(diff) / 2:.1f}%")
