#!/bin/sh
# bench/floor.sh - the host time of generated runs against the raw cost of
# their OpenCL commands (issue 44's probe of the floor), side by side in
# one run.  Each case runs once with build/bench/libcl_record.so preloaded
# (it writes every OpenCL command the program makes), then cl_floor makes
# the same commands again with empty kernels and nothing between them.
# Over the same window of launches (from the first quarter's end to the
# last launch) it prints both sides' host time per launch and the ratio
# generated / raw: once for the whole window, once less the time each side
# blocked in clWaitForEvents / clFinish (the generated kernels take time,
# the empty ones none; on PoCL the devices' threads also take the cores
# the host runs on), and once as the CPU time of the thread that launches,
# less what it spent in program builds and in clWaitForEvents / clFinish
# (a driver may spin there: PoCL does) on both sides (the host's own
# work: on PoCL the devices' threads run the generated kernels on the
# host's cores and preempt that thread, which stretches its wall time but
# not its CPU time; the runtime's pack and DMA threads are not counted,
# and a run that launches from several threads prints no CPU ratio).  The recorder's own writing is counted on the generated
# side (a line per call): the ratios err against the runtime.
#
#   sh bench/floor.sh --build DIR [--cases "sample args:devices ..."]
#
# DIR is a build directory with the samples and bench/cl_floor built
# (cmake --build DIR).  Devices are the first N of the default platform
# (BBMM_PLATFORM); the regions run on the devices (BBMM_HOST=never).
set -u
export BBMM_HOST=${BBMM_HOST:-never}
# cl_floor takes the platform the runtime takes
[ -n "${BBMM_PLATFORM:-}" ] && export CL_FLOOR_PLATFORM=${CL_FLOOR_PLATFORM:-$BBMM_PLATFORM}
build=build
cases="pp-heat2d 256 400:1 pp-fdtd2d 256 400:1 pp-jacobi2d 256 400:1 pp-heat2d 256 400:2 pp-floyd 512:1 pp-floyd 512:2 pp-floyd 512:4"
while [ $# -gt 0 ]; do
    case $1 in
    --build) build=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    *) echo "usage: floor.sh --build DIR [--cases \"sample args:devices ...\"]" >&2; exit 2 ;;
    esac
done
rec=$build/bench/libcl_record.so
floor=$build/bench/cl_floor
for f in "$rec" "$floor"; do
    [ -e "$f" ] || { echo "floor.sh: $f is missing (cmake --build $build)" >&2; exit 2; }
done
rec=$(cd "$(dirname "$rec")" && pwd)/$(basename "$rec")
tmp=${TMPDIR:-/tmp}/bbmm-floor.$$
mkdir -p "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0
printf '%-24s %4s %8s %10s %10s %7s %10s %10s %7s %10s %10s %7s %10s %10s %7s\n' case devs launches gen-us/l raw-us/l ratio gen-busy/l raw-busy/l ratio gen-med raw-med ratio gen-cpu/l raw-cpu/l ratio
# cases are "sample args:devices" separated by the word boundaries of
# their ":N" ends
echo "$cases" | sed 's/:\([0-9]*\) */:\1\n/g' >"$tmp/cases"
while IFS= read -r c; do
    [ -n "$c" ] || continue
    cmd=${c%:*}
    devs=${c##*:}
    set -- $cmd
    prog=$build/samples/$1
    shift
    if ! BBMM_DEVICES=$devs CL_RECORD=$tmp/rec LD_PRELOAD=$rec "$prog" "$@" >"$tmp/out" 2>&1; then
        echo "floor.sh: $cmd on $devs device(s) failed:" >&2
        tail -5 "$tmp/out" >&2
        fail=1
        continue
    fi
    if ! "$floor" "$tmp/rec" >"$tmp/floor" 2>&1; then
        echo "floor.sh: cl_floor on $cmd ($devs device(s)) failed:" >&2
        cat "$tmp/floor" >&2
        fail=1
        continue
    fi
    awk -v c="$cmd" -v d="$devs" '
        /window: launches/ { n = $NF; gsub(/[()]/, "", n) }
        /over the window/ { for (i = 1; i <= NF; i++) { if ($i == "launch);") { g = $(i - 5); gsub(/\(/, "", g); r = $(i - 3) } }
                            r1 = $NF }
        /median gap/ { gm = $(NF - 8); rm = $(NF - 5); r3 = $NF }
        /CPU time of the launching thread, less/ { for (i = 1; i <= NF; i++) if ($i == "generated" && $(i + 2) == "/") { gc = $(i + 1); rc = $(i + 4) }
                                                        r4 = $NF }
        /less the time blocked/ { for (i = 1; i <= NF; i++) if ($i == "generated" && $(i + 2) == "/") { gb = $(i + 1); rb = $(i + 4) }
                                  r2 = $NF }
        END { if (gc == "") { gc = "-"; rc = "-"; r4 = "-" }
              printf "%-24s %4s %8s %10s %10s %7s %10s %10s %7s %10s %10s %7s %10s %10s %7s\n", c, d, n, g, r, r1, gb, rb, r2, gm, rm, r3, gc, rc, r4 }' "$tmp/floor"
done <"$tmp/cases"
exit $fail
