#!/bin/sh
# bench/fuse.sh - allocation and transfer fusion (BBMM_FUSE) on
# samples/fuse/vecs.c: a region called again and again that reads eight
# small input vectors in at every call (the host changes one of them
# between calls), side by side with BBMM_FUSE=on and off in one run.
# For each vector length and device count: the median time per call
# (start-up not timed), the host->device writes made per call (h2d
# read-in count, less fused read-ins, plus fused writes: BBMM_STATS), the
# ratio off / on, and a byte comparison of every output with the
# sequential build (any difference fails the run).
#
#   sh bench/fuse.sh --build DIR [--n "512 4096 32768"] [--calls C] [--reps R] [--devices "1 2"]
#
# DIR is a build directory with pp-fuse-vecs and fuse-vecs-seq built.
# Devices are the first N of BBMM_PLATFORM's (BBMM_DEVICES=N).
set -u
# the regions run on the devices, which are what this measures (not on the
# host as written, where BBMM_TUNE host=auto would put small ones)
export BBMM_HOST=${BBMM_HOST:-never}
build=build
sizes="512 4096 32768"
calls=200
reps=3
devices="1 2"
. "$(dirname "$0")/lib.sh"
bench_options 'fuse.sh --build DIR [--n "N ..."] [--calls C] [--reps R] [--devices "1 2"]' \
    --build:build --n:sizes --calls:calls --reps:reps --devices:devices -- "$@"
pp=$build/samples/pp-fuse-vecs
seq=$build/samples/fuse-vecs-seq
for x in "$pp" "$seq"; do
    [ -x "$x" ] || { echo "fuse.sh: $x is not built" >&2; exit 2; }
done
tmp=${TMPDIR:-/tmp}/bbmm-fuse.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.9f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# writes per call from a stats JSON: read-in count - fused_loads + fused_writes
writes() {
    python3 - "$1" "$calls" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["total"]
w = t["h2d"]["read-in"]["count"] + t["h2d"]["box-in"]["count"] - t["fused_loads"] + t["fused_writes"]
print("%.1f" % (w / float(sys.argv[2])))
PY
}

echo "# bench/fuse.sh: vecs (8 input vectors of N doubles, read in at every call), $calls calls, median of $reps"
echo "| N | devices | on: us/call | off: us/call | off / on | writes/call on | off |"
echo "|---|---|---|---|---|---|---|"
fail=0
for n in $sizes; do
    "$seq" "$n" "$calls" "$tmp/seq.bin" > /dev/null || exit 1
    for d in $devices; do
        for f in on off; do
            : > "$tmp/t_$f"
            r=0
            while [ $r -lt "$reps" ]; do
                BBMM_DEVICES=$d BBMM_FUSE=$f BBMM_STATS=json:$tmp/s_$f.json "$pp" "$n" "$calls" "$tmp/pp.bin" >> "$tmp/t_$f" ||
                    { echo "fuse.sh: N=$n, $d devices, BBMM_FUSE=$f failed" >&2; exit 1; }
                cmp -s "$tmp/seq.bin" "$tmp/pp.bin" || { echo "fuse.sh: N=$n, $d devices, BBMM_FUSE=$f: WRONG RESULT" >&2; fail=1; }
                r=$((r + 1))
            done
        done
        on=$(median < "$tmp/t_on")
        off=$(median < "$tmp/t_off")
        awk -v n="$n" -v d="$d" -v a="$on" -v b="$off" -v wa="$(writes "$tmp/s_on.json")" -v wb="$(writes "$tmp/s_off.json")" \
            'BEGIN { printf "| %s | %s | %.1f | %.1f | **%.3f** | %s | %s |\n", n, d, a * 1e6, b * 1e6, b / a, wa, wb }'
    done
done
exit $fail
