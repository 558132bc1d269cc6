#!/usr/bin/env bash
# usage (from the repository, after mvn package): results/noise/2026-11-26/exchange-rampart-cold.sh PREFIX
# One cold fork of rampart's exchange (small signencr) on Temurin 25, 150 s of 200 ms iterations, nothing else running:
# the host's lines stamped with the wall clock (PREFIX-host.log), the collector's pauses (PREFIX-gc.log), and the fork's
# resident set and transparent huge pages every 2 s (PREFIX-memory.txt).
set -u
cd "$(dirname "$0")/../../.."
T25=/usr/lib/jvm/temurin-25-jdk-amd64
out=$1; shift
( while sleep 2; do p=$(pgrep -f ForkedMain | head -1); [ -n "$p" ] && echo "$(date +%s.%N | cut -c1-14) $(grep -E 'AnonHuge|^Rss' /proc/$p/smaps_rollup | awk '{printf "%s %s ",$1,$2}')"; done ) > $out-memory.txt &
s=$!
$T25/bin/java -jar target/benchmarks.jar 'RoundTrip\.exchange' -p stack=rampart -p profile=signencr -p workload=small \
  -f 1 -wi 0 -i 750 -r 200ms "$@" -jvmArgsPrepend "-Xlog:gc=info:file=$out-gc.log:timemillis,uptime" 2>&1 \
  | python3 -u -c "import sys,time
for l in sys.stdin: print('%.3f'%time.time(), l, end='', flush=True)" > $out-host.log
kill $s
