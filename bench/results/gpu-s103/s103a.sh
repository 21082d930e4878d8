#!/bin/sh
# Stop 103, call A (one GPU): where NPB BT, LU and MG class A spend their
# time on the GPU as written (BBMM_HOST=never): NPB's seconds and
# BBMM_STATS for the full runs, and BBMM_TRACE summed per kernel and per
# command kind for short runs (input files with 20 steps); OpenMP on 16
# threads beside them; then issue 44's experiment h (bench/gpu.sh --only
# h: generated against bench/manual).  Run from the project root with
# .device carried; results under $OUT.
set -u
t0=$(date +%s)
root=$PWD
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
nvidia-smi -L > $OUT/gpu.txt 2>&1
# builds only: every run is cut after a second
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=1 NPB_THREADS=16 sh bench/npb.sh .device/npb A "BT LU MG" > $OUT/npb-build.txt 2>&1
echo "builds $(( $(date +%s) - t0 )) s"
# tsum FILE: a trace summed per command kind and per kernel name (ms)
tsum() {
  awk -F'"' '/"ph":"X"/ { n=$4; c=$8; match($0, /"dur":[0-9.]+/); d=substr($0, RSTART+6, RLENGTH-6)+0; byc[c]+=d; nc[c]++; if (c=="NDRangeKernel") { byk[n]+=d; nk[n]++ } }
    END { for (c in byc) printf "cat|%s|%d|%.3f\n", c, nc[c], byc[c]/1000; for (k in byk) printf "kernel|%s|%d|%.3f|%.2f us each\n", k, nk[k], byk[k]/1000, byk[k]/nk[k] }' "$1" | sort -t'|' -k1,1 -k4,4nr
}
cd /tmp/npb/omp/bin
for b in bt lu; do OMP_NUM_THREADS=16 timeout 60 ./$b.A > $OUT/$b.A.omp.txt 2>&1; grep 'Time in' $OUT/$b.A.omp.txt | sed "s/^/omp $b: /"; done
cd /tmp/npb/bbmm/bin
BBMM_HOST=never BBMM_STATS=1 timeout 100 ./bt.A > $OUT/bt.A.never.txt 2>&1; grep 'Time in\|Verif' $OUT/bt.A.never.txt | sed 's/^/bt never: /'
BBMM_HOST=never BBMM_STATS=1 timeout 60 ./mg.A > $OUT/mg.A.never.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.never.txt | sed 's/^/mg never: /'
BBMM_HOST=never BBMM_TRACE=/tmp/mg.trace timeout 60 ./mg.A > /dev/null 2>&1; tsum /tmp/mg.trace > $OUT/mg.A.trace-sum.txt
echo "20
0.0008e0
64 64 64" > inputbt.data
BBMM_HOST=never BBMM_STATS=1 BBMM_TRACE=/tmp/bt.trace timeout 100 ./bt.A > $OUT/bt.A20.never.txt 2>&1; tsum /tmp/bt.trace > $OUT/bt.A20.trace-sum.txt
rm -f inputbt.data
sed -e 's/ 250 *$/ 20/' $root/.device/npb/LU/inputlu.data.sample > inputlu.data
BBMM_HOST=never BBMM_STATS=1 BBMM_TRACE=/tmp/lu.trace timeout 100 ./lu.A > $OUT/lu.A20.never.txt 2>&1; tsum /tmp/lu.trace > $OUT/lu.A20.trace-sum.txt
grep 'Time in\|Verif\|Iterations' $OUT/lu.A20.never.txt | sed 's/^/lu20 never: /'
cd /tmp/npb/omp/bin && cp /tmp/npb/bbmm/bin/inputlu.data . && OMP_NUM_THREADS=16 ./lu.A > $OUT/lu.A20.omp.txt 2>&1; grep 'Time in' $OUT/lu.A20.omp.txt | sed 's/^/lu20 omp: /'
cd $root
echo "npb done $(( $(date +%s) - t0 )) s"
OUT=$OUT/h timeout 240 sh bench/gpu.sh --only h --devices 1 --sizes small > $OUT/h.txt 2>&1; echo "h rc $?"; tail -30 $OUT/h.txt
echo "done $(( $(date +%s) - t0 )) s"
