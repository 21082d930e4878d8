#!/bin/sh
# stop 98, call 3: heat-2d at PolyBench LARGE (1300 x 1300, 500 steps),
# generated (pp-heat2d, BBMM_STATS=0: the samples otherwise ask for the
# statistics table, which reads every command's device time through
# profiling queues) against the hand-written manual-heat2d on one GPU,
# 9 alternating runs; and with the statistics table (profiling queues,
# as the hand-written program profiles its kernels), 5 runs.
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
( cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/b -j16 --target pp-heat2d manual-heat2d ) > "$out/build-new.txt" 2>&1 || { tail -20 $out/build-new.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA
for r in 1 2 3 4 5 6 7 8 9; do
  BBMM_STATS=0 BBMM_WARMUP=1 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_TWIN=0 /tmp/b/samples/pp-heat2d 1300 500 2>&1 | grep -o 'seconds=[0-9.]*' | sed "s/^/gen $r /"
  /tmp/b/bench/manual/manual-heat2d --devices 1 --whole 1300 500 2>&1 | grep -o ' seconds=[0-9.]*' | sed "s/^/hand $r/"
done | tee $out/heat2d-nostats.txt
for t in gen hand; do grep "^$t" $out/heat2d-nostats.txt | sed 's/.*seconds=//' | sort -n | sed -n 5p | sed "s/^/median $t /"; done
BBMM_STATS=0 BBMM_PINNED=1 BBMM_SUMMARY=1 /tmp/b/samples/pp-heat2d 1300 500 2>&1 | grep -o 'verified=[0-9-]*' | sed 's/^/gen check /'
for r in 1 2 3 4 5; do
  BBMM_STATS=1 BBMM_WARMUP=1 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_TWIN=0 /tmp/b/samples/pp-heat2d 1300 500 2>&1 | grep -o 'bbmm-time seconds=[0-9.]*' | sed "s/^/gen-stats $r /"
done | tee $out/heat2d-stats5.txt
