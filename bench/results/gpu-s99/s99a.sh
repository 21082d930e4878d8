#!/bin/sh
# Stop 99, call 1 (one GPU): the floor probe with the launching thread's CPU
# time, and floyd's host time per run, stop 98's tree (old, f5a4f04) against
# this one (new), alternating.  Run from the project root on the GPU machine
# with .device carried; results under $OUT.  The floyd timing runs skip
# the sequential twin (BBMM_TWIN=0, 4096^3 on the host); the floor cases
# check theirs.
. .device/setup.sh >/dev/null 2>&1
export BBMM_PLATFORM=NVIDIA CL_FLOOR_PLATFORM=NVIDIA BBMM_HOST=never
T="pp-floyd pp-fdtd2d pp-heat2d pp-jacobi2d"
cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1 && cmake --build /tmp/nb -j16 --target $T cl_floor cl_record >/dev/null 2>&1 || { echo new build failed; exit 1; }
mkdir -p /tmp/old && tar xzf .device/old98.tgz -C /tmp/old
cmake -S /tmp/old -B /tmp/ob -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1 && cmake --build /tmp/ob -j16 --target $T >/dev/null 2>&1 || { echo old build failed; exit 1; }
mkdir -p /tmp/ob/bench && cp /tmp/nb/bench/cl_floor /tmp/nb/bench/libcl_record.so /tmp/ob/bench/
nvidia-smi -L > $OUT/gpu.txt 2>&1
for r in 1 2; do
  for t in ob nb; do
    echo "== round $r tree $t" >> $OUT/floor.txt
    sh bench/floor.sh --build /tmp/$t --cases "pp-fdtd2d 1000 500:1 pp-heat2d 1024 1000:1 pp-jacobi2d 1300 500:1 pp-floyd 2048:1" >> $OUT/floor.txt 2>&1
  done
done
for r in 1 2 3; do
  for t in ob nb; do
    printf '%s %s ' "$r" "$t" >> $OUT/floyd.txt
    BBMM_TWIN=0 BBMM_DEVICES=1 /tmp/$t/samples/pp-floyd 4096 2>&1 | grep 'asynchronous' >> $OUT/floyd.txt
  done
done
cat $OUT/floor.txt $OUT/floyd.txt
