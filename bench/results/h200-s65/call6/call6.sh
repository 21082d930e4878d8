#!/bin/sh
# session 65, call 6 (one H200): long-row copies direct while staging pins (this tree, new) against efbb62b (old):
# fdtd-2d / jacobi-2d / heat-2d from pageable arrays, then PolyBench/GPU's hand-written programs against both at LARGE.
set -u
t0=$(date +%s)
w=/tmp/c6; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-efbb62b.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d pp-heat2d ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp bbmmcc && make -C $bo/samples -j16 pp-fdtd2d pp-jacobi2d pp-heat2d ) > $w/build-old.txt 2>&1 &
wait
[ -x $bn/samples/pp-fdtd2d ] && [ -x $bo/samples/pp-fdtd2d ] || { tail -20 $w/build-new.txt $w/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1 BBMM_STATS=0"
for r in 1 2 3; do for p in "fdtd2d 1000 1" "fdtd2d 1000 500" "jacobi2d 1300 1" "jacobi2d 1300 500" "heat2d 1000 500"; do for t in old new; do
  b=$bo; [ $t = new ] && b=$bn
  set -- $p
  s=$(env $g $b/samples/pp-$1 $2 $3 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "$1 n=$2 steps=$3 $t seconds=$s"
done; done; done 2>&1 | tee $w/ab.txt
echo "-- fdtd2d 1000 500 new, stats"; env $g BBMM_STATS=1 $bn/samples/pp-fdtd2d 1000 500 2>&1 | grep -E "bbmm-time|^total|start-up"
echo "-- fdtd2d 1000 500 old, stats"; env $g BBMM_STATS=1 $bo/samples/pp-fdtd2d 1000 500 2>&1 | grep -E "bbmm-time|^total|start-up"
echo "samples $(( $(date +%s) - t0 )) s"
for t in new old; do
  b=$bo; [ $t = new ] && b=$bn
  BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PBGPU_WARMUP=0 PB_TIMEOUT=60 timeout 200 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE \
    --only fdtd-2d --only jacobi-2d --only jacobi-1d --only atax --only bicg --only mvt --only gesummv --only gemver > $w/pbgpu-$t.txt 2>&1
  echo "== $t"; grep "^|" $w/pbgpu-$t.txt
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c6.tgz" -C /tmp c6
