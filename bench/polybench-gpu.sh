#!/bin/sh
# polybench-gpu.sh: PolyBench/GPU's hand-written OpenCL programs against the
# same kernels of PolyBench/C 4.2.1 (unmodified) through bbmm-pp, kernel by
# kernel, at PolyBench/C 4.2.1's sizes, float data on both sides, one device.
#   `make polybench-gpu PBGPU=/path/to/polybenchGpu POLYBENCH=/path/to/PolyBenchC-4.2.1`
#
#   polybench-gpu.sh --gpu DIR --suite DIR --build DIR [--dataset LARGE]
#                    [--only NAME]... [--cc CC]
#
# --gpu: a checkout of PolyBench/GPU (the public repository
# sgrauerg/polybenchGpu: its OpenCL/ and common/ folders); --suite:
# PolyBench/C 4.2.1; --build: a bbmm build directory; --only: a 4.2.1
# kernel name (atax, 2mm, fdtd-2d, ...), repeatable; default all below.
#
# Hand-written side: OpenCL/ and common/ are copied to BUILD/pbgpu (the
# checkout is never written); the kernels (.cl) are unchanged; the host
# programs are patched by this script:
#  - bench/pbgpu/host.awk, the same for every program: the platform whose
#    name contains $PBGPU_PLATFORM (default: the first platform with a GPU
#    device, else the first one; bench/pbgpu/pbgpu.h), its first device of
#    any type (CL_DEVICE_TYPE_ALL: PoCL's CPU devices work here); and the
#    timer.  The programs time only their kernel launches (set arguments,
#    enqueue, clFinish: atax, bicg, 2mm, ... in cl_launch_kernel) or the
#    time loop in main (adi, jacobi-1d/2d, lu), without the writes of the
#    inputs and the reads of the results.  Their GPU timer calls are taken
#    out; the program build (cl_load_prog: clCreateProgramWithSource,
#    clBuildProgram, clCreateKernel) moves before the buffers (cl_mem_init)
#    and a timer (pbgpu.h) covers buffer creation, the writes, the kernels
#    and the (blocking) reads; platform, context, queue and program build
#    stay outside it, as does the CPU reference run that checks the result.
#  - bench/pbgpu/DIR.patch where a program assumed equal dimensions
#    (ATAX, BICG, 2MM, GRAMSCHM, COVAR, CORR; each patch says what it fixes).
#  - sizes: the numeric size macros of each NAME.h are taken out and given
#    on the command line (-DNX=...) with 4.2.1's values for --dataset, read
#    from the 4.2.1 kernel's .h and mapped by name (table below: atax's NX
#    is 4.2.1's M, bicg's NX its N, ...).  DATA_TYPE is float (the default
#    of every PolyBench/GPU program).
#  - common/polybench.c: arrays start zeroed (memset after allocation):
#    several programs upload arrays they never initialise (atax's y and
#    tmp, ...), which their kernels accumulate into.
# Each program is built with `cc -O2 ... -lOpenCL -lm` and run from its own
# directory (it opens NAME.cl by relative name).  It compares its GPU
# result with its own CPU run ("Non-Matching CPU-GPU Outputs Beyond Error
# Threshold of 0.05 Percent: N"): the check says "ok" only when N is 0, the
# run exited 0 and printed no "Error in ..." line.
#
# Generated side: bench/polybench.sh --time --devices 1 --only NAME with
# PB_CFLAGS=-DDATA_TYPE_IS_FLOAT (the plain and the bbmm build; one warm-up
# run; the bbmm build's dumps compared bit for bit with the plain build's:
# its verdict is the check).  Its time is PolyBench's region time minus the
# start-up inside it (context creation + program builds, BBMM_STATS),
# which the row shows.  BBMM_HOST=auto (polybench.sh --time's default): a
# region the tuner keeps on the host says so ("on the host"); set
# BBMM_HOST=never to force the device.
#
# Rows: kernel, 4.2.1 sizes, hand-written seconds and check, generated
# seconds and check (start-up subtracted), hand / generated (> 1: the
# generated program is faster).  Each row is also written to stderr as soon
# as it is known, and appended to $PBGPU_ROWS when set.  Exit status 1 when
# a row fails a check or a build.
#   PBGPU_TIMEOUT=S: each hand-written run stopped after S seconds (the
#     generated side: PB_TIMEOUT, polybench.sh's).
#   PBGPU_WARMUP=0: no untimed warm-up run of the hand-written program
#     (by default one, as polybench.sh --time does for the generated one;
#     each run includes the program's sequential CPU reference).
#   BBMM_PLATFORM (generated side), PBGPU_PLATFORM (hand-written side):
#     the platforms; e.g. both NVIDIA on the GPU machine, Portable here with
#     POCL_DEVICES=pthread.
set -u
gpu= suite= build= dataset=LARGE only= cc=${CC:-cc}
while [ $# -gt 0 ]; do
    case $1 in
    --gpu) gpu=$2; shift 2 ;;
    --suite) suite=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --dataset) dataset=$2; shift 2 ;;
    --only) only="$only $2"; shift 2 ;;
    --cc) cc=$2; shift 2 ;;
    *) echo "polybench-gpu.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ -n "$gpu" ] && [ -n "$suite" ] && [ -n "$build" ] ||
    { echo "usage: polybench-gpu.sh --gpu DIR --suite DIR --build DIR [--dataset LARGE] [--only NAME]..." >&2; exit 2; }
