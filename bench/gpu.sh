#!/bin/sh
# bench/gpu.sh - run bbmm-bench on the GPU machine (see ../shared/device
# and bench/README.md).  Through the device tool, from the project root:
#   carry [".device"], command: sh bench/gpu.sh [bbmm-bench options]
# Builds into /tmp/bbmm-gpu (kept while the machine stays warm), lists the
# devices, runs bbmm-bench on NVIDIA's platform and leaves its report,
# JSON and figures in $OUT (or ./gpu-results).
set -e
out=${OUT:-$PWD/gpu-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bbmm-gpu
if [ ! -x $b/bench/bbmm-bench ]; then
    cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
    cmake --build $b -j"$(nproc)" >> "$out/build.txt" 2>&1 || { tail -30 "$out/build.txt"; exit 1; }
fi
export BBMM_PLATFORM=${BBMM_PLATFORM:-NVIDIA}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv > "$out/gpus.txt" 2>&1 || true
cat "$out/gpus.txt"
date -u > "$out/date.txt"
$b/bench/bbmm-bench --bin $b --json "$out/bench-results.json" --png-dir "$out/figures" --tmp /tmp "$@" \
    > "$out/report.txt" 2> "$out/progress.txt"
rc=$?
cat "$out/report.txt"
exit $rc
