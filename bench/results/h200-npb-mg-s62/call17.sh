# Stop 62 (third): where NPB MG W's time goes with every region on the GPU.
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
BUILD=/tmp/b NPB_OUT=/tmp/npb-W NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb W MG 2>&1 | tail -2
x=/tmp/npb-W/bbmm/bin/mg.W
[ -x $x ] && (cd /tmp/npb-W/bbmm/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 $x 2>&1 | grep -vE "^ *[0-9]+ +[0-9.e+-]+ *$" | tail -40) | tee $OUT/mg-W-never-stats.txt
[ -x $x ] && (cd /tmp/npb-W/bbmm/bin && BBMM_HOST=never BBMM_STATS=json:$OUT/mg-W-never.json timeout 100 $x > /dev/null 2>&1); ls -la $OUT
