#!/bin/bash
# usage: run.sh prog.c ...   (paths relative to progs/ or absolute); appends to results.txt
# one line per run: <prog> <config> <EQUAL|DIFF|CRASH rc=..|TIMEOUT|...>
A=/tmp/wadv/adv23
BB=/tmp/wadv/build/pragma-tool
export POCL_DEVICES="pthread pthread pthread pthread"
CONFIGS=("d1:BBMM_DEVICES=1 BBMM_HOST=never"
         "d2:BBMM_DEVICES=2 BBMM_HOST=never"
         "d4:BBMM_DEVICES=4 BBMM_HOST=never"
         "d2chk:BBMM_DEVICES=2 BBMM_HOST=never BBMM_CHECK=bounds,scopes"
         "d3mem:BBMM_DEVICES=3 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=64K"
         "d2auto:BBMM_DEVICES=2")
for f in "$@"; do
  [ -f "$f" ] || f=$A/progs/$f
  n=$(basename "$f" .c)
  cc -O1 -ffp-contract=off "$f" -o $A/bin/$n.plain -lm 2>$A/out/$n.plain.cc || { echo "$n build-plain FAIL" >> $A/results.txt; continue; }
  timeout 120 $A/bin/$n.plain > $A/out/$n.plain.out 2>$A/out/$n.plain.err; prc=$?
  $BB/bbmm-pp --explain "$f" > $A/explain/$n.txt 2>&1
  if grep -q 'expanded into bbmm_x_' $A/explain/$n.txt; then exp=EXPANDED; else exp=NOEXP; fi
  nx=$(grep -c 'expanded into bbmm_x_' $A/explain/$n.txt)
  if ! $BB/bbmmcc -O1 -ffp-contract=off "$f" -o $A/bin/$n.bb -lm > $A/out/$n.bbcc 2>&1; then
    echo "$n build-bb REFUSED $exp plainrc=$prc: $(grep -m1 -E 'error|refus' $A/out/$n.bbcc | cut -c1-200)" >> $A/results.txt; continue
  fi
  warn=$(grep -c -i 'warn\|runs on the host\|refus' $A/out/$n.bbcc)
  echo "$n build-bb OK $exp nexp=$nx warnlines=$warn plainrc=$prc" >> $A/results.txt
  for c in "${CONFIGS[@]}"; do
    tag=${c%%:*}; envs=${c#*:}
    env $envs timeout 120 $A/bin/$n.bb > $A/out/$n.$tag.out 2> $A/out/$n.$tag.err; rc=$?
    if [ $rc = 124 ]; then st="TIMEOUT"
    elif [ $rc != $prc ]; then st="CRASH rc=$rc"
    elif cmp -s $A/out/$n.$tag.out $A/out/$n.plain.out; then st="EQUAL"
    else st="DIFF"; fi
    echo "$n $tag $st" >> $A/results.txt
  done
done
