#!/bin/sh
# Stop 102, call A (one GPU): NPB MG class A as written with host=auto,
# before (e3df7ea, .device/old100.tgz) and after the host's row copies of
# its tables of pointers were charged to the devices' estimate
# (bbmm_cost.rows); each tree's sequential, OpenMP (16 threads), GPU-only
# and host=auto runs through bench/npb.sh, then host=auto again with
# BBMM_STATS=1 (where its regions ran).  Run from the project root with
# .device carried; results under $OUT.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
rm -rf /tmp/old && mkdir -p /tmp/old && tar xzf .device/old100.tgz -C /tmp/old
( cmake -S /tmp/old -B /tmp/ob -DCMAKE_BUILD_TYPE=Release && make -C /tmp/ob -j16 bbmm bbmm-pp bbmmcc ) > /tmp/obuild.txt 2>&1 || { tail -20 /tmp/obuild.txt; exit 1; }
echo "builds $(( $(date +%s) - t0 )) s"
nvidia-smi -L > $OUT/gpu.txt 2>&1
for t in nb ob; do
  BUILD=/tmp/$t NPB_OUT=/tmp/npb-$t NPB_DEVICES=1 NPB_TIMEOUT=40 NPB_THREADS=16 sh bench/npb.sh .device/npb A MG > $OUT/mg-A-$t.txt 2>&1
  echo "== $t $(( $(date +%s) - t0 )) s"; cat $OUT/mg-A-$t.txt
done
for r in 1 2; do
  for t in nb ob; do
    ( cd /tmp/npb-$t/bbmm/bin && BBMM_STATS=1 timeout 40 ./mg.A > $OUT/mg-A-$t-auto-stats-$r.txt 2>&1 )
    grep -E "Time in seconds|Verification|region run|runs" $OUT/mg-A-$t-auto-stats-$r.txt | head -8 | sed "s/^/$r $t: /"
  done
done
echo "done $(( $(date +%s) - t0 )) s"
