#!/bin/sh
# bench/multi-gpu.sh - issue 47's measurements on a GPU machine of one or
# more GPUs, in one device call (carry [".device"], and ".polybench" for
# the PolyBench sections):
#   sh bench/multi-gpu.sh [SECTION ...]
# Sections (default: probe stats scaling bench; also tune, ab, early, pb-large, pb-one, prestart, pb-xl):
#   probe     cl_launch (what a launch costs the host: events, profiling,
#             arguments), cl_threads (one enqueueing thread per device against one for
#             all), cl_peer (a row between two GPUs: through the host or a
#             copy between their buffers) and cl_startup (the driver's
#             start-up), no BBMM
#   stats     generated floyd N=8192 and heat-2d 8192² x 1,000 on every GPU
#             count: BBMM_STATS and the OpenCL calls made (libcl_calls.so)
#   scaling   generated floyd 8192, heat-2d 8192² x 100 and x 1,000 and
#             blackscholes 64M options against the hand-written programs
#             (bench/manual) on 1 .. all GPUs, REPS rounds interleaved;
#             each configuration's dump is compared with the hand-written
#             whole-array program's once (cmp; blackscholes at 4M options:
#             a 64M dump is 3.5 GB)
#   ab        generated floyd and heat-2d x 1,000 reading device times
#             (BBMM_STATS=1) or not (0), REPS rounds interleaved
#   early     floyd on all GPUs with and without the early split (auto,
#             off, on, trial),
#             generated and hand-written
#   tune      generated floyd 8192, heat-2d 8192² x 1,000 and blackscholes
#             64M on every GPU count under each setting of TUNES
#             (NAME=VALUE words separated by spaces, "-" for none;
#             default "- BBMM_SPREAD=all"), REPS rounds interleaved
#   bench     bbmm-bench --only g,h (data scaling; generated against
#             hand-written, verified) on 1 .. all GPUs
#   pb-large  PolyBench/C 4.2.1 (.polybench) at LARGE, every kernel, on 1
#             and 2 GPUs (bench/polybench.sh --time, PB_REPS=REPS)
#   pb-one    PolyBench at LARGE on 1 GPU with the default host=auto:
#             each region on the host as written or the devices, which
#             the rows say (bench/polybench.sh --time, PB_REPS=REPS)
#   prestart  after pb-one: PolyBench programs' wall and region times with
#             the start-up opened beside the program or at the first region
#   pb-xl     the big kernels at EXTRALARGE on 1 and 2 GPUs, the plain
#             builds run side by side first (PB_PLAIN_JOBS)
# Results in $OUT (or ./multi-gpu-results).  REPS (default 3).
set -u
out=${OUT:-$PWD/multi-gpu-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=/tmp/bbmm-multi
if [ ! -x $b/bench/bbmm-bench ]; then
    cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
    # the samples, the benchmarks and the probes; the tests are not needed
    (make -C $b/samples -j"$(nproc)" && make -C $b/bench -j"$(nproc)") >> "$out/build.txt" 2>&1 ||
        { tail -30 "$out/build.txt"; exit 1; }
fi
export BBMM_PLATFORM=${BBMM_PLATFORM:-NVIDIA}
reps=${REPS:-3}
ngpu=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
[ "$ngpu" -ge 1 ] || ngpu=1
counts=$(seq 1 "$ngpu" | tr '\n' ' ')
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader; date -u; git log -1 --format=%h 2>/dev/null; } \
    2>&1 | tee "$out/machine.txt"
