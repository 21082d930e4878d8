#!/bin/sh
# before/after stop 79 (issue 45: launch arguments, replay state, the context's end in the method; generated code): the samples' region time and the
# host's enqueue time, old (4595d3e) and new (working tree) alternating,
# on one H200 (NVIDIA OpenCL); then floor.sh on the new tree.
set -u
out=${OUT:-$PWD/ab-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
mkdir -p /tmp/src && tar -xf .device/old.tar -C /tmp/src
targets="pp-heat2d pp-fdtd2d pp-jacobi2d pp-floyd pp-heat3d cl_floor cl_record"
for t in new old; do
    src=.; [ $t = old ] && src=/tmp/src/old
    cmake -S $src -B /tmp/b-$t -DCMAKE_BUILD_TYPE=Release > "$out/build-$t.txt" 2>&1
    cmake --build /tmp/b-$t -j16 --target $targets >> "$out/build-$t.txt" 2>&1 || { tail -30 "$out/build-$t.txt"; exit 1; }
done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never BBMM_SUMMARY=1
# one checked run each (the sequential twin, bit for bit)
for c in "pp-heat2d 512 200" "pp-floyd 1024" "pp-fdtd2d 512 200"; do
    set -- $c; p=$1; shift
    for t in new old; do
        printf '%s %s %s: ' "$t" "$p" "$*"; /tmp/b-$t/samples/$p "$@" 2>&1 | grep -o 'verified=[-0-9]*\|bitwise.*' | head -1
    done
done | tee "$out/verify.txt"
printf '%-26s %-4s %5s %10s %12s\n' case tree round seconds enqueue-ms | tee "$out/ab.txt"
for c in "pp-heat2d 1024 1000" "pp-fdtd2d 1024 1000" "pp-jacobi2d 1024 1000" "pp-heat3d 128 500" "pp-floyd 2048" "pp-floyd 4096" "pp-heat2d 4096 200"; do
    set -- $c; p=$1; shift
    for r in 1 2 3 4 5 6 7 8; do
        order="old new"; [ $((r % 2)) = 0 ] && order="new old"
        for t in $order; do
            o=$(BBMM_TWIN=0 BBMM_WARMUP=1 BBMM_STATS=1 /tmp/b-$t/samples/$p "$@" 2>&1)
            sec=$(echo "$o" | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p' | head -1)
            enq=$(echo "$o" | sed -n 's/.* run(s) enqueued in \([0-9.]*\) ms.*/\1/p' | head -1)
            printf '%-26s %-4s %5s %10s %12s\n' "$c" $t $r "$sec" "$enq"
        done
    done
done | tee -a "$out/ab.txt"
sh bench/floor.sh --build /tmp/b-new --cases "pp-heat2d 1024 1000:1 pp-floyd 2048:1" 2>&1 | tee "$out/floor-new.txt"
sh bench/floor.sh --build /tmp/b-old --cases "pp-heat2d 1024 1000:1 pp-floyd 2048:1" 2>&1 | tee "$out/floor-old.txt"
