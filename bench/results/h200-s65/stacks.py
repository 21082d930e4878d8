import gzip, sys, collections
def samples(path):
    cur=None; st=[]
    for line in gzip.open(path,'rt',errors='replace'):
        line=line.rstrip('\n')
        if not line.strip():
            if cur is not None: yield cur, st
            cur=None; st=[]; continue
        if not line.startswith('\t') and not line.startswith(' '*8):
            cur=line.strip().split()[0]; st=[]; continue
        if line.startswith('\t') or line.startswith(' '):
            parts=line.strip().split(None,1)
            if len(parts)<2: continue
            rest=parts[1]
            sym=rest.rsplit(' (',1)[0]; dso=rest.rsplit(' (',1)[1].rstrip(')') if ' (' in rest else ''
            st.append((sym,dso.split('/')[-1]))
    if cur is not None: yield cur, st
path=sys.argv[1]; anchor=sys.argv[2] if len(sys.argv)>2 else 'kernel_fdtd_2d'
tids=collections.Counter(); S=[]
for tid,st in samples(path):
    tids[tid]+=1
    if any(s==anchor for s,_ in st): S.append(st)
print('tids',tids.most_common(5),'in region',len(S))
leaf=collections.Counter(); incl=collections.Counter(); dsoc=collections.Counter()
lockcaller=collections.Counter()
for st in S:
    s0,d0=st[0]; leaf[(s0,d0)]+=1; dsoc[d0]+=1
    seen=set()
    for s,d in st:
        if s in seen: continue
        seen.add(s)
        if 'pp-fdtd' in d or 'pp-jacobi' in d or d.startswith('libOpenCL'): incl[s]+=1
    if s0.startswith('pthread_mutex') or 'clock_gettime' in s0 or s0 in ('malloc','cfree','free','_int_free','_int_malloc','__libc_calloc'):
        # first frame in our binary
        ours=[s for s,d in st if 'pp-' in d]
        lockcaller[(s0, ' < '.join(ours[:3]))]+=1
n=len(S)
print('\n== dso (leaf)'); [print('%6.2f%% %s'%(100*c/n,k)) for k,c in dsoc.most_common(12)]
print('\n== leaf'); [print('%6.2f%% %s'%(100*c/n,k)) for k,c in leaf.most_common(25)]
print('\n== inclusive (ours/OpenCL)'); [print('%6.2f%% %s'%(100*c/n,k)) for k,c in incl.most_common(60)]
print('\n== locks/clock/malloc by our caller'); [print('%6.2f%% %s'%(100*c/n,k)) for k,c in lockcaller.most_common(40)]
