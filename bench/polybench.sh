#!/bin/sh
# polybench.sh: every kernel of PolyBench/C 4.2.1, unmodified, built plainly
# and through bbmm-pp, arrays dumped with %a and compared bit for bit on
# each device count.   `make polybench POLYBENCH=/path/to/PolyBenchC-4.2.1`
#
#   polybench.sh --suite DIR --build DIR [--dataset SMALL] [--devices "1 2 4"]
#                [--only NAME]... [--cc CC] [--time] [--ranks R]
#
# --ranks R: the bbmm build runs under `mpiexec -n R` (the ranks share each
# device count's PoCL devices, BBMM_GATHER=all), and every rank's dump must
# equal the plain build's (docs/mpi.md).
#
# --time: both builds at -O2 with POLYBENCH_TIME, one untimed warm-up run per device count
# of the generated program first; each row adds the plain
# (sequential CPU) time of the kernel's region and, per device count, the
# bbmm build's time, its speed-up over the plain one and the start-up inside
# that time (context creation + program builds, BBMM_STATS).  A kernel that
# bbmm-pp leaves sequential is then run on one device count only.
#
# The suite is copied to BUILD/polybench (the kernels' .c files untouched;
# the headers' DATA_PRINTF_MODIFIER becomes "%a " so that dumps are exact).
# Each kernel ends in one row (also written to stderr as soon as it is
# known): on devices (bit-identical, device launches),
# sequential (bit-identical, bbmm-pp left the region on the host, with its
# reason), refused (bbmm-pp's error) or WRONG (dumps differ, or the bbmm
# build failed to compile or run).  Exit status 1 when any kernel is WRONG.
# PoCL devices are used unless BBMM_PLATFORM says otherwise.
## What a program links for the runtime: libbbmm.a and the build's
# bbmm-link.txt beside it; under several ranks the MPI back end first
# (libbbmm-mpi.a, asked for by -u bbmm_mpi_backend) and bbmm-mpi-link.txt.
link_flags() {
    d=$(dirname "$lib")
    if [ "$ranks" -gt 1 ] && [ -f "$d/libbbmm-mpi.a" ]; then
        echo "-Wl,-u,bbmm_mpi_backend $d/libbbmm-mpi.a $lib $(cat "$d/bbmm-mpi-link.txt")"
    elif [ -f "$d/bbmm-link.txt" ]; then
        echo "$lib $(cat "$d/bbmm-link.txt")"
    else
        echo "$lib -lOpenCL -lpthread -lm"
    fi
}
set -u
suite= build= dataset=SMALL devices="1 2 4" only= cc=${CC:-cc} time=0 ranks=1
while [ $# -gt 0 ]; do
    case $1 in
    --suite) suite=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --dataset) dataset=$2; shift 2 ;;
    --devices) devices=$2; shift 2 ;;
    --only) only="$only $2"; shift 2 ;;
    --cc) cc=$2; shift 2 ;;
    --time) time=1; shift ;;
    --ranks) ranks=$2; shift 2 ;;
    *) echo "polybench.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ -n "$suite" ] && [ -n "$build" ] || { echo "usage: polybench.sh --suite DIR --build DIR [--dataset SMALL]" >&2; exit 2; }
