#!/bin/sh
# stop 83, call 7 (nvidia-h200, one H200: the 2-GPU kind was no longer lent): this stop's tree
# (floyd's 8 x 16 work-groups by default) against the tree before it (old.tar = c849fe7) on
# floyd 8192, three rounds interleaved; then bench/multi-gpu.sh scaling (generated against
# bench/manual, dumps verified) on this tree.
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
mkdir -p /tmp/o && tar xf .device/old.tar -C /tmp/o
b=/tmp/bbmm-multi
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b/samples -j16 && make -C $b/bench -j16 ) > /tmp/build.txt 2>&1 &
( cmake -S /tmp/o/old -B /tmp/bo -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bo/samples -j16 pp-floyd ) > /tmp/build-old.txt 2>&1
wait
[ -x $b/samples/pp-floyd ] && [ -x /tmp/bo/samples/pp-floyd ] || { tail -20 /tmp/build.txt /tmp/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
for r in 1 2 3; do for tr in new old; do
  bb=$b; [ $tr = old ] && bb=/tmp/bo
  s=$(env $g BBMM_DEVICES=1 $bb/samples/pp-floyd 8192 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "$tr floyd 8192 d=1 seconds=${s:-FAILED}"
done; done 2>&1 | tee "$OUT/ab.txt"
OUT=/tmp/sc REPS=2 sh bench/multi-gpu.sh scaling 2>&1 | tail -16
cp /tmp/sc/scaling-medians.txt /tmp/sc/verify.txt "$OUT/"
echo "all $(( $(date +%s) - t0 )) s"
