#!/bin/sh
# session 65, call 10 (one H200): NPB class S and W through the tool as written, every region on the GPU
# (BBMM_HOST=never), replay on against off: NPB's own verification and times.
set -u
t0=$(date +%s)
w=/tmp/c10; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 240 sh bench/npb.sh .device/npb S "MG SP BT LU" > $w/npb-S.txt 2>&1
tail -8 $w/npb-S.txt
echo "npb build $(( $(date +%s) - t0 )) s"
for c in S; do for b in mg sp bt lu; do for t in on off; do
  p=/tmp/npb/bbmm/bin/$b.$c
  [ -x $p ] || continue
  BBMM_HOST=never BBMM_TUNE=replay=$t BBMM_STATS=json:$w/$b.$c.$t.json timeout 60 $p > $w/$b.$c.$t.out 2>&1
  rc=$?
  v=$(grep -c "SUCCESSFUL" $w/$b.$c.$t.out); s=$(sed -n 's/.*Time in seconds = *//p' $w/$b.$c.$t.out)
  rp=$(tr ',' '\n' < $w/$b.$c.$t.json 2>/dev/null | grep -m2 runs_replayed | tail -1); rn=$(tr ',' '\n' < $w/$b.$c.$t.json 2>/dev/null | grep '"runs"' | tail -1)
  echo "$b.$c replay=$t rc=$rc successful=$v seconds=$s $rn $rp"
done; done; done 2>&1 | tee $w/runs.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c10.tgz" -C /tmp c10
