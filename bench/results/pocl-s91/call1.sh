#!/bin/sh
# stop 91, call 1 (one GPU): before/after stops 89-90 (old = ade7cd4, before
# the entry points were compiled once; new = working tree), samples'
# region time alternating, statistics off (BBMM_SUMMARY only) and on;
# then PolyBench/GPU side by side at LARGE on the new tree; floor if time.
set -u
t0=$(date +%s)
left() { echo $(( 470 - ($(date +%s) - t0) )); }
out=${OUT:-$PWD/ab-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
mkdir -p /tmp/src && tar -xzf .device/old.tgz -C /tmp/src
targets="pp-heat2d pp-fdtd2d pp-jacobi2d pp-floyd pp-heat3d cl_floor cl_record bbmm-pp bbmmcc bbmm"
for t in new old; do
    src=.; [ $t = old ] && src=/tmp/src/old
    ( cmake -S $src -B /tmp/b-$t -DCMAKE_BUILD_TYPE=Release > "$out/build-$t.txt" 2>&1
      cmake --build /tmp/b-$t -j8 --target $targets >> "$out/build-$t.txt" 2>&1 || { tail -30 "$out/build-$t.txt"; echo BUILD FAILED $t; } ) &
done
wait
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never BBMM_SUMMARY=1
for c in "pp-heat2d 512 200" "pp-floyd 1024" "pp-fdtd2d 512 200"; do
    set -- $c; p=$1; shift
    for t in new old; do
        printf '%s %s %s: ' "$t" "$p" "$*"; /tmp/b-$t/samples/$p "$@" 2>&1 | grep -o 'verified=[-0-9]*\|bitwise.*' | head -1
    done
done | tee "$out/verify.txt"
printf '%-22s %-9s %5s %10s %12s\n' case tree round seconds enqueue-ms | tee "$out/ab.txt"
for c in "pp-fdtd2d 1024 1000" "pp-heat2d 1024 1000" "pp-floyd 4096"; do
    set -- $c; p=$1; shift
    for r in 1 2 3; do
        order="old new"; [ $((r % 2)) = 0 ] && order="new old"
        ts="$order"; [ "$p" = pp-fdtd2d ] && ts="$order new-stats"
        for t in $ts; do
            b=${t%-stats}; st=; [ $t = new-stats ] && st=1
            o=$(BBMM_STATS=$st BBMM_TWIN=0 BBMM_WARMUP=1 /tmp/b-$b/samples/$p "$@" 2>&1)
            sec=$(echo "$o" | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p' | head -1)
            enq=$(echo "$o" | sed -n 's/.* run(s) enqueued in \([0-9.]*\) ms.*/\1/p' | head -1)
            printf '%-22s %-9s %5s %10s %12s\n' "$c" $t $r "$sec" "$enq"
        done
    done
done | tee -a "$out/ab.txt"
echo "ab $(( $(date +%s) - t0 )) s"
n=$(left); [ "$n" -gt 120 ] || exit 0
# the targets above are what polybench.sh needs
PBGPU_ROWS=$out/pbgpu-rows.txt PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 PBGPU_TIMEOUT=60 timeout $((n - 60)) sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build /tmp/b-new --dataset LARGE \
   --only fdtd-2d --only jacobi-2d --only atax --only gesummv --only mvt --only bicg > $out/pbgpu.txt 2>&1
tail -14 $out/pbgpu.txt
echo "pbgpu $(( $(date +%s) - t0 )) s"
n=$(left); [ "$n" -gt 40 ] || exit 0
timeout $((n - 10)) sh bench/floor.sh --build /tmp/b-new --cases "pp-fdtd2d 1024 1000:1 pp-heat2d 1024 1000:1" 2>&1 | tee "$out/floor-new.txt"
echo "all $(( $(date +%s) - t0 )) s"