[ -f "$suite/utilities/polybench.c" ] || { echo "polybench.sh: $suite is not PolyBench/C 4.2.1 (no utilities/polybench.c)" >&2; exit 2; }
# Where regions run (BBMM_TUNE host, docs/runtime.md "Host or devices"):
# the check runs them on the devices (BBMM_HOST=never); --time measures the
# default (auto: small regions on the host as written) and says where each
# ran.  BBMM_HOST in the environment overrides both.
if [ "$time" = 1 ]; then host_mode=${BBMM_HOST:-auto}; else host_mode=${BBMM_HOST:-never}; fi
export BBMM_HOST=$host_mode
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$build" && pwd)
pp=$build/pragma-tool/bbmm-pp
lib=$build/lib/libbbmm.a
[ -x "$pp" ] && [ -f "$lib" ] || { echo "polybench.sh: build bbmm first (make build)" >&2; exit 2; }
work=$build/polybench
rm -rf "$work" && mkdir -p "$work/suite" && cp -r "$suite"/. "$work/suite/" || exit 2
find "$work/suite" -name '*.h' -exec sed -i 's/DATA_PRINTF_MODIFIER "%0\.2l\{0,1\}f "/DATA_PRINTF_MODIFIER "%a "/' {} +
util=$work/suite/utilities
# PB_CFLAGS: more preprocessor flags for both builds and bbmm-pp (e.g.
# -DDATA_TYPE_IS_FLOAT; bench/polybench-gpu.sh); none by default.
flags="-D${dataset}_DATASET -DPOLYBENCH_DUMP_ARRAYS${PB_CFLAGS:+ $PB_CFLAGS}"
opt=-O1
if [ "$time" = 1 ]; then flags="$flags -DPOLYBENCH_TIME"; opt=-O2; fi
dump() { sed -n '/==BEGIN DUMP_ARRAYS==/,/==END   DUMP_ARRAYS==/p' "$1"; }
pocl() { n=$1 s=""; while [ "$n" -gt 0 ]; do s="$s pthread"; n=$((n - 1)); done; echo "${s# }"; }
nwrong=0 ndev=0 nseq=0 nref=0 nslow=0 total=0
# PB_PPFLAGS: more bbmm-pp options (e.g. "--schedule-seconds 0": the loop
# order as written).
# PB_REPS=N: with --time, N timed runs per device count (each checked),
# each after a run of the plain program, medians reported and compared;
# a count whose devices did not all start (BBMM_START)
# says how many did.
# PB_TIMEOUT=S: a run longer than S seconds is stopped and reported as
# "timed out" (neither right nor wrong).
# PB_WARMUP=0: with --time, no warm-up run (for kernels whose runs are long;
# the start-up column then includes program builds the driver's cache
# would otherwise hold).
# PB_PLAIN_JOBS=N: the plain builds of the chosen kernels are built and run
# first, N at a time (for EXTRALARGE, where each takes minutes); their
# times then share the host with each other, which the table says.
limit=
[ -n "${PB_TIMEOUT:-}" ] && limit="timeout $PB_TIMEOUT"
kernels() {
    for src in $(find "$work/suite" -name '*.c' ! -path '*/utilities/*' ! -name '*.orig.c' | sort); do
        name=$(basename "$src" .c)
        if [ -n "$only" ] && ! echo " $only " | grep -q " $name "; then continue; fi
        echo "$src"
    done
}
# plain SRC: build and run the plain program of kernel SRC into
# $work/NAME/plain{,.out,.err,.cc}; the exit status of the run (or 3: the
# build failed)
plain() {
    dir=$(dirname "$1") out=$work/$(basename "$1" .c)
    mkdir -p "$out"
    # shellcheck disable=SC2086
    $cc $opt -ffp-contract=off -w -I "$util" -I "$dir" $flags "$util/polybench.c" "$1" -lm -o "$out/plain" \
        2>"$out/plain.cc" || return 3
    $limit "$out/plain" 2>"$out/plain.err" >"$out/plain.out"
}
if [ -n "${PB_PLAIN_JOBS:-}" ]; then
    for src in $(kernels); do
        while [ "$(jobs -p | wc -l)" -ge "$PB_PLAIN_JOBS" ]; do sleep 1; done
        (plain "$src"; echo $? >"$work/$(basename "$src" .c)/plain.rc") &
    done
    wait
