"""python3 waits.py turnwatch-diag-waits.txt: per measured turn, the kdamond time and the measuring worker's run-queue wait in it."""
import re,sys,statistics as st,bisect
K=[];W={};T=[]
for l in open(sys.argv[1]):
    p=l.split()
    if p[1]=='K': K.append((float(p[0]),int(p[2])))
    elif p[1]=='W': W.setdefault(p[2][0],[]).append((float(p[0]),int(p[3]),int(p[4]),p[2]))
    elif p[1]=='T' and p[3]!='#':
        m=re.search(r'Iteration\s+(\d+):\s+([\d.]+)',l)
        if m: T.append((float(p[0]),p[2],float(m.group(2))))
T.sort()
def at(series,t,idx):
    ts=[s[0] for s in series]; i=bisect.bisect_right(ts,t)-1
    return series[max(i,0)][idx]
rows=[];prev=None
for t,f,x in T:
    # the same worker thread at both ends of the turn (a new round's fork starts its counters at zero)
    if prev and t-prev<0.5 and f[0] in W and W[f[0]][0][0]<=prev and at(W[f[0]],prev,3)==at(W[f[0]],t,3):
        side=f[0]
        k=(at(K,t,1)-at(K,prev,1))/1e6
        w=(at(W[side],t,2)-at(W[side],prev,2))/1e6 if side in W else float('nan')
        r=(at(W[side],t,1)-at(W[side],prev,1))/1e6 if side in W else float('nan')
        if w <= (t-prev)*1e3:  # a sample older than the turn (the worker idle since setup) cannot be split; such a turn is left out
            rows.append((f,x,k,w,r,(t-prev)*1e3))
    prev=t
by={}
for row in rows: by.setdefault(row[0],[]).append(row)
for f,v in sorted(by.items()):
    m=st.median(r[1] for r in v)
    rel=[r[1]/m for r in v]
    print(f,len(v),'corr(turn, kdamond) %.2f corr(turn, worker wait) %.2f'%(st.correlation(rel,[r[2] for r in v]),st.correlation(rel,[r[3] for r in v])),
          'wait ms per turn: median %.2f, max %.1f; run ms median %.1f'%(st.median(r[3] for r in v),max(r[3] for r in v),st.median(r[4] for r in v)))
    for lo,hi in ((0,1),(1,5),(5,1e9)):
        sel=[r1 for r1,r in zip(rel,v) if lo<=r[3]<hi]
        if sel: print('   worker waited %g-%g ms: %d turns, median rel %.3f'%(lo,hi,len(sel),st.median(sel)))
    for lo,hi in ((0,1),(1,5),(5,1e9)):
        sel=[r1 for r1,r in zip(rel,v) if lo<=r[2]<hi and r[3]<1]
        if sel: print('   kdamond %g-%g ms but worker waited <1 ms: %d turns, median rel %.3f'%(lo,hi,len(sel),st.median(sel)))
