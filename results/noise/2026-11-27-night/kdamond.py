"""python3 kdamond.py turnwatch-201500.txt: each measured turn of the run (its end from the fork log, its start the
turn before it) against the run time of the kernel thread kdamond in it; a turn against its fork's median."""
import re,sys,statistics as st,bisect
K=[];T=[]
for l in open(sys.argv[1]):
    p=l.split()
    if p[1]=='K': K.append((float(p[0]),int(p[2])))
    elif p[1]=='T' and not l.split()[3]=='#':
        m=re.search(r'Iteration\s+(\d+):\s+([\d.]+)',l)
        if m: T.append((float(p[0]),p[2],int(m.group(1)),float(m.group(2))))
T.sort()
kt=[k[0] for k in K]
def kd(t0,t1):
    # kdamond ns between t0 and t1 from cumulative samples (step: value holds from its sample time)
    def at(t):
        i=bisect.bisect_right(kt,t)-1
        return K[i][1] if i>=0 else K[0][1]
    return (at(t1)-at(t0))/1e6
rows=[]
prev=None
for t,f,i,x in T:
    if prev is not None and t-prev<0.5:
        rows.append((f,i,x,kd(prev,t),t-prev))
    prev=t
by={}
for f,i,x,k,dt in rows: by.setdefault(f,[]).append((x,k,dt))
allrel=[]
for f,v in sorted(by.items()):
    m=st.median(x for x,k,dt in v)
    rel=[(x/m,k) for x,k,dt in v]
    allrel+=rel
    slow=[k for r,k in rel if r>1.2]; norm=[k for r,k in rel if r<=1.2]
    print(f,len(v),'median %.0f'%m,'slow turns %d kd ms mean %.1f | others %d kd ms mean %.1f'%(len(slow),st.mean(slow) if slow else 0,len(norm),st.mean(norm)), 'corr %.2f'%st.correlation([r for r,k in rel],[k for r,k in rel]))
ks=[k for r,k in allrel]
for lo,hi in ((0,0.5),(0.5,5),(5,20),(20,1e9)):
    sel=[r for r,k in allrel if lo<=k<hi]
    if sel: print('kdamond ms in turn %g-%g: turns %d, median rel %.3f, share >1.2: %.2f'%(lo,hi,len(sel),st.median(sel),sum(r>1.2 for r in sel)/len(sel)))
# the slow turns (more than 20% above their fork's median) of each benchmark, and how many had 5 ms or more of kdamond
for bench in ('1','2','3'):
    slow=[k for f,v in by.items() if f.split('.')[1]==bench for m in [st.median(x for x,k,dt in v)] for x,k,dt in v if x/m>1.2]
    print('benchmark %s of the run: %d slow turns, %d of them with kdamond 5 ms or more'%(bench,len(slow),sum(k>=5 for k in slow)))
