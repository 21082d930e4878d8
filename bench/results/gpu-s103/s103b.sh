#!/bin/sh
# Stop 103, call B (one GPU): restrict on the arrays of kernels whose
# work-items do not read each other's writes (BBMM_ARRAY_PARAM_R), and
# scalars passing between nests expanded with the scratch arrays beside
# them (BT's initialize: its process time), this tree ("nb") against d6e6220 ("ob", .device/old103.tgz): NPB BT class A
# (200 steps), LU class A cut to 20 steps, GPU only
# (BBMM_HOST=never), NPB's seconds and BBMM_STATS, alternating trees.
# Run from the project root with .device carried; results in $OUT/b.tgz.
set -u
t0=$(date +%s)
root=$PWD
mkdir -p /tmp/res
. .device/setup.sh > /tmp/res/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
rm -rf /tmp/old && mkdir -p /tmp/old && tar xzf .device/old103.tgz -C /tmp/old
( cmake -S /tmp/old -B /tmp/ob -DCMAKE_BUILD_TYPE=Release && make -C /tmp/ob -j16 bbmm bbmm-pp bbmmcc ) > /tmp/obuild.txt 2>&1 || { tail -20 /tmp/obuild.txt; exit 1; }
for t in nb ob; do
  BUILD=/tmp/$t NPB_OUT=/tmp/npb-$t NPB_VARIANTS=bbmm NPB_DEVICES=1 NPB_TIMEOUT=1 sh bench/npb.sh .device/npb A "BT LU" > /tmp/res/build-$t.txt 2>&1 &
done
wait
echo "builds $(( $(date +%s) - t0 )) s"
sed -e 's/ 250 *$/ 20/' .device/npb/LU/inputlu.data.sample > /tmp/inputlu.data
for t in nb ob; do cp /tmp/inputlu.data /tmp/npb-$t/bbmm/bin/; done
for r in 1; do
  for t in nb ob; do
    cd /tmp/npb-$t/bbmm/bin
    for b in lu; do
      BBMM_HOST=never BBMM_STATS=1 timeout 60 ./$b.A > /tmp/res/$b-$t-$r.txt 2>&1
      echo "$r $t $b $(grep 'Time in' /tmp/res/$b-$t-$r.txt) $(grep -c SUCCESSFUL /tmp/res/$b-$t-$r.txt) $(grep -A3 'BBMM statistics' /tmp/res/$b-$t-$r.txt | tail -1 | awk '{print "kernel-ms", $10, "manager-ms", $12}')"
    done
    cd $root
  done
done
for t in nb ob; do
  cd /tmp/npb-$t/bbmm/bin
  w0=$(date +%s.%N)
  BBMM_HOST=never BBMM_STATS=1 timeout 150 ./bt.A > /tmp/res/bt-$t.txt 2>&1
  w1=$(date +%s.%N)
  echo "$t bt $(grep 'Time in' /tmp/res/bt-$t.txt) $(grep -c SUCCESSFUL /tmp/res/bt-$t.txt) $(grep -A3 'BBMM statistics' /tmp/res/bt-$t.txt | tail -1 | awk '{print "kernel-ms", $10, "manager-ms", $12}') process $(awk -v a=$w0 -v b=$w1 'BEGIN{printf "%.1f", b-a}') s; $(( $(date +%s) - t0 )) s"
  cd $root
done
tar czf $OUT/b.tgz -C /tmp res
echo "done $(( $(date +%s) - t0 )) s"
