#!/bin/sh
# stop 96, call 1 (one GPU): where cholesky's time goes at LARGE
# (statistics with and without device times, host=never), lu's too; the
# host-path kernels timed 21 times; seidel-2d at LARGE on PoCL's CPU
# device (the GPU machine's cores) against sequential.
set -u
t0=$(date +%s)
out=${OUT:-$PWD/diag-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bd; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 --target bbmm bbmm-pp bbmm-gen ) > "$out/build.txt" 2>&1 || { tail -20 "$out/build.txt"; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
nproc
export BBMM_PLATFORM=NVIDIA
PB_ROWS=$out/rows-cl.txt PB_TIMEOUT=60 timeout 200 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only cholesky --only lu > "$out/pb-cl.txt" 2>&1
tail -4 "$out/pb-cl.txt"
for k in cholesky lu; do
  for dt in off on; do
    BBMM_HOST=never BBMM_STATS=1 BBMM_TUNE=device_times=$dt timeout 60 $b/polybench/$k/bbmm > /dev/null 2> "$out/$k-stats-$dt.txt"
    echo "== $k device_times=$dt"; grep -v "^0x\|DUMP\|dump" "$out/$k-stats-$dt.txt" | grep -E "^total|asynchronous|start-up|^0 "
  done
  cp $b/polybench/$k/$k.bbmm.c "$out/"
done
echo "t $(( $(date +%s) - t0 )) s"
PB_REPS=21 PB_TIMEOUT=20 PB_ROWS=$out/rows-host.txt timeout 150 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only atax --only bicg --only mvt --only gesummv > "$out/pb-host.txt" 2>&1
tail -7 "$out/pb-host.txt"
echo "t $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=Portable
for h in auto never; do
  BBMM_HOST=$h PB_ROWS=$out/rows-seidel-$h.txt PB_TIMEOUT=60 timeout 170 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time --only seidel-2d > "$out/pb-seidel-$h.txt" 2>&1
  tail -3 "$out/pb-seidel-$h.txt"
done
echo "all $(( $(date +%s) - t0 )) s"
