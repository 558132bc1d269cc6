#!/usr/bin/env bash
# Interleaved A/B of two versions of one library, e.g.
#   scripts/ab.sh xmlsec.version 4.0.3 4.0.4 'Inbound.total|Outbound.total' -p stack=wss4j-dom -p profile=sign -p workload=small
# Builds the suite twice in a scratch copy of this checkout (target/benchmarks.jar is left alone), once per
# version of the Maven property, into target/ab/<property>-<version>.jar (kept: a second call reuses them),
# then runs `ab`: one fork per JVM and side a round, by default the two together measuring by turns, each
# side's forks merged and compared pair by pair.
# Options of `ab` (--forks N, --name NAME, --threshold P, --order, --ruler P, --results DIR) go before the JMH arguments.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: scripts/ab.sh PROPERTY VERSION_A VERSION_B [ab options] [JMH args]" >&2
  exit 2
fi
property=$1 a=$2 b=$3
shift 3
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$root/target/ab"
for version in "$a" "$b"; do
  jar="$root/target/ab/$property-$version.jar"
  if [ ! -f "$jar" ]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    cp -r "$root/pom.xml" "$root/src" "$root/messages" "$root/keystores" "$scratch/"
    echo "ab.sh: building with -D$property=$version" >&2
    (cd "$scratch" && mvn -B -q package -DskipTests "-D$property=$version")
    cp "$scratch/target/benchmarks.jar" "$jar.partial"
    mv "$jar.partial" "$jar"
    rm -rf "$scratch"
    trap - EXIT
  fi
done
exec java -jar "$root/target/ab/$property-$a.jar" ab --a "$root/target/ab/$property-$a.jar" \
  --b "$root/target/ab/$property-$b.jar" "$@"
