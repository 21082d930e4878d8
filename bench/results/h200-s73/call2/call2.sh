#!/bin/sh
# stop 73, call 2 (one H200): unmodified PolyBench/C 4.2.1 at LARGE through bbmm-pp, every kernel,
# the default settings (host=auto), one warm-up and one timed run, against the plain -O2 build.
set -u
t0=$(date +%s)
. .device/setup.sh > /dev/null 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > /tmp/build2.txt 2>&1 || { tail -20 /tmp/build2.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
PB_TIMEOUT=70 PB_ROWS=$OUT/rows.txt timeout 560 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time > $OUT/pb-large.txt 2>&1
tail -40 $OUT/pb-large.txt
echo "all $(( $(date +%s) - t0 )) s"
