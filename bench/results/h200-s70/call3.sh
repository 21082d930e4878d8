#!/bin/sh
# session 70, call 3 (one H200): NPB W BT and SP, host=auto with the model that follows what
# started GPUs would do (builds once, arrays once per outermost data scope), against GPU only.
set -u
t0=$(date +%s)
w=/tmp/c3; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb-new NPB_DEVICES=1 NPB_TIMEOUT=30 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb W "BT SP" > $w/npb-W-new.txt 2>&1
echo "== W $(( $(date +%s) - t0 )) s"; tail -4 $w/npb-W-new.txt
for b in bt sp; do
  p=/tmp/npb-new/bbmm/bin/$b.W
  [ -x $p ] || continue
  BBMM_STATS=1 timeout 15 $p > $w/$b.W.auto-stats.txt 2>&1
  echo "$b auto: $(grep -E 'Time in|host:' $w/$b.W.auto-stats.txt | tr '\n' ' ')"
  grep -E "^total" $w/$b.W.auto-stats.txt
done
tar czf "$OUT/c3.tgz" -C /tmp c3
