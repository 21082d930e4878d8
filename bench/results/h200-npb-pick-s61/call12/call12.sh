# Stop 61: does a pick that sees its neighbours let the 5-/6-D kernels
# land?  NPB W LU and BT, one H200, three trees built side by side:
#   pick    main + the pull charge (wip/pick-pull)
#   kd      stop 60's 5-/6-D kernels alone (wip/kdims6)
#   kdpick  both (wip/kdims6-pull)
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
mk() { # SRC BUILD
  (cmake -S $1 -B $2 -DCMAKE_BUILD_TYPE=Release > $2.cmake 2>&1 && make -C $2 -j5 bbmm bbmm-pp bbmmcc > $2.build 2>&1) || tail -30 $2.build
}
for t in pick kd kdpick; do mkdir -p /tmp/src-$t; tar -xzf .device/$t.tar.gz -C /tmp/src-$t; done
mk /tmp/src-pick /tmp/b-pick & mk /tmp/src-kd /tmp/b-kd & mk /tmp/src-kdpick /tmp/b-kdpick & wait
for t in pick kdpick kd; do
  echo "== $t"
  BUILD=/tmp/b-$t NPB_OUT=/tmp/npb-$t NPB_DEVICES=1 NPB_TIMEOUT=40 timeout 200 sh bench/npb.sh .device/npb W "LU BT" 2>&1
  for b in LU BT; do cp /tmp/npb-$t/bbmm/$b.build $OUT/$b-$t.build 2>/dev/null; done
done 2>&1 | tee $OUT/npb-W.txt
# where BT's time goes with host=auto, both kd trees
for t in kdpick kd; do
  x=$(ls /tmp/npb-$t/bbmm/bin/bt.W* 2>/dev/null | head -1)
  [ -n "$x" ] || continue
  echo "== $t BT W host=auto stats"
  (cd /tmp/npb-$t/bbmm/bin && BBMM_STATS=1 timeout 60 $x 2>&1 | grep -E "Time in seconds|Verification|^total|d2h |h2d |host: |runs_host|region" | head -20)
done 2>&1 | tee $OUT/bt-stats.txt
