. .device/setup.sh >/dev/null 2>&1
b=/tmp/bd; cmake -S . -B $b -DCMAKE_BUILD_TYPE=Release >/dev/null 2>&1; cmake --build $b -j16 --target bbmm bbmm-pp >/dev/null 2>&1 || echo BUILD-FAIL
export BBMM_PLATFORM=NVIDIA
o=${OUT:-/tmp}
only=""; for k in $PB_LIST; do only="$only --only $k"; done
PB_TIMEOUT=60 PB_ROWS=$o/rows-$PB_TAG.txt sh bench/polybench.sh --suite .polybench --build $b --dataset LARGE --devices 1 --time $only > $o/pb-$PB_TAG.txt 2>&1
tail -3 $o/pb-$PB_TAG.txt
for k in $PS_LIST; do p=$b/polybench/$k/bbmm; [ -x $p ] || continue
  for r in 1 2 3; do for m in on off; do
    s=$(date +%s.%N); reg=$(BBMM_TUNE=prestart=$m BBMM_STATS=json:/tmp/ps.json $p 2>/dev/null | tail -1); e=$(date +%s.%N)
    su=$(tr ',' '\n' </tmp/ps.json | awk -F: '/"create_ns"/{c=$2} /"build_ns"/{b=$2} /"prestart_ns"/{p=$2} /"runs_host"/{h=$2} END{printf "create+build=%.3f prestart=%.3f host_runs=%d", (c+b)/1e9, p/1e9, h}')
    echo "prestart $k $m wall=$(awk -v a=$s -v b=$e 'BEGIN{printf "%.3f",b-a}') region=$reg $su" | tee -a $o/prestart.txt
  done; done; done
for k in $HANG_LIST; do p=$b/polybench/$k/bbmm; [ -x $p ] || continue
  for m in off on on; do s=$(date +%s.%N); BBMM_TUNE=prestart=$m timeout 15 $p >/dev/null 2>&1; rc=$?; e=$(date +%s.%N)
    echo "exit-check $k prestart=$m rc=$rc wall=$(awk -v a=$s -v b=$e 'BEGIN{printf "%.3f",b-a}')"; done; done
