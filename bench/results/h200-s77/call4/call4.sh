#!/bin/sh
# stop 77: replay setting only the scalars (this tree) against setting every
# argument (.device/old-lib: lib/ of 4b6b8e2), bench/floor.sh on one H200,
# interleaved rounds.
set -u
out=${OUT:-$PWD/floor-ab}
mkdir -p "$out"
. .device/setup.sh > "$out/setup.txt" 2>&1
rm -rf /tmp/old-src && mkdir -p /tmp/old-src && tar --exclude=./.device -cf - . | tar -C /tmp/old-src -xf -
cp .device/old-lib/*.c .device/old-lib/*.h /tmp/old-src/lib/
for t in new old; do
    src=.; [ $t = old ] && src=/tmp/old-src
    cmake -S $src -B /tmp/b-$t -DCMAKE_BUILD_TYPE=Release > "$out/build-$t.txt" 2>&1
    cmake --build /tmp/b-$t -j"$(nproc)" --target pp-heat2d pp-fdtd2d pp-jacobi2d pp-heat3d pp-floyd cl_floor cl_record >> "$out/build-$t.txt" 2>&1 || { tail -30 "$out/build-$t.txt"; exit 1; }
done
cases="pp-heat2d 1024 1000:1 pp-fdtd2d 1024 1000:1 pp-jacobi2d 1024 1000:1 pp-heat3d 128 500:1 pp-floyd 2048:1"
for r in 1 2; do
    for t in old new; do
        echo "== round $r, $t" | tee -a "$out/floor-ab.txt"
        BBMM_PLATFORM=NVIDIA sh bench/floor.sh --build /tmp/b-$t --cases "$cases" 2>&1 | tee -a "$out/floor-ab.txt"
    done
done
