#!/bin/sh
# stop 83, call 3: bench/probe/cl_genfloyd (floyd's generated kernel, hoisted variant, float4) on one H200
set -u
. .device/setup.sh > "$OUT/setup.txt" 2>&1
b=/tmp/bbmm-probe
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b/bench -j16 cl_genfloyd ) > /tmp/build.txt 2>&1 || { tail -20 /tmp/build.txt; exit 1; }
$b/bench/cl_genfloyd NVIDIA 8192 2>&1 | tee "$OUT/genfloyd.txt"
$b/bench/cl_genfloyd NVIDIA 8192 256 2>&1 | tee -a "$OUT/genfloyd.txt"
