#!/bin/sh
# stop 84, call 2 (nvidia-h200): seidel-2d at LARGE on PoCL's CPU device
# (the machine's 16 cores; a sweep's one work-group runs on one of them)
# with host=never and the default host=auto, against the plain gcc -O2
# build in each run; then the H200 run again; each run's statistics (launches, bytes
# moved: bench/polybench.sh's stats1.json) kept, dumps checked.
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
    f=$(find $b/polybench -name stats1.json | head -1)
    [ -n "$f" ] && cp "$f" "$OUT/$n.stats1.json"
    echo "$n done at $(( $(date +%s) - t0 )) s"
}
run seidel-pocl-auto BBMM_PLATFORM=Portable
run seidel-pocl-never BBMM_PLATFORM=Portable BBMM_HOST=never
run seidel-gpu-never BBMM_PLATFORM=NVIDIA BBMM_HOST=never
echo "all $(( $(date +%s) - t0 )) s"
