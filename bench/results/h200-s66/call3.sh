#!/bin/sh
# session 66, call 3 (one H200): NPB class W (MG SP BT LU) through this tree (array objects kept
# in automatic scopes, the scopes' side by rent, rect copies cut where NVIDIA counts the last
# row's whole pitch): GPU only and host=auto, sequential and OpenMP (16) beside them; SP's
# statistics on the GPU.
set -u
t0=$(date +%s)
w=/tmp/c3; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc cl_rect ) > $w/build.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
$bn/bench/cl_rect NVIDIA > $w/cl_rect.txt 2>&1; cat $w/cl_rect.txt
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=90 NPB_THREADS=16 timeout 420 sh bench/npb.sh .device/npb W "MG SP BT LU" > $w/npb-W.txt 2>&1
tail -6 $w/npb-W.txt
echo "npb $(( $(date +%s) - t0 )) s"
BBMM_HOST=never BBMM_STATS=1 timeout 90 /tmp/npb/bbmm/bin/sp.W > $w/sp.W.never-stats.txt 2>&1
echo "sp never: rc=$? $(grep -E 'SUCCESSFUL|Time in|bbmm:|^asynchronous|^replay' $w/sp.W.never-stats.txt | tr '\n' ' ')"
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c3.tgz" -C /tmp c3
