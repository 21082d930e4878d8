#!/bin/sh
# stop 80, call 3 (one H200): NPB class A as written with the default host=auto, this stop's
# commit 7c3a7ac ("old") against the working tree ("new": device runs inside a data scope timed
# to their end, include/bbmm/pick.h BBMM_PICK_MEASURED); BT, SP, LU, MG, statistics of each run;
# BT's sequential build for reference.
set -u
t0=$(date +%s)
root=$(pwd)
. .device/setup.sh > /tmp/setup.txt 2>&1
mkdir -p /tmp/o && tar xf .device/old.tar -C /tmp/o
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j8 bbmm bbmm-pp bbmmcc ) > /tmp/build-new.txt 2>&1 &
( cmake -S /tmp/o/old -B /tmp/bo -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bo -j8 bbmm bbmm-pp bbmmcc ) > /tmp/build-old.txt 2>&1
wait
[ -x /tmp/bn/pragma-tool/bbmmcc ] && [ -x /tmp/bo/pragma-tool/bbmmcc ] || { tail -5 /tmp/build-new.txt /tmp/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for v in new old; do
  b=/tmp/bn; [ $v = old ] && b=/tmp/bo
  BUILD=$b NPB_OUT=/tmp/npb-$v sh bench/npb.sh .device/npb A "NONE" > /dev/null 2>&1
  for x in BT SP LU MG; do ( cd /tmp/npb-$v/bbmm && make $x CLASS=A > /tmp/npb-$v/bbmm/$x.build 2>&1 ) & done
done
( cd /tmp/npb-new/seq && make BT CLASS=A > /tmp/npb-new/seq/BT.build 2>&1 ) &
wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb-new/bbmm/bin /tmp/npb-old/bbmm/bin
for x in mg sp lu bt; do
  for v in new old; do
    cd /tmp/npb-$v/bbmm/bin
    BBMM_STATS=1 timeout 100 ./$x.A > $OUT/$x.A.$v.txt 2>&1; rc=$?
    echo "$x $v rc=$rc $(grep -E 'Time in|Verification *=' $OUT/$x.A.$v.txt | tr -s ' ' | tr '\n' ' ')"
    grep -E '^total|^host:' $OUT/$x.A.$v.txt
    cd "$root"
  done
  echo "== $x $(( $(date +%s) - t0 )) s"
done
n=$(( 590 - ($(date +%s) - t0) ))
[ $n -gt 70 ] && ( cd /tmp/npb-new/seq/bin && timeout $n ./bt.A > $OUT/bt.A.seq.txt 2>&1; grep -E 'Time in|Verification *=' $OUT/bt.A.seq.txt )
echo "done $(( $(date +%s) - t0 )) s"
