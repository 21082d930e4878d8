#!/bin/sh
# Stop 106, call B (one GPU): NPB BT, SP, LU class A as swapped through
# bench/npb.sh (sequential, OpenMP 16 threads, bbmm on the GPU), after
# stop 106's changes to the automatic scopes (BT's main keeps its arrays
# from initialize on).  Run from the project root with .device carried.
set -u
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=200 NPB_THREADS=16 NPB_VARIANTS="seq omp bbmm" sh bench/npb.sh .device/npb A "BT SP LU" 2>&1 | tee $OUT/npb-A.txt | tail -8
