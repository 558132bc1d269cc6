#!/bin/sh
# Does the JVM get huge pages, and do random reads vary less with them? Run from this folder, nothing else running.
T=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cat /sys/kernel/mm/transparent_hugepage/enabled
printf 'public class Alloc { public static void main(String[] a) throws Exception { long s = 0, end = System.nanoTime() + 4_000_000_000L; while (System.nanoTime() < end) { byte[] b = new byte[1 << 16]; s += b.length + b[5]; } System.out.println(s); } }\n' > /tmp/Alloc.java
for flag in "" -XX:+UseTransparentHugePages; do
  $T -Xms2g -Xmx2g $flag /tmp/Alloc.java & P=$!; sleep 3.5
  echo "flag '$flag': $(grep AnonHugePages /proc/$P/smaps_rollup)"; wait $P
done
for run in 1 2; do for flag in "" -XX:+UseTransparentHugePages; do
  printf "flag '%s': " "$flag"
  $T -Xms2g -Xmx2g $flag ../2026-11-27-evening/Mem.java 15 | head -1 | python3 -c "
import sys, statistics as st
x = [float(v) for v in sys.stdin.read().split()][20:]
m = st.median(x)
print('pieces', len(x), 'median %.2f ms' % m, 'cv %.1f%%' % (100 * st.pstdev(x) / st.mean(x)), 'pieces >20%% above median %.1f%%' % (100 * sum(v > 1.2 * m for v in x) / len(x)))"
done; done
