# Stop 61 (third): NPB BT W with the 5-/6-D kernels and a pick that
# measures regions of unknown work on the host too (lhsy, lhsz had none).
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
mkdir -p /tmp/src-kdpick; tar -xzf .device/kdpick.tar.gz -C /tmp/src-kdpick
(cmake -S /tmp/src-kdpick -B /tmp/b-kdpick -DCMAKE_BUILD_TYPE=Release > /tmp/b.cmake 2>&1 && make -C /tmp/b-kdpick -j16 bbmm bbmm-pp bbmmcc > /tmp/b.build 2>&1) || tail -30 /tmp/b.build
BUILD=/tmp/b-kdpick NPB_OUT=/tmp/npb-kdpick NPB_DEVICES=1 NPB_TIMEOUT=40 timeout 250 sh bench/npb.sh .device/npb W "BT" 2>&1 | tee $OUT/npb-W.txt
x=/tmp/npb-kdpick/bbmm/bin/bt.W
[ -x $x ] && (cd /tmp/npb-kdpick/bbmm/bin && BBMM_STATS=1 timeout 60 $x 2>&1 | grep -E "Time in seconds|Verification|^total|d2h |h2d |host: " | head -12) | tee $OUT/bt-stats.txt
