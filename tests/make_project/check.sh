#!/bin/sh
# bbmmcc, pkg-config and the MPI split from outside the tree (ctest
# bbmmcc_*).  check.sh MODE BUILD WORK HAVE_MPI
#   project: installs BUILD into WORK/prefix; builds this directory's
#     project (three .c files, one without regions, a header, pattern
#     rules with -c and -MMD) with `CC=bbmmcc make` from the installed
#     tree, and by hand with bbmm-pp and `pkg-config --libs` (and
#     --static); each run on the devices matches the sequential build
#     (cc -ffp-contract=off) byte for byte.  Depfiles name the sources; a
#     second make has nothing to do.  The programs link no libmpi.
#   nompi: a program linked against BUILD's libbbmm.a with only
#     -lOpenCL -lpthread -lm (no -lmpi) links and runs; with HAVE_MPI,
#     bbmmcc -mpi and pkg-config bbmm-mpi take the MPI back end.
#   errors: bbmmcc's failures: an error in a region (file:line:col, exit
#     1), a compiler error after a region (the user's file and line, not
#     the temporary file), a missing input, no temporary file left.
set -eu
mode=$1 build=$2 work=$3 mpi=${4:-OFF}
src=$(cd "$(dirname "$0")" && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
export TMPDIR="$work/tmp"
mkdir -p "$TMPDIR"
CFLAGS="-O2 -ffp-contract=off -Wall -Werror"

no_mpi() {
    if ldd "$1" | grep -q libmpi; then fail "$1 links libmpi"; fi
    if nm "$1" | grep -q bbmm_mpi_backend; then fail "$1 has the MPI back end"; fi
}

case $mode in
project)
    cmake --install "$build" --prefix "$work/prefix" >/dev/null
    pfx=$work/prefix
    cp -r "$src" "$work/seq"
    make -s -C "$work/seq" CFLAGS="$CFLAGS -Wno-unknown-pragmas"
    "$work/seq/prog" > "$work/seq.out"
    cp -r "$src" "$work/cc"
    (cd "$work/cc" && CC="$pfx/bin/bbmmcc" make -s CFLAGS="$CFLAGS")
    BBMM_STATS=1 "$work/cc/prog" > "$work/cc.out" 2> "$work/cc.stats"
    cmp "$work/seq.out" "$work/cc.out" || fail "bbmmcc build differs from the sequential build"
    grep -q '^BBMM statistics' "$work/cc.stats" || fail "the bbmmcc build ran no region on the devices"
    for f in stencil linalg main; do
        tr '\\\n' '  ' < "$work/cc/$f.d" | grep -q "^$f.o: *$f.c " || fail "$f.d does not name $f.c: $(head -2 "$work/cc/$f.d")"
        grep -q "grid.h" "$work/cc/$f.d" || fail "$f.d misses grid.h"
        if grep -q "$TMPDIR" "$work/cc/$f.d"; then fail "$f.d names a temporary file"; fi
    done
    (cd "$work/cc" && CC="$pfx/bin/bbmmcc" make -q CFLAGS="$CFLAGS") || fail "a second make is not up to date"
    touch "$work/cc/grid.h"
    if (cd "$work/cc" && CC="$pfx/bin/bbmmcc" make -q CFLAGS="$CFLAGS"); then fail "grid.h changed, make has nothing to do"; fi
    no_mpi "$work/cc/prog"
    export PKG_CONFIG_PATH="$pfx/lib/pkgconfig"
    for how in "" --static; do
        d=$work/pc$how
        cp -r "$src" "$d"
        for f in stencil linalg; do
            "$pfx/bin/bbmm-pp" -o "$d/$f.bbmm.c" "$d/$f.c"
            # shellcheck disable=SC2046
            cc $CFLAGS $(pkg-config --cflags bbmm) -I "$d" -c "$d/$f.bbmm.c" -o "$d/$f.o"
        done
        cc $CFLAGS -c "$d/main.c" -o "$d/main.o"
        # shellcheck disable=SC2046
        cc "$d/main.o" "$d/stencil.o" "$d/linalg.o" -o "$d/prog" $(pkg-config $how --libs bbmm)
        "$d/prog" > "$d.out"
        cmp "$work/seq.out" "$d.out" || fail "pkg-config $how build differs from the sequential build"
        no_mpi "$d/prog"
    done
    ;;
