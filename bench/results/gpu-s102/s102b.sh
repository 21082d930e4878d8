#!/bin/sh
# Stop 102, call B (one GPU; its first try, call2/, ran pp-gemm 4096,
# whose sample checks on the host for 420 s: call3/ is this script): the restructuring's "nothing slower" check
# and issue 44's floor on NVIDIA.  The tree before the restructuring
# (old: e3df7ea, .device/old100.tgz = git archive e3df7ea, the tree before
# stop 101 moved anything) against this
# one (new), alternating: bench/floor.sh (host time per launch against
# the raw OpenCL cost of the same commands, with the launching thread's
# CPU time) and the generated samples' wall time, regions on the GPU
# alone (BBMM_HOST=never).  Run from the project root with .device
# carried; results under $OUT.
. .device/setup.sh >/dev/null 2>&1
export BBMM_PLATFORM=NVIDIA CL_FLOOR_PLATFORM=NVIDIA BBMM_HOST=never
T="pp-floyd pp-fdtd2d pp-heat2d pp-jacobi2d pp-gemm"
cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1 && cmake --build /tmp/nb -j16 --target $T cl_floor cl_record >/dev/null 2>&1 || { echo new build failed; exit 1; }
rm -rf /tmp/old && mkdir -p /tmp/old && tar xzf .device/old100.tgz -C /tmp/old
cmake -S /tmp/old -B /tmp/ob -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1 && cmake --build /tmp/ob -j16 --target $T >/dev/null 2>&1 || { echo old build failed; exit 1; }
mkdir -p /tmp/ob/bench && cp /tmp/nb/bench/cl_floor /tmp/nb/bench/libcl_record.so /tmp/ob/bench/
nvidia-smi -L > $OUT/gpu.txt 2>&1
for r in 1 2 3; do
  for t in ob nb; do
    echo "== round $r tree $t" >> $OUT/floor.txt
    sh bench/floor.sh --build /tmp/$t --cases "pp-fdtd2d 1000 500:1 pp-heat2d 1024 1000:1 pp-jacobi2d 1300 500:1 pp-floyd 2048:1" >> $OUT/floor.txt 2>&1
  done
done
# wall time of whole runs, the sequential twin skipped (BBMM_TWIN=0)
for r in 1 2 3; do
  for t in ob nb; do
    for c in "pp-floyd 4096" "pp-fdtd2d 2000 500" "pp-heat2d 4096 500" "pp-jacobi2d 1300 500"; do
      s=$(date +%s.%N)
      BBMM_TWIN=0 BBMM_DEVICES=1 /tmp/$t/samples/$c > /dev/null 2>&1; rc=$?
      e=$(date +%s.%N)
      echo "$r $t $c rc=$rc $(awk "BEGIN { print $e - $s }")" >> $OUT/wall.txt
    done
  done
done
cat $OUT/floor.txt | grep -v '^ *$' | tail -60; cat $OUT/wall.txt
