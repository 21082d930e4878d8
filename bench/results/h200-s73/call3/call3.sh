#!/bin/sh
# stop 73, call 3 (one H200): where the time of a short time loop goes, call by call: PolyBench/GPU's
# hand-written jacobi-2d, fdtd-2d, jacobi-1d against the generated ones at LARGE (float), every OpenCL
# call of each logged with its start and host time (bench/probe/cl_calls.c, CL_CALLS_LOG).
set -u
t0=$(date +%s)
w=/tmp/c3; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc cl_calls ) > $w/build.txt 2>&1 || { tail -20 $w/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never
BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 timeout 200 \
  sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $bn --dataset LARGE \
  --only jacobi-2d --only fdtd-2d --only jacobi-1d > $w/pbgpu.txt 2>&1
grep "^|" $w/pbgpu.txt
L=$bn/bench/libcl_calls.so
for k in jacobi-2d fdtd-2d jacobi-1d; do
  case $k in jacobi-2d) d=JACOBI2D ;; fdtd-2d) d=FDTD-2D ;; jacobi-1d) d=JACOBI1D ;; esac
  hd=$bn/pbgpu/OpenCL/$d; he=$(ls $hd/*.exe | head -1)
  for r in 1 2; do
    ( cd $hd && CL_CALLS_LOG=$w/$k.hand.$r.log LD_PRELOAD=$L $he ) > $w/$k.hand.$r.out 2> $w/$k.hand.$r.calls
    g=$bn/polybench/$k/bbmm
    CL_CALLS_LOG=$w/$k.gen.$r.log LD_PRELOAD=$L $g 2>&1 > $w/$k.gen.$r.out | grep "^cl_calls" > $w/$k.gen.$r.calls
    echo "$k run $r: hand $(grep 'PBGPU seconds' $w/$k.hand.$r.out)  gen $(tail -c 300 $w/$k.gen.$r.out | tail -1)"
  done
  BBMM_STATS=1 $g 2>&1 | grep -v "^0x\|^-0x\|^ *$\|dump" | head -40 > $w/$k.gen.stats
  grep -E "^total|replay|asynchronous|start-up|pool" $w/$k.gen.stats
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c3.tgz" -C /tmp c3
