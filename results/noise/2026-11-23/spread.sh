#!/bin/bash
# Fork-to-fork spread of one benchmark under JVM options that could make two JVMs compile alike:
# 8 forks each, 15 x 1 s measured after the calibrated warm-up. Run from the repository root.
# -jvmArgsAppend on the command line replaces the class's, so the heap options are repeated.
out=${1:-/tmp/spread}
mkdir -p "$out"
run() {
  name=$1; shift
  uptime > "$out/$name.load"
  java -jar target/run/benchmarks.jar 'Outbound\.total' -p stack=wss4j-dom -p profile=signencr -p workload=small \
    -f 8 -i 15 "$@" -rf json -rff "$out/$name.json" > "$out/$name.log" 2>&1
  uptime >> "$out/$name.load"
}
run base
run xbatch -jvmArgsAppend "-Xms2g -Xmx2g -Xbatch"
run notiered -jvmArgsAppend "-Xms2g -Xmx2g -XX:-TieredCompilation"
run parallel -jvmArgsAppend "-Xms2g -Xmx2g -XX:+UseParallelGC -XX:+AlwaysPreTouch"
