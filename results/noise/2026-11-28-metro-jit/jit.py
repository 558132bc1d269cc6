"""Per iteration of one cold fork (JMH's -prof comp -prof cl): its time, the classes it loaded, the
JIT's compilation time in it, and the JIT's total so far. Usage: python3 jit.py cold-fork-cl-comp.txt"""
import re
import sys

text = open(sys.argv[1]).read()
print("iteration  us/op  classes/s  compiled ms  total compiled s")
for i, block in enumerate(re.split(r'\nIteration\s+\d+:', text)[1:], 1):
    time = float(re.match(r'\s*([\d.]+)', block).group(1))
    loaded = re.search(r'class\.load:\s+(\S+)', block).group(1).replace('≈', '0')
    compiled = re.search(r'compiler\.time\.profiled:\s+(\S+)', block).group(1).replace('≈', '0')
    total = float(re.search(r'compiler\.time\.total:\s+(\S+)', block).group(1))
    print(f"{i:9d} {time:6.0f} {float(loaded):10.1f} {float(compiled):12.0f} {total / 1000:17.1f}")
