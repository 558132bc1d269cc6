"""How far single turns of the preset's A/A runs lie from their fork's median, how much of it the two
sides of a pair share, and how often a run passes the quote rule (first and last tenth, and single
first and last turn, means over the forks, within 10% on both sides of all three benchmarks).
Reads the committed JSON; run from the repository root: python3 results/noise/2026-11-27-single-turns/turns.py"""
import glob
import json
import math
import statistics as st

RUNS = {"50 ms": "results/2026-11-2[67]-*-aa-preset-*t50*-signencr-*-a.json",
        "200 ms": "results/2026-11-2[67]-*-aa-preset-*t200*-signencr-*-a.json"}


def results(path):
    """benchmark name -> its forks' turns (forks of at least 40 turns), for one side's JSON."""
    out = {}
    for r in json.load(open(path)):
        forks = [f for f in r["primaryMetric"]["rawData"] if len(f) >= 40]
        if forks:
            out[r["benchmark"].rsplit(".", 2)[-2] + "." + r["benchmark"].rsplit(".", 1)[-1]] = forks
    return out


def within(forks, limit=0.10):
    """The quote rule on one side: first to last tenth and single first to last turn, means over forks."""
    k = len(forks[0]) // 10
    tenth = st.mean(st.mean(f[-k:]) for f in forks) / st.mean(st.mean(f[:k]) for f in forks)
    single = st.mean(f[-1] for f in forks) / st.mean(f[0] for f in forks)
    return abs(tenth - 1) <= limit, abs(single - 1) <= limit


for turn, pattern in RUNS.items():
    files = sorted(glob.glob(pattern))
    spread, shared, differ, single_ok, tenth_ok, runs_ok = {}, {}, {}, {}, {}, 0
    for fa in files:
        a, b = results(fa), results(fa[:-6] + "b.json")
        run_ok = True
        for bench in a.keys() & b.keys():
            for side in (a[bench], b[bench]):
                t_ok, s_ok = within(side)
                tenth_ok.setdefault(bench, []).append(t_ok)
                single_ok.setdefault(bench, []).append(s_ok)
                run_ok &= t_ok and s_ok
            for xa, xb in zip(a[bench], b[bench]):
                la = [math.log(x / st.median(xa)) for x in xa]
                lb = [math.log(x / st.median(xb)) for x in xb]
                spread.setdefault(bench, []).extend([st.pstdev(la), st.pstdev(lb)])
                shared.setdefault(bench, []).append(st.correlation(la, lb))
                differ.setdefault(bench, []).append(st.pstdev([p - q for p, q in zip(la, lb)]))
        runs_ok += run_ok
    print(f"{turn} turns: {len(files)} A/A runs; all three benchmarks pass the quote rule on both sides in {runs_ok}")
    for bench in sorted(spread):
        n = len(single_ok[bench])
        print(f"  {bench:19s} SD of a turn around its fork's median {st.median(spread[bench]):.1%}"
              f" (median over forks); A/B correlation turn by turn {st.median(shared[bench]):+.2f};"
              f" sides passing: tenths {sum(tenth_ok[bench])}/{n}, single first/last {sum(single_ok[bench])}/{n}")
