#!/bin/sh
# layer_calls.sh SOURCE_DIR: the thin layer's calls up into the method
# (issue 45: lib/, the thin OpenCL layer, uses the face's declarations, never
# the method).  Lists, for each file of lib/, every function it calls that
# the method's headers define (static inline, BBMM_API, or compiled once
# under BBMM_METHOD_BODIES; in include/bbmm/*.h, less the face:
# runtime.h, config.h, status.h, settings.h, setup.h, exec.h, rect.h) and compares the list
# with tests/layer_calls.expected, the calls not moved yet: a call not on
# it fails (a new arrow up), and so does one on it that is gone (take it
# off: the list says exactly what is left).
set -eu
src=${1:?usage: layer_calls.sh SOURCE_DIR}
face=" runtime.h config.h status.h settings.h setup.h exec.h rect.h "
now=$(mktemp)
trap 'rm -f "$now" "$now.defs"' EXIT
for h in "$src"/include/bbmm/*.h; do
    b=$(basename "$h")
    case "$face" in *" $b "*) continue ;; esac
    # a definition: a function's head at column 0 whose body's "{" comes
    # before any ";" (static inline, BBMM_API, or compiled once under
    # BBMM_METHOD_BODIES)
    awk -v b="$b" '
        head == "" && /^[A-Za-z_].*[^A-Za-z0-9_]bbmm[a-z0-9_]*\(/ && !/^(typedef|#)/ {
            head = $0; sub(/\(.*/, "", head); sub(/.*[^A-Za-z0-9_]/, "", head)
        }
        head != "" && /\)[[:space:]]*\{/ { print b " " head; head = "" }
        head != "" && /;[[:space:]]*(\/\*.*)?$/ { head = "" }
        head != "" && /^\{/ { print b " " head; head = "" }
    ' "$h"
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