[ -f "$gpu/OpenCL/ATAX/atax.c" ] && [ -f "$gpu/common/polybench.c" ] ||
    { echo "polybench-gpu.sh: $gpu is not PolyBench/GPU (no OpenCL/ATAX/atax.c, common/polybench.c)" >&2; exit 2; }
[ -f "$suite/utilities/polybench.c" ] ||
    { echo "polybench-gpu.sh: $suite is not PolyBench/C 4.2.1 (no utilities/polybench.c)" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$build" && pwd)
suite=$(cd "$suite" && pwd)
here=$top/bench/pbgpu
work=$build/pbgpu
rm -rf "$work" && mkdir -p "$work" && cp -r "$gpu/OpenCL" "$gpu/common" "$work/" || exit 2
sed -i 's/^\([ \t]*void\* ret = xmalloc (val);\)[ \t]*$/\1 memset (ret, 0, val);/' "$work/common/polybench.c"
grep -q 'memset (ret, 0, val)' "$work/common/polybench.c" ||
    { echo "polybench-gpu.sh: common/polybench.c: polybench_alloc_data not as expected" >&2; exit 2; }
limit=
[ -n "${PBGPU_TIMEOUT:-}" ] && limit="timeout $PBGPU_TIMEOUT"

# 4.2.1 kernel | PolyBench/GPU folder | its NAME | GPU size macro=4.2.1 size
# macro, ...  Not here: 2DCONV, 3DCONV (no 4.2.1 kernel), ADI (4.2.1's adi
# is another algorithm), SYRK and SYR2K (their kernels swap ni and nj
# against their host code: they hold only when both are equal), doitgen
# (not in PolyBench/GPU's OpenCL folder).  jacobi-1d, jacobi-2d and lu are
# PolyBench 3.2's (one sweep and a copy per step; the k-i-j lu), the same
# sizes and work up to a constant.
table='atax ATAX atax NX=M,NY=N
bicg BICG bicg NX=N,NY=M
mvt MVT mvt N=N
gesummv GESUMMV gesummv N=N
gemver GEMVER gemver N=N
gramschmidt GRAMSCHM gramschmidt M=M,N=N
gemm GEMM gemm NI=NI,NJ=NJ,NK=NK
2mm 2MM 2mm NI=NI,NJ=NJ,NK=NK,NL=NL
3mm 3MM 3mm NI=NI,NJ=NJ,NK=NK,NL=NL,NM=NM
covariance COVAR covariance M=M,N=N
correlation CORR correlation M=M,N=N
fdtd-2d FDTD-2D fdtd2d TMAX=TMAX,NX=NX,NY=NY
jacobi-2d JACOBI2D jacobi2D TSTEPS=TSTEPS,N=N
jacobi-1d JACOBI1D jacobi1D TSTEPS=TSTEPS,N=N
lu LU lu N=N'

# size H NAME: NAME's value for $dataset in the 4.2.1 header H
size() {
    awk -v ds="${dataset}_DATASET" -v v="$2" '
        { line = $0; sub(/^[ \t]*#[ \t]*/, "#", line); n = split(line, w, /[ \t]+/) }
        w[1] == "#ifdef" && w[2] == ds { on = 1; next }
        on && w[1] ~ /^#(endif|ifdef|else)$/ { on = 0 }
        on && w[1] == "#define" && w[2] == v { print w[3]; exit }' "$1"
}

rows=$work/rows.txt
: >"$rows"
row() {
    echo "$1" >>"$rows"
    [ -n "${PBGPU_ROWS:-}" ] && echo "$1" >>"$PBGPU_ROWS"
    echo "polybench-gpu.sh: $1" >&2
}
nbad=0 total=0 devname=
echo "$table" | while read -r name dir file map; do
    if [ -n "$only" ] && ! echo " $only " | grep -q " $name "; then continue; fi
    echo "$name $dir $file $map"
done >"$work/chosen.txt"
[ -s "$work/chosen.txt" ] || { echo "polybench-gpu.sh: no kernel chosen (known: $(echo "$table" | cut -d' ' -f1 | tr '\n' ' '))" >&2; exit 2; }
while read -r name dir file map; do
    total=$((total + 1))
    h=$(find "$suite" -name "$name.h" ! -path '*/utilities/*' | head -1)
    defs= sizes=
    for pair in $(echo "$map" | tr ',' ' '); do
        v=$(size "$h" "${pair#*=}")
        [ -n "$v" ] || { defs=; break; }
        defs="$defs -D${pair%%=*}=$v"
        case " $sizes " in *" ${pair#*=}="*) ;; *) sizes="$sizes ${pair#*=}=$v" ;; esac
    done
    sizes=${sizes# }
    if [ -z "$defs" ]; then
        row "$name|?|not run: no $dataset sizes in ${h:-its 4.2.1 header}|-|-|-|-"; nbad=$((nbad + 1)); continue
    fi

    # hand-written
    d=$work/OpenCL/$dir
    hand= hcheck=
    if [ -f "$here/$dir.patch" ] && ! (cd "$work" && patch -s -p1 <"$here/$dir.patch") >"$d/patch.err" 2>&1; then
        hcheck="FAILED: $dir.patch does not apply"
    elif ! awk -f "$here/host.awk" "$d/$file.c" >"$d/$file.pbgpu.c" 2>"$d/patch.err"; then
        hcheck="FAILED: $(head -1 "$d/patch.err")"
    else
        mv "$d/$file.pbgpu.c" "$d/$file.c"
        sed -i -E '/^[ \t]*#[ \t]*define[ \t]+(NX|NY|N|M|NI|NJ|NK|NL|NM|TMAX|TSTEPS)[ \t]+[0-9]+[ \t]*$/d' "$d/$file.h"
        # shellcheck disable=SC2086
        if ! (cd "$d" && $cc -O2 -w -include "$here/pbgpu.h" $defs "$file.c" -o "$file.exe" -lOpenCL -lm) >"$d/cc.err" 2>&1; then
            hcheck="FAILED: does not compile: $(grep -m1 error "$d/cc.err")"
        else
            # an untimed warm-up run first, as on the generated side: the
            # driver's kernel cache then holds the kernels (PoCL finishes
            # compiling a kernel at its first launch, inside the timer)
            [ "${PBGPU_WARMUP:-1}" != 0 ] && (cd "$d" && $limit "./$file.exe") >"$d/warmup.out" 2>&1
            (cd "$d" && $limit "./$file.exe") >"$d/run.out" 2>"$d/run.err"
            rc=$?
            hand=$(sed -n 's/^PBGPU seconds (writes, kernels, reads): //p' "$d/run.out")
            bad=$(sed -n 's/.*Non-Matching CPU-GPU Outputs Beyond Error Threshold of .* Percent: *\([0-9][0-9]*\).*/\1/p' "$d/run.out" |
                  awk '{ n += $1; k++ } END { if (k) print n }')
            err=$(grep -m1 '^Error' "$d/run.out")
            [ -z "$devname" ] && devname=$(sed -n 's/^device name is //p' "$d/run.out" | head -1)
            if [ $rc -eq 124 ]; then hcheck="FAILED: ran past PBGPU_TIMEOUT=$PBGPU_TIMEOUT s"
            elif [ $rc -ne 0 ]; then hcheck="FAILED: exit status $rc $(tail -1 "$d/run.err")"
            elif [ -n "$err" ]; then hcheck="FAILED: $err"
            elif [ -z "$bad" ] || [ -z "$hand" ]; then hcheck="FAILED: no check or time printed"
            elif [ "$bad" -ne 0 ]; then hcheck="FAILED: $bad outputs differ from its CPU run"
            else
                hcheck=ok
                # the program's own threshold, where it is not 0.05 %
                thr=$(sed -n 's/.*Non-Matching CPU-GPU Outputs Beyond Error Threshold of \([0-9.]*\) Percent.*/\1/p' "$d/run.out" | head -1)
                [ "$thr" != 0.05 ] && hcheck="ok (its threshold: $thr %)"
            fi
        fi
    fi

    # generated: polybench.sh's row for this kernel
    g="$work/$name.gen"
    rm -f "$g.row"
    PB_CFLAGS="-DDATA_TYPE_IS_FLOAT" PB_ROWS="$g.row" \
        sh "$top/bench/polybench.sh" --suite "$suite" --build "$build" --dataset "$dataset" \
        --devices 1 --only "$name" --time >"$g.log" 2>&1
    grow=$(tail -1 "$g.row" 2>/dev/null)
    outcome=$(echo "$grow" | cut -d'|' -f2)
    gen= su= gcheck=
    case $outcome in
    "on devices"|sequential)
        last=${grow##*|}
        t=$(echo "$last" | sed -n 's/^1: \([0-9.eE+-]*\) s (.*/\1/p')
        su=$(echo "$last" | sed -n 's/.*start-up \([0-9.eE+-]*\) s)$/\1/p')
        if [ -n "$t" ] && [ -n "$su" ]; then
            gen=$(awk -v t="$t" -v s="$su" 'BEGIN { printf "%.6f", t - s }')
            gcheck="bit-identical"
            [ "$outcome" = sequential ] && gcheck="$gcheck, left sequential"
            echo "$last" | grep -q 'on the host' && gcheck="$gcheck, on the host"
        else
            gcheck="FAILED: no time in polybench.sh's row: $last"
        fi ;;
    "")
        gcheck="FAILED: polybench.sh gave no row: $(tail -1 "$g.log")" ;;
    *)
        gcheck="FAILED: $outcome: $(echo "$grow" | cut -d'|' -f3)" ;;
    esac

    ratio=-
    if [ -n "$hand" ] && [ -n "$gen" ]; then
        ratio=$(awk -v a="$hand" -v b="$gen" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    fi
    row "$name|$sizes|${hand:--}|$hcheck|${gen:--}|$gcheck|${su:--}|$ratio"
    case "$hcheck $gcheck" in *FAILED*) nbad=$((nbad + 1)) ;; esac
done <"$work/chosen.txt"
printf '\nPolyBench/GPU (hand-written OpenCL) against PolyBench/C 4.2.1 through bbmm-pp, %s dataset, float, one device (%s)\n' \
    "$dataset" "${devname:-?}"
printf 'seconds: buffers, writes, kernels and reads (hand-written); region time minus start-up (generated)\n\n'
printf '| kernel | sizes | hand-written s | check | generated s | check | start-up subtracted s | hand / generated |\n'
printf '|---|---|---|---|---|---|---|---|\n'
sed 's/|/ | /g; s/^/| /; s/$/ |/' "$rows"
printf '\n%d kernel(s), %d with a failed build or check\n' "$(wc -l <"$rows")" "$nbad"
[ "$nbad" -eq 0 ]
