#!/bin/bash
cd /tmp/vcpu
uptime > out.txt
for r in 1 2 3 4 5 6; do
  for c in 0 1; do echo "alone cpu$c round$r $(taskset -c $c java -XX:+UseSerialGC Spin 8 | head -1)" >> out.txt; done
done
for r in 1 2 3; do
  taskset -c 0 java -XX:+UseSerialGC Spin 15 | head -1 | sed "s/^/together cpu0 round$r /" > t0.txt &
  taskset -c 1 java -XX:+UseSerialGC Spin 15 | head -1 | sed "s/^/together cpu1 round$r /" > t1.txt
  wait; cat t0.txt t1.txt >> out.txt
done
uptime >> out.txt