nompi)
    # the flags the build says a program needs (with a sanitizer build, its
    # -fsanitize too): no MPI among them
    link=$(cat "$build/lib/bbmm-link.txt")
    case " $link " in *mpi*) fail "bbmm-link.txt names MPI: $link" ;; esac
    # shellcheck disable=SC2086
    cc -I "$src/../../include" "$src/../consumer/uses_api.c" "$build/lib/libbbmm.a" $link \
        -o "$work/uses_api"
    "$work/uses_api" > /dev/null
    no_mpi "$work/uses_api"
    "$build/pragma-tool/bbmmcc" -o "$work/plain" "$src/../consumer/uses_pragma.c"
    "$work/plain" > /dev/null
    no_mpi "$work/plain"
    if [ "$mpi" = ON ]; then
        "$build/pragma-tool/bbmmcc" -mpi -o "$work/ranks" "$src/../consumer/uses_pragma.c"
        nm "$work/ranks" | grep -q bbmm_mpi_backend || fail "bbmmcc -mpi: no MPI back end"
        ldd "$work/ranks" | grep -q libmpi || fail "bbmmcc -mpi: no libmpi"
        "$work/ranks" > /dev/null
        # The wrong order (libbbmm.a first) fails to link rather than run on one rank.
        # shellcheck disable=SC2086
        if cc -I "$src/../../include" "$src/../consumer/uses_api.c" -Wl,-u,bbmm_mpi_backend "$build/lib/libbbmm.a" \
            "$build/lib/libbbmm-mpi.a" $link $(cat "$build/lib/bbmm-mpi-link.txt") \
            -o "$work/wrong" 2>/dev/null; then fail "a link with libbbmm.a before libbbmm-mpi.a succeeded"; fi
    else
        if "$build/pragma-tool/bbmmcc" -mpi -o "$work/ranks" "$src/../consumer/uses_pragma.c" 2>/dev/null; then
            fail "bbmmcc -mpi without MPI succeeded"
        fi
    fi
    ;;
errors)
    cc=$build/pragma-tool/bbmmcc
    cd "$work"
    printf '%s\n' '#include <stdio.h>' 'int main(void)' '{' '    static float x[8];' '    int i;' \
        '#pragma bbmm name(oops) bogus(3)' '    for (i = 0; i < 8; i++)' '        x[i] = 1;' '    return 0;' '}' > region.c
    if "$cc" -c region.c 2> err.txt; then fail "an error in a region: exit status 0"; fi
    grep -q '^region.c:6:25: error: ' err.txt || fail "no region.c:6:25: error: $(cat err.txt)"
    [ ! -e region.o ] || fail "region.o written after an error"
    printf '%s\n' '#include <stdio.h>' 'int main(void)' '{' '    static float x[8];' '    int i;' \
        '#pragma bbmm name(fill)' '    for (i = 0; i < 8; i++)' '        x[i] = 1;' '    return undeclared(x);' '}' > after.c
    if "$cc" -Werror -c after.c 2> err.txt; then fail "a compiler error: exit status 0"; fi
    grep -q '^after.c:9:12: error: ' err.txt || fail "no after.c:9:12: error: $(cat err.txt)"
    if "$cc" missing.c -o missing 2> err.txt; then fail "a missing input: exit status 0"; fi
    grep -q 'missing.c' err.txt || fail "the missing input is not named: $(cat err.txt)"
    if "$cc" 2> err.txt; then fail "no input: exit status 0"; fi
    [ -z "$(ls "$TMPDIR")" ] || fail "temporary files left: $(ls "$TMPDIR")"
    ;;
*)
    fail "unknown mode $mode"
    ;;
esac
echo "bbmmcc $mode: ok"
