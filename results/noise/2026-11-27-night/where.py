"""python3 where.py: for 20 s every 5 ms, whenever kdamond is runnable, the CPU it last ran on and those of the runnable fork workers."""
import os,time,glob
# for 20 s every 5 ms: is kdamond running, on which CPU; which fork worker is running and on which CPU
KD=next(f'/proc/{p}/stat' for p in os.listdir('/proc') if p.isdigit() and open(f'/proc/{p}/comm').read().startswith('kdamond'))
def workers():
    r=[]
    for p in os.listdir('/proc'):
        if not p.isdigit(): continue
        try: cmd=open(f'/proc/{p}/cmdline','rb').read()
        except OSError: continue
        if b'ForkedMain' not in cmd: continue
        for t in os.listdir(f'/proc/{p}/task'):
            try: n=open(f'/proc/{p}/task/{t}/comm').read()
            except OSError: continue
            if n.startswith('org.wsscost'): r.append(f'/proc/{p}/task/{t}/stat')
    return r
W=workers(); print(len(W),'workers')
def st(path):
    s=open(path).read(); f=s[s.rindex(')')+2:].split()
    return f[0], f[36]
c={}
end=time.time()+20
while time.time()<end:
    ks,kc=st('/proc/77/stat')
    run=[st(w) for w in W]
    wr=[cpu for s,cpu in run if s=='R']
    if ks=='R':
        key=('kd R on',kc,'workers R on',tuple(wr))
        c[key]=c.get(key,0)+1
    time.sleep(0.005)
for k,v in sorted(c.items(),key=lambda x:-x[1]): print(v,k)
