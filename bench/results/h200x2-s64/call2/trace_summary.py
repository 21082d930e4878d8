import json,sys
from collections import Counter, defaultdict
def load(f):
    ev=[e for e in json.load(open(f)) if 'pid' in e]
    return ev
for f in sys.argv[1:]:
    ev=load(f)
    print(f, len(ev))
    c=defaultdict(lambda:[0,0.0])
    for e in ev:
        k=(e['pid'],e['tid'],e['name']); c[k][0]+=1; c[k][1]+=e['dur']
    for k,v in sorted(c.items()): print('  ',k,v[0], 'total %.1f ms mean %.2f us'%(v[1]/1e3, v[1]/v[0]))
    # per device queue: busy span and gaps between consecutive kernels
    for d in sorted(set(e['pid'] for e in ev)):
        ks=sorted([e for e in ev if e['pid']==d and e['name']=='NDRangeKernel'], key=lambda e:e['ts'])
        if len(ks)<10: continue
        gaps=[ks[i+1]['ts']-(ks[i]['ts']+ks[i]['dur']) for i in range(len(ks)-1)]
        gaps=gaps[len(gaps)//10:]  # skip warm
        gaps.sort()
        n=len(gaps)
        print('  dev',d,'kernels',len(ks),'span %.1f ms'%((ks[-1]['ts']+ks[-1]['dur']-ks[0]['ts'])/1e3),
              'gap p10 %.1f p50 %.1f p90 %.1f mean %.1f us'%(gaps[n//10],gaps[n//2],gaps[9*n//10],sum(gaps)/n))
