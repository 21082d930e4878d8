#!/bin/sh
# Stop 99, call 2 (one GPU): NPB 3.0 OpenMP C as written (bench/npb.sh's
# mechanical pragma swap), class A of BT, SP and MG through this tree:
# OpenMP on the machine's 16 threads against the GPU alone (BBMM_HOST=never)
# and the default (host=auto).  The sequential builds run under the same
# 40 s limit (BT's takes about 84 s: its column then reads "timeout").
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bn
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$b NPB_OUT=/tmp/npbA NPB_DEVICES=1 NPB_TIMEOUT=40 NPB_THREADS=16 timeout $(( 570 - ($(date +%s) - t0) )) sh bench/npb.sh .device/npb A "BT SP MG" > $OUT/npb-A.txt 2>&1
echo "== A $(( $(date +%s) - t0 )) s"; cat $OUT/npb-A.txt
for f in /tmp/npbA/bbmm/*.run*; do cp "$f" "$OUT/A-$(basename "$f")" 2>/dev/null; done
echo "done $(( $(date +%s) - t0 )) s"
