set -u
sh bench/multi-gpu.sh none > /dev/null 2>&1
b=/tmp/bbmm-multi
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
# the tree before the slab change, samples only
mkdir -p /tmp/old && git archive b9035fd | tar -x -C /tmp/old
(cd /tmp/old && cmake -S . -B /tmp/bbmm-old -DCMAKE_BUILD_TYPE=Release > /dev/null 2>&1 && make -C /tmp/bbmm-old/samples -j"$(nproc)" > /tmp/old-build.txt 2>&1) || { tail -20 /tmp/old-build.txt; }
o=/tmp/bbmm-old
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_STATS=0"
git log -1 --format=%h; git status --short | head
for r in 1 2 3; do for d in 1 2; do for t in old new; do
  x=$b; [ $t = old ] && x=$o
  echo "$t pageable floyd d=$d $(env $g BBMM_PINNED=0 BBMM_DEVICES=$d $x/samples/pp-floyd 8192 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t pageable heat100 d=$d $(env $g BBMM_PINNED=0 BBMM_DEVICES=$d $x/samples/pp-heat2d 8192 100 2>&1 | grep -o 'seconds=[0-9.]*')"
  echo "$t pageable heat1000 d=$d $(env $g BBMM_PINNED=0 BBMM_DEVICES=$d $x/samples/pp-heat2d 8192 1000 2>&1 | grep -o 'seconds=[0-9.]*')"
done; done
for e in off on; do echo "new pinned floyd d=2 early=$e $(env $g BBMM_PINNED=1 BBMM_TUNE=early=$e BBMM_DEVICES=2 $b/samples/pp-floyd 8192 2>&1 | grep -o 'seconds=[0-9.]*')"; done
done 2>&1 | tee $OUT/ab.txt
for t in old new; do x=$b; [ $t = old ] && x=$o
  echo "-- $t heat-2d 8192 x 1000 on 2 GPUs, pageable, stats"; env $g BBMM_PINNED=0 BBMM_DEVICES=2 BBMM_STATS=1 LD_PRELOAD=$b/bench/libcl_calls.so $x/samples/pp-heat2d 8192 1000 2>&1
done > $OUT/stats.txt 2>&1
grep -E "^--|bbmm-time|^total|asynchronous|clEnqueue(NDRange|Write|Read|Barrier)|clGetEventInfo|clRetainEvent|clReleaseEvent|clWaitFor" $OUT/stats.txt
