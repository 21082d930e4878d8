#!/bin/sh
# session 67, call 1 (one H200): NPB class W (MG SP BT LU) through the tool as written, this tree
# (regions grown over the serial loops around them; host loops moved inside the work-items) against
# 4d3d9d2 (stop 66); GPU only (BBMM_HOST=never) and host=auto; sequential and OpenMP (16 threads).
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-4d3d9d2.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1
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
BUILD=$bo NPB_OUT=/tmp/npb-old NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb W "SP BT LU" > $w/npb-W-old.txt 2>&1
echo "== old $(( $(date +%s) - t0 )) s"; tail -5 $w/npb-W-old.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