fi
rows=$work/rows.txt
: >"$rows"
# One kernel's row: into the table printed at the end, and at once on
# stderr, so that a run stopped early (a time limit) still shows what it did.
# PB_ROWS=FILE: each row also appended to FILE at once (a device call's
# output folder: the rows survive a call stopped by its time limit, where
# a pipe's buffered output would not).
row() {
    echo "$1" >>"$rows"
    [ -n "${PB_ROWS:-}" ] && echo "$1" >>"$PB_ROWS"
    echo "polybench.sh: $1" >&2
}
for src in $(kernels); do
    name=$(basename "$src" .c)
    dir=$(dirname "$src")
    out=$work/$name
    mkdir -p "$out"
    total=$((total + 1))
    if [ -f "$out/plain.rc" ]; then
        prc=$(cat "$out/plain.rc")
    else
        plain "$src"
        prc=$?
    fi
    if [ "$prc" -eq 3 ]; then
        row "$name|WRONG|the plain build failed"; nwrong=$((nwrong + 1)); continue
    fi
    if [ "$prc" -eq 124 ]; then
        row "$name|timed out|the plain build ran past PB_TIMEOUT=$PB_TIMEOUT s"; nslow=$((nslow + 1)); continue
    fi
    dump "$out/plain.err" >"$out/plain.dump"
    rm -f "$out/plain.err"
    times=
    [ "$time" = 1 ] && times="|$(tail -1 "$out/plain.out")"
    # shellcheck disable=SC2086
    "$pp" ${PB_PPFLAGS:-} -I "$util" -I "$dir" $flags -o "$out/$name.bbmm.c" "$src" 2>"$out/pp.err"
    rc=$?
    if [ $rc -eq 1 ]; then
        why=$(grep -m1 'error:' "$out/pp.err" | sed 's/^[^ ]*: error: //')
        row "$name|refused|$why"; nref=$((nref + 1)); continue
    elif [ $rc -ne 0 ]; then
        row "$name|WRONG|bbmm-pp exit status $rc"; nwrong=$((nwrong + 1)); continue
    fi
    # shellcheck disable=SC2086
    if ! $cc $opt -ffp-contract=off -w -I "$top/include" -I "$util" -I "$dir" $flags "$out/$name.bbmm.c" \
        "$util/polybench.c" $(link_flags) -o "$out/bbmm" 2>"$out/bbmm.cc"; then
        row "$name|WRONG|the generated code does not compile: $(grep -m1 error "$out/bbmm.cc")"
        nwrong=$((nwrong + 1)); continue
    fi
    verdict=
    devs=$devices
    if [ "$time" = 1 ] && grep -q 'left as sequential code' "$out/pp.err"; then devs=${devices%% *}; fi
    for d in $devs; do
        if [ "$time" = 1 ] && [ "${PB_WARMUP:-1}" != 0 ]; then
            # Warm-up on this device count, not timed: the OpenCL driver's
            # kernel cache then holds the kernels this count builds (a run on
            # two devices builds variants one device never needs).
            POCL_DEVICES=${POCL_DEVICES_OVERRIDE:-$(pocl "$d")} BBMM_DEVICES=${BBMM_DEVICES:-$d} \
                $limit "$out/bbmm" >/dev/null 2>&1
        fi
        stats=
        [ "$time" = 1 ] && stats="json:$out/stats$d.json"
        # timed: the statistics without the devices' times (queues that
        # time their commands make each launch dearer on NVIDIA's OpenCL,
        # and the plain and hand-written sides do not pay that)
        tune=${BBMM_TUNE:-}
        if [ "$time" = 1 ]; then
            case ",$tune" in *,device_times=*) ;; *) tune="${tune:+$tune,}device_times=off" ;; esac
        fi
        if [ "$ranks" -gt 1 ]; then
            # every rank's output apart (Open MPI: DIR/1/rank.N/std*)
            rm -rf "$out/mpi$d"
            POCL_DEVICES=$(pocl "$d") BBMM_GATHER=all OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
                OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_hwloc_base_binding_policy=none \
                $limit mpiexec -n "$ranks" --output-filename "$out/mpi$d" "$out/bbmm" >/dev/null 2>&1
            rc=$?
            r=0 bad=
            while [ "$r" -lt "$ranks" ]; do
                dump "$out/mpi$d/1/rank.$r/stderr" >"$out/bbmm$d.dump" 2>/dev/null
                if ! cmp -s "$out/plain.dump" "$out/bbmm$d.dump"; then bad="rank $r"; break; fi
                r=$((r + 1))
            done
            if [ $rc -eq 124 ]; then
                verdict="timed out|ran past PB_TIMEOUT=$PB_TIMEOUT s on $ranks ranks, $d device(s)"; break
            elif [ $rc -ne 0 ] || [ -n "$bad" ] || [ ! -s "$out/plain.dump" ]; then
                verdict="WRONG|$ranks ranks on $d device(s): exit status $rc${bad:+, $bad's dump differs}"; break
            fi
            rm -rf "$out/mpi$d" "$out/bbmm$d.dump"
            continue
        fi
        # PB_REPS=N (with --time): N timed runs, each checked; the medians
        # of the region time and of the start-up are reported
        # With N > 1 the plain program runs before each of them too, and
        # the ratio is of the two medians: runs of a few milliseconds
        # drift by more than the difference looked for, so the two sides
        # alternate instead of one side's runs coming first.
        rep=0 ts= pts= sus= onhost=0
        while [ "$rep" -lt "${PB_REPS:-1}" ]; do
            rep=$((rep + 1))
            if [ "$time" = 1 ] && [ "${PB_REPS:-1}" -gt 1 ]; then
                $limit "$out/plain" 2>/dev/null >"$out/plain.rep" && pts="$pts $(tail -1 "$out/plain.rep")"
            fi
            POCL_DEVICES=${POCL_DEVICES_OVERRIDE:-$(pocl "$d")} BBMM_DEVICES=${BBMM_DEVICES:-$d} \
                BBMM_STATS=${stats:-${BBMM_STATS:-}} BBMM_TUNE=$tune $limit "$out/bbmm" 2>"$out/bbmm$d.err" >"$out/bbmm$d.out"
            rc=$?
            [ $rc -eq 124 ] && break
            dump "$out/bbmm$d.err" >"$out/bbmm$d.dump"
            [ $rc -ne 0 ] && break
            cmp -s "$out/plain.dump" "$out/bbmm$d.dump" && [ -s "$out/plain.dump" ] || break
            if [ "$time" = 1 ]; then
                ts="$ts $(tail -1 "$out/bbmm$d.out")"
                # start-up inside the region: context creation and program
                # builds (the statistics' total; the last of each in the JSON)
                sus="$sus $(tr ',' '\n' <"$out/stats$d.json" 2>/dev/null |
                     awk -F: '/"create_ns"/ { c = $2 } /"build_ns"/ { b = $2 } END { printf "%.3f", (c + b) / 1e9 }')"
                # region runs taken on the host as written (BBMM_HOST)
                onhost=$(tr ',' '\n' <"$out/stats$d.json" 2>/dev/null |
                         awk -F: '/"runs_host"/ { n = $2 } END { print n + 0 }')
                # devices that started (BBMM_START): the total's count
                started=$(tr ',' '\n' <"$out/stats$d.json" 2>/dev/null |
                          awk -F: '/"devices_started"/ { if ($2 > n) n = $2 } END { print n + 0 }')
            else
                break
            fi
        done
        if [ $rc -eq 124 ]; then
            verdict="timed out|ran past PB_TIMEOUT=$PB_TIMEOUT s on $d device(s)$times"; break
        fi
        if [ "$time" = 1 ] && [ $rc -eq 0 ]; then
            med() { echo "$1" | tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
            t=$(med "$ts") su=$(med "$sus") note= base=$(tail -1 "$out/plain.out")
            if [ -n "$pts" ]; then
                base=$(med "$pts")
                note="median of ${PB_REPS}, plain alternating $base s; "
            elif [ "${PB_REPS:-1}" -gt 1 ]; then
                note="median of ${PB_REPS}; "
            fi
            [ "$started" -gt 0 ] && [ "$started" -lt "$d" ] && note="$note$started started; "
            [ "${onhost:-0}" -gt 0 ] && note="${note}on the host ($onhost run(s)); "
            times="$times|$d: $t s ($note$(awk -v a="$base" -v b="$t" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }'); start-up $su s)"
        fi
        if [ $rc -ne 0 ]; then
            verdict="WRONG|exit status $rc on $d device(s): $(grep -m1 bbmm "$out/bbmm$d.err")"; break
        fi
        if ! cmp -s "$out/plain.dump" "$out/bbmm$d.dump" || [ ! -s "$out/plain.dump" ]; then
            verdict="WRONG|dumps differ on $d device(s)"; break
        fi
        rm -f "$out/bbmm$d.dump" "$out/bbmm$d.err"
    done
    rm -f "$out/plain.dump"
    if [ -n "$verdict" ]; then
        row "$name|$verdict"
        case $verdict in "timed out"*) nslow=$((nslow + 1)) ;; *) nwrong=$((nwrong + 1)) ;; esac
    elif grep -q 'left as sequential code' "$out/pp.err"; then
        why=$(grep -m1 'warning:' "$out/pp.err" | sed 's/^[^ ]*: warning: //')
        row "$name|sequential|$why$times"; nseq=$((nseq + 1))
    else
        shared=
        [ "$ranks" -gt 1 ] && shared=" shared by $ranks ranks"
        row "$name|on devices|bit-identical on $(echo "$devices" | sed 's/ /, /g') device(s)$shared$times"
        ndev=$((ndev + 1))
    fi
done
if [ "$time" = 1 ]; then
    printf '\nPolyBench/C 4.2.1, %s dataset, devices: %s; times in s (region only), speed-up over plain\n' "$dataset" "$devices"
    [ -n "${PB_PLAIN_JOBS:-}" ] && printf '(the plain builds ran %s at a time: their times are slower than alone)\n' "$PB_PLAIN_JOBS"
    echo
    printf '| kernel | outcome | detail | plain | per device count ... |\n|---|---|---|---|---|\n'
else
    printf '\nPolyBench/C 4.2.1, %s dataset, devices: %s\n\n| kernel | outcome | detail |\n|---|---|---|\n' "$dataset" "$devices"
fi
sed 's/|/ | /g; s/^/| /; s/$/ |/' "$rows"
if [ "$nslow" -gt 0 ]; then
    printf '\non devices %d, sequential %d, refused %d, timed out %d, WRONG %d (of %d)\n' "$ndev" "$nseq" "$nref" "$nslow" "$nwrong" "$total"
else
    printf '\non devices %d, sequential %d, refused %d, WRONG %d (of %d)\n' "$ndev" "$nseq" "$nref" "$nwrong" "$total"
fi
[ "$nwrong" -eq 0 ]
