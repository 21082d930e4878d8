#!/bin/sh
# stop 95 (one GPU): unmodified PolyBench/C 4.2.1 at LARGE through bbmm-pp,
# default settings (host=auto), against gcc -O2 in the same call
# (bench/polybench.sh --time).  $1: a label; the rest: kernels.
# PB_REPS (environment) as polybench.sh takes it.
set -u
t0=$(date +%s)
out=${OUT:-$PWD/pb-results}
mkdir -p "$out"
label=$1; shift
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > "$out/build.txt" 2>&1 || { tail -20 "$out/build.txt"; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
git log -1 --format=%H > "$out/tree.txt" 2>/dev/null
export BBMM_PLATFORM=NVIDIA
only=; for k in "$@"; do only="$only --only $k"; done
PB_TIMEOUT=${PB_TIMEOUT:-90} PB_ROWS=$out/rows-$label.txt timeout ${LIMIT:-540} sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time $only > "$out/pb-$label.txt" 2>&1
tail -$(( $# + 3 )) "$out/pb-$label.txt"
echo "all $(( $(date +%s) - t0 )) s"
