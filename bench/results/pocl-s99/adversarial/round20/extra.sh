#!/bin/sh
# extra.sh prog.c : builds plain + generated, runs the config matrix, reports mismatches
p=$1; b=$(basename $p .c); d=/tmp/adv20/x/$b; mkdir -p $d
cc -O0 -ffp-contract=off -w -o $d/plain $p -lm -lpthread || { echo "$b PLAINBUILD"; exit; }
$d/plain > $d/plain.out 2>$d/plain.err
/tmp/advtree/build/pragma-tool/bbmm-pp -I /tmp/advtree/include -o $d/gen.c $p 2>$d/pp.err || { echo "$b REFUSED: $(head -1 $d/pp.err)"; exit; }
[ -s $d/pp.err ] && echo "$b PPWARN: $(cat $d/pp.err | tr "\n" " " | head -c 400)"
cc -O0 -ffp-contract=off -w -I /tmp/advtree/include $d/gen.c /tmp/advtree/build/lib/libbbmm.a -lOpenCL -lpthread -lm -o $d/gen || { echo "$b GENBUILD FAIL"; exit; }
i=0
while read -r cfg; do
  i=$((i+1))
  env POCL_DEVICES="pthread pthread pthread" BBMM_HOST=never $cfg timeout 300 $d/gen > $d/r$i.out 2> $d/r$i.err; rc=$?
  if cmp -s $d/plain.out $d/r$i.out && [ $rc = 0 ]; then s=ok; else s="DIFF rc=$rc $(head -c 300 $d/r$i.err | tr '\n' ' ')"; fi
  echo "$b [$cfg] $s"
done <<'CFGS'
BBMM_DEVICES=1
BBMM_DEVICES=3
BBMM_DEVICES=2
BBMM_DEVICES=1 BBMM_CHECK=bounds
BBMM_DEVICES=3 BBMM_CHECK=bounds
BBMM_DEVICES=2 BBMM_TUNE=alloc=convex
BBMM_DEVICES=2 BBMM_TUNE=alloc=disjoint
BBMM_DEVICES=3 BBMM_TUNE=alloc=whole
BBMM_DEVICES=1 BBMM_TUNE=replay=off
BBMM_DEVICES=3 BBMM_TUNE=fuse=off
BBMM_DEVICES=2 BBMM_DEVICE_MEM_LIMIT=64K
BBMM_DEVICES=3 BBMM_DEVICE_MEM_LIMIT=16K
BBMM_DEVICES=3 BBMM_TUNE=dist=cyclic
BBMM_DEVICES=2 BBMM_TUNE=coarsen=3,early=on
BBMM_DEVICES=3 BBMM_TUNE=dist=dynamic
BBMM_DEVICES=1 BBMM_TUNE=lookahead=1
BBMM_DEVICES=3 BBMM_TUNE=pipeline=4
BBMM_DEVICES=1 BBMM_TUNE=pipeline=8,replay=on
BBMM_DEVICES=2 BBMM_TUNE=workgroup=3,2x5,1x2x3
BBMM_DEVICES=3 BBMM_TUNE=alloc=disjoint,fuse=off,overlap=off
BBMM_DEVICES=2 BBMM_TUNE=alloc=disjoint BBMM_DEVICE_MEM_LIMIT=24K
CFGS
