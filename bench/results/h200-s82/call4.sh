#!/bin/sh
# stop 82, call 4 (one H200 machine's host): NPB class S sequential against bbmm (host=auto)
# new (734c4e7: the host path without locks, bbmm_update_* at once while no device) and old (f46c103), alternating, 11 rounds.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
mkdir -p /tmp/o && tar xf .device/old.tar -C /tmp/o
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j8 bbmm bbmm-pp bbmmcc ) > /tmp/build-new.txt 2>&1 &
( cmake -S /tmp/o/old -B /tmp/bo -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bo -j8 bbmm bbmm-pp bbmmcc ) > /tmp/build-old.txt 2>&1
wait
[ -x /tmp/bn/pragma-tool/bbmmcc ] && [ -x /tmp/bo/pragma-tool/bbmmcc ] || { tail -5 /tmp/build-new.txt /tmp/build-old.txt; exit 1; }
BUILD=/tmp/bn NPB_OUT=/tmp/npbS sh bench/npb.sh .device/npb S "NONE" > /dev/null 2>&1
BUILD=/tmp/bo NPB_OUT=/tmp/npbO sh bench/npb.sh .device/npb S "NONE" > /dev/null 2>&1
for x in BT SP LU; do
  for v in seq bbmm; do cp -r /tmp/npbS /tmp/npbS-$v-$x; ( cd /tmp/npbS-$v-$x/$v && make $x CLASS=S > $x.build 2>&1 ) & done
  cp -r /tmp/npbO /tmp/npbO-$x; ( cd /tmp/npbO-$x/bbmm && make $x CLASS=S > $x.build 2>&1 ) &
done
wait
for v in seq bbmm; do for x in BT SP LU; do cp /tmp/npbS-$v-$x/$v/bin/* /tmp/npbS/$v/bin/ 2>/dev/null; done; done
for x in BT SP LU; do cp /tmp/npbO-$x/bbmm/bin/* /tmp/npbO/bbmm/bin/ 2>/dev/null; done
ls /tmp/npbS/seq/bin /tmp/npbS/bbmm/bin /tmp/npbO/bbmm/bin | tr '\n' ' '; echo
echo "trees $(( $(date +%s) - t0 )) s"
wall() { # prints wall ms and NPB's seconds
  a=$(date +%s%N); "$@" > /tmp/o.txt 2>&1; b=$(date +%s%N)
  echo "$(( (b - a) / 1000000 ))ms/$(sed -n 's/^ *Time in seconds *= *\([0-9.]*\).*/\1/p' /tmp/o.txt)"
}
for x in bt sp lu; do
  s=""; n=""; o=""
  for r in 1 2 3 4 5 6 7 8 9 10 11; do
    s="$s $(cd /tmp/npbS/seq/bin && wall ./$x.S)"
    n="$n $(cd /tmp/npbS/bbmm/bin && BBMM_HOST=auto wall ./$x.S)"
    o="$o $(cd /tmp/npbO/bbmm/bin && BBMM_HOST=auto wall ./$x.S)"
  done
  echo "$x S seq: $s"
  echo "$x S new: $n"
  echo "$x S old: $o"
  (cd /tmp/npbS/bbmm/bin && BBMM_HOST=auto BBMM_STATS=1 ./$x.S 2>&1 | grep -E "^host:|Time in|Verification *=")
done
echo "done $(( $(date +%s) - t0 )) s"
