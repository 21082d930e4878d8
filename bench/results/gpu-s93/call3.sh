#!/bin/sh
# stop 93, call 3 (one GPU): mvt with its two nests no longer fused, fdtd-2d
# fused, jacobi-2d, heat-3d, atax against PolyBench/GPU's hand-written
# OpenCL at LARGE (twice); then the floor probe (host time per launch
# against the raw OpenCL cost of the same commands) on fdtd-2d and heat-2d.
set -u
t0=$(date +%s)
left() { echo $(( 540 - ($(date +%s) - t0) )); }
out=${OUT:-$PWD/c3-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
cmake -S . -B /tmp/b-new -DCMAKE_BUILD_TYPE=Release > "$out/build-new.txt" 2>&1
cmake --build /tmp/b-new -j16 --target bbmm-pp bbmm bbmmcc pp-fdtd2d pp-heat2d cl_floor cl_record >> "$out/build-new.txt" 2>&1 || { tail -30 "$out/build-new.txt"; echo BUILD FAILED; }
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
export BBMM_PLATFORM=NVIDIA
for r in 1 2; do
    n=$(left); [ "$n" -gt 120 ] || break
    BBMM_HOST=never PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 PBGPU_TIMEOUT=60 timeout $((n - 60)) \
        sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build /tmp/b-new --dataset LARGE \
        --only mvt --only fdtd-2d --only jacobi-2d --only heat-3d --only atax > "$out/pbgpu-$r.txt" 2>&1
    echo "== round $r $(( $(date +%s) - t0 )) s"; grep '^|' "$out/pbgpu-$r.txt" | tail -n +3
done
n=$(left); [ "$n" -gt 60 ] || exit 0
timeout $((n - 10)) sh bench/floor.sh --build /tmp/b-new --cases "pp-fdtd2d 1000 500:1 pp-heat2d 1024 1000:1" > "$out/floor.txt" 2>&1
tail -20 "$out/floor.txt"
echo "all $(( $(date +%s) - t0 )) s"
