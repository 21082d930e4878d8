#!/bin/sh
# stop 88, call 4 (one GPU): the kernels whose regions take the host path
# at LARGE (host=auto), timed fairly: with PB_REPS=9 polybench.sh now runs
# the plain program before each generated run and compares the medians
# (call 2 set a median of 5 against one cold plain run).
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > /tmp/build1.txt 2>&1 || { tail -20 /tmp/build1.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
PB_REPS=9 PB_TIMEOUT=20 PB_ROWS=$OUT/rows-small.txt timeout 180 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time \
   --only atax --only bicg --only mvt --only gemver --only gesummv --only durbin --only trisolv --only jacobi-1d --only deriche > $OUT/pb-small.txt 2>&1
tail -11 $OUT/pb-small.txt
echo "all $(( $(date +%s) - t0 )) s"
