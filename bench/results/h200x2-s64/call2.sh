#!/bin/sh
set -u
. .device/setup.sh > /dev/null 2>&1
b=/tmp/bbmm-multi
[ -x $b/samples/pp-floyd ] || { cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > /tmp/build.txt 2>&1; (make -C $b/samples -j32 && make -C $b/bench -j32) >> /tmp/build.txt 2>&1; }
export BBMM_PLATFORM=NVIDIA
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_PINNED=1 BBMM_SUMMARY=1"
w=/tmp/c2; rm -rf $w; mkdir -p $w
clinfo 2>/dev/null | grep -i -E "Device Name|command_buffer|Driver Version" | sort | uniq -c > $w/clinfo.txt
clinfo 2>/dev/null | grep -o "cl_khr_command_buffer[a-z_]*" | sort | uniq -c >> $w/clinfo.txt
for d in 1 2; do
  env $g BBMM_STATS=1 BBMM_DEVICES=$d BBMM_TRACE="$w/floyd-d$d.json" $b/samples/pp-floyd 8192 > "$w/floyd-d$d.txt" 2>&1
  env $g BBMM_STATS=1 BBMM_DEVICES=$d BBMM_TRACE="$w/heat100-d$d.json" $b/samples/pp-heat2d 8192 100 > "$w/heat100-d$d.txt" 2>&1
done
cat $w/clinfo.txt
grep bbmm-time $w/*.txt
tar czf "$OUT/c2.tgz" -C /tmp c2
ls -la "$OUT"
