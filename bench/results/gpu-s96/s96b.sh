#!/bin/sh
# stop 96, call 2 (one GPU): cholesky and lu after the directory's scans
# and replay's recording got cheaper; seidel-2d at LARGE on PoCL's CPU
# device (host=auto now re-chooses with CPU figures once the devices are
# known to be CPUs); atax's host path against the plain program and the
# plain program with its kernel not inlined; then more kernels at LARGE.
set -u
t0=$(date +%s)
out=${OUT:-$PWD/diag-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp ) > "$out/build.txt" 2>&1 || { tail -20 "$out/build.txt"; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
git log -1 --format=%H > "$out/tree.txt" 2>/dev/null
export BBMM_PLATFORM=NVIDIA
PB_ROWS=$out/rows-cl.txt PB_TIMEOUT=60 timeout 150 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only cholesky --only lu > "$out/pb-cl.txt" 2>&1
tail -4 "$out/pb-cl.txt"
BBMM_HOST=never BBMM_STATS=1 timeout 60 $b/polybench/cholesky/bbmm > /dev/null 2> "$out/cholesky-stats.txt"
grep -v "^0x\|DUMP\|dump" "$out/cholesky-stats.txt" | grep -E "^total|asynchronous|start-up"
echo "t $(( $(date +%s) - t0 )) s"
# atax: plain, plain with kernel_atax not inlined, the generated program on the host
P=.polybench; d=$P/linear-algebra/kernels/atax; F="-O2 -ffp-contract=off -w -I $P/utilities -I $d -DLARGE_DATASET -DPOLYBENCH_TIME"
sed 's/^void kernel_atax/__attribute__((noinline)) void kernel_atax/' $d/atax.c > /tmp/atax_ni.c
gcc $F $P/utilities/polybench.c $d/atax.c -lm -o /tmp/atax_plain && gcc $F $P/utilities/polybench.c /tmp/atax_ni.c -lm -o /tmp/atax_ni &&
$b/pragma-tool/bbmm-pp -I $P/utilities -I $d -DLARGE_DATASET -DPOLYBENCH_TIME -o /tmp/atax.bbmm.c $d/atax.c 2>/dev/null &&
gcc $F -I include /tmp/atax.bbmm.c $P/utilities/polybench.c -L$b/lib -lbbmm -lOpenCL -lpthread -lm -o /tmp/atax_bbmm || echo "atax build failed"
for i in $(seq 21); do echo "$(/tmp/atax_plain) $(/tmp/atax_ni) $(/tmp/atax_bbmm 2>/dev/null) $(BBMM_HOST=always /tmp/atax_bbmm 2>/dev/null)"; done > "$out/atax.txt"
for c in 1 2 3 4; do cut -d' ' -f$c "$out/atax.txt" | sort -n | sed -n 11p; done | tr '\n' ' '; echo " (atax medians: plain, plain noinline, bbmm auto, bbmm host=always)"
echo "t $(( $(date +%s) - t0 )) s"
BBMM_PLATFORM=Portable PB_ROWS=$out/rows-seidel.txt PB_TIMEOUT=60 timeout 150 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only seidel-2d > "$out/pb-seidel.txt" 2>&1
tail -3 "$out/pb-seidel.txt"
echo "t $(( $(date +%s) - t0 )) s"
[ $# -gt 0 ] && { only=; for k in "$@"; do only="$only --only $k"; done
PB_TIMEOUT=60 PB_ROWS=$out/rows-more.txt timeout $(( ${LIMIT:-560} - ($(date +%s) - t0) )) sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time $only > "$out/pb-more.txt" 2>&1
tail -$(( $# + 3 )) "$out/pb-more.txt"; }
echo "all $(( $(date +%s) - t0 )) s"
