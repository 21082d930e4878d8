#!/bin/sh
# Several MPI ranks against one process with the same devices, side by side
# in one run (docs/mpi.md; the targets of DESIGN.md §6):
#   1 rank x G devices  against  G ranks x 1 device   (floyd, heat-2d): ratio
#   weak scaling: heat-2d on 1 rank x 1 device at N against G ranks x 1
#   device at N*sqrt(G) (the same points per device), whole runs and per
#   serial iteration (the difference of runs of 2 x STEPS and STEPS steps)
#   the same G ranks with BBMM_RANK_SHM=off (every message through MPI)
#   host memory per rank: samples/ranks/heat_local.c on G ranks at N
# Usage: sh bench/mpi.sh --build DIR [--gpus G] [--floyd N] [--heat N STEPS] [--reps R]
# The programs are DIR's samples/pp-floyd and pp-heat2d (BBMM_TWIN=0,
# BBMM_WARMUP=1, BBMM_PINNED=1); each time is the best of R runs, the
# slowest rank's.  Set BBMM_PLATFORM (e.g. NVIDIA) as for any run; with
# PoCL set POCL_DEVICES to G words.
set -eu
# the regions run on the devices, which are what this measures (not on the
# host as written, where BBMM_TUNE host=auto would put small ones)
export BBMM_HOST=${BBMM_HOST:-never}
build=build gpus=2 fn=8192 hn=8192 hs=1000 reps=2
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=$2; shift 2 ;;
    --gpus) gpus=$2; shift 2 ;;
    --floyd) fn=$2; shift 2 ;;
    --heat) hn=$2; hs=$3; shift 3 ;;
    --reps) reps=$2; shift 2 ;;
    *) echo "bench/mpi.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
export BBMM_TWIN=0 BBMM_WARMUP=1 BBMM_SUMMARY=1 BBMM_PINNED=1 BBMM_STATS=0
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 PMIX_MCA_pcompress_base_silence_warning=1
mpi="mpirun --bind-to none --oversubscribe"
# best time of $reps runs of "$@" (the slowest rank of each run)
best() {
  i=0
  all=""
  while [ $i -lt "$reps" ]; do
    t=$("$@" 2>/dev/null | sed -n 's/^bbmm-time seconds=\([0-9.]*\).*/\1/p' | sort -g | tail -1)
    [ -n "$t" ] || { echo "bench/mpi.sh: no time from: $*" >&2; exit 1; }
    all="$all $t"
    i=$((i + 1))
  done
  echo $all | tr ' ' '\n' | sort -g | head -1
}
ratio() { echo "$1 $2" | awk '{ printf "%.3f", $1 / $2 }'; }
floyd=$build/samples/pp-floyd
heat=$build/samples/pp-heat2d
hw=$(echo "$hn $gpus" | awk '{ printf "%d", $1 * sqrt($2) + 0.5 }')
echo "# bench/mpi.sh: $gpus devices; floyd N=$fn; heat-2d ${hn}^2 x $hs (weak: ${hw}^2); best of $reps"
f1=$(best env BBMM_DEVICES="$gpus" "$floyd" "$fn")
fr=$(best $mpi -np "$gpus" "$floyd" "$fn")
f0=$(best env BBMM_DEVICES=1 "$floyd" "$fn")
h1=$(best env BBMM_DEVICES="$gpus" "$heat" "$hn" "$hs")
hr=$(best $mpi -np "$gpus" "$heat" "$hn" "$hs")
h0=$(best env BBMM_DEVICES=1 "$heat" "$hn" "$hs")
hwr=$(best $mpi -np "$gpus" "$heat" "$hw" "$hs")
# per serial iteration: the difference of runs of 2 x steps and steps
# (start-up, read-in and the final write-out cancel out)
hs2=$((2 * hs))
step() { echo "$1 $2 $hs" | awk '{ printf "%.6f", ($1 - $2) / $3 }'; }
p1=$(step "$(best env BBMM_DEVICES="$gpus" "$heat" "$hn" "$hs2")" "$h1")
pr=$(step "$(best $mpi -np "$gpus" "$heat" "$hn" "$hs2")" "$hr")
p0=$(step "$(best env BBMM_DEVICES=1 "$heat" "$hn" "$hs2")" "$h0")
pwr=$(step "$(best $mpi -np "$gpus" "$heat" "$hw" "$hs2")" "$hwr")
echo "| program | 1 device (s) | 1 rank x $gpus (s) | $gpus ranks x 1 (s) | ranks / one process (target >= 0.95) |"
echo "|---|---|---|---|---|"
echo "| floyd $fn | $f0 | $f1 | $fr | $(ratio "$f1" "$fr") |"
echo "| heat-2d ${hn}^2 x $hs | $h0 | $h1 | $hr | $(ratio "$h1" "$hr") |"
echo "| heat-2d per step (s, from $hs and $hs2 steps) | $p0 | $p1 | $pr | $(ratio "$p1" "$pr") |"
echo "weak scaling, heat-2d, 1 rank x 1 at ${hn}^2 against $gpus ranks x 1 at ${hw}^2: whole run $h0 / $hwr s: $(ratio "$h0" "$hwr"); per serial iteration $p0 / $pwr s: $(ratio "$p0" "$pwr") (target >= 0.90)"
# the gathers through MPI alone (BBMM_RANK_SHM=off) against the node's
# shared memory (the default), the same runs
fo=$(best env BBMM_RANK_SHM=off $mpi -np "$gpus" "$floyd" "$fn")
ho=$(best env BBMM_RANK_SHM=off $mpi -np "$gpus" "$heat" "$hn" "$hs")
echo "ranks with messages through MPI alone (BBMM_RANK_SHM=off): floyd $fo s ($(ratio "$f1" "$fo")), heat-2d $ho s ($(ratio "$h1" "$ho"))"
# host memory per rank (docs/mpi.md): heat-2d whose arrays only regions
# touch (samples/ranks/heat_local.c), 10 steps at N; each rank's resident
# pages of A and B (mincore) against their whole pages
local=$build/samples/pp-heat-local
if [ -x "$local" ]; then
  $mpi -np "$gpus" "$local" region "$hn" 10 /tmp/bbmm-mpi-local.bin 2>/dev/null |
    sed -n 's/^heat_local: rank \([0-9]*\) of [0-9]*: A resident \([0-9]*\) of \([0-9]*\) pages, B resident \([0-9]*\) of \([0-9]*\) pages$/\1 \2 \3 \4 \5/p' |
    sort -n | awk -v n="$hn" '{ printf "host memory per rank, heat-2d %d^2 in regions only: rank %d holds %.1f %% of A and %.1f %% of B\n", n, $1, 100 * $2 / $3, 100 * $4 / $5 }'
  rm -f /tmp/bbmm-mpi-local.bin
fi
