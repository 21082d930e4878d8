#!/bin/sh
# bench/gpu.sh - run bbmm-bench on the GPU machine (see ../shared/device
# and bench/README.md).  Through the device tool, from the project root:
#   carry [".device"], command: sh bench/gpu.sh [bbmm-bench options]
# Builds into /tmp/bbmm-gpu-<sum of the sources> (kept while the machine stays warm), lists the
# devices, runs bbmm-bench on NVIDIA's platform and leaves its report,
# JSON and figures in $OUT (or ./gpu-results).
set -e
out=${OUT:-$PWD/gpu-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
# One build directory per state of the sources: a warm machine keeps
# /tmp, and file times copied from elsewhere cannot be trusted to trigger a
# rebuild.
sum=$(find CMakeLists.txt cmake include lib pragma-tool samples bench tests -type f 2>/dev/null | sort |
      xargs md5sum | md5sum | cut -c1-12)
b=/tmp/bbmm-gpu-$sum
if [ ! -x $b/bench/bbmm-bench ]; then
    cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
    cmake --build $b -j"$(nproc)" >> "$out/build.txt" 2>&1 || { tail -30 "$out/build.txt"; exit 1; }
fi
export BBMM_PLATFORM=${BBMM_PLATFORM:-NVIDIA}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv > "$out/gpus.txt" 2>&1 || true
cat "$out/gpus.txt"
date -u > "$out/date.txt"
rc=0
$b/bench/bbmm-bench --bin $b --json "$out/bench-results.json" --png-dir "$out/figures" --tmp /tmp "$@" \
    > "$out/report.txt" 2> "$out/progress.txt" || rc=$?
cat "$out/report.txt"
exit $rc
