#!/bin/sh
# bench/trust-gpu.sh - on the GPU machine (device tool, carry [".device"]):
# builds the tree, then
#   1. the C-semantics and scope programs (tests/gen/regress exit_*, iter_*,
#      found_*, array_negative_size; tests/scope_host) plain against
#      bbmm-pp on NVIDIA's OpenCL (gen_diff.sh --files: every "device
#      count" is the machine's GPUs there), bit for bit;
#   2. bench/scope.sh on 1 GPU: the automatic scope against the explicit
#      one and one region holding the loop (time and bytes);
#   3. heat-2d's scope run with BBMM_CHECK=scopes and a sample with
#      BBMM_CHECK=bounds against the same runs without (overhead).
# Results in $OUT (or ./trust-results).
set -u
# the regions run on the devices, which are what this measures (not on the
# host as written, where BBMM_TUNE host=auto would put small ones)
export BBMM_HOST=${BBMM_HOST:-never}
out=${OUT:-$PWD/trust-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bbmm-trust
cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
cmake --build $b -j"$(nproc)" >> "$out/build.txt" 2>&1 || { tail -30 "$out/build.txt"; exit 1; }
export BBMM_PLATFORM=${BBMM_PLATFORM:-NVIDIA}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
date -u | tee "$out/date.txt"
files=$(ls tests/gen/regress/exit_*.c tests/gen/regress/iter_*.c tests/gen/regress/found_*.c \
        tests/gen/regress/array_negative_size.c tests/scope_host/*.c 2>/dev/null)
sh tests/gen/gen_diff.sh --pp $b/pragma-tool/bbmm-pp --include include --lib $b/lib/libbbmm.a \
    --cc "${CC:-cc}" --files $files --out "$out/regress" 2>&1 | tail -8 | tee "$out/regress.txt"
sh bench/scope.sh --build $b --devices 1 --n "${SCOPE_N:-4096}" --steps "${SCOPE_STEPS:-100}" 2>&1 |
    tee "$out/scope.txt"
BBMM_CHECK=scopes sh bench/scope.sh --build $b --devices 1 --n "${SCOPE_N:-4096}" \
    --steps "${SCOPE_STEPS:-100}" 2>&1 | tee "$out/scope-check.txt"
