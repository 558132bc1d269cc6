import time,sys,os,re
# every P s for N s: CPU ticks per (java process kind, thread class); only threads of the classes below are read
N=float(sys.argv[1]); P=float(sys.argv[2]); out=open(sys.argv[3],'w')
def cls(name):
    if name.startswith('org.wsscost') or 'jmh-worker' in name: return 'W'
    for k,v in (('C2 Compiler','C2'),('C1 Compiler','C1'),('G1','GC'),('GC Thread','GC'),('VM Thread','VM')):
        if k in name: return v
    return None
def scan():
    r=[]
    for p in os.listdir('/proc'):
        if not p.isdigit(): continue
        try: cmd=open(f'/proc/{p}/cmdline','rb').read().decode(errors='replace')
        except OSError: continue
        if 'java' not in cmd.split('\0')[0]: continue
        m=re.search(r'wsscost\.turns=[^\0]*/([ab])',cmd)
        kind=('fork'+(m.group(1) if m else '?')) if 'ForkedMain' in cmd else 'jvm'+p
        try: tasks=os.listdir(f'/proc/{p}/task')
        except OSError: continue
        for t in tasks:
            try: name=open(f'/proc/{p}/task/{t}/comm').read().strip()
            except OSError: continue
            c=cls(name)
            if c and (kind.startswith('fork') or c=='W'): r.append((f'/proc/{p}/task/{t}/stat',kind,c))
            elif not kind.startswith('fork') and c is None and False: pass
    # whole-process totals for non-fork JVMs
    return r
import glob
def logs():
    ds=sorted(glob.glob('/tmp/wsscost-ab-*'),key=os.path.getmtime)
    if not ds: return []
    fs=sorted(glob.glob(ds[-1]+'/[ab]-*.log'),key=os.path.getmtime)
    return fs[-2:]
import glob
def logs():
    ds=sorted(glob.glob('/tmp/wsscost-ab-*'),key=os.path.getmtime)
    if not ds: return []
    fs=sorted(glob.glob(ds[-1]+'/[ab]-*.log'),key=os.path.getmtime)
    return fs[-2:]
tasks=scan(); last_scan=time.time()
prev={}; end=time.time()+N; t0=time.time()
while time.time()<end:
    if time.time()-last_scan>2: tasks=scan(); last_scan=time.time()
    now={}
    for path,kind,c in tasks:
        try: f=open(path).read(); f=f[f.rindex(')')+2:].split()
        except (OSError,ValueError): continue
        now[path]=(kind,c,int(f[11])+int(f[12]))
    agg={}
    for k,(kind,c,v) in now.items():
        if k in prev:
            d=v-prev[k][2]
            if d: agg[kind+':'+c]=agg.get(kind+':'+c,0)+d
    phase=''
    for lg in logs():
        try:
            with open(lg,'rb') as fh:
                fh.seek(0,2); n=fh.tell(); fh.seek(max(0,n-300)); tail=fh.read().decode(errors='replace').strip().splitlines()
            last=tail[-1] if tail else ''
            phase+=lg.split('/')[-1][:5]+('W' if 'Warmup' in last else ('M' if last.startswith('Iteration') else '?'))+' '
        except OSError: pass
    cpu=[l.split() for l in open('/proc/stat') if l.startswith('cpu ')][0]
    out.write('%.2f %s tot=%d %s\n'%(time.time()-t0,phase,int(cpu[1])+int(cpu[3])+int(cpu[6])+int(cpu[7]),' '.join('%s=%d'%kv for kv in sorted(agg.items()))))
    prev=now
    time.sleep(P)
