#!/bin/sh
# stop 81, call 1 (one H200): NPB class A as written with the default host=auto, HEAD c1646b5
# ("old") against the working tree ("new": a data scope's rounds timed split, all on the
# devices and all on the host, the fastest kept; include/bbmm/pick.h "Rounds"); SP, BT, LU, MG
# with statistics; then new with BBMM_HOST=never for SP and BT as the GPU-only reference.
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
wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb-new/bbmm/bin /tmp/npb-old/bbmm/bin
run() { # version benchmark host-mode
  cd /tmp/npb-$1/bbmm/bin
  BBMM_HOST=$3 BBMM_STATS=1 timeout 100 ./$2.A > $OUT/$2.A.$1.$3.txt 2>&1; rc=$?
  echo "$2 $1 $3 rc=$rc $(grep -E 'Time in|Verification *=' $OUT/$2.A.$1.$3.txt | tr -s ' ' | tr '\n' ' ')"
  grep -E '^total|^host:|^rounds:' $OUT/$2.A.$1.$3.txt
  cd "$root"
}
for x in bt sp mg lu; do
  run new $x auto; run old $x auto
  echo "== $x $(( $(date +%s) - t0 )) s"
done
for x in bt sp; do run new $x never; done
echo "done $(( $(date +%s) - t0 )) s"
