#!/bin/sh
# stop 82, call 5 (one H200): nothing slower on the devices' path: generated samples on the GPU
# alone (BBMM_HOST=never, no sequential twin), HEAD (new: the exit gate without locks and the
# rest of stop 82) against f46c103 (old), alternating, 5 rounds; bbmm-time seconds (the region
# runs, start-up included).
set -u
t0=$(date +%s)
. .device/setup.sh > /tmp/setup.txt 2>&1
mkdir -p /tmp/o && tar xf .device/old.tar -C /tmp/o
T="pp-heat2d pp-fdtd2d pp-jacobi2d pp-floyd"
( cmake -S . -B /tmp/bn -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bn -j8 $T ) > /tmp/build-new.txt 2>&1 &
( cmake -S /tmp/o/old -B /tmp/bo -DCMAKE_BUILD_TYPE=Release && make -C /tmp/bo -j8 $T ) > /tmp/build-old.txt 2>&1
wait
ls /tmp/bn/samples/pp-floyd /tmp/bo/samples/pp-floyd || { tail -5 /tmp/build-new.txt /tmp/build-old.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA BBMM_TWIN=0 BBMM_HOST=never BBMM_SUMMARY=1
one() { "$@" 2>&1 | sed -n 's/^bbmm-time seconds=\([0-9.]*\).*/\1/p'; }
for c in "pp-heat2d 4096 500" "pp-fdtd2d 2000 500" "pp-jacobi2d 1300 500" "pp-floyd 4096"; do
  set -- $c; s=$1; shift
  n=""; o=""
  for r in 1 2 3 4 5; do
    n="$n $(one /tmp/bn/samples/$s "$@")"
    o="$o $(one /tmp/bo/samples/$s "$@")"
  done
  echo "$c new:$n"
  echo "$c old:$o"
done
echo "done $(( $(date +%s) - t0 )) s"
