#!/bin/sh
# stop 77: bench/floor.sh (generated host time / raw OpenCL cost) on one H200
# and on PoCL's CPU devices of the same machine.
set -u
out=${OUT:-$PWD/floor-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bbmm-floor
cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
cmake --build $b -j"$(nproc)" >> "$out/build.txt" 2>&1 || { tail -30 "$out/build.txt"; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
date -u | tee "$out/date.txt"
echo "== NVIDIA" | tee "$out/floor-nvidia.txt"
BBMM_PLATFORM=NVIDIA sh bench/floor.sh --build $b --cases "pp-heat2d 1024 1000:1 pp-fdtd2d 1024 1000:1 pp-jacobi2d 1024 1000:1 pp-heat3d 128 500:1 pp-floyd 2048:1 pp-heat2d 4096 200:1" 2>&1 | tee -a "$out/floor-nvidia.txt"
echo "== PoCL, 4 devices of 4 threads" | tee "$out/floor-pocl.txt"
POCL_DEVICES="pthread pthread pthread pthread" POCL_CPU_MAX_CU_NUM=4 BBMM_PLATFORM=Portable sh bench/floor.sh --build $b --cases "pp-heat2d 256 400:1 pp-fdtd2d 256 400:1 pp-jacobi2d 256 400:1 pp-heat2d 256 400:2 pp-floyd 512:1 pp-floyd 512:2 pp-floyd 512:4" 2>&1 | tee -a "$out/floor-pocl.txt"
