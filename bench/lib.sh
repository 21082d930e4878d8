# bench/lib.sh - what the bench scripts share.  A script sources it with
#   . "$(dirname "$0")/lib.sh"
# Its variables start with "bench_", clear of the scripts' own.

# bench_options USAGE --OPTION:VARIABLE ... -- ARGUMENT ...
# Parses a script's arguments: each "--OPTION VALUE" among ARGUMENT ...
# sets the shell variable VARIABLE to VALUE (a later one wins); anything
# else prints "usage: USAGE" to stderr and exits the script with 2.
bench_options() {
    bench_usage=$1
    shift
    bench_specs=
    while [ "$1" != -- ]; do
        bench_specs="$bench_specs $1"
        shift
    done
    shift
    while [ $# -gt 0 ]; do
        bench_var=
        for bench_spec in $bench_specs; do
            if [ "$1" = "${bench_spec%%:*}" ]; then
                bench_var=${bench_spec#*:}
            fi
        done
        if [ -z "$bench_var" ]; then
            echo "usage: $bench_usage" >&2
            exit 2
        fi
        eval "$bench_var=\$2"
        shift 2
    done
}
