#!/bin/sh
# Stop 102, call C (one GPU, the machine of call B still warm: /tmp/ob and
# /tmp/nb built there): where the whole-run wall time goes, old (e3df7ea)
# against new, alternating, five rounds: each run's process wall time and
# its BBMM_STATS start-up line (context creation, program builds).
. .device/setup.sh >/dev/null 2>&1
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never BBMM_TWIN=0 BBMM_DEVICES=1 BBMM_STATS=1
[ -x /tmp/nb/samples/pp-floyd ] && [ -x /tmp/ob/samples/pp-floyd ] || { echo "builds of call B gone"; exit 1; }
for r in 1 2 3 4 5; do
  for t in ob nb; do
    for c in "pp-floyd 4096" "pp-fdtd2d 2000 500" "pp-heat2d 4096 500" "pp-jacobi2d 1300 500"; do
      s=$(date +%s.%N)
      /tmp/$t/samples/$c > /tmp/o.txt 2> /tmp/e.txt; rc=$?
      e=$(date +%s.%N)
      su=$(grep -o 'context created in [0-9.]* ms' /tmp/e.txt | grep -o '[0-9.]*')
      bu=$(grep -o 'build(s) in [0-9.]* ms' /tmp/e.txt | grep -o '[0-9.]*')
      echo "$r $t $c rc=$rc wall=$(awk "BEGIN { print $e - $s }") create_ms=$su build_ms=$bu" >> $OUT/startup.txt
    done
  done
done
cat $OUT/startup.txt
