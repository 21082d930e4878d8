#!/bin/sh
# stop 73, call 1 (one H200): where a replayed run's host time goes (perf, driver call counts)
# on jacobi-2d / fdtd-2d time loops; PolyBench/GPU side by side at LARGE for the time loops
# and the small kernels (the baseline of this stop).
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc cl_calls && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d pp-heat2d ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-jacobi2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1 BBMM_STATS=0"
for r in 1 2; do for p in "fdtd2d 1000 500" "jacobi2d 1300 500" "jacobi2d 1300 5000" "heat2d 1000 500"; do
  set -- $p
  s=$(env $g $bn/samples/pp-$1 $2 $3 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "$1 n=$2 steps=$3 seconds=$s"
done; done 2>&1 | tee $w/ab.txt
echo "-- jacobi2d 1300 2000 stats+calls"
env $g BBMM_STATS=1 LD_PRELOAD=$bn/bench/libcl_calls.so $bn/samples/pp-jacobi2d 1300 2000 > $w/calls.txt 2>&1
grep -E "bbmm-time|^total|replay|clEnqueue|clGetEvent|clSetKernelArg|clRetain|clRelease|clFlush|clWait" $w/calls.txt | head -40
P=".device/perf/ld-linux-x86-64.so.2 --library-path .device/perf .device/perf/perf"
env $g $P record -F 20000 -g -o $w/perf.data $bn/samples/pp-jacobi2d 1300 20000 2>&1 | tail -2
$P report -i $w/perf.data --no-children --sort pid 2>&1 | grep "%" | head -5 > $w/pids.txt; cat $w/pids.txt
main=$(head -1 $w/pids.txt | sed 's/.* \([0-9]*\):.*/\1/')
$P report -i $w/perf.data --no-children -g none --pid $main --sort dso 2>&1 | grep "%" | head -12
$P report -i $w/perf.data --no-children -g none --pid $main --sort dso,sym 2>&1 | grep "%" | head -70 | tee $w/syms.txt
$P report -i $w/perf.data --children -g none --pid $main --sort sym 2>&1 | grep "%" | head -60 > $w/children.txt
head -45 $w/children.txt
rm -f $w/perf.data
echo "perf $(( $(date +%s) - t0 )) s"
BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PBGPU_WARMUP=0 PB_TIMEOUT=60 timeout 240 \
  sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $bn --dataset LARGE \
  --only fdtd-2d --only jacobi-2d --only jacobi-1d --only atax --only bicg --only mvt --only gesummv --only gemver > $w/pbgpu.txt 2>&1
grep "^|" $w/pbgpu.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
