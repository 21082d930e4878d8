#!/bin/sh
# stop 98, call 2 (warm machine of call 1): PolyBench/GPU rounds 2-3, and
# heat-2d's statistics at LARGE (where the generated run's time goes)
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA PBGPU_PLATFORM=NVIDIA
BBMM_STATS=1 BBMM_WARMUP=1 BBMM_PINNED=1 BBMM_TWIN=0 BBMM_SUMMARY=1 /tmp/b/samples/pp-heat2d 1300 500 > $out/heat2d-stats.txt 2>&1; grep -v '^ ' $out/heat2d-stats.txt | tail -12
for r in 2 3; do for t in new old; do
  b=/tmp/b; [ $t = old ] && b=/tmp/o
  PBGPU_TIMEOUT=60 PB_TIMEOUT=60 timeout 100 sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE --only fdtd-2d --only jacobi-2d > "$out/pbgpu-$t$r.txt" 2>&1
  grep "| fdtd\|| jacobi" $out/pbgpu-$t$r.txt | sed "s/^/$t $r /"
done; done
