#!/bin/sh
# Stop 107, call A (one GPU): NPB MG class A as swapped (bench/npb.sh) with
# the automatic scopes it gets since stop 106 ("bbmm"), without them
# ("noauto", bbmm-pp --no-auto-data), and with stop 104's hand-written
# scope ("scope", ../gpu-s104/mg_scope.py); against sequential and OpenMP
# on 16 threads.  Then where the time of "bbmm" goes: a BBMM_TRACE
# timeline (each command's enqueue and device times) and a perf profile of
# the host.  Run from the project root with .device carried; results
# under $OUT.
set -u
t0=$(date +%s)
root=$PWD
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
nvidia-smi -L > $OUT/gpu.txt 2>&1
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=1 NPB_THREADS=16 NPB_VARIANTS="seq omp bbmm" sh bench/npb.sh .device/npb A "MG" > $OUT/npb-build.txt 2>&1
rm -rf /tmp/npb/scope && cp -r /tmp/npb/bbmm /tmp/npb/scope && python3 bench/results/gpu-s104/mg_scope.py /tmp/npb/scope/MG/mg.c
rm -rf /tmp/npb/noauto && cp -r /tmp/npb/bbmm /tmp/npb/noauto
sed -i 's|^CFLAGS *=.*|& -Xbbmm-pp --no-auto-data|; s|^CLINKFLAGS *=.*|& -Xbbmm-pp --no-auto-data|' /tmp/npb/noauto/config/make.def
for v in scope noauto; do
  ( cd /tmp/npb/$v/MG && rm -f *.o ../bin/mg.A && make CLASS=A ) > $OUT/$v-build.txt 2>&1 || tail -5 $OUT/$v-build.txt
done
echo "builds $(( $(date +%s) - t0 )) s"
cd /tmp/npb/seq/bin && timeout 60 ./mg.A > $OUT/mg.A.seq.txt 2>&1; grep 'Time in' $OUT/mg.A.seq.txt | sed 's/^/seq: /'
for i in 1 2 3; do
  cd /tmp/npb/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./mg.A > $OUT/mg.A.omp.$i.txt 2>&1; grep 'Time in' $OUT/mg.A.omp.$i.txt | sed 's/^/omp: /'
  for v in bbmm scope noauto; do
    cd /tmp/npb/$v/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.$v.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.$v.$i.txt | tr -s ' ' | tr '\n' ' ' | sed "s/^/$v never: /"; echo
  done
  cd /tmp/npb/bbmm/bin && timeout 100 ./mg.A > $OUT/mg.A.bbmm-auto.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.bbmm-auto.$i.txt | tr -s ' ' | tr '\n' ' ' | sed "s/^/bbmm host=auto: /"; echo
done
echo "MG runs $(( $(date +%s) - t0 )) s"
# the pool of freed buffers holding 64 entries instead of 16 (MG's scratch
# rows come in more sizes than 16: its levels)
rm -rf /tmp/nb2src && cp -r "$root" /tmp/nb2src
sed -i 's/#define BBMMI_POOL_MAX 16/#define BBMMI_POOL_MAX 64/' /tmp/nb2src/include/bbmm/directory.h
( cmake -S /tmp/nb2src -B /tmp/nb2 -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb2 -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nb2build.txt 2>&1 || tail -5 /tmp/nb2build.txt
rm -rf /tmp/npb/pool64 && cp -r /tmp/npb/bbmm /tmp/npb/pool64 && sed -i 's|/tmp/nb/|/tmp/nb2/|g' /tmp/npb/pool64/config/make.def
( cd /tmp/npb/pool64/MG && rm -f *.o ../bin/mg.A && make CLASS=A ) > $OUT/pool64-build.txt 2>&1 || tail -5 $OUT/pool64-build.txt
for i in 1 2 3; do
  for v in bbmm pool64; do
    cd /tmp/npb/$v/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.$v.p$i.txt 2>&1; grep 'Time in\|Verif\|^pool' $OUT/mg.A.$v.p$i.txt | tr -s ' ' | tr '\n' ' ' | sed "s/^/$v never: /"; echo
  done
done
cd /tmp/npb/bbmm/bin && BBMM_HOST=never BBMM_STATS=1 BBMM_TRACE=/tmp/mg.trace timeout 100 ./mg.A > $OUT/mg.A.trace-run.txt 2>&1
grep 'Time in' $OUT/mg.A.trace-run.txt | sed 's/^/traced: /'
gzip -c /tmp/mg.trace > $OUT/mg.A.trace.json.gz; ls -l $OUT/mg.A.trace.json.gz
python3 "$root/bench/results/gpu-s107/trace_sum.py" /tmp/mg.trace > $OUT/trace-sum.txt 2>&1
ms=$(grep "Time in" $OUT/mg.A.trace-run.txt | awk "{print \$NF * 1000}")
python3 "$root/bench/results/gpu-s107/trace_sum.py" /tmp/mg.trace "$ms" > $OUT/trace-sum-timed.txt 2>&1; head -40 $OUT/trace-sum-timed.txt
if command -v perf > /dev/null; then
  cd /tmp/npb/bbmm/bin && BBMM_HOST=never perf record -F 2000 -g -o /tmp/perf.data ./mg.A > $OUT/mg.A.perf-run.txt 2>&1
  perf report -i /tmp/perf.data --no-children --sort dso,sym --stdio -g none 2>/dev/null | grep -v '^$' | head -200 > $OUT/perf-self.txt
  perf report -i /tmp/perf.data --children --sort sym --stdio -g none 2>/dev/null | grep -v '^$' | head -150 > $OUT/perf-children.txt
else
  echo "no perf" > $OUT/perf-self.txt
fi
echo "done $(( $(date +%s) - t0 )) s"
