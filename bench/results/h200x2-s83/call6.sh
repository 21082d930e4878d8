#!/bin/sh
# stop 83, call 6 (nvidia-h200-x2): floyd 8192's work-group: the one bbmm-pp gives it (2 x 128)
# against BBMM_TUNE workgroup=8x16, 16x16, 4x16, 8x8, 4x32 in one binary, 1 and 2 GPUs, two
# rounds interleaved; the dumps compared with the hand-written whole-array program's.
set -u
. .device/setup.sh > "$OUT/setup.txt" 2>&1
b=/tmp/bbmm-multi
( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && make -C $b/samples -j16 pp-floyd && make -C $b/bench -j16 ) > /tmp/build-new.txt 2>&1
[ -x $b/samples/pp-floyd ] || { tail -20 /tmp/build-new.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1 BBMM_STATS=0"
t() { # d tune
  s=$(env $g BBMM_DEVICES=$1 BBMM_TUNE="$2" $b/samples/pp-floyd 8192 2>&1 | sed -n 's/.*bbmm-time seconds=\([0-9.e+-]*\).*/\1/p')
  echo "d=$1 tune=$2 seconds=${s:-FAILED}"
}
for r in 1 2; do for d in 1 2; do t $d ""; t $d "workgroup=8x16"; t $d "workgroup=16x16"; t $d "workgroup=4x16"; t $d "workgroup=8x8"; t $d "workgroup=4x32"; done; done 2>&1 | tee "$OUT/ab.txt"
m=$b/bench/manual/manual-floyd; ls -la $m
$m --whole --out /tmp/ref.dump 8192 > /dev/null 2>&1
for d in 1 2; do for w in "" workgroup=8x16; do
  BBMM_OUT=/tmp/g.dump env $g BBMM_DEVICES=$d BBMM_TUNE="$w" $b/samples/pp-floyd 8192 > /dev/null 2>&1
  cmp -s /tmp/ref.dump /tmp/g.dump && echo "d=$d tune=$w verified" || echo "d=$d tune=$w MISMATCH"
done; done 2>&1 | tee "$OUT/verify.txt"
