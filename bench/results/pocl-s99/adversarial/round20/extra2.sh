#!/bin/sh
# extra2.sh prog.c : settings extra.sh does not cover (host=auto, scope checking, spread/start)
p=$1; b=$(basename $p .c); d=/tmp/adv20/x/$b
[ -x $d/gen ] || { echo "$b no gen"; exit; }
i=100
while read -r cfg; do
  i=$((i+1))
  env POCL_DEVICES="pthread pthread pthread" $cfg timeout 300 $d/gen > $d/r$i.out 2> $d/r$i.err; rc=$?
  if cmp -s $d/plain.out $d/r$i.out && [ $rc = 0 ]; then s=ok; else s="DIFF rc=$rc $(head -c 300 $d/r$i.err | tr '\n' ' ')"; fi
  echo "$b [$cfg] $s"
done <<'CFGS'
BBMM_DEVICES=3
BBMM_DEVICES=3 BBMM_HOST=never BBMM_CHECK=scopes
BBMM_DEVICES=2 BBMM_HOST=never BBMM_SPREAD=all BBMM_START=all
BBMM_DEVICES=3 BBMM_HOST=always
BBMM_DEVICES=2 BBMM_HOST=never BBMM_TUNE=reuse=off,coherency=block
BBMM_DEVICES=3 BBMM_HOST=never BBMM_TUNE=early=on,dist=cyclic,alloc=whole
CFGS
