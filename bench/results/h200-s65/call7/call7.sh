#!/bin/sh
# session 65, call 7 (one H200): where a one-run PolyBench region's 10-15 ms go (atax, gesummv at LARGE).
set -u
t0=$(date +%s)
w=/tmp/c7; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc && make -C $bn/bench -j16 cl_calls ) > $w/build.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
P=".device/perf/ld-linux-x86-64.so.2 --library-path .device/perf .device/perf/perf"
PB_CFLAGS=-DDATA_TYPE_IS_FLOAT BBMM_HOST=never sh bench/polybench.sh --suite .polybench --build $bn --dataset LARGE --devices 1 --only atax --only gesummv --time > $w/pb.txt 2>&1
tail -4 $w/pb.txt
for k in atax gesummv; do
  b=$bn/polybench/$k/bbmm
  for r in 1 2 3; do echo "$k plain $(BBMM_HOST=never $b 2>/dev/null | tail -1)"; done
  echo "-- $k stats+calls"; BBMM_HOST=never BBMM_STATS=1 LD_PRELOAD=$bn/bench/libcl_calls.so $b 2>&1 >/dev/null | grep -v "^\[" | grep -v "clGetPlatformIDs\|clCreateContext\|clBuildProgram"
  BBMM_HOST=never BBMM_TRACE=$w/trace-$k.json $b > /dev/null 2>&1
  BBMM_HOST=never $P record -F 20000 --call-graph dwarf,12000 -o $w/perf-$k.data $b > /dev/null 2>&1
  $P script -i $w/perf-$k.data -F tid,ip,sym,dso,time 2>/dev/null | gzip > $w/script-$k.txt.gz
  rm -f $w/perf-$k.data
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c7.tgz" -C /tmp c7
