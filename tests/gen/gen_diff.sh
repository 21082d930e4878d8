#!/bin/sh
# gen_diff.sh: differential testing of bbmm-pp with random programs.
#
#   gen_diff.sh [--seed S] [--count K] [--seconds N] [--out DIR]
#               [--gen BBMM_GEN] [--pp BBMM_PP] [--include DIR] [--lib LIBBBMM]
#               [--cc CC] [--gen-flags "FLAGS"] [--budget SIZE] [--mpi R]
#               [--sanitize-every K] [--opt LEVEL] [--files DIR|FILE...]
#
# For seeds S, S+1, ... (K of them, or until N seconds have passed; 20
# seeds by default) bbmm-gen writes a program; it is built plainly
# (cc -O1 -ffp-contract=off -lm; the bbmm one at --opt, -O1 by default:
# -O0 compiles the runtime's headers in a quarter of the time, which
# gen_regress takes) and through bbmm-pp, the plain one runs
# once and the bbmm one on 1, 2 and 4 PoCL devices and on 2 devices under
# BBMM_DEVICE_MEM_LIMIT=SIZE (8K by default); outputs are compared byte for
# byte (every K-th program's plain build, 10 by default, 0 for none, is
# also built and run with -fsanitize=undefined,address: a report is a
# generator bug, "plain-ub"); every run sets BBMM_LOOKAHEAD (1..16, from the program's id); the
# runs on 2 and 4 devices use early flow-out (BBMM_EARLY=on, the GPU
# default); the budget run also varies BBMM_DIST, BBMM_ALLOC, BBMM_COHERENCY,
# BBMM_EARLY and BBMM_SPREAD limits by seed; BBMM_FUSE is off for half the
# programs (side loads then run, BBMM_OVERLAP; the budget run turns them
# off for a quarter of those); the run on 4 devices sets BBMM_START_WORK
# for three quarters of them (the default context then starts only the
# devices the region's estimate pays for, and programs with bbmm-gen's
# region-grow, whose first run is short, start more between runs); the runs
# on 2 and 4 devices and the budget run coarsen kernels to 1-4 points per
# work-item by seed (BBMM_COARSEN; the GPU default is 4); the run on 2
# devices checks every kernel access against its box (BBMM_CHECK=bounds)
# and the run on 4 devices protects kept arrays between regions
# (BBMM_CHECK=scopes), each for half the programs; a run past its 120 s
# (under load, PoCL's first build of every kernel) runs once more with
# 600 s, so a hang still fails and a slow cold build does not.  --files runs the given programs (or every .c file of a directory)
# through the same comparison instead of generated ones.  A program may be
# two files (bbmm-gen's f-foreign forms, written with --other): p.c and
# p.other.c in the work directory (and in DIR/fail-<seed>/), NAME.c and
# NAME.other.c for --files (a NAME.other.c is never a program of its
# own); the second file holds no pragma and is compiled plainly into
# both builds, beside p.c and beside bbmm-pp's output, as a user links a
# file of another library.  --mpi R adds a
# run on R MPI ranks (mpirun, 2 PoCL devices shared by each pair of ranks,
# BBMM_GATHER=all): every rank's output must match.
#
# Each program is one of: accepted (all outputs match), refused (bbmm-pp
# exit 1 with a "file:LINE:COL: error:" diagnostic) or a FAILURE: mismatch,
# run-time error of the bbmm build, compile failure of generated C or
# OpenCL, bbmm-pp crash or exit other than 0/1, refusal without a
# positioned diagnostic, refusal whose diagnostic is an internal error
# ("internal error", an assertion, a sanitizer report).  A program the generator marked "must-refuse"
# that bbmm-pp accepts is reported (NOTE) and is a failure only if its
# outputs differ.  Each failure is kept in DIR/fail-<seed>/ with its
# outputs, one line summarises it, and the final line gives the counts.
# DIR/budget-oom.txt names the programs whose budget run ran out of
# device memory (tolerated, counted), with the message and the run's
# settings.
# DIR/programs.txt has one line a program: its id, its outcome (accepted,
# refused, fail) and its features (line 1's `features:`); at the end a
# table gives, for each of bbmm-gen's forms features (f-...), how many
# programs used it and how many of those were accepted, refused or failed,
# and the share of refusals that were "too complex for the polyhedral
# analysis".
# Exit status 1 if any program failed, 2 for a usage error.
#
# Paths may also come from the environment: BBMM_GEN, BBMM_PP,
# BBMM_INCLUDE, BBMM_LIB, CC, GEN_FLAGS.  The regions run on the devices
# (BBMM_HOST=never) unless the environment sets BBMM_HOST: at these sizes
# the cost choice would run most of them on the host as written.
set -u
BBMM_HOST=${BBMM_HOST:-never}
export BBMM_HOST

