# Summarises the collector's logs and JMH results of gclogs.sh: python3 finalizers.py [DIR]
import json, os, re, statistics as st, sys

d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
print("| fork | µs/op (20 × 1 s) | iterations' CV | young pauses | interval, median | pause, median | finalizable per pause, median | keeping them alive, median |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for name in ["wss4j-stax", "wss4j-stax-nofin", "wss4j-dom", "rampart", "metro-xwss"]:
    res = json.load(open(os.path.join(d, name + ".json")))[0]["primaryMetric"]
    its = res["rawData"][0]
    pauses, finals, alive, starts = [], [], [], []
    for line in open(os.path.join(d, name + ".gc.log")):
        m = re.search(r"\[([\d.]+)s\].*Pause Young .* ([\d.]+)ms$", line)
        if m:
            starts.append(float(m.group(1)))
            pauses.append(float(m.group(2)))
        m = re.search(r"FinalReference Discovered: (\d+)", line)
        if m:
            finals.append(int(m.group(1)))
        m = re.search(r"Notify and keep alive finalizable: ([\d.]+)ms", line)
        if m:
            alive.append(float(m.group(1)))
    # the first collections fall in setup and the JIT's busiest seconds; the rest are the steady ones
    skip = 5
    gaps = [b - a for a, b in zip(starts[skip:], starts[skip + 1:])]
    print("| `%s` | %.0f | %.3f | %d | %.1f s | %.1f ms | %d | %.1f ms |" % (
        name, res["score"], st.stdev(its) / st.mean(its), len(pauses), st.median(gaps),
        st.median(pauses[skip:]), st.median(finals[skip:]), st.median(alive[skip:])))
