#!/bin/sh
# stop 73, call 5 (one H200): small read-only arrays read whole (fdtd-2d's _fict_) and the one-device
# arena rule, this tree against 6baca93 in one machine session: PolyBench/GPU side by side for fdtd-2d
# and gemver (every region on the GPU), and PolyBench/C fdtd-2d at LARGE with the defaults.
set -u
t0=$(date +%s)
w=/tmp/c5; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-6baca93.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j8 bbmm bbmm-pp ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j8 bbmm bbmm-pp ) > $w/build-old.txt 2>&1
wait
[ -x $bn/pragma-tool/bbmm-pp ] && [ -x $bo/pragma-tool/bbmm-pp ] || { tail -20 $w/build-*.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for v in new old new old; do
  b=$bn; [ $v = old ] && b=$bo
  BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 timeout 60 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE --only fdtd-2d --only gemver > $w/pbgpu-$v.txt 2>&1
  echo "== pbgpu $v $(( $(date +%s) - t0 )) s"; grep "^| [a-z]" $w/pbgpu-$v.txt | cut -d'|' -f2,4,6,9
done
for v in new old; do
  b=$bn; [ $v = old ] && b=$bo
  PB_TIMEOUT=60 timeout 60 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only fdtd-2d > $w/pb-$v.txt 2>&1
  echo "pb $v: $(grep '^| fdtd' $w/pb-$v.txt)"
  BBMM_STATS=1 $b/polybench/fdtd-2d/bbmm 2>&1 >/dev/null | grep -E "^total|replay|asynchronous|pool" | sed "s/^/  $v: /"
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c5.tgz" -C /tmp c5
