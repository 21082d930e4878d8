#!/bin/sh
# stop 87, call 1 (one GPU): unmodified PolyBench/C 4.2.1 at LARGE through
# bbmm-pp, all 30 kernels, the default settings (host=auto), one warm-up
# and one timed run each, against the plain gcc -O2 build in the same run
# (issue 43's table; stop 73 measured it last, before sweeps and chains).
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > /tmp/build1.txt 2>&1 || { tail -20 /tmp/build1.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
clinfo 2>/dev/null | grep -o "cl_khr_command_buffer[a-z_]*\|cl_khr_[a-z_]*mutable[a-z_]*" | sort | uniq -c
export BBMM_PLATFORM=NVIDIA
PB_TIMEOUT=70 PB_ROWS=$OUT/rows.txt timeout 550 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time > $OUT/pb-large.txt 2>&1
tail -36 $OUT/pb-large.txt
echo "all $(( $(date +%s) - t0 )) s"
