#!/bin/sh
# stop 98, call 4: bbmm-bench experiments h/j on one GPU against bench/manual
# (kernel time generated / hand-written; one device: manual --whole)
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
( cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/b -j16 --target bbmm-bench pp-floyd pp-heat2d manual-floyd manual-heat2d ) > "$out/build.txt" 2>&1 || { tail -20 $out/build.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA
timeout 150 /tmp/b/bench/bbmm-bench --only h,j --devices 1 --sizes medium --reps 2 --samples pp-floyd,pp-heat2d --bin /tmp/b --no-figures --json $out/hj.json > $out/bench-hj.txt 2>&1; tail -30 $out/bench-hj.txt
