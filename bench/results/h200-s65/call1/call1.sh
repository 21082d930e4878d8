#!/bin/sh
# session 65, call 1 (one H200): where a time step's host time goes.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d pp-heat2d && make -C $bn/bench -j16 cl_calls cl_launch ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-fdtd2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1"
for p in "fdtd2d 1000 500" "jacobi2d 1300 500" "heat2d 1000 500"; do
  set -- $p
  for r in 1 2 3; do echo "$1 plain $(env $g BBMM_STATS=0 $bn/samples/pp-$1 $2 $3 2>&1 | grep bbmm-time)"; done
  echo "-- $1 stats+calls"; env $g BBMM_STATS=1 LD_PRELOAD=$bn/bench/libcl_calls.so $bn/samples/pp-$1 $2 $3 2>&1 | grep -v "^\[" 
  env $g BBMM_STATS=0 BBMM_TRACE=$w/trace-$1.json $bn/samples/pp-$1 $2 $3 > /dev/null 2>&1
done 2>&1 | tee $w/runs.txt
$bn/bench/cl_launch NVIDIA 4000 > $w/cl_launch.txt 2>&1; cat $w/cl_launch.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
