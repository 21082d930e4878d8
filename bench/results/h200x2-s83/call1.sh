#!/bin/sh
# stop 83, call 1 (nvidia-h200-x2): the tree of this stop against stop 64's (027ce40, the last
# 2-GPU measurement) on floyd 8192 and heat-2d 8192² x 1,000 on 1 and 2 GPUs, interleaved;
# then bench/multi-gpu.sh scaling (generated against bench/manual, dumps verified) on this tree;
# then floyd's statistics on 2 GPUs.
set -u
t0=$(date +%s)
. .device/setup.sh > "$OUT/setup.txt" 2>&1
nvidia-smi -L > "$OUT/gpus.txt" 2>&1
mkdir -p /tmp/o && tar xf .device/old64.tar -C /tmp/o
b=/tmp/bbmm-multi
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b/samples -j16 && make -C $b/bench -j16 ) > /tmp/build-new.txt 2>&1 &
( cmake -S /tmp/o/old64 -B /tmp/bo -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bo/samples -j16 pp-floyd pp-heat2d ) > /tmp/build-old.txt 2>&1
wait
[ -x $b/samples/pp-floyd ] && [ -x /tmp/bo/samples/pp-floyd ] || { tail -20 /tmp/build-new.txt /tmp/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
t() { # tree d prog args
  tr=$1 d=$2; shift 2
  bb=$b; [ $tr = old ] && bb=/tmp/bo
  s=$(env $g BBMM_DEVICES=$d $bb/samples/"$@" 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "$tr d=$d $* seconds=${s:-FAILED}"
}
for r in 1 2; do for d in 1 2; do for tr in new old; do
  t $tr $d pp-floyd 8192; t $tr $d pp-heat2d 8192 1000
done; done; done 2>&1 | tee "$OUT/ab.txt"
echo "ab $(( $(date +%s) - t0 )) s"
for d in 1 2; do
  env $g BBMM_STATS=1 BBMM_DEVICES=$d $b/samples/pp-floyd 8192 > "$OUT/floyd-stats-d$d.txt" 2>&1
done
OUT=/tmp/scaling REPS=2 sh bench/multi-gpu.sh scaling 2>&1 | tail -40
cp /tmp/scaling/scaling*.txt /tmp/scaling/verify*.txt "$OUT/" 2>/dev/null
echo "all $(( $(date +%s) - t0 )) s"
