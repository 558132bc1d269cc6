"""python3 turnwatch.py SECONDS OUT: while an ab run by turns goes on, every 20 ms the run time (ns) of the kernel's
kdamond thread and, timestamped, each new iteration line of the newest ab run's fork logs."""
import time,sys,os,glob
KD=next(f'/proc/{p}/schedstat' for p in os.listdir('/proc') if p.isdigit() and open(f'/proc/{p}/comm').read().startswith('kdamond'))
# every 20 ms: kdamond's run time (ns, /proc/77/schedstat) and new turn lines of the newest ab run's fork logs, timestamped
N=float(sys.argv[1]); out=open(sys.argv[2],'w')
end=time.time()+N; pos={}; lastk=None; d=None; tick=0
while time.time()<end:
    now=time.time()
    k=int(open(KD).read().split()[0])
    if k!=lastk: out.write('%.4f K %d\n'%(now,k)); lastk=k
    if tick%50==0:
        ds=sorted(glob.glob('/tmp/wsscost-ab-*'),key=os.path.getmtime); d=ds[-1] if ds else None
    tick+=1
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
    out.flush() if tick%50==0 else None
    time.sleep(0.02)
