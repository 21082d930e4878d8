# Stop 62 (fourth): NPB SP, BT, LU class W after this stop's expansion change (temporaries beside each other).
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
for b in LU BT SP; do
  BUILD=/tmp/b NPB_OUT=/tmp/npb-$b NPB_DEVICES=1 NPB_TIMEOUT=40 NPB_THREADS=16 timeout 170 sh bench/npb.sh .device/npb W $b 2>&1 | tail -1 | tee -a $OUT/npb-W.txt &
done
wait
grep -h "expanded into" /tmp/npb-*/bbmm/*.build 2>/dev/null | head -5
