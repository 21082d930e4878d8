#!/bin/sh
# session 70, call 2 (one H200): NPB W SP and MG (this tree), statistics and traces of BT and
# SP W GPU only and host=auto, and class A of BT and SP: OpenMP on 16 threads against bbmm.
set -u
t0=$(date +%s)
w=/tmp/c2; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
BUILD=$bn NPB_OUT=/tmp/npb-new NPB_DEVICES=1 NPB_TIMEOUT=40 NPB_THREADS=16 timeout 200 sh bench/npb.sh .device/npb W "SP MG BT" > $w/npb-W-new.txt 2>&1
echo "== W $(( $(date +%s) - t0 )) s"; tail -5 $w/npb-W-new.txt
for b in bt sp mg; do
  for h in never auto; do
    p=/tmp/npb-new/bbmm/bin/$b.W
    [ -x $p ] || continue
    BBMM_HOST=$h BBMM_STATS=1 BBMM_TRACE=$w/$b.W.$h.trace.json timeout 30 $p > $w/$b.W.$h-stats.txt 2>&1
    gzip -f $w/$b.W.$h.trace.json 2>/dev/null
    echo "$b $h: $(grep -E 'Time in' $w/$b.W.$h-stats.txt | tr '\n' ' ')"
    grep -E "^total" $w/$b.W.$h-stats.txt
  done
done
echo "== traces $(( $(date +%s) - t0 )) s"
for b in bt sp; do
  for v in omp bbmm; do
    ( cd /tmp/npb-new/$v && timeout 120 make $b CLASS=A > $w/build-$b.A.$v.txt 2>&1 )
  done
  OMP_NUM_THREADS=16 timeout 60 /tmp/npb-new/omp/bin/$b.A > $w/$b.A.omp.txt 2>&1
  echo "$b A omp: $(grep -E 'Time in|Verification' $w/$b.A.omp.txt | tr '\n' ' ')"
  for h in never auto; do
    BBMM_HOST=$h BBMM_STATS=1 timeout 60 /tmp/npb-new/bbmm/bin/$b.A > $w/$b.A.$h.txt 2>&1
    echo "$b A $h: $(grep -E 'Time in|Verification' $w/$b.A.$h.txt | tr '\n' ' ')"
    grep -E "^total" $w/$b.A.$h.txt
  done
  echo "== $b A $(( $(date +%s) - t0 )) s"
done
tar czf "$OUT/c2.tgz" -C /tmp c2
