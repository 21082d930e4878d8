#!/bin/sh
# bench/campaign-device.sh - the random-program campaign on the GPU
# machine's CPU cores (device tool, carry [".device"]): builds the tree
# once into build-device/ (kept between calls while the machine stays
# warm), then runs tests/gen/gen_farm.sh with LANES lanes for SECONDS
# each from seed SEED0 on PoCL's CPU devices (1, 2 and 4 of them, the
# budget run, as in CI), and, when GPU_FILES=1, the regression programs
# (tests/gen/regress, tests/scope_host) on NVIDIA's OpenCL too.
#   sh bench/campaign-device.sh LANES SECONDS SEED0
# Results in $OUT (or ./campaign-results): each lane's log and
# programs.txt, the farm's totals, and the forms table of every lane.
set -u
# the regions run on the devices, which are what this measures (not on the
# host as written, where BBMM_TUNE host=auto would put small ones)
export BBMM_HOST=${BBMM_HOST:-never}
lanes=${1:-15} seconds=${2:-420} seed0=${3:-7000000}
out=${OUT:-$PWD/campaign-results}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
b=$PWD/build-device
if [ ! -x $b/tests/bbmm-gen ]; then
    cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release > "$out/build.txt" 2>&1
    cmake --build $b -j"$(nproc)" >> "$out/build.txt" 2>&1 || { tail -30 "$out/build.txt"; exit 1; }
fi
date -u | tee "$out/date.txt"
nproc | sed 's/^/cores: /' | tee -a "$out/date.txt"
BBMM_PLATFORM=Portable sh tests/gen/gen_farm.sh "$lanes" "$seconds" "$seed0" "$out/farm" \
    --gen $b/tests/bbmm-gen --pp $b/pragma-tool/bbmm-pp --include include --lib $b/lib/libbbmm.a \
    2>&1 | tail -"$((lanes + 3))" | tee "$out/farm.txt"
status=$?
# the forms table over every lane (programs using each form; accepted /
# refused / failed), as gen_diff.sh prints it for one
cat "$out"/farm/lane-*/programs.txt 2>/dev/null |
    awk '{ f = 0; for (k = 3; k <= NF; k++) if ($k ~ /^f-/) { f = 1; n[$k]++; o[$k, $2]++ }
           if (!f) { n["(no f- form)"]++; o["(no f- form)", $2]++ } }
         END { for (x in n) printf "  %-26s %5d  %5d / %5d / %d\n", x, n[x], o[x, "accepted"], o[x, "refused"], o[x, "fail"] }' |
    sort | tee "$out/forms.txt"
grep -h "too complex for the polyhedral" "$out"/farm/lane-*.log | tee "$out/complex.txt"
if [ "${GPU_FILES:-0}" = 1 ]; then
    BBMM_PLATFORM=NVIDIA sh tests/gen/gen_diff.sh --pp $b/pragma-tool/bbmm-pp --include include \
        --lib $b/lib/libbbmm.a --files tests/gen/regress tests/scope_host --out "$out/gpu-regress" 2>&1 |
        tail -5 | tee "$out/gpu-regress.txt"
fi
rm -rf "$out"/farm/lane-*/work
# the failing programs with their outputs, in one file (the device tool
# brings back only shallow trees)
if ls -d "$out"/farm/failures/fail-* > /dev/null 2>&1; then
    tar -czf "$out/failures.tgz" -C "$out/farm" failures
fi
rm -rf "$out"/farm/lane-*/
exit $status
