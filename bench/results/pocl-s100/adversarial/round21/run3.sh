#!/bin/bash
# run2.sh OUTDIR prog... : spread settings
B=/tmp/adv21/bin; O=$1; shift; mkdir -p $O
export POCL_DEVICES="pthread pthread pthread pthread"
SETTINGS=(
"pipe4|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=pipeline=4 BBMM_STATS=1"
"pipe3b|BBMM_DEVICES=3 BBMM_HOST=never BBMM_TUNE=pipeline=3 BBMM_CHECK=bounds BBMM_STATS=1"
"pipe2m64|BBMM_DEVICES=2 BBMM_HOST=never BBMM_TUNE=pipeline=2 BBMM_DEVICE_MEM_LIMIT=64K BBMM_STATS=1"
"pipe8m40|BBMM_DEVICES=4 BBMM_HOST=never BBMM_TUNE=pipeline=8 BBMM_DEVICE_MEM_LIMIT=40K BBMM_STATS=1"
)
for p in "$@"; do
  b=$(basename $p .c)
  [ -x $B/$b.bbmm ] || continue
  $B/$b.plain > $O/$b.plain.out 2>&1
  for s in "${SETTINGS[@]}"; do
    n=${s%%|*}; e=${s#*|}
    env $e timeout 120 $B/$b.bbmm > $O/$b.$n.out 2> $O/$b.$n.err; rc=$?
    if [ $rc -eq 124 ]; then r=HANG; elif [ $rc -ne 0 ]; then r="CRASH rc=$rc"; elif cmp -s $O/$b.plain.out $O/$b.$n.out; then r=equal; else r=DIFFERENT; fi
    w=$(grep -o '[0-9]* with whole arrays' $O/$b.$n.err | head -1); o=$(grep -o '[0-9]* on one device' $O/$b.$n.err | head -1)
    echo "$b $n $r | $w | $o"
  done
done
