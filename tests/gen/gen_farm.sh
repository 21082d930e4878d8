#!/bin/sh
# gen_farm.sh: gen_diff.sh in parallel lanes, for long offline runs on a
# machine with many cores.
#
#   gen_farm.sh LANES SECONDS SEED0 OUT [gen_diff.sh options...]
#
# Lane k runs gen_diff.sh --seed SEED0+k*1000000 --seconds SECONDS --out
# OUT/lane-k with the options given after OUT (paths of bbmm-gen, bbmm-pp,
# the include directory and libbbmm).  PoCL devices get one thread each
# (POCL_MAX_PTHREAD_COUNT=1) so that lanes do not oversubscribe the cores.
# At the end it prints one line per lane and the totals (programs
# generated, accepted, refused, failures, CPU seconds) and copies every
# failing program to OUT/failures/; exit status 1 if any lane failed.
set -u
[ $# -ge 4 ] || { echo "usage: gen_farm.sh LANES SECONDS SEED0 OUT [gen_diff.sh options]" >&2; exit 2; }
lanes=$1 seconds=$2 seed0=$3 out=$4
shift 4
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/failures"
export POCL_MAX_PTHREAD_COUNT=1
k=0
while [ "$k" -lt "$lanes" ]; do
    sh "$here/gen_diff.sh" "$@" --seed $((seed0 + k * 1000000)) --seconds "$seconds" --out "$out/lane-$k" \
        >"$out/lane-$k.log" 2>&1 &
    k=$((k + 1))
done
wait
status=0
total() { sed -n "s/.*gen_diff: generated \([0-9]*\), accepted \([0-9]*\), refused \([0-9]*\), failures \([0-9]*\).*CPU seconds \([0-9.]*\).*/\1 \2 \3 \4 \5/p" "$1" | tail -1; }
set -- 0 0 0 0 0
k=0
while [ "$k" -lt "$lanes" ]; do
    line=$(total "$out/lane-$k.log")
    [ -n "$line" ] || { echo "lane $k: no summary"; tail -3 "$out/lane-$k.log"; status=1; }
    # shellcheck disable=SC2086
    [ -n "$line" ] && set -- $(echo "$1 $2 $3 $4 $5 $line" | awk '{print $1+$6, $2+$7, $3+$8, $4+$9, $5+$10}')
    for f in "$out/lane-$k"/fail-*; do
        [ -d "$f" ] && cp -r "$f" "$out/failures/" && status=1
    done
    k=$((k + 1))
done
echo "gen_farm: $lanes lanes x $seconds s: generated $1, accepted $2, refused $3, failures $4, CPU seconds $5"
exit $status
