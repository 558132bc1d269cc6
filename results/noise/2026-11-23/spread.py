"""Spread between forks in spread.sh's runs: per option set, each fork's mean over its iterations,
the standard deviation of those means in percent of their mean, and how much of it the iterations'
own noise explains; what is left is the spread between JVMs."""
import json
import math
import statistics as st
import sys

for path in sys.argv[1:]:
    result = json.load(open(path))[0]
    forks = result["primaryMetric"]["rawData"]
    means = [st.mean(f) for f in forks]
    grand = st.mean(means)
    n = len(forks[0])
    between = st.variance(means)
    within = st.mean(st.variance(f) for f in forks) / n
    jvm = math.sqrt(max(0.0, between - within))
    print(f"{path}: {len(forks)} forks of {n}, level {grand:.0f}, fork means {min(means):.0f}-{max(means):.0f}, "
          f"SD of fork means {100 * math.sqrt(between) / grand:.1f}%, of which iteration noise "
          f"{100 * math.sqrt(within) / grand:.1f}%, between JVMs {100 * jvm / grand:.1f}%")
