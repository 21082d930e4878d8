# Stop 63: NPB MG class W and A after rprj3's kernel (dead stores of i1/i2/i3 left out, x1/y1 expanded with a strided final copy).
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
for c in W A; do
  BUILD=/tmp/b NPB_OUT=/tmp/npb-$c NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 250 sh bench/npb.sh .device/npb $c MG 2>&1 | tee $OUT/npb-MG-$c.txt
done
for c in W A; do
  x=/tmp/npb-$c/bbmm/bin/mg.$c
  [ -x $x ] && (cd /tmp/npb-$c/bbmm/bin && BBMM_HOST=never BBMM_STATS=1 timeout 60 $x 2>&1 | grep -E "Time in seconds|Verification|^total|^nest|host: |asynchronous|region" | head -40) | tee $OUT/mg-$c-never-stats.txt
done
