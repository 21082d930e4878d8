#!/bin/sh
# session 65, call 2 (one H200): a profile of the host during fdtd-2d's time steps.
set -u
t0=$(date +%s)
w=/tmp/c2; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=RelWithDebInfo && make -C $bn -j16 bbmm bbmm-pp && make -C $bn/samples -j16 pp-fdtd2d pp-jacobi2d ) > $w/build.txt 2>&1
[ -x $bn/samples/pp-fdtd2d ] || { tail -30 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
P=".device/perf/ld-linux-x86-64.so.2 --library-path .device/perf .device/perf/perf"
$P --version
cat /proc/sys/kernel/perf_event_paranoid; cat /sys/devices/system/clocksource/clocksource0/current_clocksource; lscpu | head -20
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_DEVICES=1 BBMM_STATS=0"
env $g $bn/samples/pp-fdtd2d 1000 5000 2>&1 | grep bbmm-time
env $g $P record -F 20000 -o $w/perf.data $bn/samples/pp-fdtd2d 1000 5000 2>&1 | tail -3
$P report -i $w/perf.data --no-children --sort pid 2>&1 | grep "%" | head -8 > $w/pids.txt; cat $w/pids.txt
main=$(head -1 $w/pids.txt | sed 's/.* \([0-9]*\):.*/\1/')
$P report -i $w/perf.data --no-children --pid $main --sort dso 2>&1 | grep "%" | head -20
$P report -i $w/perf.data --no-children --pid $main --sort dso,sym 2>&1 | grep "%" | head -90
env $g $P stat -e task-clock,context-switches,cpu-migrations,page-faults $bn/samples/pp-fdtd2d 1000 5000 2>&1 | tail -12
env $g strace -c -f -o $w/strace.txt $bn/samples/pp-fdtd2d 1000 2000 > /dev/null 2>&1; head -30 $w/strace.txt
echo "all $(( $(date +%s) - t0 )) s"
rm -f $w/perf.data
tar czf "$OUT/c2.tgz" -C /tmp c2