seed=1
count=
seconds=
mpi=
out=${TMPDIR:-/tmp}/bbmm-gen-diff
gen=${BBMM_GEN:-}
pp=${BBMM_PP:-}
inc=${BBMM_INCLUDE:-}
lib=${BBMM_LIB:-}
cc=${CC:-cc}
genflags=${GEN_FLAGS:-}
budget=8K
files=
filesmode=
saneach=10
opt=-O1

usage() {
    echo "usage: gen_diff.sh [--seed S] [--count K] [--seconds N] [--out DIR] [--gen PATH] [--pp PATH]" >&2
    echo "                   [--include DIR] [--lib PATH] [--cc CC] [--gen-flags FLAGS] [--budget SIZE]" >&2
    echo "                   [--sanitize-every K] [--opt LEVEL] [--files DIR|FILE...]" >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case $1 in
    --seed) seed=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --mpi) mpi=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    --include) inc=$2; shift 2 ;;
    --lib) lib=$2; shift 2 ;;
    --cc) cc=$2; shift 2 ;;
    --gen-flags) genflags=$2; shift 2 ;;
    --budget) budget=$2; shift 2 ;;
    --sanitize-every) saneach=$2; shift 2 ;;
    --opt) opt=$2; shift 2 ;;
    --files)
        filesmode=1
        shift
        while [ $# -gt 0 ]; do
            case $1 in --*) break ;; esac
            if [ -d "$1" ]; then
                for f in "$1"/*.c; do
                    case $f in *.other.c) continue ;; esac
                    [ -f "$f" ] && files="$files $f"
                done
            else
                case $1 in *.other.c) ;; *) files="$files $1" ;; esac
            fi
            shift
        done ;;
    *) usage ;;
    esac
done

[ -n "$pp" ] && [ -n "$inc" ] && [ -n "$lib" ] || { echo "gen_diff.sh: need --pp, --include and --lib" >&2; usage; }
[ -n "$filesmode" ] || [ -n "$gen" ] || { echo "gen_diff.sh: need --gen (or --files)" >&2; usage; }
if [ -z "$count" ] && [ -z "$seconds" ]; then count=20; fi
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
case $pp in /*) ;; *) pp=$(pwd)/$pp ;; esac
case $inc in /*) ;; *) inc=$(pwd)/$inc ;; esac
case $lib in /*) ;; *) lib=$(pwd)/$lib ;; esac
case ${gen:-x} in /*|x) ;; *) gen=$(pwd)/$gen ;; esac
mkdir -p "$out" || exit 2
work=$out/work
export BBMM_STATS=

ngen=0 nacc=0 nref=0 nfail=0 nshould=0 nbudget=0 nslow=0 nmiscomp=0
start=$(date +%s)
reasons=$out/refusals.txt
: > "$reasons"
progs=$out/programs.txt
: > "$progs"
: > "$out/budget-oom.txt"

# record OUTCOME: one line of programs.txt for the current program.
record() {
    printf '%s %s %s\n' "$id" "$1" "$(sed -n '1s/.*features: *\(.*\) \*\/.*/\1/p' "$work/p.c")" >> "$progs"
}

# The flags a program links besides libbbmm.a: the build's bbmm-link.txt
# beside the library (programs on one rank: no MPI).
link_flags() {
    if [ -f "$(dirname "$lib")/bbmm-link.txt" ]; then
        cat "$(dirname "$lib")/bbmm-link.txt"
    else
        echo "-lOpenCL -lpthread -lm"
    fi
}

# fail KIND DETAIL: keeps the work directory as fail-<id> and prints one line.
fail() {
    nfail=$((nfail + 1))
    record fail
    rm -rf "$out/fail-$id"
    cp -r "$work" "$out/fail-$id"
    printf '%s\n' "$1: $2" > "$out/fail-$id/REASON"
    feats=$(sed -n '1s/.*features: *\(.*\) \*\/.*/\1/p' "$work/p.c")
    echo "FAIL $id: $1: $2 [$feats]"
}

