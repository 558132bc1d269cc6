"""Run from the repository root: for every A/A by turns of 200 turns of 50 ms in results/, each measured
turn's distance from its fork's median, by the turn's place in the fork (first, second, ... last),
the median over all forks of a side; a turn-keeping artefact at the ends would show there."""
import glob, json, math, statistics

PLACES = [0, 1, 2, 3, 5, 10, 20, 50, 100, 150, -10, -4, -3, -2, -1]


def sides():
    for a in sorted(glob.glob('results/*-aa-*-a.json')):
        with open(a) as fa, open(a[:-len('-a.json')] + '-b.json') as fb:
            ja, jb = json.load(fa), json.load(fb)
        if ja and ja[0]['measurementTime'] == '50 ms' and ja[0]['measurementIterations'] == 200:
            yield a, ja, jb


distances, runs = {}, 0
for _, ja, jb in sides():
    runs += 1
    for side, results in (('A', ja), ('B', jb)):
        for result in results:
            bench = '.'.join(result['benchmark'].split('.')[-2:])
            for fork in result['primaryMetric']['rawData']:
                median = statistics.median(fork)
                for place in PLACES:
                    distances.setdefault((side, bench, place), []).append(math.log(fork[place] / median))

print(f'{runs} A/A runs of 200 turns of 50 ms; a turn against its fork\'s median, median over forks (%), by place:')
print(f'{"":31s}' + ''.join(f'{p:>6d}' for p in PLACES))
for side in 'AB':
    for bench in sorted({k[1] for k in distances}):
        cells = [distances[(side, bench, p)] for p in PLACES]
        print(f'{side} {bench:19s} {len(cells[0]):3d} forks'
              + ''.join(f'{100 * (math.exp(statistics.median(c)) - 1):+6.1f}' for c in cells))
