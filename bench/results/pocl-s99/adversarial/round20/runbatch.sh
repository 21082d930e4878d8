#!/bin/sh
# runbatch.sh batchN : gen_diff on the directory, then extra.sh on each file
export POCL_DEVICES="pthread pthread pthread pthread"
d=/tmp/adv20/$1
sh /tmp/advtree/tests/gen/gen_diff.sh --pp /tmp/advtree/build/pragma-tool/bbmm-pp --include /tmp/advtree/include --lib /tmp/advtree/build/lib/libbbmm.a --gen /tmp/advtree/build/tests/bbmm-gen --opt -O0 --files $d --out /tmp/adv20/out_$1 > /tmp/adv20/gd_$1.log 2>&1
tail -30 /tmp/adv20/gd_$1.log
for f in $d/*.c; do sh /tmp/adv20/extra.sh $f; done > /tmp/adv20/extra_$1.log 2>&1
grep -v ' ok$' /tmp/adv20/extra_$1.log
echo EXTRA-DONE