# devs N: the POCL_DEVICES value for N CPU devices.
devs() {
    d=pthread
    i=1
    while [ "$i" -lt "$1" ]; do d="$d pthread"; i=$((i + 1)); done
    echo "$d"
}

# settings: runtime settings of the budget run, chosen from the program's
# id so that a rerun of the same seed uses the same ones.
settings() {
    v=$(printf '%s' "$id" | cksum | cut -d' ' -f1)
    set -- block cyclic dynamic
    shift $((v % 3))
    dist=$1
    set -- disjoint convex whole
    shift $((v / 3 % 3))
    alloc=$1
    set -- exact block
    shift $((v / 9 % 2))
    coh=$1
    la=$((v / 18 % 16 + 1))
    # BBMM_SPREAD=auto with limits the CPU devices do not set: runs on one
    # device after the first measured ones, or all of them
    set -- "BBMM_SPREAD=auto" "BBMM_SPREAD_US=1000000000" "BBMM_SPREAD_ITEMS=1000000000"
    shift $((v / 288 % 3))
    spread=$1
    set -- on off
    shift $((v / 864 % 2))
    early=$1
    # allocation fusion off for half the programs (fused buffers keep their
    # copies on the main queue), so that side loads (BBMM_OVERLAP, on by
    # default) run in them; the budget run turns side loads off for a
    # quarter of those
    set -- on off
    shift $((v / 1728 % 2))
    fuse=$1
    overlap=on
    [ "$fuse" = off ] && [ $((v / 3456 % 2)) = 1 ] && overlap=off
    # the run on 4 devices: BBMM_START_WORK as if on GPUs for three quarters
    # of the programs, so that the default context starts only the devices
    # the region's estimate pays for
    set -- "BBMM_START=all" "BBMM_START_WORK=100" "BBMM_START_WORK=3000" "BBMM_START_WORK=100000"
    shift $((v / 6912 % 4))
    startw=$1
    # points per work-item of the kernels (BBMM_COARSEN, 4 on GPUs) in the
    # runs on 2 and 4 devices and the budget run
    coarsen=$((v / 27648 % 4 + 1))
    # checking modes (docs/runtime.md): kernels test every access against
    # its box in the run on 2 devices for half the programs (an access
    # outside its box is an error there, not a wrong answer), and the kept
    # arrays' host pages are protected between regions in the run on 4
    # devices for half of them (a host access the scope analysis missed
    # stops the run)
    set -- "" "BBMM_CHECK=bounds" "BBMM_CHECK=scopes" "BBMM_CHECK=bounds,scopes"
    shift $((v / 110592 % 4))
    check=$1
    # chunks per device of each run (BBMM_PIPELINE; auto takes none on CPU
    # devices) in the runs on 2 and 4 devices and the budget run
    pipe=$((v / 442368 % 3 + 1))
    check2=BBMM_CHECK=
    check4=BBMM_CHECK=
    case $check in *bounds*) check2=BBMM_CHECK=bounds ;; esac
    case $check in *scopes*) check4=BBMM_CHECK=scopes ;; esac
}

# run_one N [LIMIT]: runs $work/bbmm on N PoCL devices (b: the budget run)
# with the program's settings, LIMIT seconds at most (120 by default),
# into $work/out.N and $work/err.N; its exit status.
run_one() {
    limit=${2:-120}
    if [ "$1" = b ]; then
        POCL_DEVICES=$(devs 2) BBMM_DEVICE_MEM_LIMIT=$budget BBMM_DIST=$dist BBMM_ALLOC=$alloc \
            BBMM_COHERENCY=$coh BBMM_LOOKAHEAD=$la BBMM_EARLY=$early BBMM_FUSE=$fuse BBMM_OVERLAP=$overlap \
            BBMM_COARSEN=$coarsen BBMM_PIPELINE=$pipe env "$spread" timeout "$limit" "$work/bbmm" > "$work/out.$1" 2> "$work/err.$1"
        return
    fi
    st=BBMM_START=auto
    [ "$1" = 4 ] && st=$startw
    w=1
    p=1
    [ "$1" = 1 ] || w=$coarsen
    [ "$1" = 1 ] || p=$pipe
    ck=BBMM_CHECK=
    [ "$1" = 2 ] && ck=$check2
    [ "$1" = 4 ] && ck=$check4
    POCL_DEVICES=$(devs "$1") BBMM_LOOKAHEAD=$la BBMM_EARLY=on BBMM_FUSE=$fuse BBMM_COARSEN=$w BBMM_PIPELINE=$p env "$st" "$ck" \
        timeout "$limit" "$work/bbmm" > "$work/out.$1" 2> "$work/err.$1"
}

