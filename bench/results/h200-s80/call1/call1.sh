#!/bin/sh
# stop 80, call 1 (one H200): NPB 3.0 OpenMP C as written (mechanical pragma swap, bench/npb.sh)
# through this tree: class S of BT, SP, LU, MG on the GPU only and with host=auto (verification),
# then class A of MG and SP: sequential, OpenMP on 16 threads, GPU only, host=auto.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bn
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$b NPB_OUT=/tmp/npbS NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb S "BT SP LU MG" > $OUT/npb-S.txt 2>&1
echo "== S $(( $(date +%s) - t0 )) s"; cat $OUT/npb-S.txt
BUILD=$b NPB_OUT=/tmp/npbA NPB_DEVICES=1 NPB_TIMEOUT=100 NPB_THREADS=16 timeout $(( 580 - ($(date +%s) - t0) )) sh bench/npb.sh .device/npb A "MG SP" > $OUT/npb-A1.txt 2>&1
echo "== A $(( $(date +%s) - t0 )) s"; cat $OUT/npb-A1.txt
for f in /tmp/npbA/bbmm/*.run*; do cp "$f" "$OUT/A1-$(basename "$f")" 2>/dev/null; done
echo "done $(( $(date +%s) - t0 )) s"
