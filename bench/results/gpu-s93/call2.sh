#!/bin/sh
# stop 92, call 2 (one GPU): PolyBench/GPU side by side at LARGE with the
# generated side's statistics no longer timing the devices (device_times
# off, polybench.sh --time's new default) against the old way
# (device_times=on), interleaved; sibling nests fused (new tree) against
# the tree before (old = 485a1c6) on fdtd-2d and mvt; then the
# time-loop kernels of PolyBench/C against the CPU.
set -u
t0=$(date +%s)
left() { echo $(( 560 - ($(date +%s) - t0) )); }
out=${OUT:-$PWD/c2-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
mkdir -p /tmp/src && tar -xzf .device/prefuse.tgz -C /tmp/src
for t in new old; do
    src=.; [ $t = old ] && src=/tmp/src/old
    ( cmake -S $src -B /tmp/b-$t -DCMAKE_BUILD_TYPE=Release > "$out/build-$t.txt" 2>&1
      cmake --build /tmp/b-$t -j8 --target bbmm-pp bbmm bbmmcc >> "$out/build-$t.txt" 2>&1 || { tail -30 "$out/build-$t.txt"; echo BUILD FAILED $t; } ) &
done
wait
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
pb() { # label, tree, BBMM_TUNE, kernels...
    lab=$1 tree=$2 tune=$3; shift 3
    only=; for k in "$@"; do only="$only --only $k"; done
    n=$(left); [ "$n" -gt 60 ] || { echo "skip $lab"; return; }
    BBMM_HOST=never BBMM_TUNE=$tune PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 PBGPU_TIMEOUT=60 timeout $((n - 20)) \
        sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build /tmp/b-$tree --dataset LARGE $only > "$out/pbgpu-$lab.txt" 2>&1
    echo "== $lab ($tree, BBMM_TUNE=$tune) $(( $(date +%s) - t0 )) s"; grep '^|' "$out/pbgpu-$lab.txt" | tail -n +3
}
export BBMM_PLATFORM=NVIDIA
pb new1 new "" fdtd-2d mvt jacobi-2d jacobi-1d
pb old1 old "" fdtd-2d mvt
pb on1 new "device_times=on" fdtd-2d jacobi-2d jacobi-1d
pb new2 new "" fdtd-2d mvt jacobi-2d jacobi-1d
pb old2 old "" fdtd-2d mvt
pb on2 new "device_times=on" fdtd-2d jacobi-2d jacobi-1d
pb small new "" atax bicg gesummv gemver
n=$(left); [ "$n" -gt 90 ] || exit 0
PB_REPS=3 timeout $((n - 10)) sh bench/polybench.sh --suite .polybench --build /tmp/b-new --dataset LARGE --time --devices 1 \
    --only fdtd-2d --only jacobi-2d --only jacobi-1d --only mvt --only seidel-2d > "$out/pb-time.txt" 2>&1
tail -8 "$out/pb-time.txt"
echo "all $(( $(date +%s) - t0 )) s"
