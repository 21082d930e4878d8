#!/bin/bash
# run.sh OUTDIR prog...  : runs every setting, prints one line per (prog, setting)
B=/tmp/r22/bin; O=$1; shift; mkdir -p $O
export POCL_DEVICES="pthread pthread pthread pthread"
SETTINGS=(
"d1|BBMM_DEVICES=1 BBMM_HOST=never"
"d2|BBMM_DEVICES=2 BBMM_HOST=never"
"d3|BBMM_DEVICES=3 BBMM_HOST=never BBMM_STATS=1"
"d4|BBMM_DEVICES=4 BBMM_HOST=never BBMM_STATS=1"
"d4auto|BBMM_DEVICES=4"
"d2auto|BBMM_DEVICES=2 BBMM_STATS=1"
"bounds2|BBMM_DEVICES=2 BBMM_HOST=never BBMM_CHECK=bounds"
"bounds4all|BBMM_DEVICES=4 BBMM_HOST=never BBMM_CHECK=bounds BBMM_SPREAD=all"
"scopes|BBMM_DEVICES=4 BBMM_HOST=never BBMM_CHECK=scopes"
"scopesauto|BBMM_DEVICES=3 BBMM_CHECK=scopes"
"replayoff|BBMM_DEVICES=1 BBMM_HOST=never BBMM_TUNE=replay=off"
"spreadall|BBMM_DEVICES=4 BBMM_HOST=never BBMM_SPREAD=all BBMM_STATS=1"
"m8k1|BBMM_DEVICES=1 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=8K"
"m12k2|BBMM_DEVICES=2 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=12K BBMM_SPREAD=all"
"m16k4|BBMM_DEVICES=4 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=16K BBMM_SPREAD=all"
"m24k3|BBMM_DEVICES=3 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=24K BBMM_SPREAD=all"
"m32k2|BBMM_DEVICES=2 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=32K BBMM_SPREAD=all"
"m64k4|BBMM_DEVICES=4 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=64K"
"cyclic|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=dist=cyclic BBMM_SPREAD=all"
"block|BBMM_DEVICES=3 BBMM_HOST=never BBMM_TUNE=coherency=block,fuse=off,overlap=off BBMM_SPREAD=all"
)
[ -n "$ONLY" ] && SETTINGS=("${SETTINGS[@]:0:$ONLY}")
for p in "$@"; do
  b=$(basename $p .c)
  [ -x $B/$b.bbmm ] || continue
  $B/$b.plain > $O/$b.plain.out 2>&1
  for s in "${SETTINGS[@]}"; do
    n=${s%%|*}; e=${s#*|}
    start=$(date +%s.%N)
    env $e timeout 120 $B/$b.bbmm > $O/$b.$n.out 2> $O/$b.$n.err; rc=$?
    t=$(awk -v a=$start -v b=$(date +%s.%N) 'BEGIN{printf "%.2f", b-a}')
    if [ $rc -eq 124 ]; then r=HANG; elif [ $rc -ne 0 ]; then r="ERROR rc=$rc"; elif cmp -s $O/$b.plain.out $O/$b.$n.out; then r=equal; else r=DIFFERENT; fi
    m=""; [ "$r" != equal ] && m="| $(grep -m1 -i -E 'bbmm|error' $O/$b.$n.err | cut -c1-160)"
    h=$(grep -o -m1 'runs on the host[^.]*' $O/$b.$n.err | head -1 | cut -c1-60)
    echo "$b $n $r ${t}s $m ${h:+[host-msg]}"
  done
done
