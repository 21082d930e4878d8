#!/bin/sh
# session 68, call 1 (one H200): NPB class W (SP BT LU MG) as written, this tree (boxes merged
# with the older boxes of their array they overlap; loop-aware liveness of scalars written in
# regions; replay's plan choice) against 0820153 (stop 67), GPU only and host=auto; sequential
# and OpenMP (16 threads); statistics of the GPU-only runs of both trees.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-0820153.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j8 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j8 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb-new NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 330 sh bench/npb.sh .device/npb W "SP BT LU MG" > $w/npb-W-new.txt 2>&1
echo "== new $(( $(date +%s) - t0 )) s"; tail -6 $w/npb-W-new.txt
for b in sp bt lu; do
  for v in new; do
    p=/tmp/npb-$v/bbmm/bin/$b.W
    [ -x $p ] || continue
    BBMM_HOST=never BBMM_STATS=1 timeout 40 $p > $w/$b.W.$v-stats.txt 2>&1
    echo "$b $v: $(grep -E 'SUCCESSFUL|Time in' $w/$b.W.$v-stats.txt | tr '\n' ' ')"
    grep -E "^total|asynchronous|replay|start-up" $w/$b.W.$v-stats.txt
  done
done
echo "new done $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
