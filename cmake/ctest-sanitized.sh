#!/bin/sh
# Run ctest in a sanitizer build directory: ctest-sanitized.sh DIR [CTEST ARGS...]
#
# LeakSanitizer checks for leaks at exit by stopping every thread with a
# tracer task; now and then that tracer itself dies with SIGSEGV while
# PoCL's threads come and go ("Tracer caught signal 11 ... LeakSanitizer
# has encountered a fatal error", google/sanitizers#1353).  That is no
# finding about our code, so a test whose failure output carries that
# crash, and no report of a leak, an address error or undefined behaviour,
# is run again, up to three times (the last without the leak check, below).
# Any other failure fails at once, and a test whose last run still fails
# fails.
set -u
# PoCL builds a program with LLVM in the thread that calls clBuildProgram,
# and LLVM gives that thread an alternate signal stack of its own (malloc'd,
# llvm::sys::RemoveFileOnSignal).  When the thread ends, ASan unmaps the
# thread's alternate stack as if it were the one ASan made, and dies
# ("AddressSanitizer failed to deallocate ... unable to unmap"): that is the
# case for tests whose regions are first run from threads of their own
# (pp_threads).  ASan's own alternate stacks are only for reporting stack
# overflows, so they are turned off.
#
# LeakSanitizer's tracer, scanning each thread's dynamic TLS for pointers,
# read a record of a block at 0x70d whose size was 32 GiB and died
# ("DTLS 8 at 0x00000000070d-0x00080000180f", then "Tracer caught signal
# 11: addr=0x710"): the records come from ASan's interception of
# __tls_get_addr, and PoCL loads and unloads a shared object per kernel
# program it builds (rt_exec on three devices builds enough of them to crash
# it in every run).  Without that interception the records are not kept;
# the leak check stays on, static TLS is still scanned.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}use_sigaltstack=0:intercept_tls_get_addr=0"
export ASAN_OPTIONS
dir=$1
shift
cd "$dir" || exit 2
if ctest --output-on-failure --no-tests=error "$@"; then
    exit 0
fi
failed=Testing/Temporary/LastTestsFailed.log
log=Testing/Temporary/LastTest.log
# Nonzero unless every failed test of the last ctest run failed only by the
# tracer's crash.
only_tracer() {
    test -s "$failed" && test -s "$log" || return 1
    for name in $(sed 's/^[0-9]*://' "$failed"); do
        out=$(awk -v t="$name" '
            $0 ~ "^[0-9]+/[0-9]+ Test: " t "$" { on = 1; next }
            on && /^"[^"]*" end time:/ { on = 0 }
            on { print }' "$log")
        if printf '%s\n' "$out" | grep -q "LeakSanitizer has encountered a fatal error" &&
           ! printf '%s\n' "$out" | grep -q -e "ERROR: LeakSanitizer: detected memory leaks" \
               -e "ERROR: AddressSanitizer" -e "runtime error:"; then
            echo "ctest-sanitized: $name: LeakSanitizer's tracer crashed at exit; running it again"
        else
            return 1
        fi
    done
}
# Should the tracer still crash (it came in streaks before the
# interception was turned off, above): up to two runs more, then one with
# the leak check off, ASan and UBSan still on, said aloud.
for attempt in 1 2 3; do
    only_tracer || exit 1
    if [ "$attempt" = 3 ]; then
        echo "ctest-sanitized: LeakSanitizer's tracer crashed three times: this last run checks no leaks (ASan and UBSan stay on)"
        ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"
        export ASAN_OPTIONS
    fi
    if ctest --output-on-failure --no-tests=error --rerun-failed "$@"; then
        exit 0
    fi
done
exit 1