# plain_miscompiled N: after run N's output differs from the plain
# program's (cc -O1): zero, with out.plain replaced by the -O0 program's
# output (the -O1 one kept as out.plain.O1), when the -O1 program is the
# odd one out: -O0 and -O1 with -fsanitize=undefined,address agree with
# each other and with run N, and not with -O1 (Debian 12's gcc 12.2 at
# -O1 drops both calls of a static function updating a struct member
# array whose loop ivopts rewrote, bbmm-gen seed 96037 in its
# f-macro-row form, bench/results/pocl-s96/gcc12-ivopts.c; -fno-ivopts
# or -O0 keep them).  The
# generator's programs are defined C (sanitized every K-th), so the
# reference then is the compiler's fault, and the program is kept in
# OUT/miscompiled-ID.
plain_miscompiled() {
    "$cc" -O0 -ffp-contract=off -w -o "$work/plain.O0" "$work/p.c" ${other:+"$other"} -lm 2> /dev/null || return 1
    "$cc" -O1 -ffp-contract=off -w -fsanitize=undefined,address -fno-sanitize-recover=all \
        -o "$work/plain.san1" "$work/p.c" ${other:+"$other"} -lm 2> /dev/null || return 1
    timeout 20 "$work/plain.O0" > "$work/out.plain.O0" 2> /dev/null || return 1
    ASAN_OPTIONS=detect_leaks=0 timeout 60 "$work/plain.san1" > "$work/out.san1" 2> /dev/null || return 1
    cmp -s "$work/out.plain.O0" "$work/out.san1" && cmp -s "$work/out.plain.O0" "$work/out.$1" || return 1
    mv "$work/out.plain" "$work/out.plain.O1"
    cp "$work/out.plain.O0" "$work/out.plain"
}

