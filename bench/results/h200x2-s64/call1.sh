#!/bin/sh
# stop 64, call 1 (nvidia-h200-x2): the current tree's scaling, and the
# timelines of floyd 8192 and heat-2d 8192 x 100 on 1 and 2 GPUs
set -u
. .device/setup.sh > "$OUT/setup.txt" 2>&1
nvidia-smi -L > "$OUT/gpus.txt" 2>&1
b=/tmp/bbmm-multi
t0=$(date +%s)
cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$OUT/build.txt" 2>&1
(make -C $b/samples -j32 && make -C $b/bench -j32) >> "$OUT/build.txt" 2>&1 || { tail -30 "$OUT/build.txt"; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1"
mkdir -p "$OUT/trace" "$OUT/kdump"
for d in 1 2; do
  env $g BBMM_STATS=1 BBMM_DEVICES=$d BBMM_TRACE="$OUT/trace/floyd-d$d.json" $b/samples/pp-floyd 8192 > "$OUT/trace/floyd-d$d.txt" 2>&1
  env $g BBMM_STATS=1 BBMM_DEVICES=$d BBMM_TRACE="$OUT/trace/heat100-d$d.json" $b/samples/pp-heat2d 8192 100 > "$OUT/trace/heat100-d$d.txt" 2>&1
  grep bbmm-time "$OUT/trace/floyd-d$d.txt" "$OUT/trace/heat100-d$d.txt"
done
env $g BBMM_DEVICES=1 BBMM_KERNEL_DUMP="$OUT/kdump" $b/samples/pp-floyd 1024 > /dev/null 2>&1
gzip "$OUT"/trace/*.json
echo "traces $(( $(date +%s) - t0 )) s"
OUT="$OUT/scaling" REPS=2 sh bench/multi-gpu.sh scaling 2>&1 | tail -40
echo "all $(( $(date +%s) - t0 )) s"
