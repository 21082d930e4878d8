#!/bin/sh
# stop 75, call 2 (one H200's 16 cores): the random-program campaign
# (bench/campaign-device.sh: 15 lanes x 240 s on PoCL's CPU devices, with
# the new form f-down-unsigned among the forms), then the regression
# programs of loop exits (tests/gen/regress/exit_*.c, the new
# exit_unsigned_down.c among them) on NVIDIA's OpenCL.
set -u
t0=$(date +%s)
export OUT=${OUT:-/tmp/c2}
mkdir -p "$OUT"
sh bench/campaign-device.sh 15 240 7500000
echo "campaign done $(( $(date +%s) - t0 )) s"
b=$PWD/build-device
BBMM_HOST=never BBMM_PLATFORM=NVIDIA timeout 150 sh tests/gen/gen_diff.sh --pp $b/pragma-tool/bbmm-pp --include include \
    --lib $b/lib/libbbmm.a --files tests/gen/regress/exit_*.c --out /tmp/gpu-exit 2>&1 | tail -4 | tee "$OUT/gpu-exit.txt"
echo "all $(( $(date +%s) - t0 )) s"
