# Stop 61: the compact generator (box calls, bbmm_run, no diagnostic
# pragmas) and the cheaper isl analysis, against stop 60's tree (852a81e),
# on one H200: time loops, floyd, outputs equal; NPB W through the new tool.
set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
mk() { # SRC BUILD
  (cmake -S $1 -B $2 -DCMAKE_BUILD_TYPE=Release > $2.cmake 2>&1 && make -C $2 -j8 bbmm bbmm-pp bbmmcc > $2.build 2>&1 && make -C $2/samples -j8 pp-heat2d pp-fdtd2d pp-jacobi2d pp-floyd >> $2.build 2>&1) || tail -20 $2.build
}
mkdir -p /tmp/old
tar -xzf .device/old852.tar.gz -C /tmp/old
mk /tmp/old /tmp/ob & mk $PWD /tmp/nb & wait
wc -l /tmp/ob/samples/pp-floyd.bbmm/floyd.bbmm.c /tmp/nb/samples/pp-floyd.bbmm/floyd.bbmm.c | tee $OUT/lines.txt
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
for r in 1 2 3; do for t in ob nb; do x=/tmp/$t
  echo "$t heat1024x4000 $(env $g $x/samples/pp-heat2d 1024 4000 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t fdtd1000x1000 $(env $g $x/samples/pp-fdtd2d 1000 1000 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t jacobi1300x1000 $(env $g $x/samples/pp-jacobi2d 1300 1000 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t floyd4096 $(env $g $x/samples/pp-floyd 4096 2>&1 | grep -o 'seconds=[0-9.]*')"
done; done 2>&1 | tee $OUT/ab.txt
dm=/tmp/dm; mkdir -p $dm
for s in "pp-heat2d 1024 400" "pp-fdtd2d 1000 100" "pp-jacobi2d 1300 100" "pp-floyd 1024"; do
  BBMM_OUT=$dm/ref env $g /tmp/ob/samples/$s > /dev/null 2>&1
  BBMM_OUT=$dm/new env $g /tmp/nb/samples/$s > /dev/null 2>&1
  cmp -s $dm/ref $dm/new && [ -s $dm/ref ] && echo "$s new = old" || echo "$s DIFFER"
done 2>&1 | tee $OUT/verify.txt
for t in nb; do
  echo "== $t"
  BUILD=/tmp/$t NPB_OUT=/tmp/npb-$t NPB_DEVICES=1 NPB_TIMEOUT=45 timeout 300 sh bench/npb.sh .device/npb W "LU BT" 2>&1
  for b in LU BT; do echo "$t $b: $(grep -c 'too big for the polyhedral' /tmp/npb-$t/bbmm/$b.build) over the isl limit"; done
done 2>&1 | tee $OUT/npb-W.txt
