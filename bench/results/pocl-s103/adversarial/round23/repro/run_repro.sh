#!/bin/bash
# Reproduces the findings (new tool: /tmp/wadv/build, previous commit c1c9e19: /tmp/wadv_prev/build)
cd "$(dirname "$0")"
BB=/tmp/wadv/build/pragma-tool
PREV=/tmp/wadv_prev/build/pragma-tool
export POCL_DEVICES="pthread pthread pthread pthread"
for r in r1_flat_alias r1b_webs_alias r1c_one_loop_prev_too; do
  cc -O1 -ffp-contract=off $r.c -o $r.plain -lm
  $BB/bbmmcc -O1 -ffp-contract=off $r.c -o $r.bb -lm 2>/dev/null
  $PREV/bbmmcc -O1 -ffp-contract=off $r.c -o $r.prev -lm 2>/dev/null
  echo "== $r: plain $(./$r.plain) | new (BBMM_DEVICES=1 BBMM_HOST=never) $(BBMM_DEVICES=1 BBMM_HOST=never ./$r.bb) | previous build $(BBMM_DEVICES=1 BBMM_HOST=never ./$r.prev)"
done
for r in r2_memlimit r2b_memlimit_small; do
  cc -O1 -ffp-contract=off $r.c -o $r.plain -lm
  $BB/bbmmcc -O1 -ffp-contract=off $r.c -o $r.bb -lm 2>/dev/null
  $BB/bbmmcc -Xbbmm-pp --no-expand -O1 -ffp-contract=off $r.c -o $r.noexp -lm 2>/dev/null
  $PREV/bbmmcc -O1 -ffp-contract=off $r.c -o $r.prev -lm 2>/dev/null
  echo "== $r: plain $(./$r.plain)"
  for b in bb noexp prev; do
    out=$(BBMM_DEVICES=3 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=64K timeout 120 ./$r.$b 2>&1); echo "   $b (BBMM_DEVICES=3 BBMM_HOST=never BBMM_DEVICE_MEM_LIMIT=64K): rc=$? $out"
  done
done