# check_one: compares the program $work/p.c (with $work/p.other.c, its
# second file, where there is one); sets nothing but the counters.
check_one() {
    ngen=$((ngen + 1))
    other=
    [ -f "$work/p.other.c" ] && other=$work/p.other.c
    must=$(sed -n '2s/.*must-refuse: *\([a-z-]*\).*/\1/p' "$work/p.c")
    if ! "$cc" -O1 -ffp-contract=off -w -o "$work/plain" "$work/p.c" ${other:+"$other"} -lm 2> "$work/plain.cc.err"; then
        fail plain-compile "$(head -c 200 "$work/plain.cc.err" | tr '\n' ' ')"
        return
    fi
    if ! timeout 20 "$work/plain" > "$work/out.plain" 2> "$work/plain.err"; then
        fail plain-run "the plain program failed (generator bug)"
        return
    fi
    if [ "$saneach" -gt 0 ] && [ $((ngen % saneach)) = 0 ]; then
        if "$cc" -O1 -ffp-contract=off -w -fsanitize=undefined,address -fno-sanitize-recover=all \
            -o "$work/plain.san" "$work/p.c" ${other:+"$other"} -lm 2> /dev/null; then
            if ! ASAN_OPTIONS=detect_leaks=0 timeout 60 "$work/plain.san" > "$work/out.san" 2> "$work/san.err" ||
                ! cmp -s "$work/out.plain" "$work/out.san"; then
                fail plain-ub "$(grep -m1 'runtime error\|ERROR: AddressSanitizer' "$work/san.err" | head -c 200)"
                return
            fi
        fi
    fi
    timeout 60 "$pp" -o "$work/p.pp.c" "$work/p.c" > "$work/pp.out" 2> "$work/pp.err"
    rc=$?
    if [ "$rc" = 1 ]; then
        # an internal error (bbmm-pp's own, isl's, an assertion or a
        # sanitizer report) is a bug even when it comes with a position
        if grep -q 'internal error\|Assertion .* failed\|AddressSanitizer\|runtime error:' "$work/pp.err"; then
            fail pp-internal-error "$(grep -m1 'internal error\|Assertion .* failed\|AddressSanitizer\|runtime error:' \
                "$work/pp.err" | head -c 200)"
            return
        fi
        if grep -q ':[0-9][0-9]*:[0-9][0-9]*: error:' "$work/pp.err"; then
            record refused
            nref=$((nref + 1))
            sed -n 's/^[^:]*:[0-9]*:[0-9]*: error: //p' "$work/pp.err" | head -1 |
                sed "s/'[^']*'/'X'/g" >> "$reasons"
            return
        fi
        fail refused-without-position "$(head -c 200 "$work/pp.err" | tr '\n' ' ')"
        return
    fi
    if [ "$rc" != 0 ]; then
        fail pp-exit-$rc "$(head -c 200 "$work/pp.err" | tr '\n' ' ')"
        return
    fi
    if ! "$cc" "$opt" -ffp-contract=off -w -I "$inc" -o "$work/bbmm" "$work/p.pp.c" ${other:+"$other"} "$lib" $(link_flags) \
        2> "$work/bbmm.cc.err"; then
        fail host-compile "$(grep -m1 'error' "$work/bbmm.cc.err" | head -c 200)"
        return
    fi
    settings
    bad=
    for n in 1 2 4 b ${mpi:+m}; do
        if [ "$n" = m ]; then
            POCL_DEVICES=$(devs 2) BBMM_LOOKAHEAD=$la BBMM_GATHER=all OMPI_ALLOW_RUN_AS_ROOT=1 \
                OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 timeout 120 mpirun --oversubscribe --bind-to none -np "$mpi" \
                sh -c 'exec "$0" > "$1.$OMPI_COMM_WORLD_RANK"' "$work/bbmm" "$work/out.m" 2> "$work/err.$n"
            rc=$?
            if [ "$rc" != 0 ]; then
                bad="run-error-mpi: $(grep -m1 'bbmm:' "$work/err.m" | head -c 160) (exit status $rc)"
                break
            fi
            r=0
            while [ "$r" -lt "$mpi" ]; do
                cmp -s "$work/out.plain" "$work/out.m.$r" || bad="mismatch-mpi: rank $r of $mpi"
                r=$((r + 1))
            done
            [ -n "$bad" ] && break
            continue
        else
            run_one "$n"
        fi
        rc=$?
        # a run past its 120 s under load (PoCL compiling every kernel of
        # the program cold, 35 of them under BBMM_CHECK=bounds) gets one
        # more with 600 s: a hang still fails, a slow first build does not
        if [ "$rc" = 124 ]; then
            nslow=$((nslow + 1))
            run_one "$n" 600
            rc=$?
        fi
        if [ "$rc" != 0 ]; then
            if [ "$n" = b ] && grep -q 'out of device memory' "$work/err.$n"; then
                nbudget=$((nbudget + 1))
                echo "$id $(grep -m1 'out of device memory' "$work/err.$n" | head -c 200) (BBMM_DEVICE_MEM_LIMIT=$budget BBMM_DIST=$dist BBMM_ALLOC=$alloc BBMM_COHERENCY=$coh BBMM_LOOKAHEAD=$la BBMM_EARLY=$early BBMM_FUSE=$fuse BBMM_OVERLAP=$overlap BBMM_COARSEN=$coarsen $spread)" >> "$out/budget-oom.txt"
                continue
            fi
            msg=$(grep -m1 'bbmm:' "$work/err.$n" | head -c 160)
            [ -n "$msg" ] || msg=$(grep -m1 -i 'error' "$work/err.$n" | head -c 160)
            [ -n "$msg" ] || msg="exit status $rc"
            case $msg in
            *"build failed"*)
                kind=opencl-compile
                msg="$msg $(grep -m1 'error:' "$work/err.$n" | sed 's/<Spelling=[^>]*> *//' | head -c 160)" ;;
            *) kind=run-error ;;
            esac
            bad="$kind-$n: $msg"
            [ "$n" = 2 ] && [ "$check2" != BBMM_CHECK= ] && bad="$bad ($check2)"
            [ "$n" = 4 ] && [ "$check4" != BBMM_CHECK= ] && bad="$bad ($check4)"
            [ "$n" = b ] && bad="$kind-budget: $msg (BBMM_DEVICE_MEM_LIMIT=$budget BBMM_DIST=$dist BBMM_ALLOC=$alloc BBMM_COHERENCY=$coh BBMM_LOOKAHEAD=$la BBMM_EARLY=$early BBMM_FUSE=$fuse BBMM_OVERLAP=$overlap BBMM_COARSEN=$coarsen $spread)"
            break
        fi
        if ! cmp -s "$work/out.plain" "$work/out.$n" && [ ! -f "$work/out.plain.O1" ] && plain_miscompiled "$n"; then
            nmiscomp=$((nmiscomp + 1))
            echo "NOTE $id: the plain build at -O1 differs from -O0 and from -O1 with sanitizers, which the bbmm build matches: compared with -O0 (out.plain.O1 kept in $out/miscompiled-$id)"
            rm -rf "$out/miscompiled-$id"
            cp -r "$work" "$out/miscompiled-$id"
        fi
        if ! cmp -s "$work/out.plain" "$work/out.$n"; then
            line=$(cmp "$work/out.plain" "$work/out.$n" 2>&1 | sed -n 's/.*line \([0-9]*\).*/\1/p')
            bline=$(sed -n "${line:-1}p" "$work/out.$n")
            [ "$n" = b ] && n="budget (BBMM_DEVICE_MEM_LIMIT=$budget BBMM_DIST=$dist BBMM_ALLOC=$alloc BBMM_COHERENCY=$coh BBMM_LOOKAHEAD=$la BBMM_EARLY=$early BBMM_FUSE=$fuse BBMM_OVERLAP=$overlap BBMM_COARSEN=$coarsen $spread)"
            [ "$n" = 4 ] && n="4 ($startw BBMM_FUSE=$fuse BBMM_COARSEN=$coarsen $check4)"
            [ "$n" = 2 ] && n="2 (BBMM_COARSEN=$coarsen $check2)"
            bad="mismatch-$n: first difference at output line ${line:-?} (plain $(sed -n "${line:-1}p" "$work/out.plain"), bbmm $bline)"
            break
        fi
    done
    if [ -n "$bad" ]; then
        [ -n "$must" ] && bad="$bad (must-refuse $must accepted)"
        fail "${bad%%:*}" "${bad#*: }"
        return
    fi
    nacc=$((nacc + 1))
    record accepted
    if [ -n "$must" ]; then
        nshould=$((nshould + 1))
        echo "NOTE $id: must-refuse program ($must) accepted; outputs match"
    fi
}

