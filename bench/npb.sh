#!/bin/sh
# bench/npb.sh - the NAS Parallel Benchmarks' OpenMP C codes as they are
# written, through bbmm-pp with a mechanical pragma swap, against the
# sequential build and OpenMP on the host's cores.
#
#   sh bench/npb.sh NPB_DIR [CLASS] [BENCHMARKS]
#   make npb NPB=dir [NPB_CLASS=S] [NPB_BENCH="SP MG BT LU"]
#
# NPB_DIR is a checkout of NPB 3.0's OpenMP C version (the public
# repository edeiana/NPB3.0-omp-C).  It is copied three times under
# $NPB_OUT (build/npb): "seq" with every OpenMP pragma taken out, "omp"
# unchanged and built with -fopenmp, and "bbmm" where a script, not a
# person, rewrites the pragmas: `#pragma omp for ...` and `#pragma omp
# parallel for ...` become `#pragma bbmm` (clauses dropped), every other
# OpenMP pragma (parallel, master, single, barrier, critical, flush,
# threadprivate) is taken out; it is built with bbmmcc as CC.  All three
# use -O2 -ffp-contract=off.  Each benchmark that builds runs once per
# variant (bbmm on 1, 2 and 4 PoCL devices by default, NPB_DEVICES, its
# regions kept on the devices, BBMM_HOST=never, then once by default:
# BBMM_TUNE host=auto, each region where its estimate is lower) under
# a time limit (NPB_TIMEOUT seconds, 600 by default); the table gives the
# time NPB itself reports, its verification, and the ratio to the
# sequential time; a benchmark bbmm-pp refuses shows its first message
# (the whole log is in $NPB_OUT/bbmm/<bench>.build).
set -u
npb=${1:?usage: npb.sh NPB_DIR [CLASS] [BENCHMARKS]}
class=${2:-S}
benches=${3:-SP MG BT LU FT CG EP IS}
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build}
# NPB_VARIANTS (default "seq omp bbmm") builds only those; the others'
# columns say not-built.
# the trees' make.def name the compiler from their own directories
case $build in /*) ;; *) build=$(cd "$build" 2>/dev/null && pwd || echo "$build") ;; esac
out=${NPB_OUT:-$build/npb}
limit=${NPB_TIMEOUT:-600}
devices=${NPB_DEVICES:-1 2 4}
threads=${NPB_THREADS:-$(nproc)}
cc=${CC:-cc}
bbmmcc=$build/pragma-tool/bbmmcc
[ -d "$npb/SP" ] && [ -d "$npb/config" ] || { echo "npb.sh: $npb is not an NPB 3.0 OpenMP C tree" >&2; exit 2; }
[ -x "$bbmmcc" ] || { echo "npb.sh: $bbmmcc not built (make build)" >&2; exit 2; }

# variant NAME CC CFLAGS PRAGMA-SED: a copy of the tree with its make.def
variant() {
    rm -rf "$out/$1"
    mkdir -p "$out/$1"
    cp -r "$npb"/. "$out/$1"/
    rm -rf "$out/$1/.git"
    mkdir -p "$out/$1/bin"
    for f in "$out/$1"/*/*.c; do
        sed -i -E "$4" "$f"
    done
    sed -e "s|^CC *=.*|CC = $2|" -e "s|^CLINK[[:space:]]*=.*|CLINK = $2|" \
        -e "s|^CFLAGS[[:space:]]*=.*|CFLAGS = $3|" -e "s|^CLINKFLAGS[[:space:]]*=.*|CLINKFLAGS = $3|" \
        -e "s|^UCC[[:space:]]*=.*|UCC = $cc -O|" -e "s|^C_LIB[[:space:]]*=.*|C_LIB = -lm|" \
        "$out/$1/config/make.def.template" > "$out/$1/config/make.def"
}
flags="-O2 -ffp-contract=off"
variants=${NPB_VARIANTS:-seq omp bbmm}
variant seq "$cc" "$flags" '/^[[:space:]]*#pragma omp/d'
variant omp "$cc" "$flags -fopenmp" ''
variant bbmm "$bbmmcc" "$flags" \
    's/^([[:space:]]*)#pragma omp (parallel )?for([^a-z_].*)?$/\1#pragma bbmm/; /^[[:space:]]*#pragma omp/d'

