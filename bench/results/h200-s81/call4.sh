#!/bin/sh
# stop 81, call 4 (one H200): the tree as committed (rounds; no warm round on the host before
# the devices start) on NPB class A, BT and SP with host=auto twice (NVIDIA's kernel cache cold,
# then warm).
set -u
t0=$(date +%s)
root=$(pwd)
. .device/setup.sh > /tmp/setup.txt 2>&1
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build-new.txt 2>&1
[ -x /tmp/bn/pragma-tool/bbmmcc ] || { tail -5 /tmp/build-new.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=/tmp/bn NPB_OUT=/tmp/npb-newA sh bench/npb.sh .device/npb A "NONE" > /dev/null 2>&1
cp -r /tmp/npb-newA /tmp/npb-newA2
( cd /tmp/npb-newA/bbmm && make BT CLASS=A > BT.build 2>&1 ) &
( cd /tmp/npb-newA2/bbmm && make SP CLASS=A > SP.build 2>&1 ) &
wait
mv /tmp/npb-newA2/bbmm/bin/sp.A /tmp/npb-newA/bbmm/bin/
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb-newA/bbmm/bin
for x in bt sp; do
  cd /tmp/npb-newA/bbmm/bin
  for k in auto auto2; do
    BBMM_HOST=auto BBMM_STATS=1 timeout 100 ./$x.A > $OUT/$x.A.$k.txt 2>&1; rc=$?
    echo "$x A $k rc=$rc $(grep -E 'Time in|Verification *=' $OUT/$x.A.$k.txt | tr -s ' ' | tr '\n' ' ')"
    grep -E '^host:|^rounds:|^start-up' $OUT/$x.A.$k.txt
  done
  cd "$root"
  echo "== $x $(( $(date +%s) - t0 )) s"
done
echo "done $(( $(date +%s) - t0 )) s"
