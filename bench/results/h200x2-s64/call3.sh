#!/bin/sh
# stop 64, call 3 (nvidia-h200-x2): PolyBench EXTRALARGE's ten big kernels
# on 1 and 2 GPUs with both GPUs started (BBMM_START=all), start-up
# reported beside each region's time
set -u
t0=$(date +%s)
w=/tmp/c3; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
b=/tmp/bbmm-multi
cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > $w/build.txt 2>&1
(make -C $b -j32 bbmm bbmm-pp bbmmcc && make -C $b/samples -j32) >> $w/build.txt 2>&1 || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA BBMM_START=all
OUT=$w REPS=1 PB_TIMEOUT=150 PB_PLAIN_JOBS=10 timeout 520 sh bench/multi-gpu.sh pb-xl 2>&1 | tail -30
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c3.tgz" -C /tmp c3
