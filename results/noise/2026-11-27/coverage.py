"""Do the paired intervals of `ab` by turns cover 1 as often as they claim?

Every A/A run by turns in results/ (the same jar on both sides, `aa-turns-…` and `aa-preset-…`, both
workloads, any JDK) measured a true ratio of 1, so a 95% interval should cover it in about 95% of its
benchmarks. For each run this asks the suite itself for the paired interval, `compare --pairs forks
A.json B.json` (Comparison.paired, the analysis `ab` prints), and beside it computes the plain
t-interval over the pairs of forks' mean log ratios; it prints how often each covers 1 and how wide
it is. Needs a built jar (`mvn -B package -DskipTests`) and scipy (Debian: python3-scipy).

Usage: python3 coverage.py [RESULTS_DIR] [JAR]  (run from the repository root; defaults results,
target/benchmarks.jar)"""
import glob
import json
import math
import statistics as st
import subprocess
import sys

from scipy import stats

root = sys.argv[1] if len(sys.argv) > 1 else "results"
jar = sys.argv[2] if len(sys.argv) > 2 else "target/benchmarks.jar"


def paired_rows(path_a, path_b):
    """The ratio and 95% interval of every benchmark in `compare --pairs forks`' table."""
    out = subprocess.run(["java", "-jar", jar, "compare", path_a, path_b, "--pairs", "forks"],
                         capture_output=True, text=True)
    if out.returncode == 2:
        raise SystemExit(f"compare refused {path_a}: {out.stderr.strip()}")
    rows = {}
    for line in out.stdout.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) > 9 and "–" in cells[8]:
            low, high = map(float, cells[8].split("–"))
            rows[cells[1] + " " + cells[2]] = (float(cells[7]), low, high)
    return rows


def fork_means(a, b):
    """The t-interval over the pairs of forks' mean log ratios: (low, high) of the ratio."""
    logs = [st.mean(math.log(y / x) for x, y in zip(fa, fb)) for fa, fb in zip(a, b)]
    half = stats.t.ppf(0.975, len(logs) - 1) * st.stdev(logs) / math.sqrt(len(logs))
    return math.exp(st.mean(logs) - half), math.exp(st.mean(logs) + half)


rows = {"paired (ab's)": [], "forks' means": []}
for path_a in sorted(set(glob.glob(f"{root}/*-aa-turns*-a.json") + glob.glob(f"{root}/*-aa-preset-*-a.json"))):
    path_b = path_a[: -len("a.json")] + "b.json"
    a_side, b_side = json.load(open(path_a)), json.load(open(path_b))
    for (ratio, low, high), a, b in zip(paired_rows(path_a, path_b).values(), a_side, b_side):
        rows["paired (ab's)"].append((low <= 1 <= high, (high - low) / 2 / ratio))
        fa, fb = a["primaryMetric"]["rawData"], b["primaryMetric"]["rawData"]
        if len(fa) >= 2 and all(len(x) == len(y) for x, y in zip(fa, fb)):
            low, high = fork_means(fa, fb)
            rows["forks' means"].append((low <= 1 <= high, (high - low) / 2 / math.sqrt(low * high)))
for name, r in rows.items():
    widths = sorted(w for _, w in r)
    print(f"{name}: {len(r)} A/A benchmarks, interval covers 1 in {sum(c for c, _ in r)} "
          f"({100 * sum(c for c, _ in r) / len(r):.1f}%); half-width median ±{100 * widths[len(widths) // 2]:.1f}%, "
          f"within ±3% in {sum(w <= 0.03 for w in widths)}")
