"""How far a pair's ratio wanders second by second, in turns of 200 ms and of 50 ms.

For every JDK 25 small A/A of the preset in results/: d = log(B / A) for each pair of turns, averaged
over each second of measurement (5 pairs of 200 ms turns, or 20 of 50 ms), and the standard deviation
of those one-second means around their fork's mean, pooled over forks and benchmarks, per run.
Bursts of the machine that slow one side's turn and not its partner's widen it; when both sides'
turns share a burst, it cancels in d.

Usage: python3 seconds.py [RESULTS_DIR]  (run from the repository root; default results)"""
import glob
import json
import math
import statistics as st
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "results"
by_turn = {}
for path_a in sorted(glob.glob(f"{root}/*-aa-preset-jdk25-*-small-a.json")):
    a_side = json.load(open(path_a))
    b_side = json.load(open(path_a[: -len("a.json")] + "b.json"))
    squares, count, turn = 0.0, 0, None
    for a, b in zip(a_side, b_side):
        for fa, fb in zip(a["primaryMetric"]["rawData"], b["primaryMetric"]["rawData"]):
            per_second = {50: 5, 200: 20}.get(len(fa))
            if per_second is None:
                break
            turn = 1000 // per_second
            d = [math.log(y / x) for x, y in zip(fa, fb)]
            seconds = [st.mean(d[i:i + per_second]) for i in range(0, len(d), per_second)]
            centre = st.mean(seconds)
            squares += sum((s - centre) ** 2 for s in seconds)
            count += len(seconds) - 1
    if turn and count:
        by_turn.setdefault(turn, []).append(math.sqrt(squares / count))
        print(f"{path_a.split('/')[-1][:-len('-a.json')]}: turns of {turn} ms, SD of a second's mean log ratio "
              f"{100 * math.sqrt(squares / count):.2f}%")
for turn, sds in sorted(by_turn.items()):
    print(f"turns of {turn} ms: {len(sds)} runs, median SD of a second's mean log ratio {100 * st.median(sds):.2f}%")
