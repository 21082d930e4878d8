set -u
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
mk() { # DIR: build samples + cl_calls
  (cmake -S $1 -B $1/b -DCMAKE_BUILD_TYPE=Release > $1.cmake 2>&1 && make -C $1/b/samples -j16 pp-floyd pp-heat2d > $1.build 2>&1 && make -C $1/b/bench -j4 cl_calls >> $1.build 2>&1) || tail -20 $1.build
}
mkdir -p /tmp/old /tmp/new
git archive b9035fd | tar -x -C /tmp/old
git archive b9035fd | tar -x -C /tmp/new
cp lib/*.c lib/*.h /tmp/new/lib/; cp include/bbmm/*.h /tmp/new/include/bbmm/; cp include/bbmm.h /tmp/new/include/
mk /tmp/old & mk /tmp/new & wait
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
for r in 1 2 3; do for d in 2 1; do for t in old new; do x=/tmp/$t/b
  echo "$t floyd d=$d $(env $g BBMM_DEVICES=$d $x/samples/pp-floyd 8192 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t heat100 d=$d $(env $g BBMM_DEVICES=$d $x/samples/pp-heat2d 8192 100 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t heat1000 d=$d $(env $g BBMM_DEVICES=$d $x/samples/pp-heat2d 8192 1000 2>&1 | grep -o 'seconds=[0-9.]*')"
done; done; done 2>&1 | tee $OUT/ab.txt
for t in old new; do x=/tmp/$t/b; for s in "pp-floyd 8192" "pp-heat2d 8192 1000"; do
  echo "-- $t $s d=2"; env $g BBMM_DEVICES=2 LD_PRELOAD=$x/bench/libcl_calls.so $x/samples/$s 2>&1 | grep -E "bbmm-time|clGetEventInfo|clWaitForEvents"
done; done 2>&1 | tee $OUT/calls.txt
dm=/tmp/dm; mkdir -p $dm
for s in "pp-floyd 2048" "pp-heat2d 2048 100"; do
  BBMM_OUT=$dm/ref env $g BBMM_DEVICES=1 /tmp/old/b/samples/$s > /dev/null 2>&1
  BBMM_OUT=$dm/new env $g BBMM_DEVICES=2 /tmp/new/b/samples/$s > /dev/null 2>&1
  cmp -s $dm/ref $dm/new && [ -s $dm/ref ] && echo "$s new d=2 = old d=1" || echo "$s DIFFER"
done 2>&1 | tee $OUT/verify.txt
