#!/bin/sh
# session 66, call 4 (one H200): NPB class W (SP BT LU MG), this tree with the scopes' side changes
# doubling their rent: host=auto beside sequential, OpenMP (16) and GPU only (capped at 20 s).
set -u
t0=$(date +%s)
w=$OUT/c4; mkdir -p $w
. .device/setup.sh > /dev/null 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build4.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=20 NPB_THREADS=16 timeout 250 sh bench/npb.sh .device/npb W "SP BT LU MG" > $w/npb-W.txt 2>&1
tail -6 $w/npb-W.txt
echo "all $(( $(date +%s) - t0 )) s"
