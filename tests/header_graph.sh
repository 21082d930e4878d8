#!/bin/sh
# header_graph.sh INCLUDE_DIR: the headers' include graph has no cycle.
# Every '#include "..."' of include/bbmm.h and include/bbmm/*.h is an
# arrow from the including header to the included one (names resolved as
# the compiler resolves them, from the including file's folder); tsort
# fails on a cycle and names it.  Prints the arrows it checked.
set -eu
dir=${1:?usage: header_graph.sh INCLUDE_DIR}
pairs=$(mktemp)
trap 'rm -f "$pairs"' EXIT
for h in "$dir"/bbmm.h "$dir"/bbmm/*.h; do
    from=${h#"$dir"/}
    base=$(dirname "$from")
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h" | while read -r inc; do
        to=$(printf '%s/%s\n' "$base" "$inc" | sed -e 's|^\./||' -e 's|[^/]*/\.\./||')
        [ -f "$dir/$to" ] || { echo "header_graph: $from includes $inc, not found" >&2; exit 1; }
        echo "$from $to"
    done
    echo "$from $from"
done > "$pairs"
n=$(awk '$1 != $2' "$pairs" | wc -l)
if ! tsort "$pairs" > /dev/null 2> "$pairs.err"; then
    echo "header_graph: the headers include each other in a cycle:" >&2
    cat "$pairs.err" >&2
    rm -f "$pairs.err"
    exit 1
fi
rm -f "$pairs.err"
echo "header_graph: $n include arrows between $(awk '{print $1}' "$pairs" | sort -u | wc -l) headers, no cycle"
