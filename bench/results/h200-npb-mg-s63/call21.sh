# Stop 63 (second): NPB MG class W and A with the pick's size classes (each grid level from its own measurements).
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
for c in W A; do
  BUILD=/tmp/b NPB_OUT=/tmp/npb-$c NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 timeout 120 sh bench/npb.sh .device/npb $c MG 2>&1 | tee $OUT/npb-MG-$c.txt
done
x=/tmp/npb-A/bbmm/bin/mg.A
[ -x $x ] && (cd /tmp/npb-A/bbmm/bin && BBMM_STATS=1 timeout 30 $x 2>&1 | grep -E "Time in seconds|Verification|^total|host: |asynchronous|region" | head -20) | tee $OUT/mg-A-auto-stats.txt
