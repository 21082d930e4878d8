#!/bin/sh
# session 66, call 2 (one H200): SP class W on the GPU (its copy between buffers that NVIDIA refused:
# the message now gives the geometry; with fusion off and replay off to narrow it down), and NPB W
# BT and LU with the scopes' side chosen by rent (host=auto), GPU only beside them.
set -u
t0=$(date +%s)
w=/tmp/c2; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb W "BT LU" > $w/npb-W.txt 2>&1
tail -4 $w/npb-W.txt
echo "npb $(( $(date +%s) - t0 )) s"
cd /tmp/npb/bbmm && make SP CLASS=W > $w/sp-build.txt 2>&1; cd - > /dev/null
for v in default fuse-off replay-off; do
  e=""; [ $v = fuse-off ] && e="BBMM_FUSE=off"; [ $v = replay-off ] && e="BBMM_TUNE=replay=off"
  env $e BBMM_HOST=never BBMM_STATS=1 timeout 60 /tmp/npb/bbmm/bin/sp.W > $w/sp.W.$v.txt 2>&1
  echo "sp.W $v rc=$? $(grep -E 'SUCCESSFUL|Time in|bbmm:' $w/sp.W.$v.txt | head -3 | tr '\n' ' ')"
done
for b in bt lu; do
  BBMM_STATS=1 timeout 60 /tmp/npb/bbmm/bin/$b.W > $w/$b.W.auto-stats.txt 2>&1
  echo "$b auto: $(grep -E 'SUCCESSFUL|Time in|^host:' $w/$b.W.auto-stats.txt | tr '\n' ' ')"
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c2.tgz" -C /tmp c2
