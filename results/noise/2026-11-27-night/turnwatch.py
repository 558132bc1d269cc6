"""python3 turnwatch.py SECONDS OUT: while an ab run by turns goes on, every 20 ms: the run time (ns) of the kernel's
kdamond thread (K lines), each fork worker thread's run time and run-queue wait (ns, its schedstat; W lines)
whenever they change, and, timestamped, each new iteration line of the newest ab run's fork logs (T lines).
The first version, which recorded turnwatch-201500.txt, had no W lines."""
import time,sys,os,glob
KD=next(f'/proc/{p}/schedstat' for p in os.listdir('/proc') if p.isdigit() and open(f'/proc/{p}/comm').read().startswith('kdamond'))
# every 20 ms: kdamond's run time (ns), each fork worker's run/wait time (ns, schedstat), and new turn lines of the newest ab run's fork logs
N=float(sys.argv[1]); out=open(sys.argv[2],'w')
end=time.time()+N; pos={}; lastk=None; d=None; tick=0; workers={}; lastw={}
def find_workers():
    r={}
    for p in os.listdir('/proc'):
        if not p.isdigit(): continue
        try: cmd=open(f'/proc/{p}/cmdline','rb').read()
        except OSError: continue
        if b'ForkedMain' not in cmd: continue
        side='a' if b'/a\x00' in cmd or cmd.find(b'wsscost.turns=')>=0 and cmd[cmd.find(b'wsscost.turns='):].split(b'\x00')[0].endswith(b'/a') else 'b'
        try: tasks=os.listdir(f'/proc/{p}/task')
        except OSError: continue
        for t in tasks:
            try: n=open(f'/proc/{p}/task/{t}/comm').read()
            except OSError: continue
            if n.startswith('org.wsscost'): r[f'/proc/{p}/task/{t}/schedstat']=side+p
    return r
while time.time()<end:
    now=time.time()
    k=int(open(KD).read().split()[0])
    if k!=lastk: out.write('%.4f K %d\n'%(now,k)); lastk=k
    if tick%50==0:
        ds=sorted(glob.glob('/tmp/wsscost-ab-*'),key=os.path.getmtime); d=ds[-1] if ds else None
        workers=find_workers()
    tick+=1
    for path,name in list(workers.items()):
        try: v=open(path).read().split()
        except OSError: workers.pop(path,None); continue
        if lastw.get(path)!=v[:2]:
            out.write('%.4f W %s %s %s\n'%(now,name,v[0],v[1])); lastw[path]=v[:2]
    if d:
        for f in glob.glob(d+'/[ab]-*.log'):
            try: sz=os.path.getsize(f)
            except OSError: continue
            p=pos.get(f,0)
            if sz>p:
                with open(f,'rb') as fh:
                    fh.seek(p); data=fh.read(sz-p)
                nl=data.rfind(b'\n')
                if nl<0: continue
                pos[f]=p+nl+1
                for line in data[:nl].decode(errors='replace').splitlines():
                    if 'Iteration' in line: out.write('%.4f T %s %s\n'%(now,os.path.basename(f),line.strip()))
    if tick%50==0: out.flush()
    time.sleep(0.02)
