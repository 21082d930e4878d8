#!/bin/sh
# stop 97, call 2 (warm machine of call 1): fdtd-2d alone, its generated
# program's driver calls and statistics
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > /dev/null 2>&1
b=/tmp/b; export BBMM_PLATFORM=NVIDIA PBGPU_PLATFORM=NVIDIA
for r in 1 2 3; do PBGPU_TIMEOUT=60 PB_TIMEOUT=60 timeout 100 sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE --only fdtd-2d > "$out/pbgpu$r.txt" 2>&1; grep "| fdtd" $out/pbgpu$r.txt | tail -1; done
g=$b/polybench/fdtd-2d/bbmm; calls=$b/bench/libcl_calls.so rec=$b/bench/libcl_record.so
CL_RECORD=$out/rec-gen.txt LD_PRELOAD=$rec $g > /dev/null 2>&1
awk '{print $1}' $out/rec-gen.txt | sort | uniq -c | sort -rn | head -20 | tr '\n' ' '; echo
sed -n 3000,3060p $out/rec-gen.txt
for i in 1 2; do LD_PRELOAD=$calls $g 2> $out/calls-gen$i.txt; BBMM_TUNE=device_times=off LD_PRELOAD=$calls $g 2> $out/calls-gen-nodt$i.txt; done
grep cl_calls $out/calls-gen1.txt | sort -k5 -n -r | head -14
BBMM_STATS=1 $g 2>&1 | tail -16
for t in "replay=off" "lookahead=1" "lookahead=32" "fuse=off" "overlap=off" "device_times=off"; do printf "%s: " $t; for i in 1 2 3; do BBMM_TUNE=$t $g; done | tr '\n' ' '; echo; done
printf "default: "; for i in 1 2 3; do $g; done | tr '\n' ' '; echo
gzip -f $out/rec-gen.txt
