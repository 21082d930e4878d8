# Stop 62: NPB MG as written (tables of pointers to rows gathered per
# region, MG's scratch rows expanded) on one H200: classes W and A against
# the sequential build and OpenMP on 16 threads.
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
for c in W A; do
  BUILD=/tmp/b NPB_OUT=/tmp/npb-$c NPB_DEVICES=1 NPB_TIMEOUT=90 NPB_THREADS=16 timeout 270 sh bench/npb.sh .device/npb $c MG 2>&1 | tee $OUT/npb-MG-$c.txt
done
x=/tmp/npb-A/bbmm/bin/mg.A
[ -x $x ] && (cd /tmp/npb-A/bbmm/bin && BBMM_STATS=1 timeout 60 $x 2>&1 | grep -E "Time in seconds|Verification|^total|host: |asynchronous|region" | head -20) | tee $OUT/mg-A-stats.txt
[ -x $x ] && (cd /tmp/npb-A/bbmm/bin && BBMM_HOST=never BBMM_STATS=1 timeout 90 $x 2>&1 | grep -E "Time in seconds|Verification|^total|host: |asynchronous|region" | head -20) | tee $OUT/mg-A-never-stats.txt
