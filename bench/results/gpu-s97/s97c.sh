#!/bin/sh
# stop 97, call 3: replayed launches without their own events (lib/replay.c)
# and a moving box's buffers taking turns, against stop 96's tree (60d9b11,
# .device/old97.tgz): PolyBench/GPU fdtd-2d and jacobi-2d side by side,
# alternating trees; the floor probe; generated vs hand-written samples.
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
rm -rf /tmp/old && mkdir -p /tmp/old && tar xzf .device/old97.tgz -C /tmp/old
( cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/b -j16 ) > "$out/build-new.txt" 2>&1 || { tail -20 $out/build-new.txt; exit 1; }
( cmake -S /tmp/old -B /tmp/o -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/o -j16 --target bbmm bbmm-pp ) > "$out/build-old.txt" 2>&1 || { tail -20 $out/build-old.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA PBGPU_PLATFORM=NVIDIA
for r in 1 2 3; do for t in new old; do
  b=/tmp/b; [ $t = old ] && b=/tmp/o
  PBGPU_TIMEOUT=60 PB_TIMEOUT=60 timeout 120 sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE --only fdtd-2d --only jacobi-2d > "$out/pbgpu-$t$r.txt" 2>&1
  grep "| fdtd\|| jacobi" $out/pbgpu-$t$r.txt | sed "s/^/$t $r /"
done; done
timeout 100 sh bench/floor.sh --build /tmp/b --cases "pp-fdtd2d 1000 500:1 pp-jacobi2d 1300 500:1 pp-heat2d 1024 500:1" > $out/floor.txt 2>&1; cat $out/floor.txt
timeout 200 /tmp/b/bench/bbmm-bench --only h --devices 1 --reps 3 --no-figures --json $out/h.json > $out/bench-h.txt 2>&1; tail -30 $out/bench-h.txt
