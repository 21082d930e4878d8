#!/bin/sh
# stop 84, call 1 (nvidia-h200): PolyBench/C 4.2.1 seidel-2d at LARGE with
# its wavefronts run as sweeps (one work-group, a barrier per step), on the
# H200 (host=never and the default host=auto) and on PoCL's CPU device
# (the machine's 16 cores), against the plain gcc -O2 build in each run;
# dumps checked bit for bit by bench/polybench.sh.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/b
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm-pp bbmm ) > /tmp/build.txt 2>&1 || { tail -30 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
run() { # name, then environment assignments
    n=$1; shift
    env "$@" PB_WARMUP=0 PB_TIMEOUT=170 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE \
        --devices 1 --only seidel-2d --time > "$OUT/$n.txt" 2>&1
    tail -4 "$OUT/$n.txt"
    echo "$n done at $(( $(date +%s) - t0 )) s"
}
run seidel-gpu-never BBMM_PLATFORM=NVIDIA BBMM_HOST=never
run seidel-gpu-auto BBMM_PLATFORM=NVIDIA
run seidel-pocl-never BBMM_HOST=never
echo "all $(( $(date +%s) - t0 )) s"
