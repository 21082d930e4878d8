#!/bin/sh
# stop 82, call 2 (one H200 machine's host): what a region run costs there: the clock source and
# clock_gettime's cost; NPB class S sequential against bbmm (host=auto) alternating, 7 rounds.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
echo "clocksource: $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource) (available: $(cat /sys/devices/system/clocksource/clocksource0/available_clocksource))"
grep -m1 "model name" /proc/cpuinfo; grep -m1 -o "constant_tsc\|nonstop_tsc" /proc/cpuinfo | head -2 | tr '\n' ' '; echo
cc -O2 -o /tmp/clockprobe .device/clockprobe.c && /tmp/clockprobe
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build-new.txt 2>&1
[ -x /tmp/bn/pragma-tool/bbmmcc ] || { tail -5 /tmp/build-new.txt; exit 1; }
BUILD=/tmp/bn NPB_OUT=/tmp/npbS sh bench/npb.sh .device/npb S "NONE" > /dev/null 2>&1
for v in seq bbmm; do
  for x in BT SP LU; do cp -r /tmp/npbS /tmp/npbS-$v-$x; ( cd /tmp/npbS-$v-$x/$v && make $x CLASS=S > $x.build 2>&1 ) & done
done
wait
for v in seq bbmm; do for x in BT SP LU; do cp /tmp/npbS-$v-$x/$v/bin/* /tmp/npbS/$v/bin/ 2>/dev/null; done; done
ls /tmp/npbS/seq/bin /tmp/npbS/bbmm/bin | tr '\n' ' '; echo
echo "trees $(( $(date +%s) - t0 )) s"
wall() { # prints wall ms and NPB's seconds
  a=$(date +%s%N); "$@" > /tmp/o.txt 2>&1; b=$(date +%s%N)
  echo "$(( (b - a) / 1000000 ))ms/$(sed -n 's/^ *Time in seconds *= *\([0-9.]*\).*/\1/p' /tmp/o.txt)"
}
for x in bt sp lu; do
  s=""; n=""
  for r in 1 2 3 4 5 6 7; do
    s="$s $(cd /tmp/npbS/seq/bin && wall ./$x.S)"
    n="$n $(cd /tmp/npbS/bbmm/bin && BBMM_HOST=auto wall ./$x.S)"
  done
  echo "$x S seq: $s"
  echo "$x S bbmm:$n"
  (cd /tmp/npbS/bbmm/bin && BBMM_HOST=auto BBMM_STATS=1 ./$x.S 2>&1 | grep -E "^host:|Time in|Verification *=")
done
echo "done $(( $(date +%s) - t0 )) s"
