"""The evening's probes against 2026-11-23's: python3 analyse.py, from this folder."""
import statistics as st

for name, path, skip in (("spin, 2026-11-23 morning", "../2026-11-23/spin.txt", 20),
                         ("spin, 2026-11-27 evening", "spin.txt", 20), ("mem, 2026-11-27 evening", "mem.txt", 20)):
    v = [float(x) for x in open(path).readline().split()][skip:]
    m = st.mean(v)
    blocks = [st.mean(v[i:i + 10]) for i in range(0, len(v) - 9, 10)]
    print(f"{name:25s} n={len(v):4d} mean {m:6.2f} ms  cv {100 * st.pstdev(v) / m:4.1f}%  10-piece blocks cv "
          f"{100 * st.pstdev(blocks) / st.mean(blocks):4.1f}%  lag-1 {st.correlation(v[:-1], v[1:]):+.2f}  slowest {max(v) / st.median(v) - 1:+.0%}")
