#!/bin/sh
# session 70, call 1 (one H200): NPB class W as written, this tree (large regions: BT's block
# solvers and LU's wavefronts fit the analysis, >4-D arrays folded) against 7a43458 (stop 68),
# GPU only and host=auto; statistics of the GPU-only runs of both trees.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-7a43458.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j8 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j8 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb-new NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 timeout 250 sh bench/npb.sh .device/npb W "BT LU SP MG" > $w/npb-W-new.txt 2>&1
echo "== new $(( $(date +%s) - t0 )) s"; tail -6 $w/npb-W-new.txt
BUILD=$bo NPB_OUT=/tmp/npb-old NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 NPB_SKIP_REF=1 timeout 150 sh bench/npb.sh .device/npb W "BT LU" > $w/npb-W-old.txt 2>&1
echo "== old $(( $(date +%s) - t0 )) s"; tail -4 $w/npb-W-old.txt
for b in bt lu; do
  for v in new old; do
    p=/tmp/npb-$v/bbmm/bin/$b.W
    [ -x $p ] || continue
    BBMM_HOST=never BBMM_STATS=1 timeout 30 $p > $w/$b.W.$v-stats.txt 2>&1
    echo "$b $v: $(grep -E 'SUCCESSFUL|Time in' $w/$b.W.$v-stats.txt | tr '\n' ' ')"
    grep -E "^total" $w/$b.W.$v-stats.txt
  done
done
echo "done $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
