# Stop 62 (fifth): NPB LU and BT class W one after the other (call18 ran them side by side).
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
(cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
BUILD=/tmp/b NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=40 NPB_THREADS=16 timeout 400 sh bench/npb.sh .device/npb W "LU BT" 2>&1 | tee $OUT/npb-W.txt
