#!/usr/bin/env bash
# One fork of Inbound.total, signencr, small, per stack (and wss4j-stax with finalization disabled), each
# with the collector's pauses and reference processing logged; run from the repository's root after
# mvn package, on a quiet machine. Writes STACK.json, STACK.gc.log and STACK.out beside this script.
set -eu
out=$(cd "$(dirname "$0")" && pwd)
T=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
for s in wss4j-stax wss4j-stax-nofin wss4j-dom rampart metro-xwss; do
  stack=${s%-nofin}; extra=""; [ "$s" != "$stack" ] && extra="--finalization=disabled "
  "$T/bin/java" -jar target/benchmarks.jar 'Inbound\.total' -p stack=$stack -p profile=signencr -p workload=small \
    -f 1 -wi 30 -w 1s -i 20 -r 1s -jvmArgsPrepend "${extra}-Xlog:gc+phases+ref=debug,gc=info:file=$out/$s.gc.log" \
    -rf json -rff "$out/$s.json" > "$out/$s.out" 2>&1
done