if [ -n "$filesmode" ]; then
    [ -n "$files" ] || echo "gen_diff.sh: no programs to run"
    for f in $files; do
        id=$(basename "$f" .c)
        rm -rf "$work"
        mkdir -p "$work"
        cp "$f" "$work/p.c"
        [ -f "${f%.c}.other.c" ] && cp "${f%.c}.other.c" "$work/p.other.c"
        check_one
    done
else
    s=$seed
    while :; do
        if [ -n "$count" ] && [ "$s" -ge $((seed + count)) ]; then break; fi
        if [ -n "$seconds" ] && [ $(($(date +%s) - start)) -ge "$seconds" ]; then break; fi
        id=$s
        rm -rf "$work"
        mkdir -p "$work"
        # shellcheck disable=SC2086
        if ! "$gen" --seed "$s" --other "$work/p.other.c" $genflags > "$work/p.c" 2> "$work/gen.err"; then
            fail generator "$(head -c 200 "$work/gen.err")"
        else
            check_one
        fi
        s=$((s + 1))
    done
fi
rm -rf "$work"

if [ -s "$reasons" ]; then
    echo "refusals by message:"
    sort "$reasons" | uniq -c | sort -rn | head -20
fi
if [ -s "$progs" ]; then
    nplex=$(grep -c 'too complex for the polyhedral analysis' "$reasons")
    echo "refusals 'too complex for the polyhedral analysis': $nplex of $nref refused, of $ngen programs"
    echo "forms (programs using each; accepted / refused / failed):"
    awk '{ f = 0; for (k = 3; k <= NF; k++) if ($k ~ /^f-/) { f = 1; n[$k]++; o[$k, $2]++ }
           if (!f) { n["(no f- form)"]++; o["(no f- form)", $2]++ } }
         END { for (x in n) printf "  %-26s %5d  %5d / %5d / %d\n", x, n[x], o[x, "accepted"], o[x, "refused"], o[x, "fail"] }' \
        "$progs" | sort
fi
times > "$out/times.txt"
cpu=$(awk '{ for (f = 1; f <= 2; f++) { split($f, a, "m"); n += a[1] * 60 + a[2] } } END { printf "%.1f", n }' "$out/times.txt")
echo "gen_diff: generated $ngen, accepted $nacc, refused $nref, failures $nfail," \
    "must-refuse accepted $nshould, budget out-of-memory $nbudget, slow runs rerun $nslow," \
    "plain build miscompiled $nmiscomp;" \
    "CPU seconds $cpu, wall $(($(date +%s) - start)) s"
[ "$nfail" = 0 ]
