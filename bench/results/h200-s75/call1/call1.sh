#!/bin/sh
# stop 75, call 1 (one H200): NPB 3.0 OpenMP C as written (mechanical pragma swap, bench/npb.sh),
# this tree: class W (SP BT LU MG) and class A (MG LU) -- sequential, OpenMP on the 16 cores,
# GPU only (BBMM_HOST=never, capped) and the default host=auto.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build.txt 2>&1 || { tail -20 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 timeout 300 sh bench/npb.sh .device/npb W "SP BT LU MG" > $w/npb-W.txt 2>&1
grep "^|" $w/npb-W.txt | tail -8
echo "== W $(( $(date +%s) - t0 )) s"
BUILD=$bn NPB_OUT=/tmp/npbA NPB_DEVICES=1 NPB_TIMEOUT=45 NPB_THREADS=16 timeout 240 sh bench/npb.sh .device/npb A "MG LU" > $w/npb-A.txt 2>&1
grep "^|" $w/npb-A.txt | tail -6
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
