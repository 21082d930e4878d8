#!/bin/sh
# session 66, call 1 (one H200): NPB class W (MG SP BT LU) through the tool as written, this tree
# (kept array objects: host code subscripting other array objects and C-library calls no longer
# end automatic data scopes) against 0a6c0e8; GPU only (BBMM_HOST=never) and host=auto; with
# sequential and OpenMP (16 threads) on the same machine.
set -u
t0=$(date +%s)
w=/tmp/c1; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-0a6c0e8.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for tree in new old; do
  b=$bn; [ $tree = old ] && b=$bo
  BUILD=$b NPB_OUT=/tmp/npb-$tree NPB_DEVICES=1 NPB_TIMEOUT=60 NPB_THREADS=16 timeout 260 sh bench/npb.sh .device/npb W "MG SP BT LU" > $w/npb-W-$tree.txt 2>&1
  echo "== $tree $(( $(date +%s) - t0 )) s"; tail -6 $w/npb-W-$tree.txt
done
for b in bt lu sp; do
  p=/tmp/npb-new/bbmm/bin/$b.W
  [ -x $p ] || continue
  BBMM_HOST=never BBMM_STATS=1 timeout 60 $p > $w/$b.W.new-stats.txt 2>&1
  echo "$b: $(grep -E 'SUCCESSFUL|Time in' $w/$b.W.new-stats.txt | tr '\n' ' ')"
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c1.tgz" -C /tmp c1
