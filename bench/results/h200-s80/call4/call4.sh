#!/bin/sh
# stop 80, call 4 (one H200): NPB class S as written, this tree (d0fa7a6): BT, SP, LU, MG built one
# after another (call 3's parallel makes in one tree lost binaries), then five rounds of the
# sequential build and the bbmm build with the default host=auto, alternating, NPB's own seconds;
# the last round's bbmm runs with statistics; MG on the GPU only once, for its verification.
set -u
t0=$(date +%s)
root=$(pwd)
. .device/setup.sh > /tmp/setup.txt 2>&1
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j16 bbmm bbmm-pp bbmmcc ) > /tmp/build.txt 2>&1 || { tail -5 /tmp/build.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=/tmp/bn NPB_OUT=/tmp/npb sh bench/npb.sh .device/npb S "NONE" > /dev/null 2>&1
for v in seq bbmm; do ( cd /tmp/npb/$v && for x in BT SP LU MG; do make $x CLASS=S > /tmp/npb/$v/$x.build 2>&1; done ) & done
wait
echo "trees $(( $(date +%s) - t0 )) s"; ls /tmp/npb/seq/bin /tmp/npb/bbmm/bin
t() { grep -E 'Time in' "$1" | awk '{print $NF}'; }
for x in bt sp lu mg; do
  line="$x"
  for r in 1 2 3 4 5; do
    st=; [ $r = 5 ] && st=1
    (cd /tmp/npb/seq/bin && timeout 60 ./$x.S > /tmp/s.txt 2>&1); a=$(t /tmp/s.txt)
    (cd /tmp/npb/bbmm/bin && BBMM_STATS=$st timeout 60 ./$x.S > /tmp/b.txt 2>&1); b=$(t /tmp/b.txt)
    grep -q "Verification *= *SUCCESSFUL" /tmp/b.txt || b="$b(not-verified)"
    line="$line seq=$a auto=$b"
  done
  echo "$line"
  cp /tmp/b.txt $OUT/$x.S.auto-stats.txt
done
(cd /tmp/npb/bbmm/bin && BBMM_HOST=never BBMM_STATS=1 timeout 120 ./mg.S > $OUT/mg.S.gpu.txt 2>&1); grep -E "Time in|Verification *=" $OUT/mg.S.gpu.txt
echo "done $(( $(date +%s) - t0 )) s"
