#!/bin/sh
# layer_calls.sh SOURCE_DIR: the thin layer's calls up into the method
# (issue 45: lib/, the thin OpenCL layer, uses the face's declarations, never
# the method).  Lists, for each file of lib/, every function it calls that
# the method's headers define (BBMM_API, static inline or static, in
# include/bbmm/*.h, less the face:
# runtime.h, config.h, status.h, settings.h, exec.h, rect.h) and compares the list
# with tests/layer_calls.expected, the calls not moved yet: a call not on
# it fails (a new arrow up), and so does one on it that is gone (take it
# off: the list says exactly what is left).
set -eu
src=${1:?usage: layer_calls.sh SOURCE_DIR}
face=" runtime.h config.h status.h settings.h exec.h rect.h "
now=$(mktemp)
trap 'rm -f "$now" "$now.defs"' EXIT
for h in "$src"/include/bbmm/*.h; do
    b=$(basename "$h")
    case "$face" in *" $b "*) continue ;; esac
    sed -n 's/^\(BBMM_API\|static inline\|static\) [^(]*[^A-Za-z0-9_]\(bbmm[a-z0-9_]*\)(.*/\2/p' "$h" | sed "s|^|$b |"
done | sort -k2 -u > "$now.defs"
for f in "$src"/lib/*.c; do
    grep -o 'bbmm[a-z0-9_]*[[:space:]]*(' "$f" | sed 's/[[:space:]]*($//' | sort -u | while read -r s; do
        awk -v s="$s" -v f="lib/$(basename "$f")" '$2 == s { print f " -> " $1 ": " s }' "$now.defs"
    done
done | sort > "$now"
if ! diff -u "$src/tests/layer_calls.expected" "$now" >&2; then
    echo "layer_calls: lib/'s calls into the method differ from tests/layer_calls.expected" \
         "('+': a new call up, to move or make a callback; '-': one gone, to take off the list)" >&2
    exit 1
fi
echo "layer_calls: $(wc -l < "$now") calls from lib/ into the method's headers, as listed"
