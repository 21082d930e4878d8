#!/bin/sh
# stop 97, call 1: fdtd-2d's host path on NVIDIA: the driver's extensions,
# PolyBench/GPU side by side (fdtd-2d, jacobi-2d), the commands and host
# time per call type of both sides, the floor probe.
set -u
out=${OUT:-$PWD/diag}; mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
clinfo 2>/dev/null | grep -i -E "platform name|device name|extensions|command_buffer" | cut -c1-3000 > "$out/clinfo.txt"
b=/tmp/b; ( cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release && cmake --build $b -j16 ) > "$out/build.txt" 2>&1 || { tail -20 $out/build.txt; exit 1; }
export BBMM_PLATFORM=NVIDIA PBGPU_PLATFORM=NVIDIA
for r in 1 2; do PBGPU_TIMEOUT=60 PB_TIMEOUT=60 timeout 200 sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE --only fdtd-2d --only jacobi-2d > "$out/pbgpu$r.txt" 2>&1; grep "|" $out/pbgpu$r.txt | tail -3; done
rec=$b/bench/libcl_record.so calls=$b/bench/libcl_calls.so
h=$b/pbgpu/OpenCL/FDTD-2D; g=$b/polybench/fdtd-2d/bbmm
(cd $h && CL_RECORD=$out/rec-hand.txt LD_PRELOAD=$rec ./fdtd2d.exe > /dev/null 2>&1)
CL_RECORD=$out/rec-gen.txt LD_PRELOAD=$rec $g > /dev/null 2>&1
for f in hand gen; do awk '{print $1}' $out/rec-$f.txt | sort | uniq -c | sort -rn > $out/hist-$f.txt; echo "== $f"; head -14 $out/hist-$f.txt | tr '\n' ' '; echo; done
for i in 1 2; do
(cd $h && LD_PRELOAD=$calls ./fdtd2d.exe 2> $out/calls-hand$i.txt | grep PBGPU)
LD_PRELOAD=$calls $g 2> $out/calls-gen$i.txt; BBMM_TUNE=device_times=off LD_PRELOAD=$calls $g 2> $out/calls-gen-nodt$i.txt
done
cat $out/calls-hand1.txt $out/calls-gen1.txt | head -60
BBMM_STATS=1 $g > $out/gen-stats.txt 2>&1; tail -14 $out/gen-stats.txt
timeout 120 sh bench/floor.sh --build $b --cases "pp-fdtd2d 1000 500:1 pp-jacobi2d 1300 500:1" > $out/floor.txt 2>&1; cat $out/floor.txt
# where the host time between driver calls goes: the gap after each call
# (to the next call's start, same thread), steady state (calls 40-90 %)
gaps() {
awk '{ th[NR] = $1; t[NR] = $2; d[NR] = $3; n[NR] = $4 } END {
  lo = int(NR * 0.4); hi = int(NR * 0.9); main = th[lo]
  for (i = lo; i < hi; i++) { if (th[i] != main) continue
    for (j = i + 1; j <= NR && th[j] != main; j++) ;
    if (j > NR) break
    g = t[j] - (t[i] + d[i]); key = n[i] " -> " n[j]; gs[key] += g; gc[key]++; inc[n[i]] += d[i]; cc[n[i]]++
    span_lo = (span_lo == "" ? t[i] : span_lo); span_hi = t[j] }
  printf "window %.1f us, main thread %s\n", span_hi - span_lo, main
  for (k in inc) printf "  in %-28s %8d calls %10.1f us %7.2f us/call\n", k, cc[k], inc[k], inc[k] / cc[k]
  for (k in gs) printf "  gap %-50s %8d %10.1f us %7.2f us/gap\n", k, gc[k], gs[k], gs[k] / gc[k] }' "$1" | sort -k4 -n -r | head -40
}
(cd $h && CL_CALLS_LOG=$out/log-hand.txt LD_PRELOAD=$calls ./fdtd2d.exe > /dev/null 2>&1)
CL_CALLS_LOG=$out/log-gen.txt LD_PRELOAD=$calls $g > /dev/null 2>&1
echo "== hand gaps"; gaps $out/log-hand.txt; echo "== gen gaps"; gaps $out/log-gen.txt
gzip -f $out/log-*.txt $out/rec-*.txt
which perf && perf record -g -o $out/perf.data $g > /dev/null 2>&1 && perf report -i $out/perf.data --no-children --percent-limit 1 --stdio 2>/dev/null | head -80
