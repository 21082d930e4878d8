#!/bin/sh
# bench/scope.sh - data scopes on heat-2d (samples/scope/heat_scope.c): a
# time loop in main() calling a one-step region function, run in four
# ways, side by side in one run:
#   inside  one region holding the time loop (the reference)
#   scope   the loop in "#pragma bbmm data"
#   auto    the loop as written: bbmm-pp's automatic data scope
#   none    the loop as written, built with --no-auto-data (every call
#           reads its arrays in and writes them back)
# For each device count: the median time of each mode (HEAT_SCOPE_WARMUP=1:
# start-up is not timed), bytes host->device and device->host
# (BBMM_STATS), the ratios to "inside", and a byte comparison of every
# output with the sequential build (any difference fails the run).
#
#   sh bench/scope.sh --build DIR [--n N] [--steps T] [--reps R] [--devices "1 2"]
#
# DIR is a build directory with pp-heat-scope, pp-heat-scope-noauto and
# heat-scope-seq built (make build; `cmake --build DIR --target ...`).
# Devices are the first N of BBMM_PLATFORM's (BBMM_DEVICES=N).
set -u
# the regions run on the devices, which are what this measures (not on the
# host as written, where BBMM_TUNE host=auto would put small ones)
export BBMM_HOST=${BBMM_HOST:-never}
build=build
n=4096
steps=100
reps=3
devices="1 2"
. "$(dirname "$0")/lib.sh"
bench_options 'scope.sh --build DIR [--n N] [--steps T] [--reps R] [--devices "1 2"]' \
    --build:build --n:n --steps:steps --reps:reps --devices:devices -- "$@"
pp=$build/samples/pp-heat-scope
ppn=$build/samples/pp-heat-scope-noauto
seq=$build/samples/heat-scope-seq
for x in "$pp" "$ppn" "$seq"; do
    [ -x "$x" ] || { echo "scope.sh: $x is not built" >&2; exit 2; }
done
tmp=${TMPDIR:-/tmp}/bbmm-scope.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
"$seq" noscope "$n" "$steps" "$tmp/seq.bin" > /dev/null || exit 1

# median of the numbers on stdin
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.6f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# bytes of direction $2 ("h2d"/"d2h") in stats file $1, all purposes
bytes() {
    cat > "$tmp/bytes.cmake" <<'EOF2'
file(READ ${F} j)
set(s 0)
foreach(p read-in flow-out flow-in write-out box-out box-in user)
  string(JSON b GET "${j}" total ${D} ${p} bytes)
  math(EXPR s "${s} + ${b}")
endforeach()
message("${s}")
EOF2
    cmake -DF="$1" -DD="$2" -P "$tmp/bytes.cmake" 2>&1
}

fail=0
echo "heat-2d ${n}x${n}, ${steps} steps, median of ${reps} runs; platform ${BBMM_PLATFORM:-default}"
for d in $devices; do
    printf '\n%s device(s)\n' "$d"
    printf '%-7s %10s %8s %14s %14s\n' mode seconds /inside "host->device" "device->host"
    t_inside=0
    for mode in inside scope auto none; do
        prog=$pp
        arg=$mode
        [ "$mode" = auto ] && arg=noscope
        [ "$mode" = none ] && { prog=$ppn; arg=noscope; }
        : > "$tmp/times"
        rm -f "$tmp/stats.json"
        r=0
        while [ $r -lt "$reps" ]; do
            if ! BBMM_DEVICES=$d HEAT_SCOPE_WARMUP=1 BBMM_STATS="json:$tmp/stats.json" \
                "$prog" "$arg" "$n" "$steps" "$tmp/out.bin" > "$tmp/log" 2>&1; then
                echo "scope.sh: $mode on $d device(s) failed:" >&2
                cat "$tmp/log" >&2
                fail=1
                break
            fi
            if ! cmp -s "$tmp/seq.bin" "$tmp/out.bin"; then
                echo "scope.sh: $mode on $d device(s): WRONG RESULT (differs from the sequential build)" >&2
                fail=1
            fi
            sed -n "s/^$arg: \([0-9.]*\) s$/\1/p" "$tmp/log" >> "$tmp/times"
            r=$((r + 1))
        done
        if [ "$r" -lt "$reps" ] || [ ! -s "$tmp/times" ]; then
            printf '%-7s %10s\n' "$mode" failed
            continue
        fi
        t=$(median < "$tmp/times")
        [ "$mode" = inside ] && t_inside=$t
        ratio=$(awk -v a="$t" -v b="$t_inside" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }')
        printf '%-7s %10s %8s %14s %14s\n' "$mode" "$t" "$ratio" "$(bytes "$tmp/stats.json" h2d)" \
            "$(bytes "$tmp/stats.json" d2h)"
    done
done
exit $fail
