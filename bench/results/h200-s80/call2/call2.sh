#!/bin/sh
# stop 80, call 2 (one H200): NPB class A as written, this tree: SP with host=auto and its
# statistics (call 1: 30.6 s against 24.5 s sequential, GPU only 6.6 s); BT with OpenMP on 16
# threads, GPU only and host=auto; then LU through bench/npb.sh as far as the time allows.
set -u
t0=$(date +%s)
root=$(pwd)
left() { echo $(( 585 - ($(date +%s) - t0) )); }
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bn
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
# the three variant trees of bench/npb.sh, built for class A by hand (no runs)
BUILD=$b NPB_OUT=/tmp/npbA sh bench/npb.sh .device/npb A "NONE" > /dev/null 2>&1
for v in omp bbmm; do for x in SP BT; do ( cd /tmp/npbA/$v && make $x CLASS=A > /tmp/npbA/$v/$x.build 2>&1 ) & done; done; wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npbA/*/bin
cd /tmp/npbA/bbmm/bin
BBMM_HOST=auto BBMM_STATS=1 timeout 60 ./sp.A > $OUT/sp.A.auto.txt 2>&1; grep -E "Time in|Verification *=" $OUT/sp.A.auto.txt
echo "== sp auto $(( $(date +%s) - t0 )) s"
(cd /tmp/npbA/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./bt.A > $OUT/bt.A.omp.txt 2>&1); grep -E "Time in|Verification *=" $OUT/bt.A.omp.txt
BBMM_HOST=never BBMM_STATS=1 timeout 150 ./bt.A > $OUT/bt.A.gpu.txt 2>&1; echo "rc $?"; grep -E "Time in|Verification *=" $OUT/bt.A.gpu.txt
echo "== bt gpu $(( $(date +%s) - t0 )) s"
BBMM_HOST=auto BBMM_STATS=1 timeout 120 ./bt.A > $OUT/bt.A.auto.txt 2>&1; echo "rc $?"; grep -E "Time in|Verification *=" $OUT/bt.A.auto.txt
echo "== bt auto $(( $(date +%s) - t0 )) s"
cd "$root"
n=$(left); [ "$n" -gt 60 ] || exit 0
BUILD=$b NPB_OUT=/tmp/npbL NPB_DEVICES=1 NPB_TIMEOUT=100 NPB_THREADS=16 timeout $n sh bench/npb.sh .device/npb A "LU" > $OUT/npb-A-LU.txt 2>&1
cat $OUT/npb-A-LU.txt; echo "done $(( $(date +%s) - t0 )) s"
