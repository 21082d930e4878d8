#!/bin/sh
# stop 88, call 3 (stop 87's call2.sh, jacobi-1d added) (one GPU): NPB 3.0 OpenMP C LU class A as written, now
# that blts and buts run on the devices (stop 86), against OpenMP on the
# machine's 16 cores: the GPU alone (host=never) and the default
# host=auto, with statistics (stop 80, before: OpenMP 3.09 s, GPU only
# 66.42 s, host=auto 29.78 s, sequential 28.76 s).  Then, if time is
# left, PolyBench's chains (durbin, trisolv, ludcmp) at LARGE with their
# regions on the GPU (host=never), against gcc -O2 in the same run.
set -u
t0=$(date +%s)
left() { echo $(( 585 - ($(date +%s) - t0) )); }
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bn
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$b NPB_OUT=/tmp/npbA sh bench/npb.sh .device/npb A "NONE" > /dev/null 2>&1
for v in omp bbmm; do ( cd /tmp/npbA/$v && make LU CLASS=A > /tmp/npbA/$v/LU.build 2>&1 ) & done; wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npbA/*/bin
grep -E "warning|error" /tmp/npbA/bbmm/LU.build | head -20 > $OUT/lu.A.build.txt
(cd /tmp/npbA/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./lu.A > $OUT/lu.A.omp.txt 2>&1); grep -E "Time in|Verification *=" $OUT/lu.A.omp.txt
cd /tmp/npbA/bbmm/bin
BBMM_HOST=never BBMM_STATS=1 timeout 170 ./lu.A > $OUT/lu.A.gpu.txt 2>&1; echo "rc $?"; grep -E "Time in|Verification *=" $OUT/lu.A.gpu.txt
echo "== lu gpu $(( $(date +%s) - t0 )) s"
BBMM_STATS=1 timeout 120 ./lu.A > $OUT/lu.A.auto.txt 2>&1; echo "rc $?"; grep -E "Time in|Verification *=" $OUT/lu.A.auto.txt
echo "== lu auto $(( $(date +%s) - t0 )) s"
cd - > /dev/null
PB_REPS=5 PB_TIMEOUT=20 PB_ROWS=$OUT/rows-j1d.txt timeout 60 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only jacobi-1d > $OUT/pb-j1d.txt 2>&1; tail -3 $OUT/pb-j1d.txt
n=$(left); [ "$n" -gt 60 ] || exit 0
BBMM_HOST=never PB_WARMUP=0 PB_TIMEOUT=40 BBMM_STATS=1 timeout $((n - 20)) sh bench/polybench.sh --suite .polybench --build $b \
    --dataset LARGE --devices 1 --only durbin --only trisolv --only ludcmp --time > $OUT/chains-gpu-never.txt 2>&1
tail -6 $OUT/chains-gpu-never.txt
echo "all $(( $(date +%s) - t0 )) s"
