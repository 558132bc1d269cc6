"""kd.py TASKS: kdamond's CPU share per 3 s sample against the seconds since the newest fork JVM appeared."""
import sys, collections
samples = []
cur = None
for line in open(sys.argv[1]):
    if line.startswith('T '):
        cur = [float(line[2:]), {}, set()]
        samples.append(cur)
        continue
    ids, comm, ticks = line.rsplit(' ', 2)[0], line.split(' ')[1], int(line.split(' ')[2])
    pid, tid = ids.split('/')
    if comm.startswith('kdamond'):
        cur[1]['kd'] = ticks
    if comm.startswith('java:') and pid == tid:
        cur[2].add(pid)
first_seen = {}
rows = []
for i, (t, d, pids) in enumerate(samples):
    for p in pids:
        first_seen.setdefault(p, t)
    if i == 0 or 'kd' not in d or 'kd' not in samples[i - 1][1]:
        continue
    dt = t - samples[i - 1][0]
    share = (d['kd'] - samples[i - 1][1]['kd']) / 100 / dt
    ages = [t - first_seen[p] for p in pids if len(pids) >= 2]
    # the forks: the JVMs younger than the oldest (ab's own host)
    young = sorted(ages)[:-1] if len(ages) > 1 else []
    rows.append((min(young) if young else None, share))
bins = collections.defaultdict(list)
for age, share in rows:
    if age is not None:
        bins[min(int(age // 15) * 15, 300)].append(share)
print('seconds since the newest fork started  samples  kdamond (share of a core, mean)')
for b in sorted(bins):
    v = bins[b]
    print(f'{b:4d}-{b + 15:<4d} {len(v):4d} {100 * sum(v) / len(v):6.1f}%')
