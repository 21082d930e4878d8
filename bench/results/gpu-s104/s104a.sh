#!/bin/sh
# Stop 104, call A (one GPU): NPB MG class A with its grids' row blocks
# kept by a data scope (include/bbmm/rowblock.h) against MG as the pragma
# swap leaves it, and OpenMP on 16 threads; NPB's seconds and BBMM_STATS.
# The scope is the two lines of mg_scope.py.  Run from the project root
# with .device carried; results under $OUT.
set -u
t0=$(date +%s)
root=$PWD
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
nvidia-smi -L > $OUT/gpu.txt 2>&1
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=1 NPB_THREADS=16 NPB_VARIANTS="seq omp bbmm" sh bench/npb.sh .device/npb A "MG" > $OUT/npb-build.txt 2>&1
rm -rf /tmp/npb/scope && cp -r /tmp/npb/bbmm /tmp/npb/scope && python3 bench/results/gpu-s104/mg_scope.py /tmp/npb/scope/MG/mg.c
( cd /tmp/npb/scope/MG && rm -f *.o ../bin/mg.A && make CLASS=A ) > $OUT/scope-build.txt 2>&1 || tail -5 $OUT/scope-build.txt
echo "builds $(( $(date +%s) - t0 )) s"
cd /tmp/npb/seq/bin && timeout 60 ./mg.A > $OUT/mg.A.seq.txt 2>&1; grep 'Time in' $OUT/mg.A.seq.txt | sed 's/^/seq: /'
for i in 1 2 3; do
  cd /tmp/npb/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./mg.A > $OUT/mg.A.omp.$i.txt 2>&1; grep 'Time in' $OUT/mg.A.omp.$i.txt | sed 's/^/omp: /'
  for v in bbmm scope; do
    cd /tmp/npb/$v/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.$v.never.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.$v.never.$i.txt | sed "s/^/$v never: /"
  done
  cd /tmp/npb/scope/bin && BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.scope.auto.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.scope.auto.$i.txt | sed "s/^/scope auto: /"
done
cd /tmp/npb/scope/bin && BBMM_HOST=never BBMM_TRACE=/tmp/mg.trace timeout 60 ./mg.A > /dev/null 2>&1
awk -F'"' '/"ph":"X"/ { c=$8; match($0, /"dur":[0-9.]+/); d=substr($0, RSTART+6, RLENGTH-6)+0; byc[c]+=d; nc[c]++ } END { for (c in byc) printf "%s|%d|%.3f ms\n", c, nc[c], byc[c]/1000 }' /tmp/mg.trace > $OUT/mg.A.scope.trace-sum.txt
echo "done $(( $(date +%s) - t0 )) s"
