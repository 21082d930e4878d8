#!/bin/sh
# Stop 105, call A (one GPU): where NPB MG class A's time goes with its
# grids kept by a data scope (mg_scope.py) — each timed step's wall time
# (mg_phases.py), NPB's seconds against sequential and OpenMP 16, and a
# perf profile of the host where the machine has perf; MG as swapped with
# its automatic data scopes (bbmm) and without them (noauto).  Run from the
# project root with .device carried; results under $OUT.
set -u
t0=$(date +%s)
root=$PWD
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
nvidia-smi -L > $OUT/gpu.txt 2>&1
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=1 NPB_THREADS=16 NPB_VARIANTS="seq omp bbmm" sh bench/npb.sh .device/npb A "MG" > $OUT/npb-build.txt 2>&1
for v in scope ph; do
  rm -rf /tmp/npb/$v && cp -r /tmp/npb/bbmm /tmp/npb/$v && python3 bench/results/gpu-s104/mg_scope.py /tmp/npb/$v/MG/mg.c
done
# the swap as it is, without the automatic data scopes (bbmm-pp --no-auto-data)
rm -rf /tmp/npb/noauto && cp -r /tmp/npb/bbmm /tmp/npb/noauto
sed -i 's|^CFLAGS *=.*|& -Xbbmm-pp --no-auto-data|; s|^CLINKFLAGS *=.*|& -Xbbmm-pp --no-auto-data|' /tmp/npb/noauto/config/make.def
python3 bench/results/gpu-s105/mg_phases.py /tmp/npb/ph/MG/mg.c
sed -i 's/^CFLAGS *=.*/& -fno-omit-frame-pointer/' /tmp/npb/ph/config/make.def
for v in scope ph noauto; do
  ( cd /tmp/npb/$v/MG && rm -f *.o ../bin/mg.A && make CLASS=A ) > $OUT/$v-build.txt 2>&1 || tail -5 $OUT/$v-build.txt
done
echo "builds $(( $(date +%s) - t0 )) s"
cd /tmp/npb/seq/bin && timeout 60 ./mg.A > $OUT/mg.A.seq.txt 2>&1; grep 'Time in' $OUT/mg.A.seq.txt | sed 's/^/seq: /'
for i in 1 2; do
  cd /tmp/npb/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./mg.A > $OUT/mg.A.omp.$i.txt 2>&1; grep 'Time in' $OUT/mg.A.omp.$i.txt | sed 's/^/omp: /'
  for v in scope bbmm noauto; do
    cd /tmp/npb/$v/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.$v.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.$v.$i.txt | sed "s/^/$v never: /"
  done
  cd /tmp/npb/scope/bin && timeout 100 ./mg.A > $OUT/mg.A.scope-auto.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.scope-auto.$i.txt | sed "s/^/scope host=auto: /"
done
cd /tmp/npb/ph/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.ph.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.ph.txt | sed "s/^/ph never: /"
grep phase $OUT/mg.A.ph.txt | awk '{n[$2]++; s[$2]+=$3} END {for (k in n) printf "%-10s %2d x %9.1f ms\n", k, n[k], s[k]}'
if command -v perf > /dev/null; then
  cd /tmp/npb/ph/bin && BBMM_HOST=never perf record -F 2000 -g -o /tmp/perf.data ./mg.A > $OUT/mg.A.perf-run.txt 2>&1
  perf report -i /tmp/perf.data --no-children --sort dso,sym --stdio 2>/dev/null | grep -v '^$' | head -300 > $OUT/perf-self.txt
  perf report -i /tmp/perf.data --children --sort sym --stdio -g none 2>/dev/null | grep -v '^$' | head -120 > $OUT/perf-children.txt
else
  echo "no perf" > $OUT/perf-self.txt
fi
echo "done $(( $(date +%s) - t0 )) s"
