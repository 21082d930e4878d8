#!/bin/bash
# sweep.sh OUTDIR prog... : budgets 8K..64K by 4K on 1..4 devices, host=never
B=/tmp/r22/bin; O=$1; shift; mkdir -p $O
export POCL_DEVICES="pthread pthread pthread pthread"
for p in "$@"; do
  b=$(basename $p .c)
  [ -x $B/$b.bbmm ] || continue
  $B/$b.plain > $O/$b.plain.out 2>&1
  for d in 1 2 3 4; do
    for kb in ${BUDGETS:-8 12 16 20 24 28 32 40 48 64}; do
      n=sw$d-${kb}k
      env BBMM_DEVICES=$d BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=${kb}K $EXTRA timeout 120 $B/$b.bbmm > $O/$b.$n.out 2> $O/$b.$n.err; rc=$?
      if [ $rc -eq 124 ]; then r=HANG; elif [ $rc -ne 0 ]; then r="ERROR rc=$rc"; elif cmp -s $O/$b.plain.out $O/$b.$n.out; then r=equal; else r=DIFFERENT; fi
      m=""; [ "$r" != equal ] && m="| $(grep -m1 -i -E 'bbmm|error' $O/$b.$n.err | cut -c1-200)"
      echo "$b $n $r $m"
    done
  done
done
