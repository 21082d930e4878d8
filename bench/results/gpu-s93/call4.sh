#!/bin/sh
# stop 93, call 4 (one GPU): the programs of today's new forms (arrays
# declared in regions, pointers without clauses, wraps by a parameter,
# split corners, data scopes and their callees) through gen_diff with
# NVIDIA's OpenCL (BBMM_PLATFORM=NVIDIA, BBMM_HOST=never): plain against
# generated, bit for bit.
set -u
out=${OUT:-$PWD/c4-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
cmake --build /tmp/b -j16 --target bbmm-pp bbmm bbmm-gen >> "$out/build.txt" 2>&1 || { tail -20 "$out/build.txt"; exit 1; }
mkdir -p /tmp/progs
for f in tests/gen/regress/local_array_*.c tests/gen/regress/helper_local_*.c tests/gen/regress/pointer_*.c \
         tests/gen/regress/wrap_mod_*.c tests/gen/regress/split_*.c tests/gen/regress/scope_callee_*.c \
         tests/gen/regress/box_superset_*.c; do cp "$f" /tmp/progs/; done
BBMM_PLATFORM=NVIDIA BBMM_HOST=never timeout 500 sh tests/gen/gen_diff.sh --pp /tmp/b/pragma-tool/bbmm-pp --include include \
    --lib /tmp/b/lib/libbbmm.a --gen /tmp/b/tests/bbmm-gen --opt -O1 --files /tmp/progs --out /tmp/gd > "$out/gen_diff.txt" 2>&1
grep -E "^FAIL|gen_diff:" "$out/gen_diff.txt"
nvidia-smi --query-gpu=name --format=csv,noheader
