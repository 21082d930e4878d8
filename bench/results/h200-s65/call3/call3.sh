#!/bin/sh
# session 65, call 3 (one H200): who takes the locks and reads the clock during fdtd-2d's steps; fixed cost by step count.
set -u
t0=$(date +%s)
w=/tmp/c3; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS=-fno-omit-frame-pointer && make -C $bn -j16 bbmm bbmm-pp && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-fdtd2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
P=".device/perf/ld-linux-x86-64.so.2 --library-path .device/perf .device/perf/perf"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1 BBMM_STATS=0"
for s in 1 10 100 500 2000; do echo "steps $s $(env $g $bn/samples/pp-fdtd2d 1000 $s 2>&1 | grep bbmm-time)"; done
for s in 1 10 100 500 2000; do echo "jacobi steps $s $(env $g $bn/samples/pp-jacobi2d 1300 $s 2>&1 | grep bbmm-time)"; done
env $g $P record -F 5000 --call-graph dwarf,8192 -o $w/perf.data $bn/samples/pp-fdtd2d 1000 3000 2>&1 | tail -1
$P report -i $w/perf.data --no-children --sort sym -S pthread_mutex_lock,pthread_mutex_unlock,__vdso_clock_gettime,osDevReadReg032,malloc -G --stdio 2>/dev/null | grep -v "^$" | head -150 > $w/callers.txt
$P report -i $w/perf.data --children --sort sym --stdio -g none 2>/dev/null | grep "%" | head -80 > $w/children.txt
cat $w/children.txt | cut -c1-150
cat $w/callers.txt | cut -c1-160
echo "all $(( $(date +%s) - t0 )) s"
rm -f $w/perf.data
tar czf "$OUT/c3.tgz" -C /tmp c3
