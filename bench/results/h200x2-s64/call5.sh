#!/bin/sh
# stop 64, call 5 (one H200): NPB S (BT, SP, LU) with host=auto, this
# stop's tree (data scopes open OpenCL only when a region starts devices;
# regions of unknown work on the host until they paid the start-up)
# against bf92f0d: NPB's own time and the process's wall time
set -u
t0=$(date +%s)
w=/tmp/c5; rm -rf $w; mkdir -p $w
. .device/setup.sh > $w/setup.txt 2>&1
bn=/tmp/bn bo=/tmp/bo
mkdir -p /tmp/old && tar xzf .device/old-bf92f0d.tgz -C /tmp/old
( cmake -S . -B $bn -DCMAKE_BUILD_TYPE=Release && make -C $bn -j16 bbmm bbmm-pp bbmmcc ) > $w/build-new.txt 2>&1 &
( cmake -S /tmp/old -B $bo -DCMAKE_BUILD_TYPE=Release && make -C $bo -j16 bbmm bbmm-pp bbmmcc ) > $w/build-old.txt 2>&1 &
wait
echo "build $(( $(date +%s) - t0 )) s"
export BBMM_PLATFORM=NVIDIA
( BUILD=$bn NPB_OUT=/tmp/npbn NPB_DEVICES=1 NPB_TIMEOUT=20 NPB_THREADS=16 sh bench/npb.sh .device/npb S "BT SP LU" > $w/npb-new.txt 2>&1 ) &
( BUILD=$bo NPB_OUT=/tmp/npbo NPB_DEVICES=1 NPB_TIMEOUT=20 NPB_THREADS=16 sh bench/npb.sh .device/npb S "BT SP LU" > $w/npb-old.txt 2>&1 ) &
wait
cat $w/npb-new.txt $w/npb-old.txt
echo "npb $(( $(date +%s) - t0 )) s"
for r in 1 2 3 4 5; do
  for b in bt sp lu; do
    for v in seq new old; do
      case $v in seq) p=/tmp/npbn/seq/bin/$b.S;; new) p=/tmp/npbn/bbmm/bin/$b.S;; old) p=/tmp/npbo/bbmm/bin/$b.S;; esac
      [ -x $p ] || continue
      s=$(date +%s.%N)
      npbt=$(BBMM_HOST=auto $p 2>/dev/null | sed -n 's/.*Time in seconds = *//p')
      e=$(date +%s.%N)
      echo "$b $v npb=$npbt wall=$(awk -v a=$s -v b=$e 'BEGIN{printf "%.3f", b-a}')"
    done
  done
done | tee $w/wall.txt
echo "all $(( $(date +%s) - t0 )) s"
tar czf "$OUT/c5.tgz" -C /tmp c5
