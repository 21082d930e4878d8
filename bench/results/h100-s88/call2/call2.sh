#!/bin/sh
# stop 88, call 2 (one GPU): the five stencils that call 1 (stop 87's
# call1.sh) had no time left for, at LARGE, default settings; then the
# small kernels that took the host path, median of 5 runs each, to tell
# noise from a real loss (call 1 had one timed run each).
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > /tmp/build1.txt 2>&1 || { tail -20 /tmp/build1.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
PB_TIMEOUT=70 PB_ROWS=$OUT/rows-stencils.txt timeout 330 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time \
   --only fdtd-2d --only heat-3d --only jacobi-1d --only jacobi-2d --only seidel-2d > $OUT/pb-stencils.txt 2>&1
tail -7 $OUT/pb-stencils.txt
echo "stencils $(( $(date +%s) - t0 )) s"
PB_REPS=5 PB_TIMEOUT=20 PB_ROWS=$OUT/rows-small.txt timeout $((560 - ($(date +%s) - t0))) sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time \
   --only durbin --only gemver --only mvt --only trisolv --only atax --only gesummv > $OUT/pb-small.txt 2>&1
tail -8 $OUT/pb-small.txt
echo "all $(( $(date +%s) - t0 )) s"
