#!/bin/sh
# stop 97, call 4 (warm machine of call 3): fdtd-2d and jacobi-2d generated
# by both trees, 9 alternating runs each: PolyBench's time and the runs'
# enqueue time (device times off, as without statistics)
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
for t in new old; do b=/tmp/b; [ $t = old ] && b=/tmp/o
  for k in fdtd-2d jacobi-2d; do
    PB_CFLAGS=-DDATA_TYPE_IS_FLOAT PB_TIMEOUT=60 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --only $k --time > $out/pb-$t-$k.txt 2>&1
    cp $b/polybench/$k/bbmm /tmp/$k-$t
  done
done
for k in fdtd-2d jacobi-2d; do for i in 1 2 3 4 5 6 7 8 9; do for t in new old; do
  BBMM_TUNE=device_times=off BBMM_STATS=json:/tmp/s.json /tmp/$k-$t 2>/dev/null > /tmp/o.txt
  echo "$k $t $(head -1 /tmp/o.txt) $(grep -o '"enqueue_ns":[0-9]*' /tmp/s.json | tail -1 | cut -d: -f2)"
done; done; done > $out/ab.txt
for k in fdtd-2d jacobi-2d; do for t in new old; do
  grep "^$k $t " $out/ab.txt | awk '{print $3}' | sort -n | sed -n 5p | tr '\n' ' '
  grep "^$k $t " $out/ab.txt | awk '{print $4}' | sort -n | sed -n 5p | tr '\n' ' '; echo " <- $k $t median polybench s, enqueue ns"
done; done
for t in new old; do LD_PRELOAD=/tmp/b/bench/libcl_calls.so /tmp/fdtd-2d-$t 2>&1 >/dev/null | grep cl_calls | sort -k5 -n -r | head -9 > $out/calls-fdtd-$t.txt; echo "== $t"; cat $out/calls-fdtd-$t.txt; done
