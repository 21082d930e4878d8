#!/bin/sh
# session 65, call 8 (one H200): the first small copies to pageable memory (cl_firstcopy); one-run PolyBench
# regions: this tree (new) against 1cdda3f (mid: staging change only) and efbb62b (old), PolyBench/GPU side by side.
set -u
t0=$(date +%s)
w=/tmp/c8; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn bm=/tmp/bm bo=/tmp/bo
mkdir -p /tmp/old /tmp/mid && tar xzf .device/old-efbb62b.tgz -C /tmp/old && tar xzf .device/mid-1cdda3f.tgz -C /tmp/mid
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc cl_firstcopy ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/mid -B $bm -DCMAKE_BUILD_TYPE=Release && make -C $bm -j16 bbmm bbmm-pp bbmmcc ) > $w/build-mid.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1 &
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for r in 1 2; do for m in blocking async pinned; do $bn/bench/cl_firstcopy $m NVIDIA; done; done 2>&1 | tee $w/firstcopy.txt
for t in new mid old; do
  case $t in new) b=$bn;; mid) b=$bm;; old) b=$bo;; esac
  BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PBGPU_WARMUP=0 PB_TIMEOUT=60 timeout 150 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE \
    --only atax --only bicg --only mvt --only gesummv --only gemver --only fdtd-2d --only jacobi-2d > $w/pbgpu-$t.txt 2>&1
  echo "== $t"; grep "^|" $w/pbgpu-$t.txt
done
for k in atax gesummv; do echo "-- $k new stats"; BBMM_HOST=never BBMM_STATS=1 $bn/polybench/$k/bbmm 2>&1 >/dev/null | grep -E "^total|asynchronous|start-up|fusion"; done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c8.tgz" -C /tmp c8
