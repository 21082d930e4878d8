. .device/setup.sh > /dev/null 2>&1
cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /dev/null && cmake --build /tmp/b -j32 --target pp-heat-scope heat-scope-seq > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA HEAT_SCOPE_WARMUP=1
N=4096; T=100
/tmp/b/samples/heat-scope-seq scope $N $T /tmp/seq.bin | head -1
/tmp/b/samples/heat-scope-seq update $N $T /tmp/sequ.bin > /dev/null
for d in 2 1; do for rep in 1 2 3; do for m in inside scope noscope; do
  BBMM_DEVICES=$d BBMM_STATS=json:/tmp/s.json /tmp/b/samples/pp-heat-scope $m $N $T /tmp/pp.bin > /tmp/o.txt 2>&1
  echo "dev=$d $(head -1 /tmp/o.txt) $(cmp -s /tmp/seq.bin /tmp/pp.bin && echo identical || echo DIFFERENT) $(python3 -c "
import json;d=json.load(open('/tmp/s.json'))['total'];print('h2d_MB %.1f d2h_MB %.1f kernel_ms %.1f' % (sum(v['bytes'] for v in d['h2d'].values())/1e6, sum(v['bytes'] for v in d['d2h'].values())/1e6, d['kernel_ns']/1e6))")"
done; done; done
BBMM_DEVICES=2 /tmp/b/samples/pp-heat-scope update $N $T /tmp/ppu.bin | head -2; cmp -s /tmp/sequ.bin /tmp/ppu.bin && echo "update identical" || echo "update DIFFERENT"
