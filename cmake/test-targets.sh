#!/bin/sh
# The build targets the tests chosen by CTEST ARGS need, one per line:
#   test-targets.sh DIR [CTEST ARGS...]
# DIR is a configured (not necessarily built) build directory.  A test
# needs every target whose output file its add_test line names (the
# program it runs, or a path passed to its script, such as
# -DBIN=DIR/samples/pp-lu), and the runtime and the pragma tool.  `make
# tsan` and CI's build without MPI build only these: their test subsets
# need a fraction of the tree.
set -eu
dir=$1
shift
cd "$dir"
abs=$(pwd)
targets=" $(cmake --build . --target help | sed -n 's/^\.\.\. \([A-Za-z0-9_.+-]*\).*/\1/p' | tr '\n' ' ') "
names=$(ctest -N "$@" 2>/dev/null | sed -n 's/^ *Test *#[0-9]*: \(.*\)$/[=[\1]=]/p')
{
    echo bbmm
    echo bbmm-pp
    find . -name CTestTestfile.cmake -exec grep -h '^add_test(' {} + | while read -r line; do
        n=${line#add_test(}
        n=${n%% *}
        case "$names" in *"$n"*) echo "$line" ;; esac
    done | tr ' "' '\n\n' | sed -n "s|^\(-D[A-Za-z_]*=\)\{0,1\}$abs/.*/\([^/]*\)$|\2|p"
} | sort -u | while read -r t; do
    case "$targets" in *" $t "*) echo "$t" ;; esac
done
