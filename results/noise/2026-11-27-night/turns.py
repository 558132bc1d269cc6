"""python3 turns.py: over the committed small preset runs with 200 turns of 50 ms (../../2026-11-2[67]-*),
how the turns scatter (share of turns more than 20% above their fork's median), whether a turn's
position in the measurement is slow in every pair of forks (the message mix) or only in its own pair
(the machine), and how often the quote rule's first/last comparison fails if turns were longer."""
import glob, itertools, json, math, statistics as st

def runs():
    for fa in sorted(glob.glob("../../2026-11-2[67]-*-a.json")):
        A = json.load(open(fa)); B = json.load(open(fa[:-7] + "-b.json"))
        for ra, rb in zip(A, B):
            if ra["measurementTime"] != "50 ms" or len(ra["primaryMetric"]["rawData"][0]) != 200:
                continue
            if ra["params"].get("workload") != "small":
                continue
            yield fa.split("/")[-1][:-7], ra, ra["primaryMetric"]["rawData"], rb["primaryMetric"]["rawData"]

def logdev(f):
    m = st.median(f)
    return [math.log(x / m) for x in f]

print("run | benchmark | stack | turns >20% above median | pairs' position profiles correlate")
spikes = []
for stem, r, a, b in runs():
    devs = [x for f in a + b for x in logdev(f)]
    share = sum(x > math.log(1.2) for x in devs) / len(devs)
    spikes.append(share)
    pairs = [[(p + q) / 2 for p, q in zip(logdev(fa), logdev(fb))] for fa, fb in zip(a, b)]
    corr = st.mean(st.correlation(p, q) for p, q in itertools.combinations(pairs, 2))
    print(f"{stem[:17]} | {r['benchmark'].rsplit('.', 2)[-2]}.{r['benchmark'].rsplit('.', 1)[-1]} | {r['params']['stack']} | {100*share:.0f}% | {corr:+.2f}")
print(f"\nturns >20% above their fork's median: median {100*st.median(spikes):.0f}%, range {100*min(spikes):.0f}-{100*max(spikes):.0f}%")

print("\nturns merged into one iteration | sides | single first vs last >10% | first vs last tenth >10% | either")
for k in (1, 2, 4, 10, 20):
    flags = []
    for stem, r, a, b in runs():
        for forks in (a, b):
            agg = [[st.mean(f[i:i + k]) for i in range(0, 200, k)] for f in forks]
            first, last = st.mean(f[0] for f in agg), st.mean(f[-1] for f in agg)
            n = max(1, len(agg[0]) // 10)
            f10, l10 = st.mean(st.mean(f[:n]) for f in agg), st.mean(st.mean(f[-n:]) for f in agg)
            flags.append((max(first / last, last / first) > 1.1, max(f10 / l10, l10 / f10) > 1.1))
    n = len(flags)
    print(f"{k} ({50*k} ms) | {n} | {100*sum(s for s, t in flags)/n:.0f}% | {100*sum(t for s, t in flags)/n:.0f}% | {100*sum(s or t for s, t in flags)/n:.0f}%")

print("\nfirst second of the measurement to the last (means over forks), per side, by stack and benchmark")
by = {}
for stem, r, a, b in runs():
    for forks in (a, b):
        change = st.mean(st.mean(f[-20:]) for f in forks) / st.mean(st.mean(f[:20]) for f in forks) - 1
        by.setdefault((r["params"]["stack"], r["benchmark"].rsplit(".", 2)[-2]), []).append(change)
for (stack, bench), v in sorted(by.items()):
    print(f"{stack} {bench}: {len(v)} sides, mean {100*st.mean(v):+.1f}%, falls >10% {sum(x < -1/11 for x in v)}, rises >10% {sum(x > 0.1 for x in v)}")
