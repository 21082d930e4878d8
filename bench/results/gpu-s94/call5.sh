#!/bin/sh
# stop 94, call 5 (one GPU): (1) bbmm-gen's new data forms (98 programs of
# seeds 1-400 using them, and the three regress programs of today's fixes)
# through gen_diff with NVIDIA's OpenCL, 8 lanes; (2) a campaign of fresh
# forms programs (gen_farm, 8 lanes); (3) PolyBench/GPU side by side for the
# small kernels, this tree (alias check on every region whose arrays are
# parameters) against stop 93's (old = 80de853), interleaved.
set -u
t0=$(date +%s)
left() { echo $(( 570 - ($(date +%s) - t0) )); }
out=${OUT:-$PWD/c5-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
mkdir -p /tmp/src && tar -xzf .device/s93.tgz -C /tmp/src
( cmake -S . -B /tmp/b-new -DCMAKE_BUILD_TYPE=Release > "$out/build-new.txt" 2>&1
  cmake --build /tmp/b-new -j8 --target bbmm-pp bbmm bbmm-gen bbmmcc >> "$out/build-new.txt" 2>&1 || echo BUILD FAILED new ) &
( cmake -S /tmp/src/old -B /tmp/b-old -DCMAKE_BUILD_TYPE=Release > "$out/build-old.txt" 2>&1
  cmake --build /tmp/b-old -j8 --target bbmm-pp bbmm bbmmcc >> "$out/build-old.txt" 2>&1 || echo BUILD FAILED old ) &
wait
echo "build $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee "$out/gpus.txt"
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never
# (1) the programs, 8 lanes
k=0
for f in .device/progs94/*.c; do d=/tmp/pl$((k % 8)); mkdir -p $d; cp "$f" $d/; k=$((k + 1)); done
for l in 0 1 2 3 4 5 6 7; do
    timeout 200 sh tests/gen/gen_diff.sh --pp /tmp/b-new/pragma-tool/bbmm-pp --include include --lib /tmp/b-new/lib/libbbmm.a \
        --gen /tmp/b-new/tests/bbmm-gen --opt -O1 --files /tmp/pl$l --out /tmp/gd$l > "$out/files-$l.txt" 2>&1 &
done
wait
grep -hE "^FAIL|gen_diff:" "$out"/files-*.txt
echo "files $(( $(date +%s) - t0 )) s"
# (2) fresh programs, forms only
n=$(left); [ "$n" -gt 200 ] && sh tests/gen/gen_farm.sh 8 $((n - 200)) 940000 /tmp/farm --pp /tmp/b-new/pragma-tool/bbmm-pp \
    --include include --lib /tmp/b-new/lib/libbbmm.a --gen /tmp/b-new/tests/bbmm-gen --opt -O1 \
    --gen-flags "--forms-pct 100" > "$out/farm.txt" 2>&1
tail -3 "$out/farm.txt"; cp -r /tmp/farm/failures "$out/" 2>/dev/null
for l in 0 1 2 3 4 5 6 7; do cp /tmp/farm/lane-$l/programs.txt "$out/farm-programs-$l.txt" 2>/dev/null; done
echo "farm $(( $(date +%s) - t0 )) s"
# (3) small kernels, old and new
pb() {
    lab=$1 tree=$2; shift 2
    only=; for k in "$@"; do only="$only --only $k"; done
    n=$(left); [ "$n" -gt 40 ] || { echo "skip $lab"; return; }
    PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=40 PBGPU_TIMEOUT=40 timeout $((n - 10)) \
        sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build /tmp/b-$tree --dataset LARGE $only > "$out/pbgpu-$lab.txt" 2>&1
    echo "== $lab ($tree) $(( $(date +%s) - t0 )) s"; grep '^|' "$out/pbgpu-$lab.txt" | tail -n +3
}
pb new1 new fdtd-2d jacobi-2d atax gesummv
pb old1 old fdtd-2d jacobi-2d atax gesummv
pb new2 new fdtd-2d jacobi-2d atax gesummv
echo "all $(( $(date +%s) - t0 )) s"
