#!/bin/sh
# session 65, call 9 (one H200): plan once, replay: replay on against off (BBMM_TUNE replay=off) in one tree;
# time loops and PolyBench/GPU side by side at LARGE.
set -u
t0=$(date +%s)
w=/tmp/c9; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc cl_calls && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d pp-heat2d ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-fdtd2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1 BBMM_STATS=0"
for r in 1 2 3; do for p in "fdtd2d 1000 500" "fdtd2d 1000 2000" "jacobi2d 1300 500" "jacobi2d 1300 2000" "heat2d 1000 2000"; do for t in on off; do
  set -- $p
  s=$(env $g BBMM_TUNE=replay=$t $bn/samples/pp-$1 $2 $3 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "$1 n=$2 steps=$3 replay=$t seconds=$s"
done; done; done 2>&1 | tee $w/ab.txt
for t in on off; do echo "-- jacobi2d 1300 2000 replay=$t stats+calls"; env $g BBMM_TUNE=replay=$t BBMM_STATS=1 LD_PRELOAD=$bn/bench/libcl_calls.so $bn/samples/pp-jacobi2d 1300 2000 2>&1 | grep -E "bbmm-time|^total|replay|asynchronous|clEnqueueNDRange|clGetEventInfo|clSetKernelArg"; done
echo "samples $(( $(date +%s) - t0 )) s"
for t in on off; do
  BBMM_TUNE=replay=$t BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PBGPU_WARMUP=0 PB_TIMEOUT=60 timeout 200 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $bn --dataset LARGE \
    --only fdtd-2d --only jacobi-2d --only jacobi-1d --only atax --only bicg --only mvt --only gesummv --only gemver --only gramschmidt > $w/pbgpu-$t.txt 2>&1
  echo "== replay $t"; grep "^|" $w/pbgpu-$t.txt
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c9.tgz" -C /tmp c9
