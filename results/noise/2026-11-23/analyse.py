"""Prints, for each JMH result here, the iterations' coefficient of variation, the spread of
10-iteration block means against what independent iterations would give, and the lag
autocorrelations; and the same for the two probes' per-second timings (spin.txt, rsa.txt)."""
import json, statistics as st, glob

def describe(name, f):
    m = st.mean(f)
    x = [v - m for v in f]
    line = '%-12s n=%3d mean %8.1f  cv %4.1f%%' % (name, len(f), m, 100 * st.stdev(f) / m)
    if len(f) >= 40:
        blocks = [st.mean(f[i:i + 10]) for i in range(0, len(f) - 9, 10)]
        line += '  10-iteration blocks cv %.1f%% (independent: %.1f%%)' % (
            100 * st.stdev(blocks) / st.mean(blocks), 100 * st.stdev(f) / m / 10 ** 0.5)
        line += '  lag-1 %.2f lag-5 %.2f' % tuple(
            sum(x[i] * x[i + k] for i in range(len(x) - k)) / sum(v * v for v in x) for k in (1, 5))
    print(line)

for path in sorted(glob.glob('*.json')):
    for r in json.load(open(path)):
        describe(path[:-5], r['primaryMetric']['rawData'][0])
for probe, skip in (('spin.txt', 20), ('rsa.txt', 0)):
    describe(probe, [float(v) for v in open(probe).readline().split()][skip:])
