#!/bin/sh
# a second A/B round for floyd and heat-2d 4096 (call1's widest spreads):
# 10 rounds, old and new alternating, the first of each pair flipped every round
set -u
out=${OUT:-$PWD/ab2-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
[ -x /tmp/b-new/samples/pp-floyd ] && [ -x /tmp/b-old/samples/pp-floyd ] || sh .device/call1.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never BBMM_SUMMARY=1
printf '%-26s %-4s %5s %10s %12s\n' case tree round seconds enqueue-ms | tee "$out/ab2.txt"
for c in "pp-floyd 2048" "pp-floyd 4096" "pp-heat2d 4096 200"; do
    set -- $c; p=$1; shift
    for r in 1 2 3 4 5 6 7 8 9 10; do
        order="old new"; [ $((r % 2)) = 0 ] && order="new old"
        for t in $order; do
            o=$(BBMM_TWIN=0 BBMM_WARMUP=1 BBMM_STATS=1 /tmp/b-$t/samples/$p "$@" 2>&1)
            sec=$(echo "$o" | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p' | head -1)
            enq=$(echo "$o" | sed -n 's/.* run(s) enqueued in \([0-9.]*\) ms.*/\1/p' | head -1)
            printf '%-26s %-4s %5s %10s %12s\n' "$c" $t $r "$sec" "$enq"
        done
    done
done | tee -a "$out/ab2.txt"
