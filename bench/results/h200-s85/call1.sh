#!/bin/sh
# stop 85's plan for the next lent nvidia-h200 (not run at stop 85: no
# machine was lent): PolyBench/C 4.2.1's chains (durbin, trisolv, ludcmp)
# at LARGE on the H200 with the regions on the GPU (host=never) and with the
# default host=auto, against the plain gcc -O2 build in each run, dumps
# checked bit for bit by bench/polybench.sh; then seidel-2d on PoCL with
# the machine's 16 cores (stop 84's unrun call 2).
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
b=/tmp/b
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b -j16 bbmm-pp bbmm ) > /tmp/build.txt 2>&1 || { tail -30 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
run() { # name, kernels, then environment assignments
    n=$1 k=$2; shift 2
    only=$(for x in $k; do printf -- '--only %s ' "$x"; done)
    # shellcheck disable=SC2086
    env "$@" PB_WARMUP=0 PB_TIMEOUT=170 BBMM_STATS=1 sh bench/polybench.sh --suite .polybench --build $b \
        --dataset LARGE --devices 1 $only --time > "$OUT/$n.txt" 2>&1
    tail -6 "$OUT/$n.txt"
    echo "$n done at $(( $(date +%s) - t0 )) s"
}
run chains-gpu-never "durbin trisolv ludcmp" BBMM_PLATFORM=NVIDIA BBMM_HOST=never
run chains-gpu-auto "durbin trisolv ludcmp" BBMM_PLATFORM=NVIDIA
run seidel-pocl16-never seidel-2d BBMM_PLATFORM=Portable BBMM_HOST=never
echo "all $(( $(date +%s) - t0 )) s"
