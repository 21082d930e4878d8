#!/bin/sh
# stop 83, call 2 (nvidia-h200-x2): floyd 8192's kernel shape on 1 and 2 GPUs (BBMM_TUNE
# coarsen x workgroup), beside the hand-written whole-array program; on 2 GPUs also early
# and lookahead.  Two rounds.
set -u
t0=$(date +%s)
. .device/setup.sh > "$OUT/setup.txt" 2>&1
b=/tmp/bbmm-multi
if [ ! -x $b/samples/pp-floyd ]; then
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b/samples -j16 pp-floyd && make -C $b/bench -j16 manual-floyd ) > /tmp/build-new.txt 2>&1
fi
[ -x $b/samples/pp-floyd ] || { tail -20 /tmp/build-new.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
t() { # d tune
  s=$(env $g BBMM_DEVICES=$1 BBMM_TUNE="$2" $b/samples/pp-floyd 8192 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "d=$1 tune=$2 seconds=${s:-FAILED}"
}
for r in 1 2; do
  s=$($b/bench/manual/manual-floyd --whole 8192 2>&1 | sed -n 's/.* seconds=\([0-9.e+-]*\).*/\1/p'); echo "man-whole seconds=$s"
  t 1 ""
  t 1 "coarsen=1"
  for c in 2 4 8; do for w in 8x32 4x64 2x128 1x256 16x16 4x32 1x128; do t 1 "coarsen=$c,workgroup=$w"; done; done
  t 2 ""
  for c in 4 8; do for w in 4x64 1x256 2x128; do t 2 "coarsen=$c,workgroup=$w"; done; done
  for e in off on trial; do t 2 "early=$e"; done
  for l in 2 4 16 32; do t 2 "lookahead=$l"; done
done 2>&1 | tee "$OUT/sweep.txt"
echo "all $(( $(date +%s) - t0 )) s"
