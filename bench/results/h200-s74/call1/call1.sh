#!/bin/sh
# stop 74, call 1 (one H200): replayed launches without events (bbmmi_launch_bare) against ed5995a
# (the stop's start) in one machine session: PolyBench/GPU side by side for the time loops
# (every region on the GPU), interleaved new, old, new, old; PolyBench/C 4.2.1 LARGE time loops
# with the defaults, best of 3 runs of each binary; the driver calls of the generated fdtd-2d.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-ed5995a.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j8 bbmm bbmm-pp cl_calls ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j8 bbmm bbmm-pp ) > $w/build-old.txt 2>&1
wait
[ -x $bn/pragma-tool/bbmm-pp ] && [ -x $bo/pragma-tool/bbmm-pp ] || { tail -20 $w/build-*.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for v in new old new old; do
  b=$bn; [ $v = old ] && b=$bo
  BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 timeout 120 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE \
    --only fdtd-2d --only jacobi-2d --only jacobi-1d > $w/pbgpu-$v.txt 2>&1
  echo "== pbgpu $v $(( $(date +%s) - t0 )) s"; grep "^| [a-z]" $w/pbgpu-$v.txt | cut -d'|' -f2,4,6,9
done
for v in new old; do
  b=$bn; [ $v = old ] && b=$bo
  PB_TIMEOUT=60 PB_WARMUP=0 timeout 150 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time \
    --only fdtd-2d --only jacobi-2d --only heat-3d --only jacobi-1d > $w/pb-$v.txt 2>&1
  grep "^| [a-z]" $w/pb-$v.txt | sed "s/^/$v /"
done
for k in fdtd-2d jacobi-2d heat-3d jacobi-1d; do
  for v in new old new old; do
    b=$bn; [ $v = old ] && b=$bo
    q=$(for i in 1 2 3; do $b/polybench/$k/bbmm 2>/dev/null; done | sort -g | head -1)
    echo "pb-best $k $v bbmm=$q"
  done
done 2>&1 | tee $w/best.txt
echo "== pb $(( $(date +%s) - t0 )) s"
for v in new old; do
  b=$bn; [ $v = old ] && b=$bo
  BBMM_HOST=never LD_PRELOAD=$bn/bench/libcl_calls.so $b/polybench/fdtd-2d/bbmm 2>&1 >/dev/null | grep "^cl_calls" > $w/fdtd-calls-$v.txt
  echo "calls $v"; head -3 $w/fdtd-calls-$v.txt; grep -E "EventInfo|Marker|Barrier|Release|Retain" $w/fdtd-calls-$v.txt
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
