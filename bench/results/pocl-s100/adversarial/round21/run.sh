#!/bin/bash
# run.sh OUTDIR prog...  : runs every setting, prints one line per (prog, setting) not equal
B=/tmp/adv21/bin; O=$1; shift; mkdir -p $O
export POCL_DEVICES="pthread pthread pthread pthread"
SETTINGS=(
"d1|BBMM_DEVICES=1 BBMM_HOST=never"
"d2|BBMM_DEVICES=2 BBMM_HOST=never"
"d4stats|BBMM_DEVICES=4 BBMM_HOST=never BBMM_STATS=1"
"d4auto|BBMM_DEVICES=4"
"d3|BBMM_DEVICES=3 BBMM_HOST=never BBMM_STATS=1"
"disjoint|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=alloc=disjoint"
"bounds2|BBMM_DEVICES=2 BBMM_HOST=never BBMM_CHECK=bounds BBMM_STATS=1"
"bounds4all|BBMM_DEVICES=4 BBMM_HOST=never BBMM_CHECK=bounds BBMM_SPREAD=all"
"mem16k|BBMM_DEVICES=4 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=16K BBMM_STATS=1"
"mem64k|BBMM_DEVICES=4 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=64K BBMM_STATS=1"
"replayoff|BBMM_DEVICES=2 BBMM_HOST=never BBMM_TUNE=replay=off"
"cyclic|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=dist=cyclic BBMM_STATS=1"
"spreadall|BBMM_DEVICES=4 BBMM_HOST=never BBMM_SPREAD=all BBMM_STATS=1"
"dyn64k|BBMM_DEVICES=2 BBMM_HOST=never BBMM_SPREAD=all BBMM_TUNE=dist=dynamic BBMM_DEVICE_MEM_LIMIT=64K"
"scopes|BBMM_DEVICES=4 BBMM_HOST=never BBMM_CHECK=scopes BBMM_TUNE=lookahead=1,early=off"
"block|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=coherency=block,fuse=off,overlap=off BBMM_SPREAD=all"
)
for p in "$@"; do
  b=$(basename $p .c)
  [ -x $B/$b.bbmm ] || continue
  $B/$b.plain > $O/$b.plain.out 2>&1
  for s in "${SETTINGS[@]}"; do
    n=${s%%|*}; e=${s#*|}
    start=$(date +%s.%N)
    env $e timeout 120 $B/$b.bbmm > $O/$b.$n.out 2> $O/$b.$n.err; rc=$?
    t=$(echo "$(date +%s.%N) - $start" | bc)
    if [ $rc -eq 124 ]; then r=HANG; elif [ $rc -ne 0 ]; then r="CRASH rc=$rc"; elif cmp -s $O/$b.plain.out $O/$b.$n.out; then r=equal; else r=DIFFERENT; fi
    w=$(grep -o '[0-9]* with whole arrays' $O/$b.$n.err | head -1)
    echo "$b $n $r ${t:0:5}s $w"
  done
done
