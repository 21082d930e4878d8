#!/bin/sh
# Compile times and object sizes of generated files against two include
# trees, side by side (stop 89: the entry points compiled once).
#   sh compile-times.sh OLD_INCLUDE NEW_INCLUDE FILE.bbmm.c:FLAGS ...
# Each file is compiled with gcc -O2 -ffp-contract=off (and its FLAGS,
# commas for spaces) against each tree, the old one first, three times;
# prints the best time and the text size.
old=$1 new=$2
shift 2
printf '%-40s %10s %10s %10s %10s\n' file old-s new-s old-text new-text
for a in "$@"; do
    f=${a%%:*} flags=$(echo "${a#*:}" | tr , ' ')
    set --
    for inc in "$old" "$new"; do
        best=$(for r in 1 2 3; do
            /usr/bin/time -f %e gcc -O2 -ffp-contract=off -w -I "$inc" $flags -c "$f" -o /tmp/ct.$$.o 2>&1 >/dev/null | tail -1
        done | sort -n | head -1)
        set -- "$@" "$best" "$(size /tmp/ct.$$.o | awk 'NR == 2 {print $1}')"
    done
    printf '%-40s %10.2f %10.2f %10s %10s\n' "$(basename "$f")" "$1" "$3" "$2" "$4"
done
rm -f /tmp/ct.$$.o
