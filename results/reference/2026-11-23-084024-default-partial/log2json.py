"""Rebuilds a JMH-JSON-like list from a JMH text log (for runs cut short): benchmark, mode, params,
primary score and per-iteration raw data of every completed result."""
import json, re, sys
out = []; cur = None; iters = []
mode_of = {'ops/s': 'thrpt', 'us/op': 'avgt'}
for line in open(sys.argv[1]):
    m = re.match(r'# Benchmark: (\S+)', line)
    if m: cur = {'benchmark': m.group(1)}; iters = []; continue
    m = re.match(r'# Parameters: \((.*)\)', line)
    if m and cur is not None:
        cur['params'] = dict(kv.split(' = ') for kv in m.group(1).split(', ')); continue
    m = re.match(r'Iteration\s+\d+: ([\d.]+) (\S+)', line)
    if m and cur is not None:
        iters.append(float(m.group(1))); cur['unit'] = m.group(2); continue
    m = re.match(r'Result "(\S+)":', line)
    if m and cur is not None and iters:
        out.append({'benchmark': cur['benchmark'], 'mode': mode_of[cur['unit']], 'forks': 1,
                    'params': cur.get('params', {}),
                    'primaryMetric': {'score': sum(iters) / len(iters),
                                      'scoreUnit': cur['unit'], 'rawData': [iters]},
                    'secondaryMetrics': {}})
        cur = None
json.dump(out, open(sys.argv[2], 'w'), indent=1)
print(len(out), 'results')
