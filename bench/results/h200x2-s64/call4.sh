#!/bin/sh
# stop 64, call 4 (nvidia-h200-x2): this stop's tree (new) against bf92f0d
# (old): floyd 8192 on 1 and 2 GPUs (write-out boxes per piece), NPB BT
# S and W (regions of unknown work on the host until they paid the
# start-up), then PolyBench/GPU's hand-written programs against the
# generated ones at LARGE on one GPU
set -u
t0=$(date +%s)
w=/tmp/c4; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-bf92f0d.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc && make -C $bn/samples -j16 pp-floyd pp-heat2d ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp && make -C $bo/samples -j16 pp-floyd ) > $w/build-old.txt 2>&1 &
wait
[ -x $bn/samples/pp-floyd ] && [ -x $bo/samples/pp-floyd ] || { tail -20 $w/build-new.txt $w/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
for r in 1 2 3; do for d in 1 2; do for t in old new; do
  b=$bo; [ $t = new ] && b=$bn
  s=$(env $g BBMM_DEVICES=$d $b/samples/pp-floyd 8192 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "floyd-$t d=$d seconds=$s"
done; done; done 2>&1 | tee $w/floyd-ab.txt
for d in 1 2; do for t in old new; do
  b=$bo; [ $t = new ] && b=$bn
  echo "-- floyd 8192 $t d=$d"; env $g BBMM_STATS=1 BBMM_DEVICES=$d $b/samples/pp-floyd 8192 2>&1 | grep -E "bbmm-time|^total|^  d2h|^  h2d"
done; done > $w/floyd-stats.txt 2>&1
cat $w/floyd-stats.txt
echo "floyd $(( $(date +%s) - t0 )) s"
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb S BT > $w/npb-S.txt 2>&1
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 150 sh bench/npb.sh .device/npb W BT > $w/npb-W.txt 2>&1
tail -3 $w/npb-S.txt $w/npb-W.txt
echo "npb $(( $(date +%s) - t0 )) s"
left=$(( 560 - ($(date +%s) - t0) ))
BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PBGPU_WARMUP=0 PBGPU_ROWS=$w/pbgpu-rows.txt PB_TIMEOUT=60 timeout $left \
  sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $bn --dataset LARGE > $w/pbgpu.txt 2>&1
tail -25 $w/pbgpu.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c4.tgz" -C /tmp c4