sections=${*:-probe stats scaling bench}
# timed runs read no device times (BBMM_STATS=0; the samples ask for the
# table otherwise), as a program run without BBMM_STATS
gen_env="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
# run LABEL D COMMAND...: one timed run; prints "LABEL d=D seconds=S"
gen() {
    label=$1 d=$2; shift 2
    s=$(env $gen_env BBMM_DEVICES="$d" "$@" 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
    echo "$label d=$d seconds=${s:-FAILED}"
}
man() {
    label=$1 d=$2; shift 2
    s=$("$@" 2>&1 | sed -n 's/.* seconds=\([0-9.e+-]*\).*/\1/p')
    echo "$label d=$d seconds=${s:-FAILED}"
}
for sec in $sections; do
    echo "== $sec" | tee -a "$out/log.txt"
    case $sec in
    probe)
        $b/bench/cl_threads NVIDIA 4000 2>&1 | tee "$out/probe.txt"
        $b/bench/cl_launch NVIDIA 4000 2>&1 | tee -a "$out/probe.txt"
        [ "$ngpu" -ge 2 ] && $b/bench/cl_peer NVIDIA 8000 32768 2>&1 | tee -a "$out/probe.txt"
        $b/bench/cl_startup NVIDIA 2>&1 | tee -a "$out/probe.txt" ;;
    stats)
        for d in $counts; do
            echo "-- floyd 8192 on $d GPU(s)"
            env $gen_env BBMM_DEVICES="$d" BBMM_STATS=1 LD_PRELOAD=$b/bench/libcl_calls.so \
                $b/samples/pp-floyd 8192 2>&1
            echo "-- heat-2d 8192 x 1000 on $d GPU(s)"
            env $gen_env BBMM_DEVICES="$d" BBMM_STATS=1 LD_PRELOAD=$b/bench/libcl_calls.so \
                $b/samples/pp-heat2d 8192 1000 2>&1
        done > "$out/stats.txt" 2>&1
        grep -E "^--|bbmm-time|enqueued|clEnqueueNDRange|clGetEvent|clEnqueue(Read|Write|Copy)Buffer |^total" \
            "$out/stats.txt" ;;
    scaling)
        dumps=/tmp/bbmm-multi-dumps
        mkdir -p $dumps
        # the references: the hand-written whole-array programs' dumps
        $b/bench/manual/manual-floyd --whole --out $dumps/floyd.ref 8192 > /dev/null 2>&1
        $b/bench/manual/manual-heat2d --whole --out $dumps/heat100.ref 8192 100 > /dev/null 2>&1
        $b/bench/manual/manual-heat2d --whole --out $dumps/heat1000.ref 8192 1000 > /dev/null 2>&1
        $b/bench/manual/manual-blackscholes --whole --out $dumps/bs.ref 4194304 > /dev/null 2>&1
        check() { # LABEL D REF DUMP
            if cmp -s "$3" "$4"; then echo "$1 d=$2 verified"; else echo "$1 d=$2 MISMATCH"; fi
            rm -f "$4"
        }
        for d in $counts; do
            BBMM_OUT=$dumps/g.dump env $gen_env BBMM_DEVICES="$d" $b/samples/pp-floyd 8192 > /dev/null 2>&1
            check gen-floyd "$d" $dumps/floyd.ref $dumps/g.dump
            BBMM_OUT=$dumps/g.dump env $gen_env BBMM_DEVICES="$d" $b/samples/pp-heat2d 8192 100 > /dev/null 2>&1
            check gen-heat100 "$d" $dumps/heat100.ref $dumps/g.dump
            BBMM_OUT=$dumps/g.dump env $gen_env BBMM_DEVICES="$d" $b/samples/pp-heat2d 8192 1000 > /dev/null 2>&1
            check gen-heat1000 "$d" $dumps/heat1000.ref $dumps/g.dump
            BBMM_OUT=$dumps/g.dump env $gen_env BBMM_DEVICES="$d" $b/samples/pp-blackscholes 4194304 > /dev/null 2>&1
            check gen-bs "$d" $dumps/bs.ref $dumps/g.dump
            $b/bench/manual/manual-floyd --devices "$d" --out $dumps/m.dump 8192 > /dev/null 2>&1
            check man-floyd "$d" $dumps/floyd.ref $dumps/m.dump
            $b/bench/manual/manual-heat2d --devices "$d" --out $dumps/m.dump 8192 1000 > /dev/null 2>&1
            check man-heat1000 "$d" $dumps/heat1000.ref $dumps/m.dump
            $b/bench/manual/manual-blackscholes --devices "$d" --out $dumps/m.dump 4194304 > /dev/null 2>&1
            check man-bs "$d" $dumps/bs.ref $dumps/m.dump
        done 2>&1 | tee "$out/verify.txt"
        rm -rf $dumps
        r=0
        while [ $r -lt "$reps" ]; do
            r=$((r + 1))
            man man-floyd-whole 1 $b/bench/manual/manual-floyd --whole 8192
            man man-heat100-whole 1 $b/bench/manual/manual-heat2d --whole 8192 100
            man man-heat1000-whole 1 $b/bench/manual/manual-heat2d --whole 8192 1000
            man man-bs-whole 1 $b/bench/manual/manual-blackscholes --whole 67108864
            # data scaling (N x sqrt(P) on P GPUs: the same work per GPU and step)
            for d in $counts; do
                [ "$d" -ge 2 ] || continue
                nd=$(awk -v d="$d" 'BEGIN { printf "%d", 8192 * sqrt(d) + 0.5 }')
                gen "gen-floyd-$nd" "$d" $b/samples/pp-floyd "$nd"
                gen "gen-heat1000-$nd" "$d" $b/samples/pp-heat2d "$nd" 1000
            done
            for d in $counts; do
                gen gen-floyd "$d" $b/samples/pp-floyd 8192
                man man-floyd "$d" $b/bench/manual/manual-floyd --devices "$d" 8192
                gen gen-heat100 "$d" $b/samples/pp-heat2d 8192 100
                man man-heat100 "$d" $b/bench/manual/manual-heat2d --devices "$d" 8192 100
                gen gen-heat1000 "$d" $b/samples/pp-heat2d 8192 1000
                man man-heat1000 "$d" $b/bench/manual/manual-heat2d --devices "$d" 8192 1000
                gen gen-bs "$d" $b/samples/pp-blackscholes 67108864
                man man-bs "$d" $b/bench/manual/manual-blackscholes --devices "$d" 67108864
            done
        done 2>&1 | tee "$out/scaling.txt"
        # medians per label and count
        awk '{ split($3, s, "="); k = $1 " " $2; v[k] = v[k] " " s[2] }
             END { for (k in v) print k, v[k] }' "$out/scaling.txt" | sort |
            while read -r l d vals; do
                m=$(echo "$vals" | tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
                echo "$l $d median=$m ($vals)"
            done | tee "$out/scaling-medians.txt" ;;
    ab)
        # device times read (BBMM_STATS=1) or not (0), on every GPU count, interleaved
        r=0
        while [ $r -lt "$reps" ]; do
            r=$((r + 1))
            for d in $counts; do
                for st in 0 1; do
                    gen "floyd-stats$st" "$d" env BBMM_STATS=$st $b/samples/pp-floyd 8192
                    gen "heat1000-stats$st" "$d" env BBMM_STATS=$st $b/samples/pp-heat2d 8192 1000
                done
            done
        done 2>&1 | tee "$out/ab.txt" ;;
    early)
        # floyd on all GPUs: the owner of row k+1 computing it first (early
        # split) or not, generated (BBMM_TUNE early=) and hand-written
        # (MB_FLOYD_EARLY), REPS rounds interleaved
        r=0
        while [ $r -lt "$reps" ]; do
            r=$((r + 1))
            for e in auto off on trial; do
                gen "floyd-early-$e" "$ngpu" env BBMM_TUNE=early=$e $b/samples/pp-floyd 8192
            done
            for e in 1 0; do
                man "man-floyd-early$e" "$ngpu" env MB_FLOYD_EARLY=$e $b/bench/manual/manual-floyd --devices "$ngpu" 8192
            done
        done 2>&1 | tee "$out/early.txt" ;;
    tune)
        r=0
        while [ $r -lt "$reps" ]; do
            r=$((r + 1))
            for d in $counts; do
                for t in ${TUNES:-- BBMM_SPREAD=all}; do
                    tv=$t
                    [ "$t" = - ] && tv=
                    gen "floyd-$t" "$d" env $tv $b/samples/pp-floyd 8192
                    gen "heat1000-$t" "$d" env $tv $b/samples/pp-heat2d 8192 1000
                    gen "bs-$t" "$d" env $tv $b/samples/pp-blackscholes 67108864
                done
            done
        done 2>&1 | tee "$out/tune.txt" ;;
    bench)
        $b/bench/bbmm-bench --bin $b --only g,h --devices "$(echo $counts | tr ' ' ',')" --reps "$reps" \
            --json "$out/bench-gh.json" --no-figures --tmp /tmp > "$out/bench-gh.txt" 2> "$out/bench-gh-progress.txt"
        cat "$out/bench-gh.txt" ;;
    pb-large)
        PB_TIMEOUT=${PB_TIMEOUT:-60} PB_REPS=$reps PB_ROWS="$out/pb-large-rows.txt" sh bench/polybench.sh \
            --suite .polybench --build $b --dataset LARGE --devices "1 2" --time > "$out/pb-large.txt" 2>&1
        tail -40 "$out/pb-large.txt" ;;
    pb-one)
        # one GPU, the default choice between the host as written and the
        # devices (BBMM_TUNE host=auto): PolyBench's never-slower-than-the-CPU target
        PB_TIMEOUT=${PB_TIMEOUT:-60} PB_REPS=$reps PB_ROWS="$out/pb-one-rows.txt" sh bench/polybench.sh \
            --suite .polybench --build $b --dataset LARGE --devices "1" --time > "$out/pb-one.txt" 2>&1
        tail -40 "$out/pb-one.txt" ;;
    prestart)
        # programs built by pb-one (or pb-large): the whole program's wall
        # time and PolyBench's region time with the start-up opened beside
        # the program (BBMM_TUNE prestart=on, the default) or at the first
        # region (off), REPS rounds interleaved; atax runs on the host
        # (host=auto), the others on the GPU
        for k in atax gemver gemm jacobi-2d; do
            p=$b/polybench/$k/bbmm
            [ -x "$p" ] || { echo "prestart: $p not built (run pb-one first)"; continue; }
            r=0
            while [ "$r" -lt "$reps" ]; do
                for m in on off; do
                    t0=$(date +%s.%N)
                    reg=$(BBMM_TUNE=prestart=$m "$p" 2>/dev/null | tail -1)
                    t1=$(date +%s.%N)
                    echo "prestart $k $m wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }') region=$reg" | tee -a "$out/prestart.txt"
                done
                r=$((r + 1))
            done
        done ;;
    pb-xl)
        only=
        for k in gemm 2mm 3mm covariance correlation syrk syr2k heat-3d jacobi-2d fdtd-2d; do only="$only --only $k"; done
        # shellcheck disable=SC2086
        PB_PLAIN_JOBS=${PB_PLAIN_JOBS:-10} PB_TIMEOUT=${PB_TIMEOUT:-300} PB_REPS=$reps PB_ROWS="$out/pb-xl-rows.txt" \
            sh bench/polybench.sh --suite .polybench --build $b --dataset EXTRALARGE --devices "1 2" --time $only \
            > "$out/pb-xl.txt" 2>&1
        tail -20 "$out/pb-xl.txt" ;;
    *) echo "multi-gpu.sh: unknown section '$sec'" >&2; exit 2 ;;
    esac
done
