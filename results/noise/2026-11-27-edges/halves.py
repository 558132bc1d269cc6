"""Run from the repository root, with large or small: for every pair of forks of the A/As by turns on
that workload in results/ (on small, those of 200 turns of 50 ms), the
mean log ratio B ÷ A of the first and of the second half of its turns. If two JVMs that compiled the
path differently made a pair's ratio, both halves would carry it: their correlation, and the
part of the spread between pairs that the halves' own difference does not explain, say how much."""
import glob, json, math, statistics, sys

workload = sys.argv[1]
if workload not in ('large', 'small'):
    sys.exit(f'halves.py: workload must be large or small, not {workload}')

first, second = [], []
for a in sorted(glob.glob(f'results/*-aa-*{workload}*-a.json')):
    with open(a) as fa, open(a[:-len('-a.json')] + '-b.json') as fb:
        ja, jb = json.load(fa), json.load(fb)
    if workload == 'small' and (ja[0]['measurementTime'], ja[0]['measurementIterations']) != ('50 ms', 200):
        continue
    run = []
    for ra, rb in zip(ja, jb):
        for fa_, fb_ in zip(ra['primaryMetric']['rawData'], rb['primaryMetric']['rawData']):
            d = [math.log(y / x) for x, y in zip(fa_, fb_)]
            half = len(d) // 2
            first.append(statistics.mean(d[:half]))
            second.append(statistics.mean(d[half:]))
            run.append(statistics.mean(d))
    if workload == 'large':
        print(f'{a[8:-7]:64s} {len(run):2d} pairs x benchmarks: '
              + ' '.join(f'{math.exp(x):.3f}' for x in run))
pairs = [(x + y) / 2 for x, y in zip(first, second)]
within = [(x - y) / 2 for x, y in zip(first, second)]
sd_pairs, sd_within = statistics.stdev(pairs), statistics.stdev(within)
print(f'{len(pairs)} pairs of forks x benchmarks; the halves correlate {statistics.correlation(first, second):+.2f}')
print(f'spread of the pairs\' ratios {100 * sd_pairs:.1f}%, of which their turns explain {100 * sd_within:.1f}%; '
      f'a pair effect beyond them {100 * math.sqrt(max(0.0, sd_pairs ** 2 - sd_within ** 2)):.1f}% (SD)')
