#!/bin/sh
# session 65, call 5 (one H200): the fixed cost of a short fdtd-2d / jacobi-2d run (pageable vs pinned arrays).
set -u
t0=$(date +%s)
w=/tmp/c5; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d && make -C $bn/bench -j16 cl_calls transfer_bench ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-fdtd2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1"
for pin in 0 1; do for r in 1 2; do
  echo "fdtd 1000 1 pinned=$pin $(env $g BBMM_STATS=0 BBMM_PINNED=$pin $bn/samples/pp-fdtd2d 1000 1 2>&1 | grep bbmm-time)"
  echo "fdtd 1000 500 pinned=$pin $(env $g BBMM_STATS=0 BBMM_PINNED=$pin $bn/samples/pp-fdtd2d 1000 500 2>&1 | grep bbmm-time)"
done; done
echo "-- fdtd 1000 1 stats+calls"; env $g BBMM_STATS=1 LD_PRELOAD=$bn/bench/libcl_calls.so $bn/samples/pp-fdtd2d 1000 1 2>&1 | grep -v "^\["
env $g BBMM_STATS=0 BBMM_TRACE=$w/trace1.json $bn/samples/pp-fdtd2d 1000 1 > /dev/null 2>&1
$bn/bench/transfer_bench --quick 2>&1 | tail -30
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c5.tgz" -C /tmp c5
