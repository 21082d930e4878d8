#!/bin/sh
# stop 94, call 7 (one GPU): a longer campaign of fresh forms programs on
# NVIDIA's OpenCL (gen_farm, 12 lanes): the data forms, integer helpers in bounds, workspaces and exit() in scopes.
set -u
t0=$(date +%s)
out=${OUT:-$PWD/c7-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
cmake -S . -B /tmp/b-new -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
cmake --build /tmp/b-new -j16 --target bbmm-pp bbmm bbmm-gen >> "$out/build.txt" 2>&1 || { tail -20 "$out/build.txt"; exit 1; }
export BBMM_PLATFORM=NVIDIA BBMM_HOST=never
n=$(( 450 - ($(date +%s) - t0) ))
sh tests/gen/gen_farm.sh 12 $((n - 40)) 960000 /tmp/farm --pp /tmp/b-new/pragma-tool/bbmm-pp \
    --include include --lib /tmp/b-new/lib/libbbmm.a --gen /tmp/b-new/tests/bbmm-gen --opt -O1 \
    --gen-flags "--forms-pct 100" > "$out/farm.txt" 2>&1
tail -15 "$out/farm.txt"
cat /tmp/farm/lane-*/programs.txt > "$out/programs.txt"
for f in f-data-scope f-data-scope-omit f-pointer-param f-region-local-array f-wrap-mod-param f-int-helper-bound f-host-exit; do
    echo "$f: $(grep -c " $f\( \|$\)" "$out/programs.txt") programs, $(grep " $f\( \|$\)" "$out/programs.txt" | grep -c ' accepted ') accepted, $(grep " $f\( \|$\)" "$out/programs.txt" | grep -c ' fail ') failed"
done
ls /tmp/farm/failures 2>/dev/null | head
cp -r /tmp/farm/failures "$out/" 2>/dev/null
echo "all $(( $(date +%s) - t0 )) s"
