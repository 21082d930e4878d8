#!/bin/sh
# stop 82, call 1 (one H200): NPB class A as written with the default host=auto; HEAD f46c103
# ("old") against the working tree ("new": automatic data scopes pass their loop's trip count,
# bbmm_data_repeats, and the rounds start the devices after the first timed round when the
# rounds to come would lose more than twice the start-up on the host).  BT and SP alternating
# new/old after one cold new run (NVIDIA's kernel cache), OpenMP on the machine's cores, then LU
# and MG new/old.
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
  for x in BT SP LU MG; do
    cp -r /tmp/npb-$v /tmp/npb-$v-$x
    ( cd /tmp/npb-$v-$x/bbmm && make $x CLASS=A > $x.build 2>&1 ) &
  done
done
( cd /tmp/npb-new/omp && for x in BT SP; do make $x CLASS=A > $x.build 2>&1; done ) &
wait
for v in new old; do for x in BT SP LU MG; do
  cp /tmp/npb-$v-$x/bbmm/bin/* /tmp/npb-$v/bbmm/bin/ 2>/dev/null
done; done
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb-new/bbmm/bin /tmp/npb-old/bbmm/bin /tmp/npb-new/omp/bin
mkdir -p /tmp/res
run() { # version benchmark tag
  [ $(( $(date +%s) - t0 )) -gt 540 ] && { echo "$2 $1 $3 skipped (time)"; return; }
  cd /tmp/npb-$1/bbmm/bin
  f=/tmp/res/$2.$1.$3.txt
  BBMM_HOST=auto BBMM_STATS=1 timeout 100 ./$2.A > $f 2>&1; rc=$?
  echo "$2 $1 $3 rc=$rc $(grep -E 'Time in|Verification *=' $f | tr -s ' ' | tr '\n' ' ')"
  grep -E '^host:|^rounds:|^start-up' $f
  cd "$root"
}
omp() {
  cd /tmp/npb-new/omp/bin
  OMP_NUM_THREADS=$(nproc) timeout 100 ./$1.A > /tmp/omp.$1.txt 2>&1
  echo "$1 omp $(nproc) threads $(grep -E 'Time in|Verification *=' /tmp/omp.$1.txt | tr -s ' ' | tr '\n' ' ')"
  cd "$root"
}
for x in bt sp; do
  run new $x cold; run new $x 1; run old $x 1; omp $x; run new $x 2; run old $x 2
  echo "== $x $(( $(date +%s) - t0 )) s"
done
run new mg 1; run old mg 1
run new lu 1; run old lu 1
for f in bt.new.cold bt.new.1 bt.old.1 sp.new.1 sp.old.1 lu.new.1 lu.old.1 mg.new.1; do
  [ -f /tmp/res/$f.txt ] && cp /tmp/res/$f.txt $OUT/
done
echo "done $(( $(date +%s) - t0 )) s"
