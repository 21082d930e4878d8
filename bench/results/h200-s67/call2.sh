#!/bin/sh
# session 67, call 2 (one H200): NPB class W (MG SP BT LU) through the tool as written, this tree
# (array slots reused: region runs no longer grow the array table), same as call 1
# 4d3d9d2 (stop 66); GPU only (BBMM_HOST=never) and host=auto; sequential and OpenMP (16 threads).
set -u
t0=$(date +%s)
w=/tmp/c2; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-4d3d9d2.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb-new NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 300 sh bench/npb.sh .device/npb W "SP BT LU MG" > $w/npb-W-new.txt 2>&1
echo "== new $(( $(date +%s) - t0 )) s"; tail -6 $w/npb-W-new.txt
for b in sp bt lu; do
  p=/tmp/npb-new/bbmm/bin/$b.W
  [ -x $p ] || continue
  BBMM_HOST=never BBMM_STATS=1 timeout 60 $p > $w/$b.W.new-stats.txt 2>&1
  echo "$b: $(grep -E 'SUCCESSFUL|Time in' $w/$b.W.new-stats.txt | tr '\n' ' ')"
  grep -E "^total|asynchronous|replay|start-up" $w/$b.W.new-stats.txt
done
echo "new done $(( $(date +%s) - t0 )) s"
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c2.tgz" -C /tmp c2