# run VARIANT BENCH [ENV...]: prints "seconds verification" or a reason
run() {
    v=$1 b=$2
    shift 2
    lb=$(echo "$b" | tr 'A-Z' 'a-z')
    exe=$out/$v/bin/$lb.$class
    [ -x "$exe" ] || { echo "- not-built"; return; }
    log=$out/$v/$b.run$(echo "$*" | tr -c "A-Za-z0-9=\n" "_")
    ( cd "$out/$v/bin" && env "$@" timeout "$limit" "$exe" > "$log" 2>&1 )
    rc=$?
    t=$(sed -n 's/^ *Time in seconds *= *\([0-9.]*\).*/\1/p' "$log" | head -1)
    ver=$(sed -n 's/^ *Verification *= *\([A-Z]*\).*/\1/p' "$log" | head -1)
    [ "$rc" = 124 ] && { echo "- timeout(${limit}s)"; return; }
    [ "$rc" != 0 ] && [ -z "$t" ] && { echo "- exit-$rc"; return; }
    echo "${t:--} ${ver:-no-verification}"
}

date -u
echo "NPB 3.0 OpenMP C, class $class; $(nproc) cores; OpenMP on $threads threads; bbmm on ${BBMM_PLATFORM:-PoCL} ($devices devices)"
printf '%-4s %-9s %-24s' bench seq omp
for d in $devices; do printf ' %-30s' "bbmm $d dev"; done
printf ' %-30s' "bbmm auto ${devices%% *} dev"
echo
for b in $benches; do
    for v in $variants; do
        ( cd "$out/$v" && make "$b" CLASS="$class" > "$out/$v/$b.build" 2>&1 )
    done
    set -- $(run seq "$b")
    seq=$1 seqv=$2
    set -- $(run omp "$b" OMP_NUM_THREADS="$threads")
    omp="$1 $2"
    [ "$1" != - ] && [ "$seq" != - ] && omp="$omp $(awk -v a="$1" -v b="$seq" 'BEGIN { if (b > 0) printf "(%.2fx)", a / b }')"
    printf '%-4s %-9s %-24s' "$b" "$seq" "$omp"
    if [ ! -x "$out/bbmm/bin/$(echo "$b" | tr 'A-Z' 'a-z').$class" ]; then
        why=$(grep -m1 ': error: ' "$out/bbmm/$b.build" | sed 's/^.*\/\([^/]*:[0-9]*:[0-9]*: error: \)/\1/' | cut -c1-160)
        echo " refused: ${why:-build failed, see $out/bbmm/$b.build}"
        continue
    fi
    for d in $devices; do
        pd=$(i=0; while [ $i -lt "$d" ]; do printf 'pthread '; i=$((i + 1)); done)
        set -- $(run bbmm "$b" POCL_DEVICES="$pd" BBMM_HOST=never)
        r="$1 $2"
        [ "$1" != - ] && [ "$seq" != - ] && r="$r $(awk -v a="$1" -v b="$seq" 'BEGIN { if (b > 0) printf "(%.1fx)", a / b }')"
        printf ' %-30s' "$r"
    done
    # the default: each region where its estimate is lower, the host as
    # written or the devices (BBMM_TUNE host=auto)
    pd=$(i=0; while [ $i -lt "${devices%% *}" ]; do printf 'pthread '; i=$((i + 1)); done)
    set -- $(run bbmm "$b" POCL_DEVICES="$pd" BBMM_HOST=auto)
    r="$1 $2"
    [ "$1" != - ] && [ "$seq" != - ] && r="$r $(awk -v a="$1" -v b="$seq" 'BEGIN { if (b > 0) printf "(%.1fx)", a / b }')"
    printf ' %-30s' "$r"
    echo
    [ "$seqv" = SUCCESSFUL ] || echo "     (the sequential build's verification: $seqv)"
done
