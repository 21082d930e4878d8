#!/bin/sh
# stop 96, call 3: atax's host path, polybench.sh's way (PB_REPS=21) and
# directly with and without -DPOLYBENCH_DUMP_ARRAYS, plain and generated
set -u
out=${OUT:-$PWD/diag-results}; mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > "$out/build.txt" 2>&1 || exit 1
export BBMM_PLATFORM=NVIDIA
PB_REPS=21 PB_TIMEOUT=20 timeout 100 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only atax > "$out/pb-atax.txt" 2>&1
tail -3 "$out/pb-atax.txt"
P=.polybench; d=$P/linear-algebra/kernels/atax
for dump in "" "-DPOLYBENCH_DUMP_ARRAYS"; do
F="-O2 -ffp-contract=off -w -I $P/utilities -I $d -DLARGE_DATASET -DPOLYBENCH_TIME $dump"
gcc $F $P/utilities/polybench.c $d/atax.c -lm -o /tmp/ap && $b/pragma-tool/bbmm-pp -I $P/utilities -I $d -DLARGE_DATASET -DPOLYBENCH_TIME $dump -o /tmp/ab.c $d/atax.c 2>/dev/null &&
gcc $F -I include /tmp/ab.c $P/utilities/polybench.c -L$b/lib -lbbmm -lOpenCL -lpthread -lm -o /tmp/ab || echo build failed
for i in $(seq 21); do echo "$(/tmp/ap 2>/dev/null) $(/tmp/ab 2>/dev/null) $(BBMM_STATS=json:/tmp/s.json BBMM_TUNE=device_times=off /tmp/ab 2>/dev/null)"; done > "$out/atax$dump.txt"
for c in 1 2 3; do cut -d' ' -f$c "$out/atax$dump.txt" | sort -n | sed -n 11p; done | tr '\n' ' '; echo " (atax $dump medians: plain, bbmm, bbmm with stats json)"
done
