#!/bin/sh
# stop 73, call 4 (one H200): this tree against 6baca93 (the stop's start) in one machine session:
# PolyBench/GPU side by side (time loops and small kernels, every region on the GPU), and the small
# PolyBench LARGE kernels with the default host=auto (best of 7 runs each, plain and bbmm);
# then the generated jacobi-2d and fdtd-2d call by call (CL_CALLS_LOG).
set -u
t0=$(date +%s)
w=/tmp/c4; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn; bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-6baca93.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j8 bbmm bbmm-pp cl_calls ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j8 bbmm bbmm-pp ) > $w/build-old.txt 2>&1
wait
[ -x $bn/pragma-tool/bbmm-pp ] && [ -x $bo/pragma-tool/bbmm-pp ] || { tail -20 $w/build-*.txt; exit 1; }
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
for v in new old; do
  eval b=\$b$( [ $v = new ] && echo n || echo o )
  BBMM_HOST=never BBMM_DEVICES=1 PBGPU_PLATFORM=NVIDIA PB_TIMEOUT=60 timeout 150 \
    sh bench/polybench-gpu.sh --gpu .pbgpu --suite .polybench --build $b --dataset LARGE \
    --only fdtd-2d --only jacobi-2d --only jacobi-1d --only atax --only bicg --only mvt --only gesummv --only gemver > $w/pbgpu-$v.txt 2>&1
  echo "== pbgpu $v $(( $(date +%s) - t0 )) s"; grep "^| [a-z]" $w/pbgpu-$v.txt | cut -d'|' -f2,4,6,9
done
for v in new old; do
  eval b=\$b$( [ $v = new ] && echo n || echo o )
  PB_TIMEOUT=60 PB_WARMUP=0 timeout 100 sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time \
    --only jacobi-1d --only gesummv --only atax --only bicg --only mvt --only trisolv --only durbin --only gemver > $w/small-$v.txt 2>&1
  for k in jacobi-1d gesummv atax bicg mvt trisolv durbin gemver; do
    p=$(for i in 1 2 3 4 5 6 7; do $b/polybench/$k/plain 2>/dev/null; done | sort -g | head -1)
    q=$(for i in 1 2 3 4 5 6 7; do $b/polybench/$k/bbmm 2>/dev/null; done | sort -g | head -1)
    echo "small $v $k plain=$p bbmm=$q speed-up=$(awk -v a=$p -v b=$q 'BEGIN{printf "%.3f", a/b}')"
  done
done 2>&1 | tee $w/small.txt
echo "== small $(( $(date +%s) - t0 )) s"
L=$bn/bench/libcl_calls.so
PB_CFLAGS=-DDATA_TYPE_IS_FLOAT PB_TIMEOUT=60 timeout 100 sh bench/polybench.sh --suite .polybench --build $bn --dataset LARGE --devices 1 --time \
  --only jacobi-2d --only fdtd-2d > $w/tl-build.txt 2>&1
for k in jacobi-2d fdtd-2d; do
  g=$bn/polybench/$k/bbmm
  for r in 1 2; do BBMM_HOST=never $g 2>/dev/null | tail -1 | sed "s/^/$k plain-log run $r: /"; done
  BBMM_HOST=never CL_CALLS_LOG=$w/$k.gen.log LD_PRELOAD=$L $g 2>&1 > $w/$k.gen.out | grep "^cl_calls" > $w/$k.gen.calls
  echo "$k logged: $(cat $w/$k.gen.out)"
  BBMM_HOST=never BBMM_STATS=1 $g 2>&1 >/dev/null | grep -E "^total|replay|asynchronous|start-up|pool|overlap" > $w/$k.gen.stats; cat $w/$k.gen.stats
done
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c4.tgz" -C /tmp c4
