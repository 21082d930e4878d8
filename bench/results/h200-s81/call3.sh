#!/bin/sh
# stop 81, call 3 (one H200): the working tree (a data scope's rounds; settled regions skip the
# rounds while they pay rent) on NPB class A, BT and SP with host=auto twice (first run builds
# cold, second finds NVIDIA's kernel cache warm), then host=never; class S: sequential, HEAD
# c1646b5 ("old") and new, host=auto, 5 wall-clock runs each, alternating.
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
BUILD=/tmp/bn NPB_OUT=/tmp/npb-newA sh bench/npb.sh .device/npb A "NONE" > /dev/null 2>&1
( cd /tmp/npb-newA/bbmm && for x in BT SP; do make $x CLASS=A > $x.build 2>&1; done ) &
for v in new old; do
  b=/tmp/bn; [ $v = old ] && b=/tmp/bo
  BUILD=$b NPB_OUT=/tmp/npbS-$v sh bench/npb.sh .device/npb S "NONE" > /dev/null 2>&1
  ( cd /tmp/npbS-$v/bbmm && for x in BT SP LU MG; do make $x CLASS=S > $x.build 2>&1; done ) &
done
( cd /tmp/npbS-new/seq && for x in BT SP LU MG; do make $x CLASS=S > $x.build 2>&1; done ) &
wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb-newA/bbmm/bin /tmp/npbS-new/bbmm/bin /tmp/npbS-old/bbmm/bin /tmp/npbS-new/seq/bin
for x in bt sp; do
  cd /tmp/npb-newA/bbmm/bin
  for h in auto auto never; do
    k=$h; [ -f $OUT/$x.A.auto.txt ] && [ $h = auto ] && k=auto2
    BBMM_HOST=$h BBMM_STATS=1 timeout 100 ./$x.A > $OUT/$x.A.$k.txt 2>&1; rc=$?
    echo "$x A $k rc=$rc $(grep -E 'Time in|Verification *=' $OUT/$x.A.$k.txt | tr -s ' ' | tr '\n' ' ')"
    grep -E '^host:|^rounds:|^start-up' $OUT/$x.A.$k.txt
  done
  cd "$root"
  echo "== $x $(( $(date +%s) - t0 )) s"
done
for x in bt sp lu mg; do
  for k in 1 2 3 4 5; do
    for v in seq new old; do
      d=/tmp/npbS-new/seq/bin; [ $v = new ] && d=/tmp/npbS-new/bbmm/bin; [ $v = old ] && d=/tmp/npbS-old/bbmm/bin
      a=$(date +%s%N); ( cd $d && ./$x.S > $OUT/$x.S.$v.$k.txt 2>&1 ); b=$(date +%s%N)
      echo "S $x $v $k $(( (b-a)/1000 )) us $(grep -E 'Time in|Verification *=' $OUT/$x.S.$v.$k.txt | tr -s ' ' | tr '\n' ' ')"
    done
  done
done
echo "done $(( $(date +%s) - t0 )) s"
