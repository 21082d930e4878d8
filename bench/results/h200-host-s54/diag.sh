. .device/setup.sh >/dev/null 2>&1
b=/tmp/bd; cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1; cmake --build $b -j16 --target bbmm bbmm-pp >/dev/null 2>&1 || echo BUILD-FAIL
u=.polybench/utilities
for k in linear-algebra/kernels/atax linear-algebra/blas/gemver linear-algebra/blas/gemm; do
  n=$(basename $k); d=.polybench/$(dirname $k)/$n
  $b/pragma-tool/bbmm-pp -I $u -I $d -DLARGE_DATASET -DPOLYBENCH_TIME -o /tmp/$n.bbmm.c $d/$n.c 2>/tmp/$n.pp || { echo PP-FAIL $n; cat /tmp/$n.pp | tail -3; }
  cc -O2 -w -I include -I $u -I $d -DLARGE_DATASET -DPOLYBENCH_TIME $u/polybench.c /tmp/$n.bbmm.c $b/lib/libbbmm.a $(cat $b/lib/bbmm-link.txt) -lm -o /tmp/$n 2>&1 | tail -3
  for env in "BBMM_TUNE=prestart=on" "BBMM_TUNE=prestart=off" "BBMM_TUNE=prestart=on BBMM_HOST=never" "BBMM_TUNE=prestart=on BBMM_HOST=always"; do
    s=$(date +%s.%N); env BBMM_PLATFORM=NVIDIA $env timeout 30 /tmp/$n >/tmp/o 2>/tmp/e; rc=$?; e=$(date +%s.%N)
    echo "== $n [$env] rc=$rc wall=$(awk -v a=$s -v b=$e 'BEGIN{printf "%.3f",b-a}') region=$(tail -1 /tmp/o)"; tail -4 /tmp/e | cut -c1-300
  done
done
